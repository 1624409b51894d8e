/// A scalar property (`opacity`, `lineWidth`, `transform.scale`, …).
extension Double: Interpolatable {
  /// `self + (other − self)·fraction`, in the form that is exact at both ends
  /// (from the nearer end), like ``Point/interpolated(to:by:)``.
  public func interpolated(to other: Double, by fraction: Double) -> Double {
    fraction < 0.5 ? self + (other - self) * fraction : other - (other - self) * (1 - fraction)
  }

  /// `self + factor·other`.
  public func adding(_ other: Double, scaledBy factor: Double) -> Double { self + factor * other }

  /// `factor·self`.
  public func scaled(by factor: Double) -> Double { factor * self }

  /// `|self − other|`.
  public func distance(to other: Double) -> Double { abs(other - self) }

  /// One unnamed component.
  public var componentNames: [String] { [""] }

  /// `[self]`.
  public var componentValues: [Double] { [self] }
}
