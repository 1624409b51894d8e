extension BezierPath {
  /// Parses SVG path data (see ``SVGPathParser``), e.g.
  /// `try BezierPath(svgPathData: "M0,0 C100,0 200,300 300,300")`.
  ///
  /// - Throws: ``SVGPathSyntaxError`` with the character offset and reason.
  public init(svgPathData: String) throws(SVGPathSyntaxError) {
    self = try SVGPathParser.parse(svgPathData)
  }

  /// The path as SVG path data with absolute commands (`M L Q C Z`) and
  /// shortest round-trip numbers, so that
  /// `BezierPath(svgPathData: path.svgPathData)` has the same ``segments`` and,
  /// when the path starts with a move, the same ``elements`` (otherwise the
  /// text gains the implicit `M 0.0 0.0`). Non-finite coordinates are
  /// written as `inf`/`nan`, which the parser rejects.
  public var svgPathData: String {
    var parts: [String] = []
    var startsWithMove = false
    if case .move? = elements.first { startsWithMove = true }
    if !elements.isEmpty, !startsWithMove { parts.append("M 0.0 0.0") }
    func add(_ command: String, _ points: Point...) {
      parts.append(([command] + points.map { "\($0.x) \($0.y)" }).joined(separator: " "))
    }
    for element in elements {
      switch element {
      case .move(let to): add("M", to)
      case .line(let to): add("L", to)
      case .quadratic(let control, let to): add("Q", control, to)
      case .cubic(let control1, let control2, let to): add("C", control1, control2, to)
      case .arc(let arc):
        // SVG's A draws at most one turn per command and only from the
        // current point: a line to the start if needed, then pieces of at
        // most π each (large-arc 0, sweep-flag from the sign of Δθ).
        parts.append("L \(arc.start.x) \(arc.start.y)")
        let pieces = max(1, Int((abs(arc.sweep) / Double.pi).rounded(.up)))
        let degrees = arc.rotation * 180 / Double.pi
        for k in 1...pieces {
          let end = k == pieces ? arc.end : arc.point(at: Double(k) / Double(pieces))
          parts.append(
            "A \(arc.radiusX) \(arc.radiusY) \(degrees) 0 \(arc.sweep > 0 ? 1 : 0) \(end.x) \(end.y)")
        }
      case .close: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}
