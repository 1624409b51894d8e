import AnimationMath

/// Reads an easing flag (`--timing-function`, `--easing`) into the function the
/// timing models hand their progress to: `(progress, beforeFlag) → eased`.
enum TimingFunctionOption {
  /// The easing named by flag `name` (CSS syntax or a Core Animation name, see
  /// ``EasingParser``); linear when absent.
  static func parse(_ arguments: ParsedArguments, _ name: String) throws(CommandLineError)
    -> (Double, Bool) -> Double
  {
    guard let text = arguments.raw(name) else { return { progress, _ in progress } }
    let function: TimingFunction
    do {
      function = try EasingParser.parse(text)
    } catch {
      throw .usage("\(arguments.spelling(name)) must be a CSS easing or Core Animation name; '\(text)': \(error)")
    }
    return { progress, before in function.value(at: progress, beforeFlag: before) }
  }
}
