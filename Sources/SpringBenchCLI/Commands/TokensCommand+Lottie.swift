import AnimationMath
import AnimationScenes

extension TokensCommand {
  /// `--to lottie`: each token with a curve baked into Lottie keyframes by
  /// ``ExportCommand/lottieEntry(_:duration:frameRate:maximumError:endStop:from:to:what:handles:)``,
  /// values 0 → 1: a spring over the time after which it stays within half of
  /// `maximumError` of rest, a transition over its duration (its delay is the
  /// layer's to apply), a cubic-bézier over 1 s. A duration has no curve: a note
  /// on standard error says so, and no token with a curve is a failure.
  static func lottieEntries(_ tokens: [MotionToken], frameRate: Double, maximumError: Double)
    throws(CommandLineError) -> [(token: String, entry: ExportCommand.Entry)]
  {
    var entries: [(token: String, entry: ExportCommand.Entry)] = []
    for token in tokens {
      let entry: ExportCommand.Entry
      switch token.value {
      case .duration:
        writeToStandardError("note: tokens: \(token.name) skipped: a duration has no curve to bake into keyframes")
        continue
      case .cubicBezier(let curve):
        entry = try ExportCommand.lottieEntry(
          { curve.value(at: $0) }, duration: 1, frameRate: frameRate, maximumError: maximumError, endStop: nil,
          from: 0, to: 1, what: "\(token.name) over 1 s", handles: (curve.x1, curve.y1, curve.x2, curve.y2))
      case .transition(let transition):
        let curve = transition.timingFunction
        guard transition.duration > 0 else {
          writeToStandardError("note: tokens: \(token.name) skipped: a transition of duration 0 has no keyframes")
          continue
        }
        entry = try ExportCommand.lottieEntry(
          { curve.value(at: $0) }, duration: transition.duration, frameRate: frameRate, maximumError: maximumError,
          endStop: nil, from: 0, to: 1, what: "\(token.name) (delay \(transition.delay) s not included)",
          handles: (curve.x1, curve.y1, curve.x2, curve.y2))
      case .spring(let parameters, _):
        guard let motion = try? SpringSolution(parameters: parameters, from: 0, to: 1, initialVelocity: 0) else {
          continue
        }
        let duration = motion.settlingDuration(band: .relative(maximumError / 2))
        guard duration > 0, duration.isFinite else {
          writeToStandardError("note: tokens: \(token.name) skipped: the spring does not settle")
          continue
        }
        entry = try ExportCommand.lottieEntry(
          { motion.position(at: $0 * duration) }, duration: duration, frameRate: frameRate,
          maximumError: maximumError, endStop: 1, from: 0, to: 1, what: token.name)
      }
      entries.append((token.name, entry))
    }
    if entries.isEmpty {
      throw .usage(
        .invalidInput(
          input: "--to lottie",
          problem: "the file holds no spring, cubicBezier or transition token to bake into keyframes"))
    }
    return entries
  }

  /// The baked tokens: text, a `// comment` then the property object per token;
  /// json, one object whose members are the tokens' property objects.
  static func writeLottie(
    _ entries: [(token: String, entry: ExportCommand.Entry)], format: OutputFormat, _ output: inout OutputBuffer
  ) {
    if format == .json {
      let members = entries.map { "\"\($0.token)\":\($0.entry.code[0])" }
      output.append("{" + members.joined(separator: ",") + "}\n")
      return
    }
    for (token, entry) in entries {
      output.append("// \(token): \(entry.comment)\n\(entry.code[0])\n")
    }
  }
}
