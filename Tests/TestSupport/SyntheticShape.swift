import AnimationMath
import Foundation

/// A convex shape drawn with exact anti-aliased coverage, for checking the
/// image moments against the shape's analytic centroid, axes and angle.
///
/// A pixel's coverage is found by dense supersampling (``samplesPerAxis``²
/// midpoints) wherever the pixel is neither wholly inside (its four corners
/// inside a convex shape) nor outside the shape's bounding box. The analytic
/// answers are the continuous shape's: they never read the renderer's output.
public struct SyntheticShape: Sendable {
  /// The shapes drawn, each centred at (centerX, centerY), angles in degrees
  /// from +x toward +y (y down).
  public enum Kind: Sendable {
    /// A disc of this radius.
    case disc(radius: Double)
    /// An ellipse with these semi-axes, the first along `angle`.
    case ellipse(major: Double, minor: Double, angle: Double)
    /// A rectangle with these side lengths, the first along `angle`.
    case rectangle(long: Double, short: Double, angle: Double)
  }

  public var kind: Kind
  public var centerX: Double
  public var centerY: Double

  /// Samples per axis inside a pixel on the shape's edge: 64, so a pixel's
  /// coverage is off by at most about one edge crossing's 1/64 of a row and
  /// the centroid by far less, since errors of opposite edges cancel.
  public static let samplesPerAxis = 64

  public init(_ kind: Kind, centerX: Double, centerY: Double) {
    self.kind = kind
    self.centerX = centerX
    self.centerY = centerY
  }

  /// The full axes a uniform distribution's 4σ reads (an ellipse's 2a, 2b; a
  /// rectangle's 4·side/√12), major first.
  public var fourSigmaAxes: (major: Double, minor: Double) {
    switch kind {
    case .disc(let r): (2 * r, 2 * r)
    case .ellipse(let a, let b, _): (2 * a, 2 * b)
    case .rectangle(let w, let h, _): (4 * w / 12.0.squareRoot(), 4 * h / 12.0.squareRoot())
    }
  }

  /// The major axis's angle in degrees, or nil for a disc.
  public var angle: Double? {
    switch kind {
    case .disc: nil
    case .ellipse(_, _, let angle), .rectangle(_, _, let angle): angle
    }
  }

  /// The area, pixels².
  public var area: Double {
    switch kind {
    case .disc(let r): Double.pi * r * r
    case .ellipse(let a, let b, _): Double.pi * a * b
    case .rectangle(let w, let h, _): w * h
    }
  }

  /// Whether the point (x, y) lies inside the shape.
  public func contains(_ x: Double, _ y: Double) -> Bool {
    let dx = x - centerX
    let dy = y - centerY
    switch kind {
    case .disc(let r):
      return dx * dx + dy * dy <= r * r
    case .ellipse(let a, let b, let angle):
      let (u, v) = Self.rotate(dx, dy, angle)
      return (u / a) * (u / a) + (v / b) * (v / b) <= 1
    case .rectangle(let w, let h, let angle):
      let (u, v) = Self.rotate(dx, dy, angle)
      return abs(u) <= w / 2 && abs(v) <= h / 2
    }
  }

  /// Half the side of a square around the centre that holds the whole shape.
  var reach: Double {
    switch kind {
    case .disc(let r): r
    case .ellipse(let a, let b, _): max(a, b)
    case .rectangle(let w, let h, _): (w * w + h * h).squareRoot() / 2
    }
  }

  /// The coverage of pixel (`column`, `row`), 0…1.
  public func coverage(column: Int, row: Int) -> Double {
    let x0 = Double(column)
    let y0 = Double(row)
    if x0 + 1 < centerX - reach || x0 > centerX + reach || y0 + 1 < centerY - reach || y0 > centerY + reach {
      return 0
    }
    if contains(x0, y0), contains(x0 + 1, y0), contains(x0, y0 + 1), contains(x0 + 1, y0 + 1) { return 1 }
    let n = Self.samplesPerAxis
    var inside = 0
    for i in 0..<n {
      for j in 0..<n where contains(x0 + (Double(i) + 0.5) / Double(n), y0 + (Double(j) + 0.5) / Double(n)) {
        inside += 1
      }
    }
    return Double(inside) / Double(n * n)
  }

  /// A `width` × `height` frame with the shape in `key` over `background`,
  /// each pixel the blend by its coverage rounded to 8 bits; with `alphaOnly`,
  /// transparent black with the coverage in the alpha channel.
  public func frame(
    width: Int, height: Int, key: PixelColor, background: PixelColor, alphaOnly: Bool = false
  ) -> RGBAFrame {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      for column in 0..<width {
        let c = coverage(column: column, row: row)
        let index = (row * width + column) * 4
        if alphaOnly {
          bytes[index + 3] = UInt8((255 * c).rounded())
          continue
        }
        for (offset, (k, b)) in [(key.red, background.red), (key.green, background.green), (key.blue, background.blue)]
          .enumerated()
        {
          bytes[index + offset] = UInt8((Double(b) + c * (Double(k) - Double(b))).rounded())
        }
        bytes[index + 3] = 255
      }
    }
    return RGBAFrame(width: width, height: height, bytes: bytes)!
  }

  private static func rotate(_ dx: Double, _ dy: Double, _ degrees: Double) -> (Double, Double) {
    let theta = degrees * Double.pi / 180
    let c = cos(theta)
    let s = sin(theta)
    return (dx * c + dy * s, -dx * s + dy * c)
  }
}
