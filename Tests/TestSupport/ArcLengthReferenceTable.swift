import Foundation

/// One row of the committed high-precision arc-length table
/// (Tests/AnimationMathTests/Data/arc_length_reference.csv, written by
/// make_arc_length_reference.py in the same folder with mpmath at 45 digits,
/// checked against 65 digits).
///
/// Plain numbers only, so that every test target can use it without
/// depending on the module under test.
public struct ArcLengthReferenceRow: Sendable, CustomStringConvertible {
  /// The case's name, e.g. "cusp_100" or "random_017_near_cusp".
  public let name: String
  /// "line", "quad" or "cubic".
  public let kind: String
  /// The control points as (x, y) pairs: 2, 3 or 4 of them.
  public let points: [(x: Double, y: Double)]
  /// The arc length over [0, 1], rounded from 33 significant digits.
  public let length: Double
  /// Arc length from t = 0 to t = 0.25, 0.5 and 0.75.
  public let partialLengths: [(parameter: Double, arcLength: Double)]

  /// The name, for test output.
  public var description: String { name }
}

/// Loader for ``ArcLengthReferenceRow``s.
public enum ArcLengthReferenceTable {
  /// Where the table lives, relative to this source file.
  public static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("AnimationMathTests/Data/arc_length_reference.csv")

  /// The second table: free random cubics
  /// (arc_length_free_reference.csv, written by
  /// make_arc_length_free_reference.py with the same method).
  public static let freeURL = url.deletingLastPathComponent()
    .appendingPathComponent("arc_length_free_reference.csv")

  /// Every row of the table (empty, with an issue recorded by the caller's
  /// count check, if the file cannot be read).
  public static let rows: [ArcLengthReferenceRow] = read(url)

  /// Every row of the free-cubic table (empty if it cannot be read).
  public static let freeRows: [ArcLengthReferenceRow] = read(freeURL)

  /// The rows of a table in this format.
  static func read(_ url: URL) -> [ArcLengthReferenceRow] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var rows: [ArcLengthReferenceRow] = []
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 14 else { continue }
      let coordinates = fields[2..<10].compactMap { Double($0) }
      var points: [(x: Double, y: Double)] = []
      for i in stride(from: 0, to: coordinates.count - 1, by: 2) {
        points.append((coordinates[i], coordinates[i + 1]))
      }
      let values = fields[10..<14].map { Double($0) ?? .nan }
      rows.append(
        ArcLengthReferenceRow(
          name: fields[0], kind: fields[1], points: points, length: values[0],
          partialLengths: [(0.25, values[1]), (0.5, values[2]), (0.75, values[3])]))
    }
    return rows
  }
}
