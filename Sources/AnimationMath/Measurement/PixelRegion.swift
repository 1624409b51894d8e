/// A rectangle of whole pixels: columns x ..< x + width, rows y ..< y + height,
/// y down from the frame's top-left corner.
public struct PixelRegion: Sendable, Hashable {
  /// The first column.
  public var x: Int
  /// The first row.
  public var y: Int
  /// Columns, > 0.
  public var width: Int
  /// Rows, > 0.
  public var height: Int

  /// A region from its corner and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether the region has pixels and lies inside a `width` × `height` frame.
  public func fits(width frameWidth: Int, height frameHeight: Int) -> Bool {
    x >= 0 && y >= 0 && width > 0 && height > 0 && width <= frameWidth - x && height <= frameHeight - y
  }
}
