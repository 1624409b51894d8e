/// What a timed object shows outside its active interval.
///
/// One type serves both timing models:
///
/// | case | Core Animation (`CAMediaTimingFillMode`) | Web Animations (`FillMode`) |
/// |---|---|---|
/// | ``removed`` | `removed` (the default) | `none` |
/// | ``forwards`` | `forwards` | `forwards` |
/// | ``backwards`` | `backwards` | `backwards` |
/// | ``both`` | `both` | `both` |
/// | ``auto`` | — | `auto` (the default; `none` for keyframe effects) |
///
/// Core Animation additionally needs `removedOnCompletion = false` for a
/// forwards fill to be visible after a top-level animation ends (see
/// ``MediaTiming/removedOnCompletion``).
public enum FillMode: Sendable, Hashable, CaseIterable {
  /// No fill: the object has no effect outside its active interval.
  case removed
  /// Hold the end value after the active interval.
  case forwards
  /// Hold the start value before the active interval.
  case backwards
  /// Both ``forwards`` and ``backwards``.
  case both
  /// Web Animations' `auto`: for keyframe effects (the only effects of Level 1)
  /// it behaves as `none`. ``MediaTiming`` treats it as ``removed`` too.
  case auto

  /// Whether the object fills in its before phase.
  public var fillsBackwards: Bool { self == .backwards || self == .both }

  /// Whether the object fills in its after phase.
  public var fillsForwards: Bool { self == .forwards || self == .both }

  /// The Core Animation name (`removed`, `forwards`, `backwards`, `both`);
  /// ``auto`` has none and reads `removed`.
  public var coreAnimationName: String {
    switch self {
    case .removed, .auto: return "removed"
    case .forwards: return "forwards"
    case .backwards: return "backwards"
    case .both: return "both"
    }
  }

  /// The Web Animations keyword (`none`, `forwards`, `backwards`, `both`, `auto`).
  public var webKeyword: String {
    switch self {
    case .removed: return "none"
    case .forwards: return "forwards"
    case .backwards: return "backwards"
    case .both: return "both"
    case .auto: return "auto"
    }
  }

  /// The fill mode called `name` in Core Animation, or nil.
  public init?(coreAnimationName name: String) {
    switch name {
    case "removed": self = .removed
    case "forwards": self = .forwards
    case "backwards": self = .backwards
    case "both": self = .both
    default: return nil
    }
  }

  /// The fill mode called `keyword` in Web Animations, or nil.
  public init?(webKeyword keyword: String) {
    switch keyword {
    case "none": self = .removed
    case "forwards": self = .forwards
    case "backwards": self = .backwards
    case "both": self = .both
    case "auto": self = .auto
    default: return nil
    }
  }
}
