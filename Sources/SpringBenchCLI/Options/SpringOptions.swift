import AnimationMath

/// The spring the spring flags describe: one canonical spring, its start,
/// target, velocity, settling band and closed form.
///
/// The flags are declared in ``SpringFlags``; which of them form the spring
/// is decided by ``SpringParametrisation``.
struct SpringOptions: Sendable {
  /// The parametrisation the flags selected.
  let parametrisation: SpringParametrisation
  /// Its inputs in words, for titles and JSON.
  let summary: String
  /// The spring as parametrised, before any clamp.
  let exactParameters: SpringParameters
  /// The spring that is evaluated: ``exactParameters`` or its critical clamp.
  let parameters: SpringParameters
  let from: Double
  let to: Double
  /// The initial velocity as a fraction of the travel per second, + toward
  /// `to`; 0 when the travel is zero.
  let relativeVelocity: Double
  /// The initial velocity in position units per second, + = increasing value.
  let absoluteVelocity: Double
  let clampsOverdamping: Bool
  let band: SettlingBand
  /// The curve's end when no sampling flag says otherwise: UIKit's duration,
  /// or nil for the settling time.
  let defaultEnd: Double?
  let solution: SpringSolution

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    let parametrisation = try SpringParametrisation.selected(by: arguments)
    let from = try arguments.value(SpringFlags.from)
    let to = try arguments.value(SpringFlags.to)
    let travel = to - from
    guard travel.isFinite else {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(SpringFlags.to), accepted: "a number whose difference from --from is finite",
          got: "\(to)"))
    }
    try CrossFlagRule.check([SpringFlags.velocityRule], arguments)
    let relative: Double
    let absolute: Double
    if let v = try arguments.given(SpringFlags.initialVelocity) {
      absolute = v
      relative = travel.isZero ? 0 : v / travel
    } else {
      let v = try arguments.value(SpringFlags.velocity)
      if travel.isZero, !v.isZero {
        throw .usage(
          .conflict(
            flag: arguments.spelling(SpringFlags.velocity),
            with: "--from = --to (\(from))",
            advice: "a velocity relative to zero travel has no meaning; give --initial-velocity in units/s"))
      }
      relative = v
      absolute = v * travel
      guard abs(absolute) <= InputLimits.magnitude else {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(SpringFlags.velocity),
            accepted: "a number whose product with the travel is at most 1e150 in size",
            got: arguments.raw(SpringFlags.velocity) ?? "\(v)"))
      }
    }
    let exact: SpringParameters
    let summary: String
    do {
      (exact, summary) = try parametrisation.make(arguments, relative)
    } catch {
      // The default flags admit no spring, but the engine's own keys define the one it runs.
      guard let configured = try EngineOptions.configuredSpring(arguments, velocity: absolute) else { throw error }
      (exact, summary) = configured
    }
    try InputLimits.checkRates(exact, arguments)

    try CrossFlagRule.check([SpringFlags.bandRule], arguments)
    let band: SettlingBand
    if let absoluteBand = try arguments.given(SpringFlags.epsilonAbsolute) {
      band = .absolute(absoluteBand)
    } else {
      band = .relative(try arguments.value(SpringFlags.epsilon))
    }
    let clamps = try arguments.value(SpringFlags.overdamping) == .clamp

    self.parametrisation = parametrisation
    self.summary = summary
    self.exactParameters = exact
    self.parameters = clamps ? exact.clampingOverdampingToCritical : exact
    self.from = from
    self.to = to
    self.relativeVelocity = relative
    self.absoluteVelocity = absolute
    self.clampsOverdamping = clamps
    self.band = band
    defaultEnd = parametrisation.endsAtDuration ? try arguments.value(SpringFlags.duration) : nil
    do {
      solution = try SpringSolution(parameters: parameters, from: from, to: to, initialVelocity: absolute)
    } catch {
      throw Self.usageError(for: error, arguments)
    }
  }

  /// The settling duration in `band` (default: the flags' band), or a usage
  /// error naming why it is infinite.
  func finiteSettlingDuration(for purpose: String, band: SettlingBand? = nil) throws(CommandLineError) -> Double {
    let settle = solution.settlingDuration(band: band ?? self.band)
    guard settle.isFinite else {
      if parameters.dampingRatio <= 0 {
        throw .usage(
          .noEnd(
            what: purpose, reason: "the spring never settles (damping ratio 0)",
            advice: "give --until SECONDS or --times"))
      }
      throw .usage(
        .noEnd(
          what: purpose, reason: "the spring never settles in a band of width 0 (--from equals --to)",
          advice: "use --epsilon-absolute, --until SECONDS or --times"))
    }
    return settle
  }

  /// The core parameter names and the flags that carry them.
  private static let flagForParameter: [SpringParameterError.Parameter: OptionDefinition] = [
    .mass: SpringFlags.mass.definition, .stiffness: SpringFlags.stiffness.definition,
    .damping: SpringFlags.dampingCoefficient.definition, .response: SpringFlags.response.definition,
    .duration: SpringFlags.duration.definition,
    .bounce: SpringFlags.bounce.definition, .tension: SpringFlags.tension.definition,
    .friction: SpringFlags.friction.definition, .bounciness: SpringFlags.bounciness.definition,
    .speed: SpringFlags.popSpeed.definition, .from: SpringFlags.from.definition, .to: SpringFlags.to.definition,
    .naturalFrequency: SpringFlags.response.definition,
  ]

  /// A core parameter error as a usage error naming the flag the user typed.
  static func usageError(for error: SpringParameterError, _ arguments: ParsedArguments) -> CommandLineError {
    if error.kind == .noSolution {
      let damping = arguments.raw(SpringFlags.damping) ?? "0.6"
      let velocity = arguments.raw(SpringFlags.velocity) ?? arguments.raw(SpringFlags.initialVelocity) ?? "0"
      return .usage(
        .noSolution(
          input:
            "\(arguments.spelling(SpringFlags.duration)) \(error.value) with damping \(damping) and velocity \(velocity)",
          reason:
            "UIKit's envelope rule has no stiffness for it (the envelope cannot fall to 1e-3 of the travel by then)",
          advice: "try a shorter --duration, a larger --damping or a smaller --velocity"))
    }
    let flag: String
    switch error.parameter {
    case .dampingRatio, .dampingFraction:
      flag =
        arguments.has(SpringFlags.dampingFraction)
        ? arguments.spelling(SpringFlags.dampingFraction) : arguments.spelling(SpringFlags.damping)
    case .initialVelocity, .relativeVelocity, .initialSpringVelocity:
      flag =
        arguments.has(SpringFlags.initialVelocity)
        ? arguments.spelling(SpringFlags.initialVelocity) : arguments.spelling(SpringFlags.velocity)
    default:
      let mapped = flagForParameter[error.parameter]
      if let mapped, arguments.has(mapped) || mapped.name == "from" || mapped.name == "to" {
        flag = arguments.spelling(mapped)
      } else if let typed = SpringParametrisation.ownedFlags.first(where: { arguments.has($0) }) {
        // A parameter derived from what the user typed (UIKit's stiffness from
        // --duration): name the typed flag and the derived value.
        return .usage(
          .derivedParameter(
            flag: arguments.spelling(typed), given: arguments.raw(typed) ?? "",
            parameter: error.parameter.rawValue, accepted: error.accepted, value: error.value))
      } else {
        flag = mapped.map { arguments.spelling($0) } ?? error.parameter.rawValue
      }
    }
    return .usage(.parameter(flag: flag, accepted: error.accepted, value: error.value))
  }
}
