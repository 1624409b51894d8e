import Foundation

/// A CSV table of reference values committed beside the tests.
///
/// The first line names the columns; every other line is one record. Values
/// are parsed with `Double(_:)`, which reads shortest round-trip and long
/// decimal forms alike (the long forms round to the nearest double).
public struct ReferenceTable: Sendable {
  /// Column names, in order.
  public let columns: [String]
  /// One array of numbers per record, in column order.
  public let rows: [[Double]]

  /// Loads `name` from the `Data` folder next to `testFile` (pass `#filePath`).
  public init(named name: String, besideTestFile testFile: String) throws {
    let url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
      .appendingPathComponent("Data").appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    var lines = text.split(whereSeparator: \.isNewline).map(String.init)
    guard !lines.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    columns = lines.removeFirst().split(separator: ",").map(String.init)
    rows = try lines.map { line in
      try line.split(separator: ",").map { field in
        guard let value = Double(field) else { throw CocoaError(.fileReadCorruptFile) }
        return value
      }
    }
  }

  /// The value of `column` in `row`.
  public func value(_ column: String, in row: [Double]) -> Double {
    row[columns.firstIndex(of: column)!]
  }
}
