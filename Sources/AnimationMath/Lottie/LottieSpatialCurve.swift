/// The path of one spatial keyframe segment (a position with `to`/`ti`
/// tangents) and its traversal by arc length.
///
/// The value moves along the cubic (a, a + to, b + ti, b) so that the eased
/// progress f is the fraction of arc length travelled: the point at arc
/// length f·L (After Effects' rule). The arc length and its inverse are the
/// core's exact ones (``ArcLengthTable``) when the curve lies in a plane of
/// constant z; a curve that also moves in z uses adaptive Gauss–Legendre on
/// the 3D speed and a bracketed Newton inverse. Zero tangents, or tangents
/// collinear with the chord, give the straight line a → b (the players
/// reduce such segments to lines). Progress outside [0, 1] (an overshooting
/// y handle) continues along the tangent at the nearer end.
struct LottieSpatialCurve: Sendable {
  /// How the segment is traversed.
  enum Shape: Sendable {
    /// A straight line a → b (also a point when a = b).
    case line
    /// A planar cubic in x–y, z constant; its exact arc-length table.
    case planar(CubicBezier, ArcLengthTable)
    /// A cubic that moves in z: control points per dimension and length.
    case spatial(controls: [[Double]], length: Double)
  }

  /// The start value a and end value b (2 or 3 components).
  let start: [Double], end: [Double]
  /// The traversal.
  let shape: Shape

  /// Relative size below which a tangent's component across the chord counts as collinear.
  static let collinearTolerance = 1e-12

  /// The curve from `start` to `end` with tangents `out` (`to`, relative to
  /// start) and `in` (`ti`, relative to end); missing z components are 0.
  init(from start: [Double], to end: [Double], out: [Double], in tangentIn: [Double]) {
    self.start = start
    self.end = end
    let dimension = start.count
    func component(_ vector: [Double], _ index: Int) -> Double { index < vector.count ? vector[index] : 0 }
    let chord = (0..<dimension).map { end[$0] - start[$0] }
    let to = (0..<dimension).map { component(out, $0) }
    let ti = (0..<dimension).map { component(tangentIn, $0) }
    if Self.isAlongChord(to, chord) && Self.isAlongChord(ti, chord) {
      shape = .line
      return
    }
    let c1 = (0..<dimension).map { start[$0] + to[$0] }
    let c2 = (0..<dimension).map { end[$0] + ti[$0] }
    if dimension < 3 || (start[2] == end[2] && c1[2] == start[2] && c2[2] == start[2]) {
      let cubic = CubicBezier(
        start: Point(x: start[0], y: start[1]), control1: Point(x: c1[0], y: c1[1]),
        control2: Point(x: c2[0], y: c2[1]), end: Point(x: end[0], y: end[1]))
      shape = .planar(cubic, ArcLengthTable(cubic))
    } else {
      let controls = [start, c1, c2, end]
      shape = .spatial(controls: controls, length: Self.spatialLength(controls, upTo: 1))
    }
  }

  /// Whether `tangent` is zero or parallel to `chord` (to ``collinearTolerance``).
  static func isAlongChord(_ tangent: [Double], _ chord: [Double]) -> Bool {
    let tangentSquared = tangent.reduce(0) { $0 + $1 * $1 }
    if tangentSquared == 0 { return true }
    let chordSquared = chord.reduce(0) { $0 + $1 * $1 }
    if chordSquared == 0 { return false }
    let dot = zip(tangent, chord).reduce(0) { $0 + $1.0 * $1.1 }
    // |t × c|² = |t|²|c|² − (t·c)², compared relatively.
    let crossSquared = max(0, tangentSquared * chordSquared - dot * dot)
    return crossSquared <= collinearTolerance * collinearTolerance * tangentSquared * chordSquared
  }

  /// The total arc length.
  var length: Double {
    switch shape {
    case .line: return Libm.hypot3(zip(end, start).map { $0 - $1 })
    case .planar(_, let table): return table.length
    case .spatial(_, let length): return length
    }
  }

  /// The point at eased progress `fraction` (a share of the arc length; outside
  /// [0, 1] along the end tangent).
  func point(atFraction fraction: Double) -> [Double] {
    switch shape {
    case .line:
      return zip(start, end).map { $0 + fraction * ($1 - $0) }
    case .planar(let cubic, let table):
      let z = start.count > 2 ? [start[2]] : []
      if fraction < 0 || fraction > 1 {
        let atEnd = fraction > 1
        let angle = cubic.tangentAngle(at: atEnd ? 1 : 0)
        let distance = (atEnd ? fraction - 1 : fraction) * table.length
        let base = atEnd ? cubic.end : cubic.start
        let (sine, cosine) = Libm.sinCos(angle)
        return [base.x + distance * cosine, base.y + distance * sine] + z
      }
      let t = table.parameter(atArcLength: fraction * table.length)
      let p = cubic.point(at: t)
      return [p.x, p.y] + z
    case .spatial(let controls, let length):
      if fraction < 0 || fraction > 1 {
        let atEnd = fraction > 1
        let direction = Self.unitTangent(controls, atEnd: atEnd)
        let distance = (atEnd ? fraction - 1 : fraction) * length
        let base = atEnd ? end : start
        return (0..<base.count).map { base[$0] + distance * direction[$0] }
      }
      let t = Self.spatialParameter(controls, atArcLength: fraction * length, total: length)
      return Self.bezier(controls, t)
    }
  }

  /// The direction of motion in the x–y plane at `fraction`, in radians
  /// (the limit direction at a zero tangent); nil for a segment that does not move.
  func tangentAngle(atFraction fraction: Double) -> Double? {
    guard length > 0 else { return nil }
    switch shape {
    case .line:
      return Libm.atan2(end[1] - start[1], end[0] - start[0])
    case .planar(let cubic, let table):
      if fraction <= 0 { return cubic.tangentAngle(at: 0) }
      if fraction >= 1 { return cubic.tangentAngle(at: 1) }
      return cubic.tangentAngle(at: table.parameter(atArcLength: fraction * table.length))
    case .spatial(let controls, let length):
      let t =
        fraction <= 0
        ? 0 : fraction >= 1 ? 1 : Self.spatialParameter(controls, atArcLength: fraction * length, total: length)
      let projected = CubicBezier(
        start: Point(x: controls[0][0], y: controls[0][1]), control1: Point(x: controls[1][0], y: controls[1][1]),
        control2: Point(x: controls[2][0], y: controls[2][1]), end: Point(x: controls[3][0], y: controls[3][1]))
      return projected.tangentAngle(at: t)
    }
  }

  // MARK: - Curves that move in z

  /// The cubic with control points `controls` at parameter t, per dimension.
  static func bezier(_ controls: [[Double]], _ t: Double) -> [Double] {
    let u = 1 - t
    return (0..<controls[0].count).map { d in
      u * u * u * controls[0][d] + 3 * u * u * t * controls[1][d] + 3 * u * t * t * controls[2][d]
        + t * t * t * controls[3][d]
    }
  }

  /// The derivative of the cubic at t, per dimension.
  static func derivative(_ controls: [[Double]], _ t: Double) -> [Double] {
    let u = 1 - t
    return (0..<controls[0].count).map { d in
      3
        * (u * u * (controls[1][d] - controls[0][d]) + 2 * u * t * (controls[2][d] - controls[1][d])
          + t * t * (controls[3][d] - controls[2][d]))
    }
  }

  /// The arc length from 0 to `t` (adaptive 16-point Gauss–Legendre on the speed).
  static func spatialLength(_ controls: [[Double]], upTo t: Double) -> Double {
    guard t > 0 else { return 0 }
    return GaussLegendre16.adaptive(from: 0, to: t) { Libm.hypot3(derivative(controls, $0)) }
  }

  /// The parameter at arc length `target` ∈ [0, total] (bracketed Newton on s(t) − target).
  static func spatialParameter(_ controls: [[Double]], atArcLength target: Double, total: Double) -> Double {
    guard target > 0, total > 0 else { return 0 }
    guard target < total else { return 1 }
    return BracketedRoot.find(in: 0, 1) { t in
      (spatialLength(controls, upTo: t) - target, Libm.hypot3(derivative(controls, t)))
    }
  }

  /// The unit tangent at one end, taking the next control point that differs where the derivative vanishes.
  static func unitTangent(_ controls: [[Double]], atEnd: Bool) -> [Double] {
    let order = atEnd ? [3, 2, 1, 0] : [0, 1, 2, 3]
    let base = controls[order[0]]
    for index in order.dropFirst() {
      let step = (0..<base.count).map { atEnd ? base[$0] - controls[index][$0] : controls[index][$0] - base[$0] }
      let size = Libm.hypot3(step)
      if size > 0 { return step.map { $0 / size } }
    }
    return base.map { _ in 0 }
  }
}

extension Libm {
  /// The Euclidean length of a vector of 1 to 3 components, without overflow.
  static func hypot3(_ vector: [Double]) -> Double {
    vector.count > 2
      ? hypot(hypot(vector[0], vector[1]), vector[2])
      : vector.count == 2 ? hypot(vector[0], vector[1]) : abs(vector.first ?? 0)
  }
}
