/// The exit statuses of `springbench`, as swift-argument-parser uses them.
public enum ExitStatus: Int32, Sendable {
  /// The command did what was asked.
  case success = 0
  /// A runtime failure: the output could not be written, or a validation failed.
  case failure = 1
  /// A usage error (EX_USAGE): bad flags or values. Nothing was written to stdout.
  case usage = 64
}
