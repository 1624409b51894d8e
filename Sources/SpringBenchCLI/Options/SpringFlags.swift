import AnimationMath

/// Every spring flag, declared once: type, default, accepted range and help.
///
/// `--damping` and `--stiffness` are shared between parametrisations (UIKit
/// and Android; CASpringAnimation and Android): a flag belongs to every
/// parametrisation that lists it in ``SpringParametrisation/all``, and the
/// parametrisation is the first whose flags cover every flag given.
enum SpringFlags {
  static let damping = Option<Double>.number(
    "damping", aliases: ["damping-ratio"], value: "ratio",
    help:
      "Damping ratio ζ: UIKit's usingSpringWithDamping in (0, 1], 1 = no overshoot; with --stiffness, Android's dampingRatio ≥ 0.",
    default: 0.6, range: .nonNegative)
  static let velocity = Option<Double>.number(
    "velocity", value: "relative",
    help:
      "Initial velocity as a fraction of the travel per second, positive toward --to (UIKit's initialSpringVelocity). Needs --from ≠ --to.",
    default: 0)
  static let initialVelocity = Option<Double>.number(
    "initial-velocity", value: "units/s",
    help:
      "Initial velocity in position units per second, positive = increasing value (Android, Compose, Flutter, framer). Not with --velocity.",
    range: .magnitude)
  static let duration = Option<Double>.number(
    "duration", value: "seconds",
    help:
      "UIKit duration (stiffness solved so the envelope is 1e-3 at it: a hypothesis), or SwiftUI's duration with --bounce.",
    default: 0.5, range: .positiveSeconds)
  static let from = Option<Double>.number(
    "from", value: "value", help: "Start position.", default: 0, range: .magnitude)
  static let to = Option<Double>.number("to", value: "value", help: "Rest position.", default: 1, range: .magnitude)

  static let mass = Option<Double>.number(
    "mass", value: "m", help: "CASpringAnimation mass.", default: 1, range: .positive)
  static let stiffness = Option<Double>.number(
    "stiffness", value: "k", help: "CASpringAnimation stiffness; with --damping, Android's SpringForce stiffness.",
    default: 100, range: .positive)
  static let dampingCoefficient = Option<Double>.number(
    "damping-coefficient", value: "c", help: "CASpringAnimation damping coefficient.", default: 10,
    range: .nonNegative)
  static let response = Option<Double>.number(
    "response", value: "seconds", help: "SwiftUI response (undamped period).", default: 0.5, range: .positiveSeconds)
  static let dampingFraction = Option<Double>.number(
    "damping-fraction", value: "ratio", help: "SwiftUI dampingFraction ζ.", default: 0.825, range: .nonNegative)
  static let bounce = Option<Double>.number(
    "bounce", value: "b", help: "SwiftUI bounce; negative is over-damped, ζ = 1/(1+b).", default: 0,
    range: NumberRange(text: "a number in (-1, 1]") { $0 > -1 && $0 <= 1 })
  static let tension = Option<Double>.number(
    "tension", value: "t", help: "React Native / Origami tension.", default: 40,
    range: NumberRange(text: "a number > -23.59 (stiffness > 0)") { $0 > 30 - 194 / 3.62 })
  static let friction = Option<Double>.number(
    "friction", value: "f", help: "React Native / Origami friction.", default: 7,
    range: NumberRange(text: "a number ≥ -0.3333 (damping ≥ 0)") { $0 >= 8 - 25.0 / 3 })
  static let bounciness = Option<Double>.number(
    "bounciness", value: "b", help: "React Native / POP bounciness.", default: 8, range: .nonNegative)
  static let popSpeed = Option<Double>.number(
    "speed", value: "s", help: "React Native / POP speed (not CA's speed: that is `timing --speed`).", default: 12,
    range: .nonNegative)

  static let preset = Option<SpringPreset>(
    "preset", value: "token",
    help: "A named spring: the Material 3 spring tokens (md.sys.motion.spring.fast.spatial, …; see 'ease --list').",
    default: nil, accepted: "one of \(SpringPreset.all.map(\.name).joined(separator: ", "))",
    convert: SpringPreset.named)

  /// How ζ > 1 is evaluated.
  enum Overdamping: String, CaseIterable, Sendable {
    case exact, clamp
  }
  static let overdamping = Option<Overdamping>.choice(
    "overdamping", value: "exact|clamp",
    help:
      "clamp treats ζ > 1 as critical, as WebKit, React Native, SwiftUI's default and CASpringAnimation before allowsOverdamping do.",
    default: .exact)
  static let epsilon = Option<Double>.number(
    "epsilon", value: "fraction", help: "Settling band: |x - to| ≤ epsilon·|to - from| for good.", default: 0.001,
    range: .positive)
  static let epsilonAbsolute = Option<Double>.number(
    "epsilon-absolute", value: "units", help: "Settling band in position units instead of a fraction of the travel.",
    range: .positive)

  /// One initial velocity: relative to the travel or in units/s.
  static let velocityRule = CrossFlagRule.exclusive(
    [velocity.definition, initialVelocity.definition],
    advice: "--velocity is relative to the travel, --initial-velocity is in units/s; give one")
  /// One settling band: relative to the travel or in position units.
  static let bandRule = CrossFlagRule.exclusive(
    [epsilon.definition, epsilonAbsolute.definition], advice: "choose one band")
  /// The spring flags' rules, for commands that declare them.
  static let rules: [CrossFlagRule] = [velocityRule, bandRule]

  /// The help groups of the spring flags.
  static let groups: [(heading: String, options: [OptionDefinition])] = [
    (
      "SPRING (UIKit, the default)",
      [damping, velocity, initialVelocity, duration, from, to].map(\.definition)
    ),
    (
      "SPRING (other parametrisations; do not mix)",
      [mass, stiffness, dampingCoefficient, response, dampingFraction, bounce, tension, friction, bounciness, popSpeed]
        .map(\.definition) + [preset.definition]
    ),
    ("SETTLING", [overdamping.definition, epsilon.definition, epsilonAbsolute.definition]),
  ]

  /// Every spring flag.
  static var all: [OptionDefinition] { groups.flatMap(\.options) }
}
