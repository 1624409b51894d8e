import AnimationMath

/// The spring flags shared by the spring curve and `describe`, and how they
/// become one canonical spring.
///
/// Each parametrisation owns a group of flags; flags of two groups cannot be
/// mixed. Without any group flag the spring is UIKit's
/// `usingSpringWithDamping:initialSpringVelocity:` with the duration mapped by
/// the documented hypothesis.
struct SpringOptions {
  /// The parametrisation the flags selected, with its inputs.
  enum Parametrisation {
    case uikit(duration: Double, dampingRatio: Double)
    case coreAnimation(mass: Double, stiffness: Double, damping: Double)
    case swiftUIResponse(response: Double, dampingFraction: Double)
    case swiftUIBounce(duration: Double, bounce: Double)
    case origami(tension: Double, friction: Double)
    case bouncinessAndSpeed(bounciness: Double, speed: Double)

    var summary: String {
      switch self {
      case .uikit(let d, let z):
        return "UIKit duration \(d) s, damping ratio \(z) (duration → stiffness by the Framer hypothesis)"
      case .coreAnimation(let m, let k, let c): return "CASpringAnimation mass \(m), stiffness \(k), damping \(c)"
      case .swiftUIResponse(let r, let z): return "SwiftUI response \(r) s, dampingFraction \(z)"
      case .swiftUIBounce(let d, let b): return "SwiftUI duration \(d) s, bounce \(b)"
      case .origami(let t, let f): return "React Native / Origami tension \(t), friction \(f)"
      case .bouncinessAndSpeed(let b, let s): return "React Native / POP bounciness \(b), speed \(s)"
      }
    }
  }

  /// The spring as parametrised, before any clamp.
  let exactParameters: SpringParameters
  /// The spring that is evaluated: ``exactParameters`` or its critical clamp.
  let parameters: SpringParameters
  let parametrisation: Parametrisation
  let from: Double
  let to: Double
  /// The initial velocity as a fraction of the travel per second, + toward `to`.
  let relativeVelocity: Double
  /// The same velocity in position units per second.
  let absoluteVelocity: Double
  let clampsOverdamping: Bool
  let band: SettlingBand
  /// The curve's end when no sampling flag says otherwise: UIKit's duration,
  /// or the settling time for every other parametrisation.
  let defaultEnd: Double?
  let solution: SpringSolution

  static let parametrisationGroups: [(name: String, flags: [String])] = [
    ("UIKit", ["damping"]),
    ("CASpringAnimation", ["mass", "stiffness", "damping-coefficient"]),
    ("SwiftUI response", ["response", "damping-fraction"]),
    ("SwiftUI duration/bounce", ["bounce"]),
    ("React Native tension/friction", ["tension", "friction"]),
    ("React Native bounciness/speed", ["bounciness", "speed"]),
  ]

  static let flagDefinitions: [(heading: String, options: [OptionDefinition])] = [
    (
      "SPRING (UIKit, the default)",
      [
        OptionDefinition(
          "damping", aliases: ["damping-ratio"], value: "ratio",
          help: "Damping ratio ζ in (0, 1], as usingSpringWithDamping: 1 = no overshoot.", default: "0.6"),
        OptionDefinition(
          "velocity", value: "relative",
          help: "Initial velocity as a fraction of the travel per second, positive toward --to (UIKit's initialSpringVelocity; used by every parametrisation).",
          default: "0"),
        OptionDefinition(
          "duration", value: "seconds",
          help: "UIKit duration (stiffness solved so the envelope is 1e-3 at it: a hypothesis), or SwiftUI's duration with --bounce.",
          default: "0.5"),
        OptionDefinition("from", value: "value", help: "Start position.", default: "0"),
        OptionDefinition("to", value: "value", help: "Rest position.", default: "1"),
      ]
    ),
    (
      "SPRING (other parametrisations; do not mix)",
      [
        OptionDefinition("mass", value: "m", help: "CASpringAnimation mass, > 0.", default: "1"),
        OptionDefinition("stiffness", value: "k", help: "CASpringAnimation stiffness, > 0.", default: "100"),
        OptionDefinition(
          "damping-coefficient", value: "c", help: "CASpringAnimation damping coefficient, ≥ 0.", default: "10"),
        OptionDefinition("response", value: "seconds", help: "SwiftUI response (undamped period), > 0.", default: "0.5"),
        OptionDefinition("damping-fraction", value: "ratio", help: "SwiftUI dampingFraction ζ, ≥ 0.", default: "0.825"),
        OptionDefinition("bounce", value: "b", help: "SwiftUI bounce in (-1, 1]; negative is over-damped, ζ = 1/(1+b).", default: "0"),
        OptionDefinition("tension", value: "t", help: "React Native / Origami tension.", default: "40"),
        OptionDefinition("friction", value: "f", help: "React Native / Origami friction.", default: "7"),
        OptionDefinition("bounciness", value: "b", help: "React Native / POP bounciness, ≥ 0.", default: "8"),
        OptionDefinition("speed", value: "s", help: "React Native / POP speed, ≥ 0.", default: "12"),
        OptionDefinition(
          "overdamping", value: "exact|clamp",
          help: "clamp treats ζ > 1 as critical, as WebKit, React Native, SwiftUI's default and CASpringAnimation before allowsOverdamping do.",
          default: "exact"),
        OptionDefinition(
          "epsilon", value: "fraction",
          help: "Settling band: |x - to| ≤ epsilon·|to - from| for good.", default: "0.001"),
        OptionDefinition(
          "epsilon-absolute", value: "units", help: "Settling band in position units instead of a fraction of the travel."),
      ]
    ),
  ]

  /// Every spring flag name.
  static var flagNames: [String] { flagDefinitions.flatMap { $0.options.map(\.name) } }

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    let given = Self.parametrisationGroups.filter { group in group.flags.contains { arguments.has($0) } }
    if given.count > 1 {
      let first = given[0].flags.first { arguments.has($0) }!
      let second = given[1].flags.first { arguments.has($0) }!
      throw .usage(
        "\(arguments.spelling(first)) (\(given[0].name)) cannot be combined with \(arguments.spelling(second)) (\(given[1].name)); choose one parametrisation")
    }
    let group = given.first?.name ?? "UIKit"
    let usesDuration = group == "UIKit" || group == "SwiftUI duration/bounce"
    if arguments.has("duration"), !usesDuration {
      let other = given[0].flags.first { arguments.has($0) }!
      throw .usage(
        "\(arguments.spelling("duration")) cannot be combined with \(arguments.spelling(other)) (\(group)); --duration belongs to UIKit and to --bounce")
    }

    let from = try arguments.double("from", default: 0, range: "a finite number")!
    let to = try arguments.double("to", default: 1, range: "a finite number")!
    let travel = to - from
    guard travel.isFinite else {
      throw .usage("--to minus --from must be a finite number; got \(to) - \(from)")
    }
    let velocity = try arguments.double("velocity", default: 0, range: "a finite number")!
    let absoluteVelocity = velocity * travel
    guard absoluteVelocity.isFinite else {
      throw .usage("\(arguments.spelling("velocity")) times the travel must be finite; got '\(velocity)'")
    }

    let positive = "a finite number > 0"
    let nonNegative = "a finite number ≥ 0"
    let parametrisation: Parametrisation
    let exact: SpringParameters
    do {
      switch group {
      case "CASpringAnimation":
        let m = try arguments.double("mass", default: 1, range: positive) { $0 > 0 }!
        let k = try arguments.double("stiffness", default: 100, range: positive) { $0 > 0 }!
        let c = try arguments.double("damping-coefficient", default: 10, range: nonNegative) { $0 >= 0 }!
        parametrisation = .coreAnimation(mass: m, stiffness: k, damping: c)
        exact = try SpringParameters(mass: m, stiffness: k, damping: c)
      case "SwiftUI response":
        let r = try arguments.double("response", default: 0.5, range: positive) { $0 > 0 }!
        let z = try arguments.double("damping-fraction", default: 0.825, range: nonNegative) { $0 >= 0 }!
        parametrisation = .swiftUIResponse(response: r, dampingFraction: z)
        exact = try SpringParameters(response: r, dampingRatio: z)
      case "SwiftUI duration/bounce":
        let d = try arguments.double("duration", default: 0.5, range: positive) { $0 > 0 }!
        let b = try arguments.double("bounce", default: 0, range: "a number in (-1, 1]") { $0 > -1 && $0 <= 1 }!
        parametrisation = .swiftUIBounce(duration: d, bounce: b)
        exact = try SpringParameters(duration: d, bounce: b)
      case "React Native tension/friction":
        let t = try arguments.double("tension", default: 40, range: "a number > -23.59 (stiffness > 0)") {
          $0 > 30 - 194 / 3.62
        }!
        let f = try arguments.double("friction", default: 7, range: "a number ≥ -0.3333 (damping ≥ 0)") {
          $0 >= 8 - 25.0 / 3
        }!
        parametrisation = .origami(tension: t, friction: f)
        exact = try SpringParameters(tension: t, friction: f)
      case "React Native bounciness/speed":
        let b = try arguments.double("bounciness", default: 8, range: nonNegative) { $0 >= 0 }!
        let s = try arguments.double("speed", default: 12, range: nonNegative) { $0 >= 0 }!
        parametrisation = .bouncinessAndSpeed(bounciness: b, speed: s)
        exact = try SpringParameters(bounciness: b, speed: s)
      default:
        let d = try arguments.double("duration", default: 0.5, range: positive) { $0 > 0 }!
        let z = try arguments.double("damping", default: 0.6, range: "a number in (0, 1] for UIKit (for ζ > 1 use --bounce, --damping-fraction or --damping-coefficient)") {
          $0 > 0 && $0 <= 1
        }!
        parametrisation = .uikit(duration: d, dampingRatio: z)
        exact = try SpringParameters(uikitDuration: d, dampingRatio: z, relativeVelocity: velocity)
      }
    } catch let error as CommandLineError {
      throw error
    } catch let error as SpringParameterError {
      throw .usage(Self.message(for: error, arguments))
    } catch {
      throw .usage("\(error)")
    }

    let overdamping = try arguments.choice("overdamping", ["exact", "clamp"]) ?? "exact"
    if arguments.has("epsilon"), arguments.has("epsilon-absolute") {
      throw .usage("\(arguments.spelling("epsilon")) cannot be combined with --epsilon-absolute; choose one band")
    }
    let band: SettlingBand
    if let absolute = try arguments.double("epsilon-absolute", range: positive, accepts: { $0 > 0 }) {
      band = .absolute(absolute)
    } else {
      band = .relative(try arguments.double("epsilon", default: 1e-3, range: positive) { $0 > 0 }!)
    }

    self.exactParameters = exact
    self.parameters = overdamping == "clamp" ? exact.clampingOverdampingToCritical : exact
    self.parametrisation = parametrisation
    self.from = from
    self.to = to
    self.relativeVelocity = velocity
    self.absoluteVelocity = absoluteVelocity
    self.clampsOverdamping = overdamping == "clamp"
    self.band = band
    if case .uikit(let duration, _) = parametrisation { defaultEnd = duration } else { defaultEnd = nil }
    do {
      solution = try SpringSolution(parameters: parameters, from: from, to: to, initialVelocity: absoluteVelocity)
    } catch {
      throw .usage(Self.message(for: error, arguments))
    }
  }

  /// The settling duration, or a usage error naming why it is infinite.
  func finiteSettlingDuration(for purpose: String) throws(CommandLineError) -> Double {
    let settle = solution.settlingDuration(band: band)
    guard settle.isFinite else {
      if parameters.dampingRatio <= 0 {
        throw .usage("the spring never settles (damping ratio 0), so \(purpose) has no end; give --until SECONDS or --times")
      }
      throw .usage("the spring never settles in a band of width 0 (--from equals --to); use --epsilon-absolute, --until SECONDS or --times")
    }
    return settle
  }

  /// A core parameter error in the words of the flags.
  static func message(for error: SpringParameterError, _ arguments: ParsedArguments) -> String {
    let flags: [String: String] = [
      "mass": "mass", "stiffness": "stiffness", "damping": "damping-coefficient",
      "response": "response", "duration": "duration", "uikitDuration": "duration", "bounce": "bounce",
      "tension": "tension", "friction": "friction", "bounciness": "bounciness", "speed": "speed",
      "from": "from", "to": "to", "initialVelocity": "velocity", "relativeVelocity": "velocity",
      "naturalFrequency": "response",
    ]
    var flag = flags[error.parameter].map { arguments.spelling($0) }
    if error.parameter == "dampingRatio" {
      flag = arguments.has("damping-fraction") ? arguments.spelling("damping-fraction") : arguments.spelling("damping")
    }
    if error.parameter == "uikitDuration" {
      let damping = arguments.raw("damping") ?? "0.6"
      let velocity = arguments.raw("velocity") ?? "0"
      return "\(arguments.spelling("duration")) \(error.value) with \(arguments.spelling("damping")) \(damping) and \(arguments.spelling("velocity")) \(velocity) admits no UIKit spring: the duration must be long enough for the envelope to fall to 1e-3 of the travel (try a longer --duration, a larger --damping or a smaller --velocity)"
    }
    return "\(flag ?? error.parameter) must be \(error.accepted); got \(error.value)"
  }
}
