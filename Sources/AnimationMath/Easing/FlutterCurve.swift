/// Flutter's `Curve`s (`package:flutter/animation.dart`), evaluated exactly
/// in `Double`.
///
/// Definitions follow Flutter's `packages/flutter/lib/src/animation/curves.dart`
/// (https://github.com/flutter/flutter, read at commit
/// 00c84e6c905e5dd7238069eeb9d3d2c108e01575; `Curves.fastEaseInToSlowEaseOut`
/// from a later revision of the same file). As `Curve.transform` does, every
/// curve returns t itself at exactly t = 0 and t = 1, and ``interval(begin:end:curve:)``
/// clamps to 0 before `begin` and 1 after `end`.
///
/// Flutter's `Cubic.transform` bisects until |x − t| < 0.001 (its
/// `_cubicErrorBound`); here ``cubic(_:)`` is solved to full precision, the
/// exact curve. Reproducing Flutter's bisection belongs to an engine profile
/// built on these parameters.
public indirect enum FlutterCurve: Sendable, Hashable, CustomStringConvertible {
  /// A named constant of Flutter's `Curves` class, `Curves.easeInOut`.
  case constant(FlutterCurveName)
  /// `Cubic(a, b, c, d)`: the cubic Bézier with control points (a, b), (c, d).
  case cubic(CubicBezierTiming)
  /// `ThreePointCubic(a1, b1, midpoint, a2, b2)`.
  case threePointCubic(ThreePointCubic)
  /// `ElasticInCurve(period)`: −2^(10(t−1))·sin((t − 1 − p/4)·2π/p). Default period 0.4.
  case elasticIn(period: Double)
  /// `ElasticOutCurve(period)`: 2^(−10t)·sin((t − p/4)·2π/p) + 1. Default period 0.4.
  case elasticOut(period: Double)
  /// `ElasticInOutCurve(period)`, Flutter's two halves on u = 2t − 1. Default period 0.4.
  case elasticInOut(period: Double)
  /// `Interval(begin, end, curve: curve)`: 0 before `begin`, `curve` on the
  /// rescaled input, 1 after `end` (0 ≤ begin ≤ end ≤ 1).
  case interval(begin: Double, end: Double, curve: FlutterCurve)
  /// `Threshold(t)`: 0 for input < t, else 1.
  case threshold(Double)
  /// `SawTooth(count)`: with u = count·t, u − trunc(u).
  case sawTooth(count: Int)
  /// `curve.flipped` (`FlippedCurve`): 1 − curve(1 − t).
  case flipped(FlutterCurve)
  /// `Curves.linear`: t.
  case linear
  /// `Curves.decelerate` (`_DecelerateCurve`): 1 − (1 − t)².
  case decelerate
  /// `Curves.bounceIn`: 1 − bounce(1 − t) (Penner's bounce, = easeInBounce).
  case bounceIn
  /// `Curves.bounceOut`: bounce(t) (= easeOutBounce).
  case bounceOut
  /// `Curves.bounceInOut`: the two halves (= easeInOutBounce).
  case bounceInOut

  /// The default elastic period, 0.4.
  static let defaultPeriod = 0.4

  /// The output for input `t` (`Curve.transform`).
  public func value(at t: Double) -> Double {
    if case .constant(let name) = self { return name.curve.value(at: t) }
    // Curve.transform: `if (t == 0.0 || t == 1.0) return t;` (exact structural test).
    if t == 0 || t == 1 { return t }
    return transformInternal(t)
  }

  /// The slope d(output)/d(input) at `t` (0 on ``threshold(_:)`` and on the
  /// clamped parts of ``interval(begin:end:curve:)``).
  public func slope(at t: Double) -> Double {
    switch self {
    case .constant(let name): return name.curve.slope(at: t)
    case .cubic(let curve): return curve.slope(at: t)
    case .threePointCubic(let curve): return curve.slope(at: t)
    case .elasticIn(let p):
      let u = t - 1
      let w = 2 * Double.pi / p
      let e = Libm.pow(2, 10 * u)
      let angle = (u - p / 4) * w
      return -e * (10 * Self.ln2 * Libm.sin(angle) + w * Libm.cos(angle))
    case .elasticOut(let p):
      let w = 2 * Double.pi / p
      let e = Libm.pow(2, -10 * t)
      let angle = (t - p / 4) * w
      return e * (-10 * Self.ln2 * Libm.sin(angle) + w * Libm.cos(angle))
    case .elasticInOut(let p):
      let u = 2 * t - 1
      let w = 2 * Double.pi / p
      let angle = (u - p / 4) * w
      if u < 0 {
        let e = Libm.pow(2, 10 * u)
        return -e * (10 * Self.ln2 * Libm.sin(angle) + w * Libm.cos(angle))
      }
      let e = Libm.pow(2, -10 * u)
      return e * (-10 * Self.ln2 * Libm.sin(angle) + w * Libm.cos(angle))
    case .interval(let begin, let end, let curve):
      let u = (t - begin) / (end - begin)
      guard u > 0, u < 1 else { return t.isNaN ? t : 0 }
      return curve.slope(at: u) / (end - begin)
    case .threshold: return t.isNaN ? t : 0
    case .sawTooth(let count): return t.isNaN ? t : Double(count)
    case .flipped(let curve): return curve.slope(at: 1 - t)
    case .linear: return t.isNaN ? t : 1
    case .decelerate: return 2 * (1 - t)
    case .bounceIn: return PennerEasing.easeInBounce.slope(at: t)
    case .bounceOut: return PennerEasing.easeOutBounce.slope(at: t)
    case .bounceInOut: return PennerEasing.easeInOutBounce.slope(at: t)
    }
  }

  static let ln2 = 0.693147180559945309417232121458176568

  /// `transformInternal`: the curve's own formula, without the 0 / 1 rule.
  func transformInternal(_ t: Double) -> Double {
    switch self {
    case .constant(let name): return name.curve.value(at: t)
    case .cubic(let curve): return curve.value(at: t)
    case .threePointCubic(let curve): return curve.value(at: t)
    case .elasticIn(let p):
      let s = p / 4
      let u = t - 1
      return -Libm.pow(2, 10 * u) * Libm.sin((u - s) * (Double.pi * 2) / p)
    case .elasticOut(let p):
      let s = p / 4
      return Libm.pow(2, -10 * t) * Libm.sin((t - s) * (Double.pi * 2) / p) + 1
    case .elasticInOut(let p):
      let s = p / 4
      let u = 2 * t - 1
      if u < 0 {
        return -0.5 * Libm.pow(2, 10 * u) * Libm.sin((u - s) * (Double.pi * 2) / p)
      }
      return Libm.pow(2, -10 * u) * Libm.sin((u - s) * (Double.pi * 2) / p) * 0.5 + 1
    case .interval(let begin, let end, let curve):
      let u = min(max((t - begin) / (end - begin), 0), 1)
      if u == 0 || u == 1 { return u }
      return curve.value(at: u)
    case .threshold(let threshold): return t < threshold ? 0 : 1
    case .sawTooth(let count):
      let u = t * Double(count)
      return u - u.rounded(.towardZero)
    case .flipped(let curve): return 1 - curve.value(at: 1 - t)
    case .linear: return t
    case .decelerate:
      let u = 1 - t
      return 1 - u * u
    case .bounceIn: return 1 - PennerEasing.bounceOut(1 - t)
    case .bounceOut: return PennerEasing.bounceOut(t)
    case .bounceInOut:
      return t < 0.5
        ? (1 - PennerEasing.bounceOut(1 - t * 2)) * 0.5 : PennerEasing.bounceOut(t * 2 - 1) * 0.5 + 0.5
    }
  }

  /// The Dart spelling the parser accepts: `Curves.easeIn`,
  /// `Cubic(0.25, 0.1, 0.25, 1.0)`, `Interval(0.2, 0.8, curve: Curves.easeOut)`,
  /// `Curves.bounceIn.flipped`, …
  public var description: String {
    switch self {
    case .constant(let name): return "Curves." + name.rawValue
    case .cubic(let c): return "Cubic(\(c.x1), \(c.y1), \(c.x2), \(c.y2))"
    case .threePointCubic(let c): return c.description
    case .elasticIn(let p): return "ElasticInCurve(\(p))"
    case .elasticOut(let p): return "ElasticOutCurve(\(p))"
    case .elasticInOut(let p): return "ElasticInOutCurve(\(p))"
    case .interval(let b, let e, let curve):
      if case .linear = curve { return "Interval(\(b), \(e))" }
      if case .constant(.linear) = curve { return "Interval(\(b), \(e))" }
      return "Interval(\(b), \(e), curve: \(curve))"
    case .threshold(let t): return "Threshold(\(t))"
    case .sawTooth(let n): return "SawTooth(\(n))"
    case .flipped(let curve): return "\(curve).flipped"
    case .linear: return "Curves.linear"
    case .decelerate: return "Curves.decelerate"
    case .bounceIn: return "Curves.bounceIn"
    case .bounceOut: return "Curves.bounceOut"
    case .bounceInOut: return "Curves.bounceInOut"
    }
  }
}
