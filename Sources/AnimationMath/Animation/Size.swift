/// A width and a height (`bounds.size`), in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The zero size.
  public static let zero = Size(width: 0, height: 0)

  /// `(width × height)`.
  public var description: String { "(\(width) × \(height))" }
}
