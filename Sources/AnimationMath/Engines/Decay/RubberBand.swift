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
  /// the user's total drag |x| is applied as ⌊|x|/`dragStep`⌋ whole steps from the bound, then
  /// the remainder |x| − ⌊|x|/`dragStep`⌋·`dragStep` (smaller than a step) as one last partial
  /// step when it is > 0, so every drag is applied in full; each step goes through `applyPhysicsToUserOffset` (``FlutterScrollPhysics/applyPhysicsToUserOffset(pixels:minScrollExtent:maxScrollExtent:viewportDimension:offset:frictionBase:easesWithoutFriction:)``): at the bound itself (not out of range) a step
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
  /// The most drag steps ``displayed(offset:extent:)`` applies for `flutter` (the whole steps
  /// and the partial one); ``dragSteps(offset:dragStep:)`` tells a caller when a drag needs more.
  public static let maximumDragSteps = 10_000_000

  /// The number of `applyPhysicsToUserOffset` calls a `flutter` drag of `offset` takes in
  /// steps of `dragStep`: the whole steps, plus 1 for a remainder > 0.
  public static func dragSteps(offset: Double, dragStep: Double) -> Double {
    let distance = abs(offset)
    let whole = (distance / dragStep).rounded(.down)
    return whole + (distance - whole * dragStep > 0 ? 1 : 0)
  }

  /// The displayed offset for a drag `offset` past the bound, with `extent` the view's
  /// extent (uikit and flutter, > 0) or the scroll range max − min (use-gesture, ≥ 0 or ∞).
  /// For flutter a drag that needs more than ``maximumDragSteps`` steps is cut there (the CLI
  /// refuses such a drag first).
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
      let whole = min((distance / step).rounded(.down), Double(Self.maximumDragSteps))
      // Rounding can make whole·step exceed the distance by an ulp: no partial step then.
      let remainder = whole < Double(Self.maximumDragSteps) ? distance - whole * step : 0
      var overscroll = 0.0
      // The content past the end bound (at 0) by `overscroll`, dragged further out: the
      // delta subtracted from pixels is −delta (at the bound itself it passes whole).
      func drag(_ delta: Double) {
        overscroll -= FlutterScrollPhysics.applyPhysicsToUserOffset(
          pixels: overscroll, minScrollExtent: 0, maxScrollExtent: 0, viewportDimension: extent, offset: -delta,
          frictionBase: base)
      }
      for _ in 0..<Int(whole) { drag(step) }
      if remainder > 0 { drag(remainder) }
      return sign * overscroll
    }
  }
}
