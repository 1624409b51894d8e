/// Each pixel's coverage of the tracked shape over a region of a frame, 0…1.
///
/// With a colour key, a pixel counts when it lies within ``edgeReach`` pixels
/// (in both directions) of a pixel clearly the key's: farther from the
/// background than the tolerance (or than half the key's distance from it,
/// when that is less), in a direction within 30° of the key's. The
/// anti-aliased edge keeps its exact partial coverage, while the faint noise of
/// a lossy background, or the edge of a shape of another colour, adds nothing.
public struct CoverageMap: Sendable, Hashable {
  /// The region measured, in frame pixels.
  public let region: PixelRegion
  /// Coverage row by row over `region`, `region.width · region.height` values in [0, 1].
  public private(set) var values: [Double]

  /// How far, in pixels, a counted pixel may lie from a clearly covered one:
  /// 2 holds a one-pixel anti-aliased edge and a sharp corner's tip.
  public static let edgeReach = 2

  /// The coverage of `region` (which must fit in `frame`, and `background`'s
  /// frame, when per pixel, must be `frame`'s size) under `key`.
  public init(frame: RGBAFrame, region: PixelRegion, key: CoverageKey, background: FrameBackground) {
    precondition(region.fits(width: frame.width, height: frame.height), "the region lies inside the frame")
    self.region = region
    switch key {
    case .alpha:
      values = []
      values.reserveCapacity(region.width * region.height)
      for row in region.y..<(region.y + region.height) {
        for column in region.x..<(region.x + region.width) {
          values.append(Double(frame.alpha(column: column, row: row)) / 255)
        }
      }
    case .color(let color, let tolerance):
      let (blend, seeds) = Self.blendFractions(frame, region, color, tolerance, background)
      let near = Self.dilate(seeds, width: region.width, height: region.height, reach: Self.edgeReach)
      values = zip(blend, near).map { $1 ? $0 : 0 }
    }
  }

  /// The blend fraction of each pixel between its background and `key`
  /// (0 for another colour), and whether it is clearly unlike the background.
  private static func blendFractions(
    _ frame: RGBAFrame, _ region: PixelRegion, _ key: PixelColor, _ tolerance: Double, _ background: FrameBackground
  ) -> (blend: [Double], seeds: [Bool]) {
    let limit = tolerance * PixelColor.fullDistance
    var blend = [Double](repeating: 0, count: region.width * region.height)
    var seeds = [Bool](repeating: false, count: blend.count)
    var index = 0
    for row in region.y..<(region.y + region.height) {
      for column in region.x..<(region.x + region.width) {
        defer { index += 1 }
        let p = frame.color(column: column, row: row)
        let b = background.color(column: column, row: row)
        let d = (
          Double(key.red) - Double(b.red), Double(key.green) - Double(b.green), Double(key.blue) - Double(b.blue)
        )
        let q = (Double(p.red) - Double(b.red), Double(p.green) - Double(b.green), Double(p.blue) - Double(b.blue))
        let keyDistanceSquared = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
        guard keyDistanceSquared > 0 else { continue }
        let t = min(1, max(0, (q.0 * d.0 + q.1 * d.1 + q.2 * d.2) / keyDistanceSquared))
        let r = (q.0 - t * d.0, q.1 - t * d.1, q.2 - t * d.2)
        let residual = (r.0 * r.0 + r.1 * r.1 + r.2 * r.2).squareRoot()
        guard residual <= limit, t > 0 else { continue }
        blend[index] = t
        let distance = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2).squareRoot()
        seeds[index] = distance > min(limit, 0.5 * keyDistanceSquared.squareRoot()) && residual <= 0.5 * distance
      }
    }
    return (blend, seeds)
  }

  /// `mask` grown by `reach` pixels in each direction (a square neighbourhood).
  private static func dilate(_ mask: [Bool], width: Int, height: Int, reach: Int) -> [Bool] {
    var rows = [Bool](repeating: false, count: mask.count)
    for row in 0..<height {
      for column in 0..<width where mask[row * width + column] {
        for c in max(0, column - reach)...min(width - 1, column + reach) { rows[row * width + c] = true }
      }
    }
    var out = [Bool](repeating: false, count: mask.count)
    for row in 0..<height {
      for column in 0..<width where rows[row * width + column] {
        for r in max(0, row - reach)...min(height - 1, row + reach) { out[r * width + column] = true }
      }
    }
    return out
  }
}
