/// A planar cubic Bézier in **Float** with the approximate length that rlottie
/// and ThorVG measure a spatial keyframe segment by.
///
/// Read from Samsung/rlottie at 34465a9e (`src/vector/vbezier.{h,cpp}`,
/// `src/vector/vline.h`) and thorvg/thorvg at 44bf1bd9
/// (`src/common/tvgMath.{h,cpp}`, `Bezier::lengthApprox`); the two agree:
/// - the length of a line is **alpha max plus beta min**, max(|dx|, |dy|) +
///   0.375·min(|dx|, |dy|), which overstates a diagonal by up to 6.8 % and
///   understates none (ThorVG's comment: "the largest error less than 7%");
/// - the length of the cubic: the control polygon's length when it exceeds
///   the chord by at most 0.01, else the sum over the two halves (split at
///   t = ½), recursively;
/// - points by de Casteljau in Float (`pointAt`, `Bezier::at`), and the left
///   part at t by the same split (`parameterSplitLeft`, `Bezier::split(t, left)`).
///
/// The arc length these give is a sum of alpha-max-beta-min lengths, so a
/// share of it is not a share of the true arc length: the point moves faster
/// where the path runs diagonally. Each player's bisection on this length is
/// in its own file.
struct LottieFloatBezier: Sendable {
  /// The control points (x, y).
  var x1: Float, y1: Float, x2: Float, y2: Float, x3: Float, y3: Float, x4: Float, y4: Float

  /// The polygon − chord excess below which a piece counts as flat (0.01 px).
  static let flatness: Float = 0.01

  /// The cubic through `start`, `control1`, `control2`, `end` (x, y), rounded to Float.
  init(_ start: [Double], _ control1: [Double], _ control2: [Double], _ end: [Double]) {
    (x1, y1) = (Float(start[0]), Float(start[1]))
    (x2, y2) = (Float(control1[0]), Float(control1[1]))
    (x3, y3) = (Float(control2[0]), Float(control2[1]))
    (x4, y4) = (Float(end[0]), Float(end[1]))
  }

  /// max(|dx|, |dy|) + 0.375·min(|dx|, |dy|).
  static func approximateLength(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) -> Float {
    let (x, y) = (abs(bx - ax), abs(by - ay))
    return x > y ? x + 0.375 * y : y + 0.375 * x
  }

  /// The approximate length: the control polygon once it is within ``flatness`` of the chord.
  var approximateLength: Float {
    let polygon =
      Self.approximateLength(x1, y1, x2, y2) + Self.approximateLength(x2, y2, x3, y3)
      + Self.approximateLength(x3, y3, x4, y4)
    let chord = Self.approximateLength(x1, y1, x4, y4)
    guard polygon - chord > Self.flatness else { return polygon }
    let (left, right) = halves
    return left.approximateLength + right.approximateLength
  }

  /// The two halves at t = ½ (the players' midpoint `split`).
  var halves: (LottieFloatBezier, LottieFloatBezier) {
    var (left, right) = (self, self)
    (left.x1, left.x2, left.x3, left.x4, right.x1, right.x2, right.x3, right.x4) = Self.halve(x1, x2, x3, x4)
    (left.y1, left.y2, left.y3, left.y4, right.y1, right.y2, right.y3, right.y4) = Self.halve(y1, y2, y3, y4)
    return (left, right)
  }

  /// One coordinate of the midpoint split: left's four, then right's four.
  static func halve(_ a: Float, _ b: Float, _ c: Float, _ d: Float)
    -> (Float, Float, Float, Float, Float, Float, Float, Float)
  {
    let middle = (b + c) * 0.5
    let left2 = (a + b) * 0.5
    let right3 = (c + d) * 0.5
    let left3 = (left2 + middle) * 0.5
    let right2 = (right3 + middle) * 0.5
    let joint = (left3 + right2) * 0.5
    return (a, left2, left3, joint, joint, right2, right3, d)
  }

  /// The part of the cubic over [0, t] (de Casteljau, in Float).
  func left(at t: Float) -> LottieFloatBezier {
    var part = self
    (part.x2, part.x3, part.x4) = Self.leftControls(x1, x2, x3, x4, t)
    (part.y2, part.y3, part.y4) = Self.leftControls(y1, y2, y3, y4, t)
    return part
  }

  /// One coordinate of the left part's second, third and fourth control points.
  static func leftControls(_ a: Float, _ b: Float, _ c: Float, _ d: Float, _ t: Float) -> (Float, Float, Float) {
    let ab = a + t * (b - a)
    let bc = b + t * (c - b)
    let cd = c + t * (d - c)
    let abc = ab + t * (bc - ab)
    let bcd = bc + t * (cd - bc)
    return (ab, abc, abc + t * (bcd - abc))
  }

  /// The point at parameter t (de Casteljau in the players' order), as Doubles.
  func point(at t: Float) -> [Double] {
    func coordinate(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> Float {
      let u = 1 - t
      var p = a * u + b * t
      var q = b * u + c * t
      let r = c * u + d * t
      p = p * u + q * t
      q = q * u + r * t
      return p * u + q * t
    }
    return [Double(coordinate(x1, x2, x3, x4)), Double(coordinate(y1, y2, y3, y4))]
  }
}
