extension Double {
  /// Whether `self` and `other` are within `absoluteTolerance` or within
  /// `relativeTolerance` of the larger magnitude:
  /// `|self − other| ≤ max(absoluteTolerance, relativeTolerance · max(|self|, |other|))`.
  ///
  /// The closeness test for people's own tests of timing math, in the spirit
  /// of swift-numerics' `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)`
  /// (https://github.com/apple/swift-numerics, Sources/RealModule/ApproximateEquality.swift):
  /// - reflexive for finite values, and symmetric;
  /// - **not transitive**, so it must never implement `Equatable`;
  /// - NaN is close to nothing (not even itself); an infinity is close only
  ///   to the same infinity.
  ///
  /// The default relative tolerance is √ε ≈ 1.5e-8 (half the digits agree);
  /// the default absolute tolerance is 0, so values near zero need one:
  ///
  ///     spring.position(at: 0.23).isApproximatelyEqual(to: 1.0316, absoluteTolerance: 1e-4)
  ///
  /// - Precondition: both tolerances are finite and ≥ 0.
  public func isApproximatelyEqual(
    to other: Double, absoluteTolerance: Double = 0, relativeTolerance: Double = Double.ulpOfOne.squareRoot()
  ) -> Bool {
    precondition(absoluteTolerance >= 0 && absoluteTolerance.isFinite, "absoluteTolerance must be finite and ≥ 0")
    precondition(relativeTolerance >= 0 && relativeTolerance.isFinite, "relativeTolerance must be finite and ≥ 0")
    if self == other { return true }  // exact equality, including equal infinities
    guard isFinite, other.isFinite else { return false }
    let scale = Swift.max(abs(self), abs(other))
    return abs(self - other) <= Swift.max(absoluteTolerance, relativeTolerance * scale)
  }
}
