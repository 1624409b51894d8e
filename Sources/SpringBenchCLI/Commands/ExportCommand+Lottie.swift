import AnimationMath
import AnimationScenes

extension ExportCommand {
  /// `--fps`: the Lottie composition's frame rate `fr`.
  static let frameRate = Option<Double>.number(
    "fps", value: "n", help: "Lottie: the frame rate fr the keyframes' t count in (frames per second).", default: 60,
    range: NumberRange(text: "a number of frames per second in (0, 1000]") { $0 > 0 && $0 <= 1000 })

  /// What `--target lottie` baked: the keyframes and the clock they run on.
  struct LottieExport {
    /// The fit, in output progress.
    let fit: LottieKeyframeFit
    /// The property's duration, in seconds.
    let duration: Double
    /// The frame rate `fr`.
    let frameRate: Double
    /// The animated property object, values in the export's units.
    let json: String
  }

  /// A curve baked into Lottie keyframes: `curve` maps input progress over
  /// `duration` seconds to output progress, and the keyframes' values are
  /// `from + progress·(to − from)`.
  static func lottieEntry(
    _ curve: (Double) -> Double, duration: Double, frameRate: Double, maximumError: Double, endStop: Double?,
    from: Double, to: Double, what: String, handles: (x1: Double, y1: Double, x2: Double, y2: Double)? = nil
  ) throws(CommandLineError) -> Entry {
    let frames = duration * frameRate
    guard
      let fit = LottieKeyframeFit.fitting(
        curve, frames: frames, maximumError: maximumError, endStop: endStop, handles: handles)
    else { throw .failure(.noKeyframeFit(maximumError: maximumError, source: what)) }
    let travel = to - from
    let keyframes = fit.keyframes.map { keyframe -> LottieKeyframe in
      var scaled = keyframe
      scaled.value = keyframe.value.map { from + $0 * travel }
      return scaled
    }
    let within = fit.maximumError <= maximumError
    let claim = within ? "(allowed \(maximumError))" : "EXCEEDS the allowed \(maximumError)"
    var comment =
      "Lottie: \(what), \(fit.keyframes.count) keyframes (\(fit.segmentCount) segment\(fit.segmentCount == 1 ? "" : "s")) at fr \(short(frameRate)) over \(short(duration))s (\(short(frames)) frames), values \(short(from)) → \(short(to)); max error \(fit.maximumError) of the travel at input \(fit.worstInput) \(claim), handles to 3 decimals included"
    if endStop != nil {
      comment +=
        "; at \(short(duration))s the curve is \(abs(fit.endJump)) of the travel from rest and the last keyframe is the rest value (included in the max error)"
    }
    if !within {
      writeToStandardError(
        "note: export: the Lottie keyframes are off by \(fit.maximumError) at input \(fit.worstInput), more than --max-error \(maximumError): at \(duration) s the curve is \(abs(fit.endJump)) of the travel from rest (give a longer --until)"
      )
    }
    let json = LottiePropertyWriter.json(keyframes)
    var entry = Entry(target: .lottie, comment: comment, code: [json])
    entry.lottie = LottieExport(fit: fit, duration: duration, frameRate: frameRate, json: json)
    return entry
  }

  /// A spring baked into Lottie keyframes from `--from` to `--to`, over the
  /// same duration as its CSS export, the last keyframe the rest value.
  static func springLottieEntry(_ arguments: ParsedArguments, _ spring: SpringOptions, maximumError: Double)
    throws(CommandLineError) -> Entry
  {
    let duration = try cssDuration(arguments, spring, maximumError: maximumError)
    let motion = spring.solution
    let travel = spring.to - spring.from
    return try lottieEntry(
      { q in (motion.position(at: q * duration) - spring.from) / travel }, duration: duration,
      frameRate: try arguments.value(frameRate), maximumError: maximumError, endStop: 1, from: spring.from,
      to: spring.to, what: "the spring")
  }

  /// An easing baked into Lottie keyframes from 0 to 1 over `--until` seconds (default 1 s).
  static func easingLottieEntry(
    _ function: TimingFunction, text: String, _ arguments: ParsedArguments, maximumError: Double
  ) throws(CommandLineError) -> Entry {
    try lottieEntry(
      { function.value(at: $0) }, duration: try arguments.given(until) ?? 1,
      frameRate: try arguments.value(frameRate), maximumError: maximumError, endStop: nil, from: 0, to: 1,
      what: "easing \(text)", handles: function.cubicBezierHandles)
  }

  /// A number as the shortest decimal, without a trailing `.0`.
  static func short(_ x: Double) -> String {
    let text = "\(x + 0)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}

extension TimingFunction {
  /// The control points when the function is a cubic-bezier.
  fileprivate var cubicBezierHandles: (x1: Double, y1: Double, x2: Double, y2: Double)? {
    guard case .cubicBezier(let curve) = self else { return nil }
    return (curve.x1, curve.y1, curve.x2, curve.y2)
  }
}
