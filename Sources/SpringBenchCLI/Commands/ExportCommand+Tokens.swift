import AnimationMath
import AnimationScenes

extension ExportCommand {
  /// `--target tokens`: the spring (a `spring` token) or the easing (a `cubicBezier`
  /// token) of the flags as a DTCG file (``DesignTokenFile/json(_:)``), read back by
  /// `springbench tokens`.
  static func tokenFile(_ arguments: ParsedArguments, format: OutputFormat) throws(CommandLineError) -> String {
    if arguments.has(OutputFormat.textOption) {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(OutputFormat.textOption),
          accepted: "no --format with --target tokens (it writes one DTCG JSON file)", got: format.rawValue))
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
}
