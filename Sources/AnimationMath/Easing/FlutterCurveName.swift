/// Every constant of Flutter's `Curves` class, by its Dart name.
///
/// Values from `packages/flutter/lib/src/animation/curves.dart`
/// (https://github.com/flutter/flutter, commit
/// 00c84e6c905e5dd7238069eeb9d3d2c108e01575 for all but
/// ``fastEaseInToSlowEaseOut``, which a later revision of the file adds with
/// the points below). Flutter's "Penner" constants (`Curves.easeInSine`, …)
/// are cubic approximations, not Penner's formulas: they differ from
/// ``PennerEasing`` of the same name.
public enum FlutterCurveName: String, Sendable, Hashable, CaseIterable {
  /// `_Linear`.
  case linear
  /// `_DecelerateCurve`: 1 − (1 − t)².
  case decelerate
  /// `Cubic(0.18, 1.0, 0.04, 1.0)`.
  case fastLinearToSlowEaseIn
  /// `ThreePointCubic(Offset(0.056, 0.024), Offset(0.108, 0.3085), Offset(0.198, 0.541), Offset(0.3655, 1.0), Offset(0.5465, 0.989))`.
  case fastEaseInToSlowEaseOut
  /// `Cubic(0.25, 0.1, 0.25, 1.0)`.
  case ease
  /// `Cubic(0.42, 0.0, 1.0, 1.0)`.
  case easeIn
  /// `Cubic(0.67, 0.03, 0.65, 0.09)`.
  case easeInToLinear
  /// `Cubic(0.47, 0.0, 0.745, 0.715)`.
  case easeInSine
  /// `Cubic(0.55, 0.085, 0.68, 0.53)`.
  case easeInQuad
  /// `Cubic(0.55, 0.055, 0.675, 0.19)`.
  case easeInCubic
  /// `Cubic(0.895, 0.03, 0.685, 0.22)`.
  case easeInQuart
  /// `Cubic(0.755, 0.05, 0.855, 0.06)`.
  case easeInQuint
  /// `Cubic(0.95, 0.05, 0.795, 0.035)`.
  case easeInExpo
  /// `Cubic(0.6, 0.04, 0.98, 0.335)`.
  case easeInCirc
  /// `Cubic(0.6, -0.28, 0.735, 0.045)`.
  case easeInBack
  /// `Cubic(0.0, 0.0, 0.58, 1.0)`.
  case easeOut
  /// `Cubic(0.35, 0.91, 0.33, 0.97)`.
  case linearToEaseOut
  /// `Cubic(0.39, 0.575, 0.565, 1.0)`.
  case easeOutSine
  /// `Cubic(0.25, 0.46, 0.45, 0.94)`.
  case easeOutQuad
  /// `Cubic(0.215, 0.61, 0.355, 1.0)`.
  case easeOutCubic
  /// `Cubic(0.165, 0.84, 0.44, 1.0)`.
  case easeOutQuart
  /// `Cubic(0.23, 1.0, 0.32, 1.0)`.
  case easeOutQuint
  /// `Cubic(0.19, 1.0, 0.22, 1.0)`.
  case easeOutExpo
  /// `Cubic(0.075, 0.82, 0.165, 1.0)`.
  case easeOutCirc
  /// `Cubic(0.175, 0.885, 0.32, 1.275)`.
  case easeOutBack
  /// `Cubic(0.42, 0.0, 0.58, 1.0)`.
  case easeInOut
  /// `Cubic(0.445, 0.05, 0.55, 0.95)`.
  case easeInOutSine
  /// `Cubic(0.455, 0.03, 0.515, 0.955)`.
  case easeInOutQuad
  /// `Cubic(0.645, 0.045, 0.355, 1.0)`.
  case easeInOutCubic
  /// `ThreePointCubic(Offset(0.05, 0), Offset(0.133333, 0.06), Offset(0.166666, 0.4), Offset(0.208333, 0.82), Offset(0.25, 1))`.
  case easeInOutCubicEmphasized
  /// `Cubic(0.77, 0.0, 0.175, 1.0)`.
  case easeInOutQuart
  /// `Cubic(0.86, 0.0, 0.07, 1.0)`.
  case easeInOutQuint
  /// `Cubic(1.0, 0.0, 0.0, 1.0)`.
  case easeInOutExpo
  /// `Cubic(0.785, 0.135, 0.15, 0.86)`.
  case easeInOutCirc
  /// `Cubic(0.68, -0.55, 0.265, 1.55)`.
  case easeInOutBack
  /// `Cubic(0.4, 0.0, 0.2, 1.0)`.
  case fastOutSlowIn
  /// `Cubic(0.15, 0.85, 0.85, 0.15)`.
  case slowMiddle
  /// `_BounceInCurve`.
  case bounceIn
  /// `_BounceOutCurve`.
  case bounceOut
  /// `_BounceInOutCurve`.
  case bounceInOut
  /// `ElasticInCurve()` (period 0.4).
  case elasticIn
  /// `ElasticOutCurve()` (period 0.4).
  case elasticOut
  /// `ElasticInOutCurve()` (period 0.4).
  case elasticInOut

  /// The control points (a, b, c, d) of the `Cubic` constants; nil for the others.
  public var cubicControlPoints: (Double, Double, Double, Double)? {
    switch self {
    case .fastLinearToSlowEaseIn: (0.18, 1.0, 0.04, 1.0)
    case .ease: (0.25, 0.1, 0.25, 1.0)
    case .easeIn: (0.42, 0.0, 1.0, 1.0)
    case .easeInToLinear: (0.67, 0.03, 0.65, 0.09)
    case .easeInSine: (0.47, 0.0, 0.745, 0.715)
    case .easeInQuad: (0.55, 0.085, 0.68, 0.53)
    case .easeInCubic: (0.55, 0.055, 0.675, 0.19)
    case .easeInQuart: (0.895, 0.03, 0.685, 0.22)
    case .easeInQuint: (0.755, 0.05, 0.855, 0.06)
    case .easeInExpo: (0.95, 0.05, 0.795, 0.035)
    case .easeInCirc: (0.6, 0.04, 0.98, 0.335)
    case .easeInBack: (0.6, -0.28, 0.735, 0.045)
    case .easeOut: (0.0, 0.0, 0.58, 1.0)
    case .linearToEaseOut: (0.35, 0.91, 0.33, 0.97)
    case .easeOutSine: (0.39, 0.575, 0.565, 1.0)
    case .easeOutQuad: (0.25, 0.46, 0.45, 0.94)
    case .easeOutCubic: (0.215, 0.61, 0.355, 1.0)
    case .easeOutQuart: (0.165, 0.84, 0.44, 1.0)
    case .easeOutQuint: (0.23, 1.0, 0.32, 1.0)
    case .easeOutExpo: (0.19, 1.0, 0.22, 1.0)
    case .easeOutCirc: (0.075, 0.82, 0.165, 1.0)
    case .easeOutBack: (0.175, 0.885, 0.32, 1.275)
    case .easeInOut: (0.42, 0.0, 0.58, 1.0)
    case .easeInOutSine: (0.445, 0.05, 0.55, 0.95)
    case .easeInOutQuad: (0.455, 0.03, 0.515, 0.955)
    case .easeInOutCubic: (0.645, 0.045, 0.355, 1.0)
    case .easeInOutQuart: (0.77, 0.0, 0.175, 1.0)
    case .easeInOutQuint: (0.86, 0.0, 0.07, 1.0)
    case .easeInOutExpo: (1.0, 0.0, 0.0, 1.0)
    case .easeInOutCirc: (0.785, 0.135, 0.15, 0.86)
    case .easeInOutBack: (0.68, -0.55, 0.265, 1.55)
    case .fastOutSlowIn: (0.4, 0.0, 0.2, 1.0)
    case .slowMiddle: (0.15, 0.85, 0.85, 0.15)
    default: nil
    }
  }

  /// The cubic constants' curves, made once on first use (each builds its
  /// solver's table, ~30 µs) rather than per evaluation.
  static let cubicCurves: [FlutterCurveName: CubicBezierTiming] = Dictionary(
    uniqueKeysWithValues: allCases.compactMap { name in
      name.cubicControlPoints.map { (a, b, c, d) in (name, CubicBezierTiming(validatedX1: a, y1: b, x2: c, y2: d)) }
    })

  /// The curve the constant stands for.
  public var curve: FlutterCurve {
    if let timing = Self.cubicCurves[self] { return .cubic(timing) }
    switch self {
    case .linear: return .linear
    case .decelerate: return .decelerate
    case .bounceIn: return .bounceIn
    case .bounceOut: return .bounceOut
    case .bounceInOut: return .bounceInOut
    case .elasticIn: return .elasticIn(period: FlutterCurve.defaultPeriod)
    case .elasticOut: return .elasticOut(period: FlutterCurve.defaultPeriod)
    case .elasticInOut: return .elasticInOut(period: FlutterCurve.defaultPeriod)
    case .fastEaseInToSlowEaseOut:
      return .threePointCubic(
        try! ThreePointCubic(
          a1: Point(x: 0.056, y: 0.024), b1: Point(x: 0.108, y: 0.3085),
          midpoint: Point(x: 0.198, y: 0.541), a2: Point(x: 0.3655, y: 1.0),
          b2: Point(x: 0.5465, y: 0.989)))
    case .easeInOutCubicEmphasized:
      return .threePointCubic(
        try! ThreePointCubic(
          a1: Point(x: 0.05, y: 0), b1: Point(x: 0.133333, y: 0.06),
          midpoint: Point(x: 0.166666, y: 0.4), a2: Point(x: 0.208333, y: 0.82),
          b2: Point(x: 0.25, y: 1)))
    default: return .linear  // unreachable: every other case is a Cubic above
    }
  }
}
