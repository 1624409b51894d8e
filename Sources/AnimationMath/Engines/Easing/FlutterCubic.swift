/// Flutter's `Cubic` curve (`Curves.ease`, `Curves.easeInOut`, …).
///
/// Source: flutter/flutter `packages/flutter/lib/src/animation/curves.dart`
/// at d59038d57b17a556760621a75f03a00fdb46c5e6 (classes `Curve` and `Cubic`).
///
/// The facts re-stated here:
/// - `Curve.transform` returns 0 and 1 unchanged and asserts 0 ≤ t ≤ 1;
/// - `Cubic.transformInternal` bisects the curve parameter on [0, 1]: at
///   each midpoint m it evaluates x(m) = 3a(1−m)²m + 3c(1−m)m² + m³ (Bernstein
///   form, in that order, in `Double`), returns y(m) as soon as
///   |p − x(m)| < 0.001 (`_cubicErrorBound`), else keeps the half holding p.
///
/// So the result is y at a dyadic parameter m whose x is within **1e-3** of
/// the input: the output error is up to about 1e-3·|dy/dx| (≈ 1e-3 on the
/// CSS curves, more where they are steep). Flutter computes no slope.
///
/// Inputs outside [0, 1] fail Flutter's assertion (debug) or never return
/// (release: the bisection can't get within 1e-3): this type returns NaN
/// for them. The source's loop has no cap; inside [0, 1] it ends within
/// about 12 halvings (x′ ≤ 3), and this type stops after
/// ``maximumBisectionSteps`` as a guard.
public struct FlutterCubic: EasingEngineCurve {
  /// `_cubicErrorBound`: the tolerance on |p − x(m)|.
  package static let errorBound = 0.001
  /// A guard on the halvings (the source has none; never reached in [0, 1]).
  package static let maximumBisectionSteps = 1100

  /// `Cubic(a, b, c, d)` = (x1, y1, x2, y2).
  let a: Double, b: Double, c: Double, d: Double

  /// `Cubic(x1, y1, x2, y2)`.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    (a, b, c, d) = (x1, y1, x2, y2)
  }

  /// ``EasingEngine/flutter``.
  public var engine: EasingEngine { .flutter }

  /// `_evaluateCubic(p1, p2, m)`: 3·p1·(1−m)²·m + 3·p2·(1−m)·m² + m³, left to right.
  static func evaluate(_ p1: Double, _ p2: Double, _ m: Double) -> Double {
    3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m
  }

  /// The bisection midpoint at which Flutter stops for input `progress`
  /// (0 and 1 map to themselves; NaN outside [0, 1]).
  public func parameter(forProgress progress: Double) -> Double {
    if progress == 0 || progress == 1 { return progress }
    guard progress > 0 && progress < 1 else { return .nan }
    var start = 0.0
    var end = 1.0
    var midpoint = 0.5
    for _ in 0..<Self.maximumBisectionSteps {
      midpoint = (start + end) / 2
      let estimate = Self.evaluate(a, c, midpoint)
      if abs(progress - estimate) < Self.errorBound { return midpoint }
      if estimate < progress { start = midpoint } else { end = midpoint }
    }
    return midpoint
  }

  /// `Curve.transform`: y at the midpoint (0 and 1 unchanged; NaN outside [0, 1]).
  public func value(at progress: Double) -> Double {
    if progress == 0 || progress == 1 { return progress }
    let m = parameter(forProgress: progress)
    return m.isNaN ? m : Self.evaluate(b, d, m)
  }

  /// None: Flutter's `Curve` computes no slope.
  public func slope(at progress: Double) -> Double? { nil }
}
