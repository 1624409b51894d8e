/// A scalar property (`opacity`, `lineWidth`, `transform.scale`, …).
extension Double: Interpolatable {
  /// `(1 − fraction)·self + fraction·other`: exactly `self` at 0 and `other`
  /// at 1 (for finite values).
  public func interpolated(to other: Double, by fraction: Double) -> Double {
    (1 - fraction) * self + fraction * other
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
