import AnimationMath

extension BezierPath {
  /// Two directions closer than this, in radians, are one direction: at a
  /// smooth join the two segments' own derivatives agree to rounding
  /// (about 1e-15 rad), while a corner an eye can see turns by far more.
  static let plotCornerTolerance = 1e-9

  /// The corners of the tangent angle (radians) against arc length strictly
  /// inside `range`: at each join of drawing segments where the direction
  /// turns, the angle jumps from the end direction of the last segment of
  /// positive length before the join to the start direction of the next one.
  /// Zero-length segments have no direction and are passed over, as
  /// ``PathMeasure`` does when it samples a join.
  func plotTangentJumps(in range: ClosedRange<Double>) -> [PlotJump] {
    let measure = PathMeasure(self)
    var jumps: [PlotJump] = []
    var previous: Int?
    for index in segments.indices where measure.tables[index].length > 0 {
      defer { previous = index }
      guard let previous else { continue }
      let x = measure.segmentStarts[index]
      let before = segments[previous].tangentAngle(at: 1)
      let after = segments[index].tangentAngle(at: 0)
      guard x > range.lowerBound, x < range.upperBound, abs(after - before) > Self.plotCornerTolerance else { continue }
      jumps.append(PlotJump(x: x, before: before, after: after))
    }
    return jumps
  }
}
