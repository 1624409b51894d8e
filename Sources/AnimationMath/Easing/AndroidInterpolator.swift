/// Android's `android.view.animation` interpolators, evaluated exactly in
/// `Double` from AOSP's formulas.
///
/// Formulas and defaults are those of AOSP `frameworks/base`
/// `core/java/android/view/animation/*Interpolator.java` (read at
/// https://github.com/aosp-mirror/platform_frameworks_base, commit
/// 2af1b3db3d4f687d008db74b150f149e956b4bc6), and of AndroidX
/// `androidx.interpolator.view.animation` for the three Material
/// interpolators. Android evaluates them in `Float`; this type keeps the
/// exact curve in `Double`.
///
/// `PathInterpolator(x1, y1, x2, y2)`, `PathInterpolator(cx, cy)` and
/// `PathInterpolator("path data")` are not cases here: the parser maps them
/// to ``TimingFunction/cubicBezier(_:)`` and ``TimingFunction/path(_:)``,
/// which evaluate them exactly.
///
/// The engine-profile variant belongs beside this exact curve: AndroidX's
/// `FastOutSlowInInterpolator`, `LinearOutSlowInInterpolator` and
/// `FastOutLinearInInterpolator` are `LookupTableInterpolator`s (201
/// precomputed `Float` values, linear interpolation between them), and the
/// platform `PathInterpolator` flattens its path with
/// `Path.approximate(0.002)`. An engine profile that reproduces those tables
/// should be a separate type that reads this one's parameters.
public enum AndroidInterpolator: Sendable, Hashable, CustomStringConvertible {
  /// `AccelerateInterpolator(factor)`: t² when factor = 1, else t^(2·factor).
  /// Default factor 1.
  case accelerate(factor: Double)
  /// `DecelerateInterpolator(factor)`: 1 − (1 − t)² when factor = 1, else
  /// 1 − (1 − t)^(2·factor). Default factor 1.
  case decelerate(factor: Double)
  /// `AccelerateDecelerateInterpolator`: cos((t + 1)π)/2 + 0.5.
  case accelerateDecelerate
  /// `AnticipateInterpolator(tension)`: t²((s + 1)t − s). Default tension 2.
  case anticipate(tension: Double)
  /// `OvershootInterpolator(tension)`: with u = t − 1, u²((s + 1)u + s) + 1.
  /// Default tension 2.
  case overshoot(tension: Double)
  /// `AnticipateOvershootInterpolator(tension, extraTension)` with
  /// s = tension·extraTension: 0.5·a(2t, s) for t < 0.5, else
  /// 0.5·(o(2t − 2, s) + 2), a(t, s) = t²((s + 1)t − s), o(t, s) = t²((s + 1)t + s).
  /// Defaults tension 2, extraTension 1.5.
  case anticipateOvershoot(tension: Double, extraTension: Double)
  /// `BounceInterpolator`: b(t) = 8t² on t·1.1226, shifted pieces at 0.3535,
  /// 0.7408, 0.9644 (offsets 0.54719, 0.8526, 1.0435; heights 0.7, 0.9, 0.95).
  case bounce
  /// `CycleInterpolator(cycles)`: sin(2π·cycles·t). No default.
  case cycle(cycles: Double)
  /// `LinearInterpolator`: t.
  case linear
  /// AndroidX `FastOutSlowInInterpolator`: exactly cubic-bezier(0.4, 0, 0.2, 1).
  case fastOutSlowIn
  /// AndroidX `LinearOutSlowInInterpolator`: exactly cubic-bezier(0, 0, 0.2, 1).
  case linearOutSlowIn
  /// AndroidX `FastOutLinearInInterpolator`: exactly cubic-bezier(0.4, 0, 1, 1).
  case fastOutLinearIn

  /// The exact curve of the three AndroidX Material interpolators.
  public var materialCurve: CubicBezierTiming? {
    switch self {
    case .fastOutSlowIn: Self.fastOutSlowInCurve
    case .linearOutSlowIn: Self.linearOutSlowInCurve
    case .fastOutLinearIn: Self.fastOutLinearInCurve
    default: nil
    }
  }

  // Made once, with their tables (about 40 µs each), for evaluation at every frame.
  static let fastOutSlowInCurve = CubicBezierTiming(validatedX1: 0.4, y1: 0, x2: 0.2, y2: 1).precomputed()
  static let linearOutSlowInCurve = CubicBezierTiming(validatedX1: 0, y1: 0, x2: 0.2, y2: 1).precomputed()
  static let fastOutLinearInCurve = CubicBezierTiming(validatedX1: 0.4, y1: 0, x2: 1, y2: 1).precomputed()

  /// Inputs inside (0, 1) where the formula switches branch.
  public var breakpoints: [Double] {
    switch self {
    case .anticipateOvershoot: [0.5]
    case .bounce: [0.3535 / 1.1226, 0.7408 / 1.1226, 0.9644 / 1.1226]
    default: []
    }
  }

  /// The output for input `t`; the formulas are evaluated for any real
  /// input (Android passes [0, 1]).
  public func value(at t: Double) -> Double {
    switch self {
    case .accelerate(let factor):
      return factor == 1 ? t * t : Libm.pow(t, 2 * factor)
    case .decelerate(let factor):
      return factor == 1 ? 1 - (1 - t) * (1 - t) : 1 - Libm.pow(1 - t, 2 * factor)
    case .accelerateDecelerate:
      return Libm.cos((t + 1) * Double.pi) / 2 + 0.5
    case .anticipate(let s):
      return t * t * ((s + 1) * t - s)
    case .overshoot(let s):
      let u = t - 1
      return u * u * ((s + 1) * u + s) + 1
    case .anticipateOvershoot(let tension, let extra):
      let s = tension * extra
      if t < 0.5 {
        let u = t * 2
        return 0.5 * (u * u * ((s + 1) * u - s))
      }
      let u = t * 2 - 2
      return 0.5 * (u * u * ((s + 1) * u + s) + 2)
    case .bounce:
      let u = t * 1.1226
      if u < 0.3535 { return Self.bounce8(u) }
      if u < 0.7408 { return Self.bounce8(u - 0.54719) + 0.7 }
      if u < 0.9644 { return Self.bounce8(u - 0.8526) + 0.9 }
      return Self.bounce8(u - 1.0435) + 0.95
    case .cycle(let cycles):
      return Libm.sin(2 * cycles * Double.pi * t)
    case .linear:
      return t
    case .fastOutSlowIn, .linearOutSlowIn, .fastOutLinearIn:
      return materialCurve!.value(at: t)
    }
  }

  /// The slope d(output)/d(input) at `t`, on the branch ``value(at:)`` uses.
  public func slope(at t: Double) -> Double {
    switch self {
    case .accelerate(let factor):
      return factor == 1 ? 2 * t : 2 * factor * Libm.pow(t, 2 * factor - 1)
    case .decelerate(let factor):
      return factor == 1 ? 2 * (1 - t) : 2 * factor * Libm.pow(1 - t, 2 * factor - 1)
    case .accelerateDecelerate:
      return -Double.pi * Libm.sin((t + 1) * Double.pi) / 2
    case .anticipate(let s):
      return 3 * (s + 1) * t * t - 2 * s * t
    case .overshoot(let s):
      let u = t - 1
      return 3 * (s + 1) * u * u + 2 * s * u
    case .anticipateOvershoot(let tension, let extra):
      let s = tension * extra
      let u = t < 0.5 ? t * 2 : t * 2 - 2
      // d/dt of 0.5·f(2t − c) = f′(u); f′ = 3(s + 1)u² ∓ 2su.
      return 3 * (s + 1) * u * u + (t < 0.5 ? -2 * s * u : 2 * s * u)
    case .bounce:
      let u = t * 1.1226
      let shift: Double =
        u < 0.3535 ? 0 : u < 0.7408 ? 0.54719 : u < 0.9644 ? 0.8526 : 1.0435
      return 16 * (u - shift) * 1.1226
    case .cycle(let cycles):
      return 2 * cycles * Double.pi * Libm.cos(2 * cycles * Double.pi * t)
    case .linear:
      return t.isNaN ? t : 1
    case .fastOutSlowIn, .linearOutSlowIn, .fastOutLinearIn:
      return materialCurve!.slope(at: t)
    }
  }

  /// 8t², AOSP's `BounceInterpolator.bounce`.
  static func bounce8(_ t: Double) -> Double { t * t * 8 }

  /// The spelling the parser accepts, e.g. `OvershootInterpolator(2.0)`.
  public var description: String {
    switch self {
    case .accelerate(let f): "AccelerateInterpolator(\(f))"
    case .decelerate(let f): "DecelerateInterpolator(\(f))"
    case .accelerateDecelerate: "AccelerateDecelerateInterpolator"
    case .anticipate(let s): "AnticipateInterpolator(\(s))"
    case .overshoot(let s): "OvershootInterpolator(\(s))"
    case .anticipateOvershoot(let s, let e): "AnticipateOvershootInterpolator(\(s), \(e))"
    case .bounce: "BounceInterpolator"
    case .cycle(let c): "CycleInterpolator(\(c))"
    case .linear: "LinearInterpolator"
    case .fastOutSlowIn: "FastOutSlowInInterpolator"
    case .linearOutSlowIn: "LinearOutSlowInInterpolator"
    case .fastOutLinearIn: "FastOutLinearInInterpolator"
    }
  }
}
