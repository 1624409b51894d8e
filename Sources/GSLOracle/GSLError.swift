internal import CGSL

/// A failure reported by GSL, carried as a Swift error.
public struct GSLError: Error, Sendable, CustomStringConvertible {
  /// GSL's status code (`GSL_EMAXITER`, `GSL_EBADFUNC`, …).
  public let status: Int32
  /// What the oracle was doing when GSL failed.
  public let operation: String
  /// GSL's own text for the status (`gsl_strerror`).
  public let reason: String

  /// "gsl_odeiv2_driver_apply failed: step size too small (status 21)".
  public var description: String { "\(operation) failed: \(reason) (GSL status \(status))" }
}

/// The one place where GSL statuses become Swift errors.
///
/// Every call into GSL that returns a status goes through this function. It
/// also makes sure GSL's default handler, which aborts the process, is off.
func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(GSLError) {
  guard status != GSL_SUCCESS else { return }
  let reason = gsl_strerror(status).map { String(cString: $0) } ?? "unknown error"
  throw GSLError(status: status, operation: operation(), reason: reason)
}

/// Turns GSL's abort-on-error handler off, once per process.
///
/// Called by every oracle entry point before its first GSL call; GSL then
/// reports failures through return codes, which ``check(_:_:)`` converts.
enum GSLErrorHandling {
  private static let disabled: Bool = {
    gsl_set_error_handler_off()
    return true
  }()

  /// Ensures the abort handler is off.
  static func disableAbort() {
    _ = disabled
  }
}
