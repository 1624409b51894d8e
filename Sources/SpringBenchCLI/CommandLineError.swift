/// An error that ends the command with a one-line message on stderr.
///
/// The whole message is one line, so that scripts can read it: the problem,
/// what is accepted, and (for usage errors) where to get help, for example
/// `Error: --damping must be a number in (0, 1]; got '1.5'. See 'springbench --help'.`
public struct CommandLineError: Error, Sendable, Equatable {
  /// Whether this is a usage error (exit 64) or a runtime failure (exit 1).
  public let status: ExitStatus
  /// The message, without the `Error: ` prefix.
  public let message: String

  /// A usage error: bad flags or values.
  public static func usage(_ message: String) -> CommandLineError {
    CommandLineError(status: .usage, message: message)
  }

  /// A runtime failure.
  public static func failure(_ message: String) -> CommandLineError {
    CommandLineError(status: .failure, message: message)
  }

  /// The line printed on stderr, for the command `commandName`.
  public func line(commandName: String) -> String {
    let sentence = message.hasSuffix("?") || message.hasSuffix(".") ? message : message + "."
    switch status {
    case .usage: return "Error: \(sentence) See '\(commandName) --help'."
    default: return "Error: \(sentence)"
    }
  }
}
