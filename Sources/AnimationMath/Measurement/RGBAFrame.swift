/// One decoded video or image frame: 8-bit RGBA pixels, row by row from the
/// top-left corner, four bytes per pixel (red, green, blue, straight alpha).
///
/// Pixel (i, j) is column i from the left and row j from the top; it covers
/// the square [i, i+1) × [j, j+1) in pixel units, y down, so its centre is at
/// (i + 0.5, j + 0.5).
public struct RGBAFrame: Sendable, Hashable {
  /// Columns, > 0.
  public let width: Int
  /// Rows, > 0.
  public let height: Int
  /// `width · height · 4` bytes, RGBA, rows top to bottom.
  public var bytes: [UInt8]

  /// A frame from its bytes; nil unless both sizes are positive and `bytes`
  /// holds exactly `width · height · 4` of them.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15, bytes.count == width * height * 4 else {
      return nil
    }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// A frame of one opaque colour.
  public init(width: Int, height: Int, filledWith color: PixelColor) {
    precondition(width > 0 && height > 0, "a frame has at least one pixel")
    self.width = width
    self.height = height
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for index in stride(from: 0, to: bytes.count, by: 4) {
      bytes[index] = color.red
      bytes[index + 1] = color.green
      bytes[index + 2] = color.blue
    }
    self.bytes = bytes
  }

  /// The whole frame as a region.
  public var bounds: PixelRegion { PixelRegion(x: 0, y: 0, width: width, height: height) }

  /// The colour of pixel (`column`, `row`), alpha ignored.
  public func color(column: Int, row: Int) -> PixelColor {
    let index = (row * width + column) * 4
    return PixelColor(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2])
  }

  /// The alpha of pixel (`column`, `row`), 0…255.
  public func alpha(column: Int, row: Int) -> UInt8 { bytes[(row * width + column) * 4 + 3] }
}
