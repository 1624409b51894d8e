/// A rubber band as a function: given how far the content is dragged past a bound, the
/// offset it is displayed at.
///
/// Offsets are signed distances past the bound (positive past the upper bound, negative
/// past the lower one, in value units); the displayed offset has the same sign.
///
/// Not here: Reanimated, whose `rubberBandEffect` is no displacement function but a force inside
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
  /// Flutter's BouncingScrollPhysics on a drag past a bound (flutter/flutter
  /// `packages/flutter/lib/src/widgets/scroll_physics.dart` @ 000a6d6447e77b91fc31894c20a6e0bd74941c66):
  /// the user's total drag is applied in steps of `dragStep` (the last one partial), each
  /// through `applyPhysicsToUserOffset` (``FlutterScrollPhysics/applyPhysicsToUserOffset(pixels:minScrollExtent:maxScrollExtent:viewportDimension:offset:frictionBase:easesWithoutFriction:)``): at the bound itself (not out of range) a step
  /// passes whole; past it, with overscroll o and viewport extent V,
  /// γ = (1 − o/V)²·`frictionBase` (0.52 normal, 0.26 fast) and `_applyFriction(o, s, γ)`:
  /// s·γ when s < o/γ, else o + (s − o/γ). Only tensioning (dragging further out) is
  /// modelled. The factor (1 − o/V)² grows again past o = V, as in the source.
  case flutter(frictionBase: Double, dragStep: Double)

  /// The UIKit constant 0.55.
  static let uikitCoefficient = 0.55
  /// use-gesture's default constant 0.15.
  static let useGestureConstant = 0.15
  /// BouncingScrollPhysics' friction base for `ScrollDecelerationRate.normal`.
  static let flutterNormalFriction = 0.52
  /// BouncingScrollPhysics' friction base for `ScrollDecelerationRate.fast`.
  static let flutterFastFriction = 0.26
  /// The most drag steps ``displayed(offset:extent:)`` applies for `flutter`.
  static let maximumDragSteps = 10_000_000

  /// The displayed offset for a drag `offset` past the bound, with `extent` the view's
  /// extent (uikit and flutter, > 0) or the scroll range max − min (use-gesture, ≥ 0 or ∞).
  /// For flutter the drag is cut at ``maximumDragSteps`` steps.
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
    case .flutter(let base, let step):
      var overscroll = 0.0
      var remaining = distance
      var steps = 0
      while remaining > 0, steps < Self.maximumDragSteps {
        let delta = min(step, remaining)
        remaining -= delta
        steps += 1
        // The content past the end bound (at 0) by `overscroll`, dragged further out: the
        // delta subtracted from pixels is −delta (at the bound itself it passes whole).
        overscroll -= FlutterScrollPhysics.applyPhysicsToUserOffset(
          pixels: overscroll, minScrollExtent: 0, maxScrollExtent: 0, viewportDimension: extent, offset: -delta,
          frictionBase: base)
      }
      return sign * overscroll
    }
  }
}
