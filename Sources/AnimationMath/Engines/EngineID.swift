/// One engine of any family: the family's registry name, typed.
///
/// The same contract name can name engines of several families (`reanimated` is a
/// spring and a decay engine); an ``EngineID`` tells them apart.
public enum EngineID: Sendable, Hashable, CustomStringConvertible {
  /// A spring engine.
  case spring(SpringEngineName)
  /// A decay (fling) engine.
  case decay(DecayEngineName)
  /// A rubber-band function.
  case rubberBand(RubberBandEngineName)
  /// A cubic-bézier solver.
  case easing(EasingEngine)

  /// The family the engine belongs to.
  public var family: EngineFamily {
    switch self {
    case .spring: .spring
    case .decay: .decay
    case .rubberBand: .rubberBand
    case .easing: .easing
    }
  }

  /// The contract name users type after `--engine`, e.g. `motion@12`.
  public var name: String {
    switch self {
    case .spring(let name): name.rawValue
    case .decay(let name): name.rawValue
    case .rubberBand(let name): name.rawValue
    case .easing(let name): name.rawValue
    }
  }

  /// The contract name.
  public var description: String { name }
}
