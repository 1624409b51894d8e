import AnimationMath

/// The engine flags, declared once: which engine, its own KEY=VALUE configuration, the
/// host's frame times, retargets, and the generic engine settings.
enum EngineFlags {
  /// The unit of `--frame-times`.
  enum FrameTimeUnit: String, CaseIterable, Sendable {
    case s
    case ms
  }

  /// The default frame rate of an engine run (`--fps`), in frames per second.
  static let defaultFramesPerSecond = 60.0

  /// `--fps` where frames come from an engine's host clock: 60 frames per second by default.
  static let fps = SamplingOptions.fps.withDefault(
    defaultFramesPerSecond, help: "Host frames at n frames per second (frame k at t = k/n).")

  static let engine = Option<String>.text(
    "engine", value: "name",
    help:
      "Render the spring as this engine does, frame by frame: \(SpringEngineName.allCases.map(\.rawValue).joined(separator: ", ")). Columns t,value,velocity,engine_time."
  )
  static let engineParams = Option<String>.text(
    "engine-params", value: "KEY=VALUE,…",
    help: "The engine's own configuration keys, in its names and units (describe --engine lists them).")
  static let frameTimes = Option<String>.text(
    "frame-times", value: "LIST|@FILE|-",
    help:
      "Host frame times instead of --fps (default 60 for engines): a comma list, @FILE with one time per line, or - for stdin."
  )
  static let frameTimeUnit = Option<FrameTimeUnit>.choice(
    "frame-time-unit", help: "The unit of --frame-times.", default: .s)
  static let retarget = Option<String>.text(
    "retarget", value: "T:TO,…",
    help: "Change the target to TO right after the last frame at or before host time T (s).")
  static let restDelta = Option<Double>.number(
    "rest-delta", value: "units", help: "The engine's displacement threshold, in value units.", range: .positive)
  static let restSpeed = Option<Double>.number(
    "rest-speed", value: "units/s",
    help: "The engine's speed threshold, in value units per second (inf for flutter: no speed test).",
    range: NumberRange(text: "a number > 0, or inf", contains: { $0 > 0 }, allowsInfinity: true))
  static let minVisibleChange = Option<Double>.number(
    "min-visible-change", value: "units", help: "Android's setMinimumVisibleChange.", range: .positive)
  static let visibilityThreshold = Option<Double>.number(
    "visibility-threshold", value: "units", help: "Compose's spring visibilityThreshold.", range: .positive)
  static let overshootClamping = Option<Bool>.flag(
    "overshoot-clamping", help: "Stop (or clamp) once the value passes the target, where the engine can.")
  static let clamp = Option<String>.text(
    "clamp", value: "MIN,MAX",
    help: "Bounds on the value (Android min/max, Compose and Flutter bounds); -inf or inf leaves a side open.")
  static let animationDuration = Option<Double>.number(
    "animation-duration", value: "seconds",
    help: "The animation's own duration (Core Animation, UIKit), against the spring's settling.",
    range: .positiveSeconds)

  /// The settings flags, for help and for "needs --engine".
  static let settingDefinitions: [OptionDefinition] = [
    restDelta.definition, restSpeed.definition, minVisibleChange.definition, visibilityThreshold.definition,
    overshootClamping.definition, clamp.definition, animationDuration.definition,
  ]

  /// Every flag that only means something with an engine.
  static let engineOnlyDefinitions: [OptionDefinition] =
    [engineParams.definition, frameTimes.definition, frameTimeUnit.definition, retarget.definition]
    + settingDefinitions

  /// The host's frames come from a rate or from a list, and the list's unit needs the list.
  static let scheduleRules: [CrossFlagRule] = [
    frameSourceRule, .requires(frameTimeUnit.definition, needs: frameTimes.definition),
  ]

  /// Frames come from a rate or from a list.
  static let frameSourceRule = CrossFlagRule.exclusive(
    [frameTimes.definition, fps.definition], advice: "frames come either from a rate or from a list")

  /// The help group.
  static let group: (heading: String, options: [OptionDefinition]) = (
    "ENGINE", [engine.definition] + engineOnlyDefinitions
  )

  /// A sweep's `--frame-times` must be a comma list: every case reads the same
  /// frames, and a file or stdin would be read once per case.
  static func rejectStreamedFrameTimes(_ arguments: ParsedArguments) throws(CommandLineError) {
    if let text = arguments.raw(frameTimes), text == "-" || text.hasPrefix("@") {
      throw .usage(
        .appliesOnly(flag: "\(arguments.spelling(frameTimes)) \(text)", context: "outside sweep (give a comma list)"))
    }
  }

  /// The `KEY=VALUE` pairs of `--engine-params`, in order (none when absent); a syntax
  /// error names the flag.
  static func engineParamPairs(_ arguments: ParsedArguments) throws(CommandLineError) -> [(key: String, value: String)]
  {
    guard let text = try arguments.given(engineParams) else { return [] }
    do {
      return try EngineConfiguration(parsing: text).pairs
    } catch {
      throw .usage(.invalidInput(input: arguments.spelling(engineParams), problem: error.description))
    }
  }
}
