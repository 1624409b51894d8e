import AnimationMath

/// `springbench describe`: the canonical spring behind the spring flags, and
/// the same motion in every other ecosystem's parameters.
enum DescribeCommand: BenchCommand {
  static let definition = CommandDefinition(
    name: "springbench describe",
    abstract: "Print the canonical spring (m, k, c, ω0, ζ, regime, settling) and its equivalents elsewhere.",
    usage: "springbench describe [<spring options>]",
    groups: SpringOptions.flagDefinitions,
    discussion: "Lines are 'key: value'. Equivalents describe the same motion; n/a says why one cannot.")

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    try requireNoPositionals(arguments)
    let spring = try SpringOptions(arguments)
    let p = spring.parameters
    let zeta = p.dampingRatio
    let settle = spring.solution.settlingDuration(band: spring.band)
    let bandText: String
    switch spring.band {
    case .relative(let e): bandText = "|x - to| ≤ \(e)·|to - from|"
    case .absolute(let e): bandText = "|x - to| ≤ \(e)"
    }
    let v = spring.relativeVelocity
    var lines: [(String, String)] = [
      ("parametrisation", spring.parametrisation.summary),
      ("from", "\(spring.from)"),
      ("to", "\(spring.to)"),
      ("initial velocity", "\(v) travel/s = \(spring.absoluteVelocity + 0) units/s (+ toward to)"),
      ("overdamping", spring.clampsOverdamping ? "clamp (ζ > 1 evaluated as critical)" : "exact"),
      ("mass", "\(p.mass)"),
      ("stiffness", "\(p.stiffness)"),
      ("damping coefficient", "\(p.damping)"),
      ("natural frequency ω0 (rad/s)", "\(p.naturalFrequency)"),
      ("damping ratio ζ", "\(zeta)"),
      ("decay rate λ (1/s)", "\(p.decayRate)"),
      ("regime", p.regime.rawValue),
      ("settling duration (s)", settle.isFinite ? "\(settle) (last exit from \(bandText))" : "never (ζ = 0 or a band of width 0)"),
    ]
    if spring.clampsOverdamping, spring.exactParameters.dampingRatio > 1 {
      lines.append(("unclamped damping ratio ζ", "\(spring.exactParameters.dampingRatio)"))
    }
    let m1k = p.stiffness / p.mass
    let m1c = p.damping / p.mass
    let overNote = zeta > 1 ? " (treats ζ > 1 as critical: use --overdamping clamp to see its curve)" : ""
    if let d = p.uikitDuration(relativeVelocity: v) {
      lines.append(("UIKit", "animate(withDuration: \(d), usingSpringWithDamping: \(zeta), initialSpringVelocity: \(v)) (duration by the Framer hypothesis)"))
    } else {
      lines.append(("UIKit", "n/a (UIKit's duration API takes ζ in (0, 1] and this spring is not on the hypothesis' branch)"))
    }
    lines.append(("CASpringAnimation", "mass \(p.mass), stiffness \(p.stiffness), damping \(p.damping), initialVelocity \(v)\(zeta > 1 ? " (needs allowsOverdamping, iOS 17+)" : "")"))
    lines.append(("SwiftUI", "Spring(response: \(p.response), dampingRatio: \(zeta)) = Spring(duration: \(p.response), bounce: \(p.bounce))\(zeta > 1 ? " (needs allowOverDamping for the mass/stiffness/damping form)" : "")"))
    lines.append(("React Native", "stiffness \(p.stiffness), damping \(p.damping), mass \(p.mass)\(overNote)"))
    lines.append(("React Native Origami", "tension \(p.origamiTension), friction \(p.origamiFriction) (mass 1)"))
    if let pop = p.bouncinessAndSpeed {
      lines.append(("React Native / POP", "bounciness \(pop.bounciness), speed \(pop.speed) (mass 1)"))
    } else {
      lines.append(("React Native / POP", "n/a (no bounciness ≥ 0 and speed ≥ 0 give this spring)"))
    }
    lines.append(("Android SpringForce", "stiffness \(m1k), dampingRatio \(zeta) (mass 1)"))
    lines.append(("Flutter", "SpringDescription(mass: \(p.mass), stiffness: \(p.stiffness), damping: \(p.damping))"))
    lines.append(("CSS spring() (WebKit)", "spring(1 \(m1k) \(m1c) \(v))\(overNote)"))
    if zeta <= 1 {
      lines.append(("framer-motion", "stiffness \(p.stiffness), damping \(p.damping), mass \(p.mass); visualDuration \(p.response / 1.2), bounce \(p.bounce)"))
    } else {
      lines.append(("framer-motion", "stiffness \(p.stiffness), damping \(p.damping), mass \(p.mass) (duration-based springs cap ζ at 1)"))
    }
    for (key, value) in lines {
      output.append("\(key): \(value)\n")
    }
  }
}
