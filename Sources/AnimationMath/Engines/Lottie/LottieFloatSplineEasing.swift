/// The keyframe easing solver shared by rlottie and ThorVG: a port of Gecko's
/// `nsSMILKeySpline` that works in **Float** throughout.
///
/// Read from Samsung/rlottie at 34465a9e (`src/vector/vinterpolator.cpp`,
/// `vinterpolator.h`) and thorvg/thorvg at 44bf1bd9
/// (`src/loaders/lottie/tvgLottieInterpolator.cpp`, `.h`); the two agree
/// operation for operation:
/// - the handles `o` = (x1, y1), `i` = (x2, y2) are Floats; the identity when
///   x1 = y1 and x2 = y2 (compared as Floats);
/// - a table of x at t = k/10, k = 0…10; the first guess interpolates linearly
///   inside the table interval that holds the input;
/// - 4 Newton steps when dx/dt at the guess is at least **0.02**; at a slope of
///   exactly 0 the guess itself; otherwise at most 10 bisections of the table
///   interval, stopping once |x(t) − input| ≤ 1e-7;
/// - no shortcut at 0 and 1: the result there is whatever the loop returns.
///
/// Not modelled: both players cache one solver per file under the key
/// `"%.2f_%.2f_%.2f_%.2f"` of the handles (or the keyframe's `n`), so two
/// segments whose handles agree to two decimals share the first one's curve.
struct LottieFloatSplineEasing: Sendable {
  /// The control points as the players store them.
  let x1: Float, y1: Float, x2: Float, y2: Float
  /// x at t = k/10, k = 0…10 (Float arithmetic, as the players fill it).
  private let samples: [Float]

  /// Table size (`kSplineTableSize`, `SPLINE_TABLE_SIZE`).
  static let sampleCount = 11
  /// The table step 1/10 in Float.
  static let sampleStep: Float = 1 / Float(sampleCount - 1)
  /// Below this dx/dt at the first guess, bisection replaces Newton (`NEWTON_MIN_SLOPE`).
  static let newtonMinimumSlope: Float = 0.02
  /// Newton steps (`NEWTON_ITERATIONS`).
  static let newtonIterations = 4
  /// Bisection stops at this |x(t) − input| (`SUBDIVISION_PRECISION`).
  static let subdivisionPrecision: Float = 0.000_000_1
  /// At most this many bisections (`SUBDIVISION_MAX_ITERATIONS`).
  static let subdivisionIterations = 10

  /// The curve `cubic-bezier(x1, y1, x2, y2)` rounded to Float.
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = Float(x1)
    self.y1 = Float(y1)
    self.x2 = Float(x2)
    self.y2 = Float(y2)
    let (a, b) = (self.x1, self.x2)
    samples = (0..<Self.sampleCount).map { Self.bezier(Float($0) * Self.sampleStep, a, b) }
  }

  /// The easing of `segment` from its first dimension's handles (nil: no `o`/`i`, linear).
  init?(segment: LottieSegment) {
    guard let out = segment.outHandle, let into = segment.inHandle else { return nil }
    self.init(
      x1: out.x(dimension: 0), y1: out.y(dimension: 0), x2: into.x(dimension: 0), y2: into.y(dimension: 0))
  }

  /// Whether the players skip solving (x1 = y1 and x2 = y2).
  var isIdentity: Bool { x1 == y1 && x2 == y2 }

  /// The eased progress at `progress` (the players' `value`/`progress`).
  func value(at progress: Float) -> Float {
    if isIdentity { return progress }
    return Self.bezier(parameter(forX: progress), y1, y2)
  }

  /// ((A t + B) t + C) t with A = 1 − 3 a2 + 3 a1, B = 3 a2 − 6 a1, C = 3 a1, in Float.
  static func bezier(_ t: Float, _ a1: Float, _ a2: Float) -> Float {
    ((coefficientA(a1, a2) * t + coefficientB(a1, a2)) * t + 3 * a1) * t
  }

  /// d/dt of ``bezier(_:_:_:)``: 3 A t² + 2 B t + C, in Float.
  static func slope(_ t: Float, _ a1: Float, _ a2: Float) -> Float {
    3 * coefficientA(a1, a2) * t * t + 2 * coefficientB(a1, a2) * t + 3 * a1
  }

  static func coefficientA(_ a1: Float, _ a2: Float) -> Float { 1 - 3 * a2 + 3 * a1 }
  static func coefficientB(_ a1: Float, _ a2: Float) -> Float { 3 * a2 - 6 * a1 }

  /// The curve parameter t whose x is `x`: table guess, then Newton or bisection.
  func parameter(forX x: Float) -> Float {
    var intervalStart: Float = 0
    var index = 1
    while index != Self.sampleCount - 1 && samples[index] <= x {
      intervalStart += Self.sampleStep
      index += 1
    }
    index -= 1
    let share = (x - samples[index]) / (samples[index + 1] - samples[index])
    let guess = intervalStart + share * Self.sampleStep
    let initialSlope = Self.slope(guess, x1, x2)
    if initialSlope >= Self.newtonMinimumSlope { return newton(x, from: guess) }
    if initialSlope == 0 { return guess }
    return bisection(x, low: intervalStart, high: intervalStart + Self.sampleStep)
  }

  /// Four Newton steps from `guess` (stopping at a zero slope).
  private func newton(_ x: Float, from guess: Float) -> Float {
    var t = guess
    for _ in 0..<Self.newtonIterations {
      let error = Self.bezier(t, x1, x2) - x
      let slope = Self.slope(t, x1, x2)
      if slope == 0 { return t }
      t -= error / slope
    }
    return t
  }

  /// Bisection of [low, high] until |x(t) − x| ≤ 1e-7 or 10 halvings.
  private func bisection(_ x: Float, low: Float, high: Float) -> Float {
    var (low, high) = (low, high)
    var t: Float = 0
    var iteration = 0
    var error: Float
    repeat {
      t = low + (high - low) / 2
      error = Self.bezier(t, x1, x2) - x
      if error > 0 { high = t } else { low = t }
      iteration += 1
    } while abs(error) > Self.subdivisionPrecision && iteration < Self.subdivisionIterations
    return t
  }
}
