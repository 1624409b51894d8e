import AnimationMath

/// The decay commands' shared flags: each ``DecaySetting`` is declared once here and
/// reaches an engine through that engine's ``DecayEngine/settingKeys``.
enum DecayFlags {
  static let initialVelocity = Option<Double>.number(
    "initial-velocity", value: "units/s",
    help:
      "The fling's velocity in value units per second, + toward increasing values (every engine; see the engine list for the unit each uses inside).",
    range: .magnitude)
  static let from = Option<Double>.number(
    "from", value: "x", help: "The start position.", default: 0, range: .magnitude)
  static let bounds = Option<String>.text(
    "bounds", value: "MIN,MAX",
    help:
      "The scroll range; -inf and inf give one-sided bounds. What happens at a bound is the engine's rule (stop, clamp, overfling, spring-back; uikit's spring-back is a stated choice, Lobanov's critically damped spring, not an iOS fact)."
  )
  static let rate = Option<String>.text(
    "rate", value: "normal|fast|R",
    help:
      "The deceleration rate: uikit's decelerationRate (normal 0.998, fast 0.99 per ms, or R), flutter-bouncing's and rubber-band flutter's normal|fast, react-native's and the JS engines' deceleration R per ms."
  )
  static let friction = Option<Double>.number(
    "friction", value: "scalar",
    help:
      "android-fling's setFriction, the OverScroller's scroll friction (0.015), flutter's ClampingScrollSimulation friction (0.015), compose-exponential's frictionMultiplier.",
    range: .positive)
  static let frictionMultiplier = Option<Double>.number(
    "friction-multiplier", value: "scalar",
    help: "compose-exponential's frictionMultiplier (friction = -4.2 x this, 1/s).", range: .positive)
  static let drag = Option<Double>.number(
    "drag", value: "D", help: "flutter-friction's drag: the fraction of velocity left after 1 s, in (0, 1).",
    range: NumberRange(text: "a number in (0, 1)") { $0 > 0 && $0 < 1 })
  static let constantDeceleration = Option<Double>.number(
    "constant-deceleration", value: "units/s²", help: "flutter-friction's constantDeceleration, against the motion.",
    range: .nonNegative)
  static let density = Option<Double>.number(
    "density", value: "px/dp",
    help:
      "The display density (Android, Compose); flutter and flutter-bouncing: the device pixel ratio for the tolerances (default 3); uikit: the screen scale of the spring-back's 0.5/scale pt threshold (default 3).",
    range: .positive)
  static let overscroll = Option<Double>.number(
    "overscroll", value: "units",
    help: "How far past a bound the fling may go before it springs back (OverScroller's over).",
    range: .nonNegative)
  static let snapTo = Option<Double>.number(
    "snap-to", value: "units", help: "Snap the projected rest position to multiples of this (motion's modifyTarget).",
    range: .positive)
  static let timeConstant = Option<Double>.number(
    "time-constant", value: "s", help: "The exponential time constant (motion, popmotion), seconds.",
    range: .positiveSeconds)

  /// The numeric shared settings and the flag that sets each (`--rate` is text, handled apart).
  static let numericSettings: [(setting: DecaySetting, option: Option<Double>)] = [
    (.friction, friction), (.frictionMultiplier, frictionMultiplier), (.drag, drag),
    (.constantDeceleration, constantDeceleration), (.density, density), (.overscroll, overscroll),
    (.snapTo, snapTo), (.timeConstant, timeConstant), (.restSpeed, EngineFlags.restSpeed),
    (.minimumVisibleChange, EngineFlags.minVisibleChange),
  ]

  /// The definitions of every shared setting's flag, for help.
  static var settingDefinitions: [OptionDefinition] { [rate.definition] + numericSettings.map(\.option.definition) }

  /// Each shared setting applies only with the engines of `engine` that take it
  /// (`--drag` only with `--engine flutter-friction`).
  static func settingRules(_ engine: Option<DecayEngineName>) -> [CrossFlagRule] {
    ([(DecaySetting.rate, rate.definition)] + numericSettings.map { ($0.setting, $0.option.definition) })
      .compactMap { setting, flag in
        let takers = DecayEngineName.allCases.filter { $0.engineType.settingKeys[setting] != nil }
        guard takers.count < DecayEngineName.allCases.count else { return nil }
        return .onlyWhen(
          [flag], .oneOf(engine, takers), context: "with --engine \(takers.map(\.rawValue).joined(separator: ", "))")
      }
  }

  /// `--engine-params` plus the shared settings mapped onto `name`'s own keys.
  ///
  /// - Throws: `.appliesOnly` for a setting the engine lacks (naming the engines that
  ///   take it), `.conflict` when a setting and `--engine-params` give the same key.
  static func configuration(_ arguments: ParsedArguments, _ name: DecayEngineName) throws(CommandLineError)
    -> EngineConfiguration
  {
    var pairs = try EngineFlags.engineParamPairs(arguments)
    let keys = name.engineType.settingKeys
    func add(_ setting: DecaySetting, _ definition: OptionDefinition, _ value: (Double) -> String)
      throws(CommandLineError)
    {
      guard let key = keys[setting] else {
        let takers = DecayEngineName.allCases.filter { $0.engineType.settingKeys[setting] != nil }
          .map(\.rawValue).joined(separator: ", ")
        throw .usage(.appliesOnly(flag: arguments.spelling(definition), context: "with --engine \(takers)"))
      }
      if pairs.contains(where: { $0.key == key.key }) {
        throw .usage(
          .conflict(
            flag: arguments.spelling(definition), with: "the \(key.key) already given", advice: "give one of them"))
      }
      pairs.append((key.key, value(key.scale)))
    }
    if let text = try arguments.given(rate) { try add(.rate, rate.definition) { _ in text } }
    for (setting, option) in numericSettings {
      if let number = try arguments.given(option) { try add(setting, option.definition) { "\(number * $0)" } }
    }
    do {
      return try EngineConfiguration(pairs)
    } catch {
      throw .usage(.invalidInput(input: arguments.spelling(EngineFlags.engineParams), problem: error.description))
    }
  }

  /// `--bounds MIN,MAX` with `-inf`/`inf`.
  static func bounds(_ arguments: ParsedArguments) throws(CommandLineError) -> DecayBounds {
    guard let text = try arguments.given(bounds) else { return .unbounded }
    let fields = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    func number(_ field: String) -> Double? {
      switch field {
      case "inf", "+inf", "infinity": .infinity
      case "-inf", "-infinity": -.infinity
      default: NumberSyntax.double(field).flatMap { abs($0) <= InputLimits.magnitude ? $0 : nil }
      }
    }
    guard fields.count == 2, let lower = number(fields[0]), let upper = number(fields[1]), lower <= upper else {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(bounds), accepted: "MIN,MAX with MIN ≤ MAX (numbers with |x| ≤ 1e150, -inf or inf)",
          got: text))
    }
    do {
      return try DecayBounds(lower: lower, upper: upper)
    } catch {
      throw .usage(.invalidInput(input: arguments.spelling(bounds), problem: error.description))
    }
  }
}
