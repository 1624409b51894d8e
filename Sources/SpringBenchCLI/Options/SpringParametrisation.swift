import AnimationMath

/// One way of writing a spring on the command line: the flags it owns and how
/// they become canonical parameters (through the core's conversions only).
///
/// Adding a parametrisation is one entry in ``all`` (plus, when the engine is
/// new, its `SpringParameters+Engine.swift` in the core). The spring given is
/// the first entry whose flags cover every parametrisation flag typed; flags
/// that no single entry covers are a usage error naming two of them.
struct SpringParametrisation: Sendable {
  /// Its name in messages, e.g. "CASpringAnimation".
  let name: String
  /// The flags it owns.
  let flags: [OptionDefinition]
  /// Whether its spring ends at `--duration` by default (UIKit) rather than
  /// at the settling time.
  let endsAtDuration: Bool
  /// The canonical spring and a one-line summary, from the flags; the
  /// relative velocity matters for UIKit's duration mapping only.
  let make:
    @Sendable (ParsedArguments, _ relativeVelocity: Double) throws(CommandLineError) -> (SpringParameters, String)

  /// The parametrisations in order of preference.
  static let all: [SpringParametrisation] = [
    SpringParametrisation(
      name: "UIKit", flags: [SpringFlags.damping.definition, SpringFlags.duration.definition], endsAtDuration: true
    ) { arguments, velocity throws(CommandLineError) in
      let d = try arguments.value(SpringFlags.duration)
      let z = try arguments.value(SpringFlags.damping)
      guard z > 0, z <= 1 else {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(SpringFlags.damping),
            accepted:
              "a number in (0, 1] for UIKit (for ζ > 1 use --bounce, --damping-fraction, --damping-coefficient, or --stiffness with --damping)",
            got: arguments.raw(SpringFlags.damping) ?? "\(z)"))
      }
      let p = try convert(arguments) { () throws(SpringParameterError) in
        try SpringParameters.uikit(duration: d, dampingRatio: z, initialSpringVelocity: velocity)
      }
      return (p, "UIKit duration \(d) s, damping ratio \(z) (duration → stiffness by the Framer hypothesis)")
    },
    SpringParametrisation(
      name: "CASpringAnimation",
      flags: [SpringFlags.mass, SpringFlags.stiffness, SpringFlags.dampingCoefficient].map(\.definition),
      endsAtDuration: false
    ) { arguments, _ throws(CommandLineError) in
      let m = try arguments.value(SpringFlags.mass)
      let k = try arguments.value(SpringFlags.stiffness)
      let c = try arguments.value(SpringFlags.dampingCoefficient)
      let p = try convert(arguments) { () throws(SpringParameterError) in
        try SpringParameters(mass: m, stiffness: k, damping: c)
      }
      return (p, "CASpringAnimation mass \(m), stiffness \(k), damping \(c)")
    },
    SpringParametrisation(
      name: "Android SpringForce", flags: [SpringFlags.stiffness, SpringFlags.damping].map(\.definition),
      endsAtDuration: false
    ) { arguments, _ throws(CommandLineError) in
      let k = try arguments.value(SpringFlags.stiffness)
      let z = try arguments.value(SpringFlags.damping)
      let p = try convert(arguments) { () throws(SpringParameterError) in
        try SpringParameters.android(stiffness: k, dampingRatio: z)
      }
      return (p, "Android SpringForce stiffness \(k), dampingRatio \(z)")
    },
    SpringParametrisation(
      name: "SwiftUI response",
      flags: [SpringFlags.response, SpringFlags.dampingFraction].map(\.definition), endsAtDuration: false
    ) { arguments, _ throws(CommandLineError) in
      let r = try arguments.value(SpringFlags.response)
      let z = try arguments.value(SpringFlags.dampingFraction)
      let p = try convert(arguments) { () throws(SpringParameterError) in
        try SpringParameters.swiftUI(response: r, dampingFraction: z)
      }
      return (p, "SwiftUI response \(r) s, dampingFraction \(z)")
    },
    SpringParametrisation(
      name: "SwiftUI duration/bounce", flags: [SpringFlags.bounce, SpringFlags.duration].map(\.definition),
      endsAtDuration: false
    ) { arguments, _ throws(CommandLineError) in
      let d = try arguments.value(SpringFlags.duration)
      let b = try arguments.value(SpringFlags.bounce)
      let p = try convert(arguments) { () throws(SpringParameterError) in
        try SpringParameters.swiftUI(duration: d, bounce: b)
      }
      return (p, "SwiftUI duration \(d) s, bounce \(b)")
    },
    SpringParametrisation(
      name: "React Native tension/friction", flags: [SpringFlags.tension, SpringFlags.friction].map(\.definition),
      endsAtDuration: false
    ) { arguments, _ throws(CommandLineError) in
      let t = try arguments.value(SpringFlags.tension)
      let f = try arguments.value(SpringFlags.friction)
      let p = try convert(arguments) { () throws(SpringParameterError) in
        try SpringParameters.reactNative(tension: t, friction: f)
      }
      return (p, "React Native / Origami tension \(t), friction \(f)")
    },
    SpringParametrisation(
      name: "React Native bounciness/speed", flags: [SpringFlags.bounciness, SpringFlags.popSpeed].map(\.definition),
      endsAtDuration: false
    ) { arguments, _ throws(CommandLineError) in
      let b = try arguments.value(SpringFlags.bounciness)
      let s = try arguments.value(SpringFlags.popSpeed)
      let p = try convert(arguments) { () throws(SpringParameterError) in
        try SpringParameters.reactNative(bounciness: b, speed: s)
      }
      return (p, "React Native / POP bounciness \(b), speed \(s)")
    },
    SpringParametrisation(name: "preset", flags: [SpringFlags.preset.definition], endsAtDuration: false) {
      arguments, _ throws(CommandLineError) in
      let preset = try arguments.given(SpringFlags.preset)!
      return (
        preset.parameters, "preset \(preset.name): stiffness \(preset.stiffness), dampingRatio \(preset.dampingRatio)"
      )
    },
  ]

  /// Every flag some parametrisation owns.
  static var ownedFlags: [OptionDefinition] {
    var seen: [OptionDefinition] = []
    for entry in all {
      for flag in entry.flags where !seen.contains(where: { $0.name == flag.name }) { seen.append(flag) }
    }
    return seen
  }

  /// The parametrisation the typed flags select (UIKit when none is typed).
  static func selected(by arguments: ParsedArguments) throws(CommandLineError) -> SpringParametrisation {
    let typed = ownedFlags.filter { arguments.has($0) }
    if let match = all.first(where: { entry in
      typed.allSatisfy { flag in entry.flags.contains { $0.name == flag.name } }
    }) {
      return match
    }
    // No entry covers them: name the first typed flag and one that its
    // parametrisations do not own.
    let first = typed[0]
    let owners = all.filter { entry in entry.flags.contains { $0.name == first.name } }
    let other =
      typed.first { flag in !owners.contains { entry in entry.flags.contains { $0.name == flag.name } } } ?? typed[1]
    let otherOwner = all.first { entry in entry.flags.contains { $0.name == other.name } }!
    throw .usage(
      .conflict(
        flag: "\(arguments.spelling(first)) (\(owners[0].name))",
        with: "\(arguments.spelling(other)) (\(otherOwner.name))", advice: "choose one parametrisation"))
  }

  /// Runs a core conversion, naming the flag behind a parameter error.
  static func convert(_ arguments: ParsedArguments, _ body: () throws(SpringParameterError) -> SpringParameters)
    throws(CommandLineError) -> SpringParameters
  {
    do {
      return try body()
    } catch {
      throw SpringOptions.usageError(for: error, arguments)
    }
  }
}
