/// A 2-D path: subpaths of lines, quadratic and cubic Béziers, built from
/// move, line, quad, cubic and close elements, as in `CGPath` and SVG.
///
/// The path keeps both views:
/// - ``elements``, the commands as given (the text form round-trips these);
/// - ``segments``, the drawing segments in absolute coordinates, which is
///   what arc length, sampling and keyframe animation walk. Move-to elements
///   are jumps and produce no segment. A close element produces a straight
///   ``PathSegment/line(_:)`` back to the subpath's start unless the current
///   point is already exactly there.
///
/// After a close, the current point is the subpath's start; a drawing
/// element that follows starts a new subpath there (SVG's rule). A drawing
/// element on a path with no current point starts a subpath at the origin.
public struct BezierPath: Sendable, Hashable {
  /// One command of a path, in absolute coordinates.
  public enum Element: Sendable, Hashable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight line to the point.
    case line(to: Point)
    /// A quadratic Bézier with one control point.
    case quadratic(control: Point, to: Point)
    /// A cubic Bézier with two control points.
    case cubic(control1: Point, control2: Point, to: Point)
    /// An elliptical arc. When the current point is not the arc's start, a
    /// straight line to the start comes first (as `CGPathAddArc` and
    /// `UIBezierPath.addArc` draw); with no current point the arc starts the
    /// subpath at its start.
    case arc(EllipticalArc)
    /// Closes the current subpath with a straight line back to its start.
    case close
  }

  /// The commands, in order, as given.
  public private(set) var elements: [Element] = []
  /// The drawing segments, in order (see the type's discussion).
  public private(set) var segments: [PathSegment] = []
  /// The end of the last element, or `nil` for an empty path.
  public private(set) var currentPoint: Point?
  /// The start of the current subpath.
  private var subpathStart = Point.zero

  /// Creates an empty path.
  public init() {}

  /// Creates the path that replays `elements` in order.
  public init<S: Sequence<Element>>(_ elements: S) {
    for element in elements { append(element) }
  }

  /// Whether the path has no drawing segment (it may still hold moves).
  public var isEmpty: Bool { segments.isEmpty }

  /// Appends one element (see the type's discussion for close and for a
  /// missing current point).
  public mutating func append(_ element: Element) {
    elements.append(element)
    if case .move(let point) = element {
      subpathStart = point
      currentPoint = point
      return
    }
    if case .arc(let arc) = element {
      if let from = currentPoint {
        if from != arc.start { segments.append(.line(LineSegment(start: from, end: arc.start))) }
      } else {
        subpathStart = arc.start
      }
      segments.append(.arc(arc))
      currentPoint = arc.end
      return
    }
    let from = currentPoint ?? .zero
    if currentPoint == nil { subpathStart = from }
    switch element {
    case .move, .arc:
      return
    case .line(let to):
      segments.append(.line(LineSegment(start: from, end: to)))
      currentPoint = to
    case .quadratic(let control, let to):
      segments.append(.quadratic(QuadraticBezier(start: from, control: control, end: to)))
      currentPoint = to
    case .cubic(let control1, let control2, let to):
      segments.append(
        .cubic(CubicBezier(start: from, control1: control1, control2: control2, end: to)))
      currentPoint = to
    case .close:
      if currentPoint != nil, from != subpathStart {
        segments.append(.line(LineSegment(start: from, end: subpathStart)))
      }
      if currentPoint != nil { currentPoint = subpathStart }
    }
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) { append(.move(to: point)) }

  /// Adds a straight line from the current point to `point`.
  public mutating func addLine(to point: Point) { append(.line(to: point)) }

  /// Adds a quadratic Bézier from the current point to `point`.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    append(.quadratic(control: control, to: point))
  }

  /// Adds a cubic Bézier from the current point to `point`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    append(.cubic(control1: control1, control2: control2, to: point))
  }

  /// Adds an elliptical arc (a line to its start first when the current
  /// point is elsewhere).
  public mutating func addArc(_ arc: EllipticalArc) { append(.arc(arc)) }

  /// Closes the current subpath (a line back to its start when needed).
  public mutating func closeSubpath() { append(.close) }

  /// The tight bounding box of the drawing segments (lone move-to points
  /// are not drawn and not included); `nil` when there are no segments.
  public var boundingBox: BoundingBox? {
    guard let first = segments.first?.boundingBox else { return nil }
    return segments.dropFirst().reduce(first) { $0.union($1.boundingBox) }
  }

  /// The total arc length of the drawing segments (moves are jumps and add
  /// nothing); 0 for an empty path. See ``PathMeasure`` to query it further.
  public var length: Double { PathMeasure(self).length }
}
