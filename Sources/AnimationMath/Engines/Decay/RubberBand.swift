/// A rubber band as a function: given how far the content is dragged past a bound, the
/// offset it is displayed at.
///
/// Offsets are signed distances past the bound (positive past the upper bound, negative
/// past the lower one, in value units); the displayed offset has the same sign.
///
/// Not here: Flutter's BouncingScrollPhysics friction (applied per drag step), and
/// Reanimated, whose `rubberBandEffect` is no displacement function but a force inside
/// withDecay (`v −= (x − bound)·rubberBandFactor` each frame, software-mansion/react-native-reanimated
/// `packages/react-native-reanimated/src/animation/decay/rubberBandDecay.ts`
/// @ 1362d9da0af88a8de4f3cfc8882d360e22f5f7d5); it belongs to a `reanimated` decay engine.
public enum RubberBand: Sendable, Hashable {
  /// UIScrollView's rubber band **as publicly reverse-engineered**, not an Apple-published
  /// formula: f(x) = (1 − 1/(x·c/d + 1))·d with c = 0.55 and d the view's extent
  /// (Grant Paul, https://twitter.com/chpwn/status/285540192096497664, 2012; restated in
  /// gist originell/6961057 and in Lobanov's ScrollMechanics). Tends to d as x → ∞ and
  /// has slope c at 0.
  case uikit(coefficient: Double)
  /// @use-gesture's `rubberbandIfOutOfBounds` (pmndrs/use-gesture
  /// `packages/core/src/utils/maths.ts` @ 4afa9c5aa31bd56c5e6b3823ce448469068b9ae9):
  /// x·L·c/(L + c·x) for the range L = max − min, and x^(5c) when L is 0 or infinite;
  /// c = 0 clamps (displayed 0). Default constant 0.15.
  case useGesture(constant: Double)

  /// The UIKit constant 0.55.
  public static let uikitCoefficient = 0.55
  /// use-gesture's default constant 0.15.
  public static let useGestureConstant = 0.15

  /// The displayed offset for a drag `offset` past the bound, with `extent` the view's
  /// extent (uikit, > 0) or the scroll range max − min (use-gesture, ≥ 0 or ∞).
  public func displayed(offset: Double, extent: Double) -> Double {
    let distance = abs(offset)
    let sign: Double = offset < 0 ? -1 : 1
    switch self {
    case .uikit(let c):
      return sign * (1 - 1 / (distance * c / extent + 1)) * extent
    case .useGesture(let c):
      if c == 0 { return 0 }
      if extent == 0 || extent == .infinity { return sign * Libm.pow(distance, c * 5) }
      return sign * (distance * extent * c) / (extent + c * distance)
    }
  }
}
