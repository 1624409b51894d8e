/// Why a capture cannot be fitted: bad input, naming the row and column.
///
/// Rows count from 0 in the order the samples were given (before sorting).
public struct FitInputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The sample index (0-based, input order), or nil for the capture as a whole.
  public let row: Int?
  /// `"t"` or `"value"`, or nil for the capture as a whole.
  public let column: String?
  /// What is wrong, e.g. "is NaN" or "3 samples for 5 free parameters".
  public let message: String

  /// Creates the error.
  public init(row: Int?, column: String?, message: String) {
    self.row = row
    self.column = column
    self.message = message
  }

  /// "row 3, column value: is NaN" or the message alone.
  public var description: String {
    switch (row, column) {
    case (let row?, let column?): "row \(row), column \(column): \(message)"
    case (let row?, nil): "row \(row): \(message)"
    default: message
    }
  }
}
