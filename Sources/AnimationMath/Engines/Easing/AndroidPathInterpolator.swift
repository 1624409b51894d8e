/// Android's `PathInterpolator(controlX1, controlY1, controlX2, controlY2)`:
/// the cubic flattened once into a polyline by `Path.approximate`, then
/// evaluated by binary search and linear interpolation, all in `Float`.
///
/// Sources (aosp-mirror/platform_frameworks_base):
/// - `core/java/android/view/animation/PathInterpolator.java` at
///   49f2ab6cec73a0dd66061b30937ce430fe8cd4dd: `PRECISION = 0.002f`,
///   `initCubic` (moveTo(0, 0), cubicTo(x1, y1, x2, y2, 1, 1)), `initPath`,
///   `getInterpolation`;
/// - `libs/hwui/jni/Path.cpp` at 36077e0186685a3dd1bab961529aabe9bad365de:
///   `approximate`, `addBezier`, `subdividePoints`, `cubicBezierCalculation`.
///
/// The flattening (`addBezier` with `doubleCheckDivision` on for cubics):
/// start from the points at t = 0 and 1; for each pair (t0, t1) take
/// tm = (t0 + t1)/2 and the curve point B(tm) (Bernstein form
/// (1−t)³p0 + 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³p3, in `Float`); the pair needs
/// splitting when B(tm) is farther than 0.002 from the chord's midpoint
/// (squared distance > 0.002², in `Float`). While double-checking is on, a
/// pair that passes is also tested on its first half (t0, tm); the first
/// such failure switches double-checking off for the rest of the curve.
/// Split pairs insert tm and the left half is refined first. Repeated
/// points are dropped (`addLine`).
///
/// `getInterpolation(t)`: 0 for t ≤ 0 and 1 for t ≥ 1 (no extrapolation);
/// otherwise a binary search for the segment with x[start] ≤ t < x[end]
/// and linear interpolation in it (the start y where the segment has no
/// width). The input is rounded to `Float`; the output is a `Float`.
///
/// Accuracy: the chord midpoints are within 0.002 of the curve, so the
/// output is within 0.002·√(1 + s²) of the exact curve on a chord of slope s
/// (measured 2.49e-3 on the CSS named curves, see the tests). No slope is
/// computed.
///
/// Not modelled: the `IllegalArgumentException`s of `initPath` (they cannot
/// fire for x1, x2 ∈ [0, 1]); a toolchain's fusing of multiply-adds
/// (`-ffp-contract`), which could change the last bit of a vertex; and the
/// native (RenderThread) copy of the tables, which uses the same x and y.
public struct AndroidPathInterpolator: EasingEngineCurve {
  /// `PRECISION`: the largest allowed distance of a chord midpoint from the curve.
  public static let precision: Float = 0.002

  /// The polyline's x coordinates (`mX`), increasing from 0 to 1.
  package let xs: [Float]
  /// The polyline's y coordinates (`mY`).
  public let ys: [Float]

  /// `PathInterpolator(x1, y1, x2, y2)` with `Float` control points, as the
  /// Android constructor takes them.
  public init(controlPoints x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) {
    let vertices = Self.flatten(
      p0: (0, 0), p1: (x1, y1), p2: (x2, y2), p3: (1, 1), acceptableError: Self.precision)
    xs = vertices.map(\.x)
    ys = vertices.map(\.y)
  }

  /// ``EasingEngine/android``.
  public var engine: EasingEngine { .android }

  typealias Vertex = (x: Float, y: Float)

  /// `cubicCoordinateCalculation`, term by term in `Float`.
  static func coordinate(_ t: Float, _ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> Float {
    let oneMinusT: Float = 1 - t
    let oneMinusTSquared = oneMinusT * oneMinusT
    let oneMinusTCubed = oneMinusTSquared * oneMinusT
    let tSquared = t * t
    let tCubed = tSquared * t
    let first = oneMinusTCubed * p0
    let second = 3 * oneMinusTSquared * t * p1
    let third = 3 * oneMinusT * tSquared * p2
    return first + second + third + tCubed * p3
  }

  /// The vertices `Path.approximate` produces for moveTo(p0) + cubicTo(p1, p2, p3).
  static func flatten(
    p0: Vertex, p1: Vertex, p2: Vertex, p3: Vertex, acceptableError: Float
  ) -> [Vertex] {
    func point(_ t: Float) -> Vertex {
      (coordinate(t, p0.x, p1.x, p2.x, p3.x), coordinate(t, p0.y, p1.y, p2.y, p3.y))
    }
    let errorSquared = acceptableError * acceptableError
    // `subdividePoints`: the midpoint parameter and point, and whether the
    // curve there is farther than the allowed error from the chord's midpoint.
    func split(_ a: (t: Float, p: Vertex), _ b: (t: Float, p: Vertex))
      -> (t: Float, p: Vertex, needed: Bool)
    {
      let midT = (b.t + a.t) / 2
      let chordX = (b.p.x + a.p.x) / 2
      let chordY = (b.p.y + a.p.y) / 2
      let mid = point(midT)
      let dx = mid.x - chordX
      let dy = mid.y - chordY
      return (midT, mid, (dx * dx) + (dy * dy) > errorSquared)
    }

    var knots: [(t: Float, p: Vertex)] = [(0, point(0)), (1, point(1))]
    var doubleCheck = true
    var index = 0
    while index + 1 < knots.count {
      while true {
        let left = knots[index]
        let right = knots[index + 1]
        let mid = split(left, right)
        var needed = mid.needed
        if !needed && doubleCheck {
          if split(left, (mid.t, mid.p)).needed {
            needed = true
            doubleCheck = false
          }
        }
        // A split that cannot make progress (adjacent Float parameters)
        // would loop forever in the source; it never happens at 0.002.
        guard needed, mid.t > left.t, mid.t < right.t else { break }
        knots.insert((mid.t, mid.p), at: index + 1)
      }
      index += 1
    }

    // moveTo(p0), then `addLine` for every knot, skipping repeated points.
    var vertices: [Vertex] = [p0]
    for knot in knots {
      let last = vertices[vertices.count - 1]
      if last.x == knot.p.x && last.y == knot.p.y { continue }
      vertices.append(knot.p)
    }
    return vertices
  }

  /// `getInterpolation(Float(progress))`.
  public func value(at progress: Double) -> Double {
    Double(interpolation(Float(progress)))
  }

  /// `getInterpolation(t)` in `Float`.
  public func interpolation(_ t: Float) -> Float {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    guard !t.isNaN else { return t }
    var start = 0
    var end = xs.count - 1
    while end - start > 1 {
      let middle = (start + end) / 2
      if t < xs[middle] { end = middle } else { start = middle }
    }
    let width = xs[end] - xs[start]
    // A segment of no width (a vertical step): its start y.
    if width == 0 { return ys[start] }
    let fraction = (t - xs[start]) / width
    return ys[start] + fraction * (ys[end] - ys[start])
  }

  /// None: `PathInterpolator` computes no slope.
  public func slope(at progress: Double) -> Double? { nil }
}
