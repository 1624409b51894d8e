/// Skia's `SkContourMeasure` of one cubic, in Float: how Skottie and
/// Android's `PathMeasure` (which wraps it) turn a distance along a path into
/// a point.
///
/// Read from google/skia `src/core/SkContourMeasure.cpp` at 059a3c30:
/// - the cubic is halved (de Casteljau at ½) while its control points lie
///   more than 0.5 (`CHEAP_DIST_LIMIT`, resScale 1) from the chord's ⅓ and ⅔
///   points in the larger coordinate difference (`cubic_too_curvy`), and the
///   parameter span, counted in units of 2⁻³⁰ (`kMaxTValue` = 2³⁰ − 1), is
///   at least 2¹⁰ (`tspan_big_enough`);
/// - each piece adds its chord length to the running distance, recorded with
///   the parameter at its end;
/// - `getPosTan(d)` pins d to [0, length], finds the first piece whose
///   running distance reaches d, interpolates the parameter linearly between
///   that piece's ends, and evaluates the **cubic** there (`SkEvalCubicAt`);
///   the tangent is the cubic's derivative, normalised.
///
/// Every step is Float arithmetic as in Skia; where Skia's SIMD code or the
/// compiler may fuse a multiply-add the result can differ by an ulp.
struct SkiaContourMeasure: Sendable {
  /// The cubic's four points (x, y).
  let points: [(x: Float, y: Float)]
  /// Each piece's running distance and its end parameter in units of 2⁻³⁰.
  private(set) var pieces: [(distance: Float, tValue: Int)] = []
  /// The total length: the last piece's running distance.
  var length: Float { pieces.last?.distance ?? 0 }

  /// `kMaxTValue`: the parameter 1 in units of about 2⁻³⁰.
  static let maximumTValue = 0x3FFF_FFFF
  /// `CHEAP_DIST_LIMIT`: the flatness a piece must reach, in px.
  static let tolerance: Float = 0.5

  /// The measure of the cubic (p0, p1, p2, p3).
  init(_ p0: (Float, Float), _ p1: (Float, Float), _ p2: (Float, Float), _ p3: (Float, Float)) {
    points = [p0, p1, p2, p3].map { (x: $0.0, y: $0.1) }
    _ = addPieces(points, distance: 0, from: 0, to: Self.maximumTValue)
  }

  /// `compute_cubic_segs`: halves `cubic` until flat, appending pieces; returns the running distance.
  private mutating func addPieces(_ cubic: [(x: Float, y: Float)], distance: Float, from low: Int, to high: Int)
    -> Float
  {
    if (high - low) >> 10 != 0 && Self.isTooCurvy(cubic) {
      let (left, right) = Self.halves(cubic)
      let middle = (low + high) >> 1
      let reached = addPieces(left, distance: distance, from: low, to: middle)
      return addPieces(right, distance: reached, from: middle, to: high)
    }
    let dx = cubic[3].x - cubic[0].x
    let dy = cubic[3].y - cubic[0].y
    let total = distance + (dx * dx + dy * dy).squareRoot()
    if total > distance { pieces.append((total, high)) }
    return total
  }

  /// `cubic_too_curvy`: a control point lies more than the tolerance from the chord's ⅓ or ⅔ point.
  static func isTooCurvy(_ c: [(x: Float, y: Float)]) -> Bool {
    func exceeds(_ p: (x: Float, y: Float), _ share: Float) -> Bool {
      let x = c[0].x + (c[3].x - c[0].x) * share
      let y = c[0].y + (c[3].y - c[0].y) * share
      return max(abs(x - p.x), abs(y - p.y)) > tolerance
    }
    return exceeds(c[1], 1 / 3) || exceeds(c[2], 1 * 2 / 3)
  }

  /// `SkChopCubicAtHalf`: de Casteljau at ½, each step a + (b − a)·½.
  static func halves(_ c: [(x: Float, y: Float)]) -> ([(x: Float, y: Float)], [(x: Float, y: Float)]) {
    func mid(_ a: (x: Float, y: Float), _ b: (x: Float, y: Float)) -> (x: Float, y: Float) {
      (a.x + (b.x - a.x) * 0.5, a.y + (b.y - a.y) * 0.5)
    }
    let (ab, bc, cd) = (mid(c[0], c[1]), mid(c[1], c[2]), mid(c[2], c[3]))
    let (abc, bcd) = (mid(ab, bc), mid(bc, cd))
    let centre = mid(abc, bcd)
    return ([c[0], ab, abc, centre], [centre, bcd, cd, c[3]])
  }

  /// `getPosTan`: the point at `distance` (pinned to [0, length]) and the unit tangent there.
  func position(atDistance distance: Float) -> (point: (x: Float, y: Float), tangent: (x: Float, y: Float)) {
    let d = min(max(distance, 0), length)
    var index = 0
    while index < pieces.count - 1 && pieces[index].distance < d { index += 1 }
    let scale: Float = 1 / Float(Self.maximumTValue)
    let endT = Float(pieces[index].tValue) * scale
    let startT = index > 0 ? Float(pieces[index - 1].tValue) * scale : 0
    let startD = index > 0 ? pieces[index - 1].distance : 0
    let t = startT + (endT - startT) * (d - startD) / (pieces[index].distance - startD)
    return (point(at: t), unitTangent(at: t))
  }

  /// `SkEvalCubicAt`'s position: ((A·t + B)·t + C)·t + D with A = p3 + 3(p1 − p2) − p0,
  /// B = 3(p2 − 2p1 + p0), C = 3(p1 − p0), D = p0.
  func point(at t: Float) -> (x: Float, y: Float) {
    func coordinate(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> Float {
      let a = p3 + 3 * (p1 - p2) - p0
      let b = 3 * (p2 - 2 * p1 + p0)
      let c = 3 * (p1 - p0)
      return ((a * t + b) * t + c) * t + p0
    }
    let p = points
    return (coordinate(p[0].x, p[1].x, p[2].x, p[3].x), coordinate(p[0].y, p[1].y, p[2].y, p[3].y))
  }

  /// The normalised derivative; at an end whose neighbouring control point coincides with it,
  /// the direction to the next distinct point, as `SkEvalCubicAt` takes it.
  func unitTangent(at t: Float) -> (x: Float, y: Float) {
    let p = points
    var direction: (x: Float, y: Float)
    if t == 0 && p[0].x == p[1].x && p[0].y == p[1].y {
      direction = (p[2].x - p[0].x, p[2].y - p[0].y)
    } else if t == 1 && p[2].x == p[3].x && p[2].y == p[3].y {
      direction = (p[3].x - p[1].x, p[3].y - p[1].y)
    } else {
      func derivative(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> Float {
        let a = p3 + 3 * (p1 - p2) - p0
        let b = p2 - 2 * p1 + p0
        return (a * t + 2 * b) * t + (p1 - p0)
      }
      direction = (derivative(p[0].x, p[1].x, p[2].x, p[3].x), derivative(p[0].y, p[1].y, p[2].y, p[3].y))
    }
    if direction.x == 0 && direction.y == 0 { direction = (p[3].x - p[0].x, p[3].y - p[0].y) }
    let norm = (direction.x * direction.x + direction.y * direction.y).squareRoot()
    return norm > 0 ? (direction.x / norm, direction.y / norm) : (0, 0)
  }
}
