/// Gecko's `SMILKeySpline` (formerly `nsSMILKeySpline`).
///
/// Source: `dom/smil/SMILKeySpline.cpp` and `dom/smil/SMILKeySpline.h` of
/// Firefox, read from the bolucat/Firefox mirror at
/// 8c47440c23cdaf25feb34b6d9fb07895ef8112f6 (the header from
/// Floorp-Projects/Floorp at 1b7e81a0bce9f843287643ee9f564b3ae203ce7a; the
/// stored mozilla/gecko-dev snapshot was too large to fetch).
///
/// Gecko evaluates SVG/SMIL `keySplines` with it, and used it for CSS and Web
/// Animations cubic-béziers (`ComputedTimingFunction`) until that moved to
/// Servo's `style::bezier` (`servo/components/style/bezier.rs`: `Float`
/// control points, 8 Newton steps from t = p, then bisection on [0, 1] to a
/// caller-given epsilon). Today's Firefox CSS path is that Servo code, which
/// this type does **not** model.
///
/// The facts re-stated here:
/// - x(t) = ((A·t + B)·t + C)·t with A = 1 − 3a2 + 3a1, B = 3a2 − 6a1,
///   C = 3a1 (a = x or y), dx/dt = 3A·t² + 2B·t + C, all in `Double`;
///   a curve with x1 = y1 and x2 = y2 returns its input;
/// - input 1 returns t = 1 exactly;
/// - a table of x(i/10), i = 0…10; the interval is found by stepping
///   `intervalStart += 0.1` while table[i] ≤ p (the start is accumulated,
///   not i/10), and linear interpolation gives the guess;
/// - if dx/dt at the guess is ≥ 0.02 (`NEWTON_MIN_SLOPE`): exactly 4 Newton
///   steps, no tolerance test (returning early only where dx/dt = 0);
///   if it is 0: the guess itself; otherwise: bisection of the interval,
///   at most 10 halvings (`SUBDIVISION_MAX_ITERATIONS`), stopping when
///   |x(t) − p| ≤ 1e-7 (`SUBDIVISION_PRECISION`).
///
/// Accuracy: after 4 Newton steps from a good guess the error is far below
/// 1e-9 on ordinary curves; the bisection branch (near a vertical tangent)
/// ends on a bracket of width 0.1/2¹⁰ ≈ 1e-4 in t, which can leave an output
/// error of order 1e-4·|dy/dt|. The slope is dy/dx from
/// `GetSplineDerivativeValues` (for the linear shortcut: 1).
///
/// Inputs outside [0, 1]: SMIL never passes them and the source has no rule;
/// this type runs the same steps, which follow the cubic polynomial beyond
/// its ends (no tangent lines, unlike the CSS engines).
public struct FirefoxKeySpline: EasingEngineCurve {
  /// `NEWTON_ITERATIONS`.
  package static let newtonSteps = 4
  /// `NEWTON_MIN_SLOPE`: below this dx/dt at the guess, bisection is used.
  static let newtonMinimumSlope = 0.02
  /// `SUBDIVISION_PRECISION`: bisection stops when |x(t) − p| ≤ this.
  static let subdivisionPrecision = 0.0000001
  /// `SUBDIVISION_MAX_ITERATIONS`.
  static let subdivisionMaximumIterations = 10
  /// `kSplineTableSize`.
  static let splineTableSize = 11

  let x1: Double, y1: Double, x2: Double, y2: Double
  let sampleValues: [Double]
  let isLinear: Bool

  /// `SMILKeySpline(x1, y1, x2, y2)`.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    isLinear = x1 == y1 && x2 == y2
    let step = Self.sampleStepSize
    sampleValues =
      isLinear
      ? []
      : (0..<Self.splineTableSize).map { i in
        Self.bezier(Double(i) * step, x1, x2)
      }
  }

  /// `kSampleStepSize` = 1/(kSplineTableSize − 1).
  static let sampleStepSize = 1.0 / Double(splineTableSize - 1)

  /// ``EasingEngine/firefox``.
  public var engine: EasingEngine { .firefox }

  /// `CalcBezier`: ((A·t + B)·t + C)·t.
  static func bezier(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    let a = 1.0 - 3.0 * a2 + 3.0 * a1
    let b = 3.0 * a2 - 6.0 * a1
    let c = 3.0 * a1
    return ((a * t + b) * t + c) * t
  }

  /// `GetSlope`: 3A·t² + 2B·t + C.
  static func derivative(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    let a = 1.0 - 3.0 * a2 + 3.0 * a1
    let b = 3.0 * a2 - 6.0 * a1
    let c = 3.0 * a1
    return 3.0 * a * t * t + 2.0 * b * t + c
  }

  /// The parameter t `GetTForX` returns for progress p.
  public func parameter(forProgress p: Double) -> Double {
    if isLinear { return p }
    if p == 1 { return 1 }
    let step = Self.sampleStepSize
    var intervalStart = 0.0
    var index = 1
    while index != Self.splineTableSize - 1 && sampleValues[index] <= p {
      intervalStart += step
      index += 1
    }
    index -= 1
    let distance = (p - sampleValues[index]) / (sampleValues[index + 1] - sampleValues[index])
    let guess = intervalStart + distance * step

    let initialSlope = Self.derivative(guess, x1, x2)
    if initialSlope >= Self.newtonMinimumSlope { return newton(p, from: guess) }
    // An exactly flat guess is returned as it is.
    if initialSlope == 0 { return guess }
    return subdivide(p, intervalStart, intervalStart + step)
  }

  /// `NewtonRaphsonIterate`: 4 steps, no tolerance test.
  func newton(_ p: Double, from guess: Double) -> Double {
    var t = guess
    for _ in 0..<Self.newtonSteps {
      let residual = Self.bezier(t, x1, x2) - p
      let slope = Self.derivative(t, x1, x2)
      // Exactly zero slope: the source returns the current t.
      if slope == 0 { return t }
      t -= residual / slope
    }
    return t
  }

  /// `BinarySubdivide` of [a, b].
  func subdivide(_ p: Double, _ start: Double, _ end: Double) -> Double {
    var (a, b) = (start, end)
    var t = a
    var i = 0
    while true {
      t = a + (b - a) / 2.0
      let residual = Self.bezier(t, x1, x2) - p
      if residual > 0 { b = t } else { a = t }
      i += 1
      if !(abs(residual) > Self.subdivisionPrecision && i < Self.subdivisionMaximumIterations) {
        break
      }
    }
    return t
  }

  /// `GetSplineValue`.
  public func value(at progress: Double) -> Double {
    if isLinear { return progress }
    return Self.bezier(parameter(forProgress: progress), y1, y2)
  }

  /// dy/dx from `GetSplineDerivativeValues` (1 for the linear shortcut).
  public func slope(at progress: Double) -> Double? {
    if isLinear { return progress.isNaN ? progress : 1 }
    let t = parameter(forProgress: progress)
    return Self.derivative(t, y1, y2) / Self.derivative(t, x1, x2)
  }
}
