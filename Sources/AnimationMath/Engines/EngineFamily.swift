/// A kind of engine: what it renders and which registry names it.
///
/// The raw value is the label `describe --engine` prints for the family.
public enum EngineFamily: String, Sendable, Hashable, CaseIterable {
  /// Springs rendered frame by frame (``SpringEngine``, named by ``SpringEngineName``).
  case spring
  /// Flings rendered frame by frame (``DecayEngine``, named by ``DecayEngineName``).
  case decay
  /// Displacement functions past a bound (``RubberBand``, named by ``RubberBandEngineName``).
  case rubberBand = "rubber-band"
  /// Cubic-bézier solvers (``EasingEngineCurve``, named by ``EasingEngine``).
  case easing
}
