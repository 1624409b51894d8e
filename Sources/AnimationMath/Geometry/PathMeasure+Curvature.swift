extension PathMeasure {
  /// The signed curvature of the path at a sample (see
  /// ``PathSegment/curvature(at:)``: 1/length units, positive turning from
  /// +x toward +y; NaN or ±∞ at a zero-speed point). For a `--columns
  /// …,curvature` column beside the other sample values.
  public func curvature(at sample: PathSample) -> Double {
    path.segments[sample.segment].curvature(at: sample.parameter)
  }

  /// The curvature at parameter `t` of segment `segment`.
  public func curvature(segment: Int, parameter t: Double) -> Double {
    path.segments[segment].curvature(at: t)
  }
}
