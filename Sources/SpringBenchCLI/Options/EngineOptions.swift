import AnimationMath

/// An engine run the flags describe: the engine, its request, the frame schedule and
/// the retargets.
struct EngineOptions: Sendable {
  let name: SpringEngineName
  let request: SpringEngineRequest
  let schedule: FrameSchedule
  let retargets: [EngineRetarget]

  /// The engine named by `--engine`, or nil.
  static func name(_ arguments: ParsedArguments) throws(CommandLineError) -> SpringEngineName? {
    guard let text = try arguments.given(EngineFlags.engine) else { return nil }
    guard let name = SpringEngineName(rawValue: text) else {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(EngineFlags.engine),
          accepted: "one of \(SpringEngineName.allCases.map(\.rawValue).joined(separator: ", "))", got: text))
    }
    return name
  }

  /// The spring an engine's own `--engine-params` define when no spring flag is typed, for
  /// the engines whose own rule can resolve a spring the default UIKit flags cannot
  /// (motion's and framer-motion 12's `findSpring`, which never refuses a duration,
  /// bounce and velocity); nil otherwise. `velocity` is the initial velocity in units/s.
  static func configuredSpring(_ arguments: ParsedArguments, velocity: Double) throws(CommandLineError)
    -> (SpringParameters, String)?
  {
    guard SpringParametrisation.ownedFlags.allSatisfy({ !arguments.has($0) }),
      let name = try Self.name(arguments), name == .motion || name == .motion12,
      let text = try arguments.given(EngineFlags.engineParams)
    else { return nil }
    do {
      let configuration = try EngineConfiguration(parsing: text)
      let spring =
        name == .motion
        ? try MotionEngine.configuredSpring(configuration, initialVelocity: velocity)
        : try Motion12Engine.configuredSpring(configuration, initialVelocity: velocity)
      return spring.map {
        (
          $0,
          "\(name.rawValue)'s own spring from --engine-params \(text): stiffness \($0.stiffness), damping \($0.damping)"
        )
      }
    } catch {
      throw usageError(error, arguments)
    }
  }

  /// Whether any flag that needs an engine was typed.
  static func hasEngineOnlyFlags(_ arguments: ParsedArguments) -> Bool {
    EngineFlags.engineOnlyDefinitions.contains { arguments.has($0) }
  }

  /// The damping ratio exactly as typed, for the engines that compare it exactly.
  static func statedDampingRatio(_ arguments: ParsedArguments, _ spring: SpringOptions) throws(CommandLineError)
    -> Double?
  {
    guard !spring.clampsOverdamping else { return nil }
    switch spring.parametrisation.name {
    case "Android SpringForce", "UIKit": return try arguments.value(SpringFlags.damping)
    case "SwiftUI response": return try arguments.value(SpringFlags.dampingFraction)
    default: return nil
    }
  }

  /// The request for `name` (settings, configuration) without the schedule.
  static func request(_ arguments: ParsedArguments, _ spring: SpringOptions, for name: SpringEngineName)
    throws(CommandLineError) -> SpringEngineRequest
  {
    var settings = EngineSettings()
    settings.restDelta = try arguments.given(EngineFlags.restDelta)
    settings.restSpeed = try arguments.given(EngineFlags.restSpeed)
    settings.minimumVisibleChange = try arguments.given(EngineFlags.minVisibleChange)
    settings.visibilityThreshold = try arguments.given(EngineFlags.visibilityThreshold)
    if arguments.has(EngineFlags.overshootClamping) { settings.overshootClamping = true }
    settings.animationDuration = try arguments.given(EngineFlags.animationDuration)
    if let text = try arguments.given(EngineFlags.clamp) {
      let fields = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      func number(_ field: String) -> Double? {
        switch field {
        case "inf", "+inf", "infinity": .infinity
        case "-inf", "-infinity": -.infinity
        default: NumberSyntax.double(field).flatMap { $0.isFinite ? $0 : nil }
        }
      }
      guard fields.count == 2, let lower = number(fields[0]), let upper = number(fields[1]), lower <= upper,
        lower < .infinity, upper > -.infinity
      else {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(EngineFlags.clamp), accepted: "MIN,MAX with MIN ≤ MAX (numbers, -inf or inf)",
            got: text))
      }
      settings.clamp = lower...upper
    }
    do {
      let configuration = try arguments.given(EngineFlags.engineParams).map {
        (text) throws(EngineError) in try EngineConfiguration(parsing: text)
      }
      return try SpringEngineRequest(
        spring: spring.parameters, statedDampingRatio: statedDampingRatio(arguments, spring), from: spring.from,
        to: spring.to, initialVelocity: spring.absoluteVelocity, settings: settings,
        configuration: configuration ?? .empty)
    } catch let error as EngineError {
      throw usageError(error, arguments)
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw .usage(.invalidInput(input: "--engine", problem: "\(error)"))
    }
  }

  /// The host schedule: `--frame-times` or `--fps` (60 by default) up to the horizon.
  static func schedule(_ arguments: ParsedArguments) throws(CommandLineError) -> FrameSchedule {
    try CrossFlagRule.check(EngineFlags.scheduleRules, arguments)
    do {
      if let text = try arguments.given(EngineFlags.frameTimes) {
        let scale = try arguments.value(EngineFlags.frameTimeUnit) == .ms ? 0.001 : 1
        return try FrameSchedule(times: try frameTimes(text, arguments).map { $0 * scale })
      }
      let fps = try arguments.given(SamplingOptions.fps) ?? EngineFlags.defaultFramesPerSecond
      return try FrameSchedule(framesPerSecond: fps)
    } catch let error as EngineError {
      throw .usage(
        .invalidInput(
          input: arguments.has(EngineFlags.frameTimes) ? "--frame-times" : "--fps", problem: error.description))
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw .usage(.invalidInput(input: "--frame-times", problem: "\(error)"))
    }
  }

  /// The times of a list, `@FILE` (one per line) or `-` (stdin).
  static func frameTimes(_ text: String, _ arguments: ParsedArguments) throws(CommandLineError) -> [Double] {
    let flag = arguments.spelling(EngineFlags.frameTimes)
    let fields: [Substring]
    if text == "-" || text.hasPrefix("@") {
      let bytes = try InputFile.contents(of: text == "-" ? "-" : String(text.dropFirst()), flag: flag)
      fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        .filter { !$0.allSatisfy { $0 == " " || $0 == "\r" } }
    } else {
      fields = text.split(separator: ",", omittingEmptySubsequences: false)
    }
    var times: [Double] = []
    for (index, field) in fields.enumerated() {
      let trimmed = String(field.filter { $0 != " " && $0 != "\r" })
      guard let value = NumberSyntax.double(trimmed), value.isFinite else {
        throw .usage(
          .invalidInput(input: flag, problem: "time \(index + 1) ('\(trimmed)') is not a finite number"))
      }
      times.append(value)
    }
    return times
  }

  /// `--retarget T:TO,…`.
  static func retargets(_ arguments: ParsedArguments) throws(CommandLineError) -> [EngineRetarget] {
    guard let text = try arguments.given(EngineFlags.retarget) else { return [] }
    var result: [EngineRetarget] = []
    for field in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = field.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let t = NumberSyntax.double(String(parts[0])),
        let to = NumberSyntax.double(String(parts[1])),
        abs(to) <= InputLimits.magnitude, let retarget = try? EngineRetarget(hostTime: t, target: to)
      else {
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(EngineFlags.retarget), accepted: "T:TO pairs with T ≥ 0 s and |TO| ≤ 1e150",
            got: String(field)))
      }
      result.append(retarget)
    }
    return result
  }

  init(_ arguments: ParsedArguments, spring: SpringOptions, name: SpringEngineName) throws(CommandLineError) {
    self.name = name
    request = try Self.request(arguments, spring, for: name)
    schedule = try Self.schedule(arguments)
    retargets = try Self.retargets(arguments)
  }

  /// Builds the engine, naming the flag behind an engine error.
  func makeEngine(_ arguments: ParsedArguments) throws(CommandLineError) -> any SpringEngine {
    do {
      return try name.makeEngine(request)
    } catch {
      throw Self.usageError(error, arguments)
    }
  }

  /// An engine error as a usage error naming the flag.
  static func usageError(_ error: EngineError, _ arguments: ParsedArguments) -> CommandLineError {
    switch error {
    case .unknownKey(let engine, let key, let known):
      return .usage(
        .invalidValue(
          flag: arguments.spelling(EngineFlags.engineParams),
          accepted: "keys of \(engine.name): \(known.isEmpty ? "(none)" : known.joined(separator: ", "))", got: key))
    case .invalidValue(let key, let value, let accepted):
      return .usage(
        .invalidValue(flag: "\(arguments.spelling(EngineFlags.engineParams)) \(key)", accepted: accepted, got: value))
    case .unsupportedSetting(let engine, let setting, let supported):
      return .usage(
        .appliesOnly(
          flag: "--\(setting.rawValue)",
          context: "to engines with such an option; \(engine.name) takes "
            + (supported.isEmpty ? "none" : supported.map { "--\($0.rawValue)" }.joined(separator: ", "))))
    default:
      return .usage(
        .invalidInput(input: "--engine \(arguments.raw(EngineFlags.engine) ?? "")", problem: error.description))
    }
  }
}
