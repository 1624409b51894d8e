import AnimationMath

/// Reads an easing flag (`--timing-function`, `--easing`) into the function the
/// timing models hand their progress to: `(progress, beforeFlag) → eased`.
enum TimingFunctionOption {
  /// The easing named by flag `name`; linear when absent.
  static func parse(_ arguments: ParsedArguments, _ name: String) throws(CommandLineError)
    -> (Double, Bool) -> Double
  {
    guard let text = arguments.raw(name), text != "linear" else { return { progress, _ in progress } }
    throw .usage("\(arguments.spelling(name)) must be an easing such as linear; got '\(text)'")
  }
}
