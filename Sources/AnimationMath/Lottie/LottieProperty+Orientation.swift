extension LottieProperty {
  /// The auto-orient angle (`ao` = 1) at `frame`: the direction of motion in
  /// the x–y plane, in degrees in (−180, 180], measured from +x toward +y
  /// (clockwise on screen, y down), as After Effects rotates the layer.
  ///
  /// Where the position moves it is the path's tangent (at a zero tangent
  /// its limit direction; beyond [0, 1] of eased progress the end tangent).
  /// Where it does not move (before the first keyframe, holds, zero-length
  /// segments, after the last keyframe) the last defined angle is kept, 0
  /// before any. A segment whose dimensions ease differently points along
  /// its velocity, or along its chord where the velocity vanishes.
  public func orientation(atFrame frame: Double) -> Double {
    guard dimension >= 2, !segments.isEmpty, let index = segmentIndex(atFrame: frame) else { return 0 }
    if index < segments.count, let angle = segments[index].direction(atFrame: frame) {
      return Self.degrees(angle)
    }
    var previous = min(index, segments.count) - 1
    while previous >= 0 {
      if let angle = segments[previous].direction(atFrame: segments[previous].endTime) { return Self.degrees(angle) }
      previous -= 1
    }
    return 0
  }

  /// `radians` in degrees, folded into (−180, 180].
  static func degrees(_ radians: Double) -> Double {
    let degrees = radians * (180 / Double.pi)
    return degrees <= -180 ? degrees + 360 : (degrees > 180 ? degrees - 360 : degrees)
  }
}

extension LottieSegment {
  /// The direction of motion at `frame` (at the end for `frame ≥ endTime`), in
  /// radians; nil where the segment does not move.
  func direction(atFrame frame: Double) -> Double? {
    if isHold { return nil }
    let p = min(progress(atFrame: frame), 1)
    if let curve { return curve.tangentAngle(atFraction: easings[0].value(at: p)) }
    let dx = end[0] - start[0]
    let dy = end[1] - start[1]
    guard dx != 0 || dy != 0 else { return nil }
    if easings.count > 1, !easings[0].isSameCurve(as: easings[1]) {
      let vx = dx * easings[0].slope(at: p)
      let vy = dy * easings[1].slope(at: p)
      if (vx != 0 || vy != 0) && vx.isFinite && vy.isFinite { return Libm.atan2(vy, vx) }
    }
    return Libm.atan2(dy, dx)
  }
}
