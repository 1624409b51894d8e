import AnimationMath

/// Reads an easing given on the command line (`ease <function>`,
/// `--timing-function`, `--easing`) with the core's parser.
enum TimingFunctionOption {
  /// The function `text` names (CSS syntax or a Core Animation name, see
  /// ``EasingParser``); `input` names where it came from in errors.
  static func parse(_ text: String, input: String) throws(CommandLineError) -> TimingFunction {
    do {
      return try EasingParser.parse(text)
    } catch {
      throw .usage(.syntax(input: input, error))
    }
  }

  /// The easing of `option` as the timing models use it,
  /// `(progress, beforeFlag) → eased`; linear when absent.
  static func function(_ arguments: ParsedArguments, _ option: Option<String>) throws(CommandLineError)
    -> @Sendable (Double, Bool) -> Double
  {
    guard let text = try arguments.given(option) else { return { progress, _ in progress } }
    let function = try parse(text, input: "\(arguments.spelling(option)) '\(text)'")
    return { progress, before in function.value(at: progress, beforeFlag: before) }
  }
}
