import AnimationMath
import AnimationScenes

extension ExportCommand {
  /// `--target tokens`: the spring (a `spring` token), the easing (a `cubicBezier`
  /// token) or the scene's channels (``AnimationScene/motionTokens()``) of the flags
  /// as a DTCG file (``DesignTokenFile/json(_:)``), read back by `springbench tokens`.
  static func tokenFile(_ arguments: ParsedArguments, format: OutputFormat) throws(CommandLineError) -> String {
    if arguments.has(OutputFormat.textOption) {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(OutputFormat.textOption),
          accepted: "no --format with --target tokens (it writes one DTCG JSON file)", got: format.rawValue))
    }
    if let source = try arguments.given(scene) {
      return DesignTokenFile.json(try sceneTokens(source, arguments))
    }
    let token: MotionToken
    if let text = try arguments.given(easing) {
      let function = try TimingFunctionOption.parse(text, input: "\(arguments.spelling(easing)) '\(text)'")
      let curve: CubicBezierTiming
      switch function {
      case .cubicBezier(let bezier): curve = bezier
      case .linear: curve = try! CubicBezierTiming(x1: 0, y1: 0, x2: 1, y2: 1)
      default:
        throw .usage(
          .invalidValue(
            flag: arguments.spelling(easing),
            accepted: "a cubic-bézier or a name of one for --target tokens (DTCG has no type for other easings)",
            got: text))
      }
      token = MotionToken(
        name: "motion.easing", description: "springbench export --easing '\(text)'", value: .cubicBezier(curve))
    } else {
      let spring = try SpringOptions(arguments)
      if spring.relativeVelocity != 0 {
        writeToStandardError(
          "note: export: a spring token has no initial velocity; --velocity \(spring.relativeVelocity) is not in the file"
        )
      }
      token = MotionToken(
        name: "motion.spring", description: "springbench: \(spring.summary)",
        value: .spring(spring.parameters, .massStiffnessDamping))
    }
    return DesignTokenFile.json([token])
  }

  /// One token per animated channel of the scene; a channel with no DTCG form gets
  /// one note on standard error, and none at all is a failure.
  static func sceneTokens(_ source: String, _ arguments: ParsedArguments) throws(CommandLineError) -> [MotionToken] {
    let scene = try SceneCommand.load(source, arguments)
    let (tokens, written, skipped) = scene.motionTokens()
    for channel in skipped {
      writeToStandardError("note: export: \(scene.name) \(channel.channel) skipped: \(channel.reason)")
    }
    if !skipped.isEmpty {
      writeToStandardError(
        "note: export: \(skipped.count) of \(skipped.count + written) channels of \(scene.name) skipped"
      )
    }
    if tokens.isEmpty { throw .failure(.noTokens(scene: scene.name, skipped: skipped.count)) }
    return tokens
  }
}
