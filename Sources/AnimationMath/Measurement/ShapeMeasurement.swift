/// The position, orientation and size of a shape in one frame, from the
/// moments of its pixel coverage. Units are pixels and degrees, y down.
///
/// Pixel (i, j) covers [i, i+1) × [j, j+1). The centroid weighs each pixel's
/// centre by its coverage. The second moments place a fully covered pixel's
/// coverage evenly over its square (its own 1/12 px² variance) and a partly
/// covered one's on the inner side of a straight edge across it, the edge's
/// normal taken from the coverage gradient around it.
public struct ShapeMeasurement: Sendable, Hashable {
  /// The coverage-weighted centroid, pixels from the frame's left edge.
  public var x: Double
  /// The coverage-weighted centroid, pixels from the frame's top edge (y down).
  public var y: Double
  /// The major axis's direction in degrees from +x toward +y (clockwise on
  /// screen), in (−90, 90]; nil for a round shape (``width`` / ``height`` <
  /// ``roundAxisRatio``), whose axis the moments do not determine.
  public var angle: Double?
  /// The extent along the major axis, 4σ: a uniform ellipse's full major axis
  /// (a w-wide rectangle reads 4w/√12 ≈ 1.155w).
  public var width: Double
  /// The extent along the minor axis, 4σ, as ``width``.
  public var height: Double
  /// The total coverage, pixels² (area × opacity).
  public var coverage: Double
  /// Whether a covered pixel touches the region's edge, so the shape may extend beyond it.
  public var clipped: Bool

  /// Below this ratio of the axes' extents a shape is round and has no angle:
  /// 1.01, where a pixel grid's own anisotropy and 8-bit rounding make the axis noise.
  public static let roundAxisRatio = 1.01

  /// The measurement of `map`, or nil when nothing in it is covered.
  public init?(_ map: CoverageMap) {
    let region = map.region
    var total = 0.0
    var sumX = 0.0
    var sumY = 0.0
    for row in 0..<region.height {
      for column in 0..<region.width {
        let c = map.values[row * region.width + column]
        total += c
        sumX += c * (Double(column) + 0.5)
        sumY += c * (Double(row) + 0.5)
      }
    }
    guard total > 0 else { return nil }
    let meanX = sumX / total
    let meanY = sumY / total
    var xx = 0.0
    var xy = 0.0
    var yy = 0.0
    var clipped = false
    for row in 0..<region.height {
      for column in 0..<region.width {
        let c = map.values[row * region.width + column]
        guard c > 0 else { continue }
        let edge = Self.edgeModel(map, column: column, row: row, coverage: c)
        let dx = Double(column) + 0.5 + edge.shiftX - meanX
        let dy = Double(row) + 0.5 + edge.shiftY - meanY
        xx += c * (dx * dx + edge.xx)
        xy += c * (dx * dy + edge.xy)
        yy += c * (dy * dy + edge.yy)
        if row == 0 || column == 0 || row == region.height - 1 || column == region.width - 1 { clipped = true }
      }
    }
    let a = xx / total
    let b = xy / total
    let d = yy / total
    let spread = (((a - d) / 2) * ((a - d) / 2) + b * b).squareRoot()
    let major = (a + d) / 2 + spread
    let minor = max(0, (a + d) / 2 - spread)
    self.x = Double(region.x) + meanX
    self.y = Double(region.y) + meanY
    self.width = 4 * major.squareRoot()
    self.height = 4 * minor.squareRoot()
    self.coverage = total
    self.clipped = clipped
    if width < Self.roundAxisRatio * height {
      self.angle = nil
    } else {
      let degrees = 0.5 * Libm.atan2(2 * b, a - d) * 180 / Double.pi
      self.angle = degrees <= -90 ? degrees + 180 : degrees
    }
  }

  /// Where a pixel's coverage `c` lies within it, as a straight edge would
  /// leave it: a slab c thick on the side the coverage grows toward (the
  /// Sobel gradient's direction n), so its centre moves (1 − c)/2 along n and
  /// its variance along n is c²/12 instead of 1/12. A full pixel, or one with
  /// no gradient, is the uniform square.
  static func edgeModel(_ map: CoverageMap, column: Int, row: Int, coverage c: Double)
    -> (shiftX: Double, shiftY: Double, xx: Double, xy: Double, yy: Double)
  {
    let uniform = (0.0, 0.0, 1.0 / 12, 0.0, 1.0 / 12)
    guard c < 1 else { return uniform }
    let width = map.region.width
    let height = map.region.height
    func value(_ i: Int, _ j: Int) -> Double {
      i < 0 || j < 0 || i >= width || j >= height ? 0 : map.values[j * width + i]
    }
    let gx =
      value(column + 1, row - 1) + 2 * value(column + 1, row) + value(column + 1, row + 1)
      - value(column - 1, row - 1) - 2 * value(column - 1, row) - value(column - 1, row + 1)
    let gy =
      value(column - 1, row + 1) + 2 * value(column, row + 1) + value(column + 1, row + 1)
      - value(column - 1, row - 1) - 2 * value(column, row - 1) - value(column + 1, row - 1)
    let length = (gx * gx + gy * gy).squareRoot()
    guard length > 0 else { return uniform }
    let nx = gx / length
    let ny = gy / length
    let shift = (1 - c) / 2
    let reduction = (1 - c * c) / 12
    return (
      shift * nx, shift * ny, 1.0 / 12 - reduction * nx * nx, -reduction * nx * ny, 1.0 / 12 - reduction * ny * ny
    )
  }
}
