/// A value an animation can interpolate: a scalar, a point, a size, a color or
/// a path with a fixed element structure.
///
/// Every conforming type behaves as a vector of named components (`x`, `y`,
/// `width`, `r`, `p3.x`, …): interpolation, the sums that `by` values and
/// cubic keyframes need, and the distance that paced keyframes use are all
/// component-wise. Core Animation's own rules are the same for scalars, points
/// and sizes; for colors and paths see the conforming types.
public protocol Interpolatable: Sendable, Equatable {
  /// `self + (other − self)·fraction`, component-wise. `fraction` may lie
  /// outside [0, 1] (a spring overshoots); 0 gives `self` and 1 gives `other`
  /// exactly.
  ///
  /// - Precondition: `isCompatible(with: other)`.
  func interpolated(to other: Self, by fraction: Double) -> Self

  /// `self + factor·other`, component-wise (for `by` values and spline
  /// tangents).
  ///
  /// - Precondition: `isCompatible(with: other)`.
  func adding(_ other: Self, scaledBy factor: Double) -> Self

  /// `factor·self`, component-wise.
  func scaled(by factor: Double) -> Self

  /// The Euclidean distance between the component vectors (paced keyframes
  /// space their key times by it).
  ///
  /// - Precondition: `isCompatible(with: other)`.
  func distance(to other: Self) -> Double

  /// Whether `other` has the same structure (always true except for paths,
  /// which need the same element kinds in the same order).
  func isCompatible(with other: Self) -> Bool

  /// The names of the components, in order: `[""]` for a scalar, `["x", "y"]`
  /// for a point, `["p0.x", "p0.y", …]` for a path.
  var componentNames: [String] { get }

  /// The component values, in the order of ``componentNames``.
  var componentValues: [Double] { get }
}

/// Defaults and derived operations.
extension Interpolatable {
  /// Every value of a type without internal structure is compatible.
  public func isCompatible(with other: Self) -> Bool { true }

  /// `self − other`, component-wise.
  public func subtracting(_ other: Self) -> Self { adding(other, scaledBy: -1) }
}
