/// An easing given as a path from (0, 0) to (1, 1) that is monotone in x:
/// `path(M 0 0 C 0.05 0 0.133 0.06 0.167 0.4 C 0.208 0.82 0.25 1 1 1)`, and
/// Android's `PathInterpolator(path)` / `PathInterpolator(cx, cy)`.
///
/// Evaluated exactly: for input x the segment whose x-range holds x is found,
/// x(s) = x is solved on it (safeguarded Newton to a few ulps of s; x(s) is
/// monotone there) and y(s) is returned. The slope is y′(s)/x′(s) (±∞ at a
/// vertical tangent). Inputs below 0 give 0 and above 1 give 1, as Android's
/// `PathInterpolator.getInterpolation` clamps (AOSP
/// `core/java/android/view/animation/PathInterpolator.java`, commit
/// 2af1b3db3d4f687d008db74b150f149e956b4bc6). Where a segment is vertical
/// (a jump), the input at the jump gives the value at the jump's top.
///
/// Android itself flattens the path with `Path.approximate(0.002)` and
/// interpolates linearly between the points; that is an engine profile's
/// business (see ``AndroidInterpolator``), this type is the exact curve.
public struct PathEasing: Sendable, Hashable, CustomStringConvertible {
  /// The path, one subpath of lines, quadratics and cubics.
  public let path: BezierPath
  /// The drawing segments, increasing in x.
  public let segments: [PathSegment]

  /// Why a path cannot be an easing, and which element of it is at fault.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Index into the path's ``BezierPath/elements`` (0 is the first move).
    public let element: Int
    /// What is wrong, e.g. "not monotone in x: turns back at x = 0.39 (s = 0.31)".
    public let message: String
    /// Creates the problem.
    public init(element: Int, message: String) {
      self.element = element
      self.message = message
    }
    /// The message.
    public var description: String { message }
  }

  /// Creates the easing from `path`.
  ///
  /// - Throws: ``Problem`` unless the path is one `M 0 0` followed by lines,
  ///   quadratics or cubics only, non-decreasing in x along every segment,
  ///   ending at (1, 1) (exact structural checks on the given coordinates).
  public init(_ path: BezierPath) throws(Problem) {
    let elements = path.elements
    guard case .move(let start)? = elements.first else {
      throw Problem(element: 0, message: "a path easing starts with 'M 0 0'")
    }
    guard start == Point(x: 0, y: 0) else {
      throw Problem(element: 0, message: "a path easing starts at (0, 0), not \(start)")
    }
    guard elements.count > 1 else {
      throw Problem(element: 0, message: "a path easing needs at least one segment to (1, 1)")
    }
    for (index, element) in elements.enumerated().dropFirst() {
      switch element {
      case .move: throw Problem(element: index, message: "a path easing has one subpath (no second 'M')")
      case .close: throw Problem(element: index, message: "a path easing is not closed ('Z')")
      default: break
      }
    }
    let segments = path.segments
    for (index, segment) in segments.enumerated() {
      if case .arc = segment {
        throw Problem(element: index + 1, message: "a path easing takes lines, quadratics and cubics, not arcs")
      }
      if let turn = Self.firstDecrease(segment) {
        let x = segment.point(at: turn).x
        throw Problem(
          element: index + 1,
          message: "not monotone in x: segment \(index + 1) turns back at x = \(x) (s = \(turn))")
      }
    }
    let end = segments[segments.count - 1].end
    guard end == Point(x: 1, y: 1) else {
      throw Problem(element: elements.count - 1, message: "a path easing ends at (1, 1), not \(end)")
    }
    self.path = path
    self.segments = segments
  }

  /// Parses SVG path data and checks it (see ``init(_:)``).
  ///
  /// - Throws: ``Problem``; a syntax error is reported at element 0 with the
  ///   parser's message (use ``EasingParser`` for positions in the text).
  public init(svgPathData: String) throws(Problem) {
    let path: BezierPath
    do { path = try SVGPathParser.parse(svgPathData) } catch {
      throw Problem(element: 0, message: error.message)
    }
    try self.init(path)
  }

  /// The smallest s in (0, 1] where x(s) starts to decrease, or nil when
  /// x′(s) ≥ 0 on [0, 1]. x′ is a constant (line), linear (quadratic) or
  /// quadratic (cubic) polynomial in s; its minimum on [0, 1] is at an end or
  /// at its vertex.
  static func firstDecrease(_ segment: PathSegment) -> Double? {
    // x′(s)/n as a quadratic q(s) = a(1−s)² + 2b(1−s)s + c·s² in Bernstein form.
    let a: Double
    let b: Double
    let c: Double
    switch segment {
    case .line(let line):
      let d = line.end.x - line.start.x
      (a, b, c) = (d, d, d)
    case .quadratic(let q):
      let d0 = q.control.x - q.start.x
      let d1 = q.end.x - q.control.x
      (a, b, c) = (d0, (d0 + d1) / 2, d1)
    case .cubic(let k):
      (a, b, c) = (k.control1.x - k.start.x, k.control2.x - k.control1.x, k.end.x - k.control2.x)
    case .arc:
      return 0  // rejected by init before this is asked
    }
    func q(_ s: Double) -> Double { a * (1 - s) * (1 - s) + 2 * b * (1 - s) * s + c * s * s }
    if a < 0 { return 0 }
    // Stationary point of q: q′(s) = 0 at s* = (a − b)/(a − 2b + c).
    let curvature = a - 2 * b + c
    var candidates: [Double] = [1]
    if curvature > 0 {
      let vertex = (a - b) / curvature
      if vertex > 0, vertex < 1 { candidates.insert(vertex, at: 0) }
    }
    guard let worst = candidates.first(where: { q($0) < 0 }) else { return nil }
    // Bisect for the first sign change of q on [0, worst].
    var lo = 0.0
    var hi = worst
    for _ in 0..<200 where hi - lo > 2 * hi.ulp {
      let mid = 0.5 * (lo + hi)
      if q(mid) < 0 { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// The segment index and parameter s where x(s) = `x` (x in [0, 1]).
  func locate(_ x: Double) -> (segment: Int, s: Double) {
    var lo = 0
    var hi = segments.count - 1
    // The first segment whose end reaches x.
    while lo < hi {
      let mid = (lo + hi) / 2
      if segments[mid].end.x >= x { hi = mid } else { lo = mid + 1 }
    }
    let segment = segments[lo]
    let x0 = segment.start.x
    let x1 = segment.end.x
    if x >= x1 { return (lo, 1) }
    if x <= x0 { return (lo, 0) }
    let s = BracketedRoot.find(in: 0, 1) { s in
      (segment.point(at: s).x - x, segment.derivative(at: s).x)
    }
    return (lo, s)
  }

  /// The output for input `x` (clamped to [0, 1]; NaN gives NaN).
  public func value(at x: Double) -> Double {
    if x.isNaN { return x }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let (index, s) = locate(x)
    return segments[index].point(at: s).y
  }

  /// The slope dy/dx at input `x` (0 outside (0, 1); ±∞ at a vertical tangent).
  public func slope(at x: Double) -> Double {
    if x.isNaN { return x }
    if x < 0 || x > 1 { return 0 }
    let (index, s) = locate(x)
    let d = segments[index].derivative(at: s)
    return d.y / d.x
  }

  /// `path(<SVG path data>)`, which the parser reads back.
  public var description: String { "path(\(path.svgPathData))" }
}
