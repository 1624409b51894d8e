extension FlutterScrollPhysics {
  /// `BouncingScrollPhysics.applyPhysicsToUserOffset(position, offset)`: the part of a
  /// drag `offset` (logical px, Flutter's sign: the delta subtracted from `pixels`) that
  /// moves the position, with the friction of an overscroll.
  ///
  /// flutter/flutter `packages/flutter/lib/src/widgets/scroll_physics.dart`
  /// @ 000a6d6447e77b91fc31894c20a6e0bd74941c66 (read, not copied):
  /// - in range (minScrollExtent ≤ pixels ≤ maxScrollExtent) the offset passes whole;
  /// - else with o = the overscroll past the start or the end, V = viewportDimension, and
  ///   easing = (past the start and offset < 0) or (past the end and offset > 0):
  ///   γ = frictionFactor((o − |offset|)/V) when easing, frictionFactor(o/V) when
  ///   tensioning, frictionFactor(f) = (1 − f)²·`frictionBase` (0.52 normal, 0.26 fast);
  ///   at the fast rate an easing offset passes whole (`easesWithoutFriction`);
  /// - `_applyFriction(o, |offset|, γ)`: |offset|·γ when |offset| < o/γ, else
  ///   o + (|offset| − o/γ); the result has the offset's sign.
  public static func applyPhysicsToUserOffset(
    pixels: Double, minScrollExtent: Double, maxScrollExtent: Double, viewportDimension: Double, offset: Double,
    frictionBase: Double, easesWithoutFriction: Bool = false
  ) -> Double {
    guard pixels < minScrollExtent || pixels > maxScrollExtent else { return offset }
    let pastStart = max(minScrollExtent - pixels, 0.0)
    let pastEnd = max(pixels - maxScrollExtent, 0.0)
    let past = max(pastStart, pastEnd)
    let easing = (pastStart > 0.0 && offset < 0.0) || (pastEnd > 0.0 && offset > 0.0)
    let fraction = easing ? (past - abs(offset)) / viewportDimension : past / viewportDimension
    let gamma = Libm.pow(1 - fraction, 2) * frictionBase
    let direction: Double = offset > 0 ? 1 : offset < 0 ? -1 : 0
    if easing, easesWithoutFriction { return direction * abs(offset) }
    return direction * applyFriction(extentOutside: past, absoluteDelta: abs(offset), gamma: gamma)
  }

  /// `_applyFriction(extentOutside, absDelta, gamma)`.
  static func applyFriction(extentOutside: Double, absoluteDelta: Double, gamma: Double) -> Double {
    var total = 0.0
    var delta = absoluteDelta
    if extentOutside > 0 {
      let deltaToLimit = extentOutside / gamma
      if delta < deltaToLimit { return delta * gamma }
      total += extentOutside
      delta -= deltaToLimit
    }
    return total + delta
  }
}
