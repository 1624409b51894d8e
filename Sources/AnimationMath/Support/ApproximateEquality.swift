// The two overloads below have the signatures, defaults and results of
// swift-numerics' `isApproximatelyEqual` for `Double` (apple/swift-numerics,
// Sources/RealModule/ApproximateEquality.swift at commit
// 06c17a9a0f657e3c988ca124777c762198304d8d), so a call means the same thing
// whether this module or RealModule supplies it.

extension Double {
  /// Whether `self` and `other` are equal, or finite and within
  /// `relativeTolerance` of the larger magnitude:
  /// `|self − other| ≤ relativeTolerance · max(|self|, |other|, leastNormalMagnitude)`.
  ///
  /// The default relative tolerance is √ε ≈ 1.5e-8 (about half the digits
  /// agree). Values near zero need an absolute tolerance: see
  /// ``isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)``.
  ///
  /// - reflexive for finite values, and symmetric;
  /// - **not transitive**, so it must never implement `Equatable`;
  /// - NaN is close to nothing (not even itself); an infinity is close only
  ///   to the same infinity.
  ///
  /// - Parameter relativeTolerance: in [0, 1] (checked in debug builds only).
  @inlinable
  public func isApproximatelyEqual(to other: Double, relativeTolerance: Double = Double.ulpOfOne.squareRoot())
    -> Bool
  {
    isApproximatelyEqual(
      to: other, absoluteTolerance: relativeTolerance * Double.leastNormalMagnitude,
      relativeTolerance: relativeTolerance)
  }

  /// Whether `self` and `other` are equal, or finite and either within
  /// `absoluteTolerance` of each other or within `relativeTolerance` of the
  /// larger magnitude:
  /// `|self − other| ≤ max(absoluteTolerance, relativeTolerance · max(|self|, |other|))`.
  ///
  /// As in swift-numerics, the relative tolerance defaults to **0** when an
  /// absolute tolerance is given:
  ///
  ///     spring.position(at: 0.23).isApproximatelyEqual(to: 1.0316, absoluteTolerance: 1e-4)
  ///
  /// - Parameters:
  ///   - absoluteTolerance: finite and ≥ 0 (checked in debug builds only).
  ///   - relativeTolerance: in [0, 1] (checked in debug builds only).
  @inlinable
  public func isApproximatelyEqual(to other: Double, absoluteTolerance: Double, relativeTolerance: Double = 0)
    -> Bool
  {
    assert(
      absoluteTolerance >= 0 && absoluteTolerance.isFinite,
      "absoluteTolerance should be non-negative and finite, but is \(absoluteTolerance).")
    assert(
      relativeTolerance >= 0 && relativeTolerance <= 1,
      "relativeTolerance should be non-negative and <= 1, but is \(relativeTolerance).")
    if self == other { return true }  // exact equality, including equal infinities
    let delta = (self - other).magnitude
    let scale = Swift.max(magnitude, other.magnitude)
    let bound = Swift.max(absoluteTolerance, scale * relativeTolerance)
    return delta.isFinite && delta <= bound
  }
}
