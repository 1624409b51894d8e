public import AnimationMath
internal import CGSL

extension GSLArcLengthOracle {
  /// The arc length of `cubic` between parameters `from` and `upTo` (both
  /// clamped to [0, 1]) by GSL's qag (GAUSS61) alone, in a workspace
  /// allocated for this call: see ``QAGWorkspace/length(_:from:upTo:relativeTolerance:)``.
  ///
  /// - Throws: ``GSLError`` when the workspace cannot be allocated or qag
  ///   reports a failure other than rounding.
  public static func qagLength(
    _ cubic: CubicBezier, from: Double = 0, upTo: Double = 1,
    relativeTolerance: Double = defaultRelativeTolerance
  ) throws(GSLError) -> Double {
    try QAGWorkspace(limit: workspaceSize).length(
      cubic, from: from, upTo: upTo, relativeTolerance: relativeTolerance)
  }
}
