/// A cubic-bézier timing function as one real engine evaluates it.
///
/// Each conformer re-states one engine's solver from its published source
/// (file and commit in its doc comment): its starting guess, iteration
/// counts, tolerances, arithmetic precision and behaviour outside [0, 1].
/// Build one through ``EasingEngine/curve(_:animationDuration:)``.
public protocol EasingEngineCurve: Sendable {
  /// The engine this curve emulates.
  var engine: EasingEngine { get }

  /// The engine's output progress for input `progress` (both unitless; 0 is
  /// the start, 1 the end of the timing function).
  func value(at progress: Double) -> Double

  /// The engine's own dy/dx at `progress`, or `nil` where the engine
  /// computes no slope (most engines only ever evaluate the value).
  func slope(at progress: Double) -> Double?
}
