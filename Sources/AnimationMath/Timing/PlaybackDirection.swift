/// The direction in which successive iterations play (Web Animations Level 1
/// §4.8, CSS `animation-direction`).
///
/// Core Animation has no direction property: `autoreverses = true` is
/// ``alternate`` with twice as many iterations (each forward-and-back pair is
/// one Core Animation repeat), and a reversed animation is obtained with a
/// negative `speed` instead (see ``MediaTiming``).
public enum PlaybackDirection: String, Sendable, Hashable, CaseIterable {
  /// Every iteration plays forwards.
  case normal
  /// Every iteration plays backwards.
  case reverse
  /// Even iterations (0, 2, …) forwards, odd ones backwards.
  case alternate
  /// Even iterations backwards, odd ones forwards.
  case alternateReverse = "alternate-reverse"

  /// The Web Animations keyword: `normal`, `reverse`, `alternate` or
  /// `alternate-reverse`.
  public var keyword: String { rawValue }

  /// The direction named by its Web Animations keyword, or nil.
  public init?(keyword: String) {
    self.init(rawValue: keyword)
  }

  /// Whether `iteration` (the current iteration, possibly infinite) plays
  /// forwards (spec §4.8.1 "current direction").
  ///
  /// An infinite iteration plays forwards, as the spec prescribes.
  func playsForwards(iteration: Double) -> Bool {
    switch self {
    case .normal: return true
    case .reverse: return false
    case .alternate, .alternateReverse:
      guard iteration.isFinite else { return true }
      let shifted = self == .alternateReverse ? iteration + 1 : iteration
      // d % 2 == 0 in the spec; iterations are whole numbers, so the remainder
      // is exactly 0 or ±1.
      return shifted.truncatingRemainder(dividingBy: 2).isZero
    }
  }
}
