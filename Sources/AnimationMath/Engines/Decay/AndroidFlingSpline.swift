/// The Android fling spline: the 100-sample position and time tables that
/// `android.widget.OverScroller`, `android.widget.Scroller` and Compose's
/// `AndroidFlingSpline` build once, by float bisection, from one tension curve.
///
/// Read (facts only, no code copied) in aosp-mirror/platform_frameworks_base
/// `core/java/android/widget/OverScroller.java` @ 050275cd83f4a66dc3705714ccbe8db025626ce8
/// (`SplineOverScroller`'s static block; `Scroller.java` @ 14de557208de07e2790a0c88dea110ea26d28d5d
/// and androidx/androidx `compose/animation/animation/src/commonMain/kotlin/androidx/compose/animation/SplineBasedDecay.kt`
/// @ 55c737bfb7a7320ac5b43787306f0c3af169f420 build the same tables the same way):
/// - INFLEXION 0.35f, START_TENSION 0.5f, END_TENSION 1f, P1 = START_TENSION·INFLEXION,
///   P2 = 1 − END_TENSION·(1 − INFLEXION), all `float`;
/// - the curve, for a parameter s ∈ [0, 1]: time T(s) = 3s(1−s)((1−s)·P1 + s·P2) + s³ and
///   position P(s) = 3s(1−s)((1−s)·START_TENSION + s) + s³;
/// - for i = 0…99 and α = i/100f: `SPLINE_POSITION[i]` = P(x) where x bisects T(x) = α,
///   `SPLINE_TIME[i]` = T(y) where y bisects P(y) = α; each bisection halves [min, 1f] in
///   float until `|residual − α| < 1E-5` (a double literal: the float residual is compared
///   in double), and its lower end carries over from sample i to i + 1 (x_min, y_min are
///   never reset); entry 100 of both is 1.
/// - sampling (`update()` / `flingPosition`): index = (int)(100·t); below 100 the slope
///   (P[i+1] − P[i])/(t_sup − t_inf) and P[i] + (t − t_inf)·slope, all float; from 100 on,
///   position 1 and slope 0.
public struct AndroidFlingSpline: Sendable, Hashable {
  /// `NB_SAMPLES`.
  public static let sampleCount = 100
  /// `INFLEXION`.
  package static let inflexion: Float = 0.35
  /// `START_TENSION`.
  package static let startTension: Float = 0.5
  /// `END_TENSION`.
  package static let endTension: Float = 1
  /// The bisections' stop rule: |residual − α| < this (compared in Double).
  package static let bisectionTolerance = 1e-5

  /// `SPLINE_POSITION`: the distance fraction at time fractions 0, 0.01, …, 1 (101 entries).
  public let positions: [Float]
  /// `SPLINE_TIME`: the time fraction at distance fractions 0, 0.01, …, 1 (101 entries).
  public let times: [Float]

  /// The tables, built once by the source's float bisection.
  public static let shared = AndroidFlingSpline()

  private init() {
    let p1 = Self.startTension * Self.inflexion
    let p2 = 1 - Self.endTension * (1 - Self.inflexion)
    let n = Self.sampleCount
    var positions = [Float](repeating: 0, count: n + 1)
    var times = [Float](repeating: 0, count: n + 1)
    var xMin: Float = 0
    var yMin: Float = 0
    for i in 0..<n {
      let alpha = Float(i) / Float(n)
      var xMax: Float = 1
      var x: Float
      var coef: Float
      while true {
        x = xMin + (xMax - xMin) / 2
        coef = 3 * x * (1 - x)
        let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
        if Double(abs(tx - alpha)) < Self.bisectionTolerance { break }
        if tx > alpha { xMax = x } else { xMin = x }
      }
      positions[i] = coef * ((1 - x) * Self.startTension + x) + x * x * x
      var yMax: Float = 1
      var y: Float
      while true {
        y = yMin + (yMax - yMin) / 2
        coef = 3 * y * (1 - y)
        let dy = coef * ((1 - y) * Self.startTension + y) + y * y * y
        if Double(abs(dy - alpha)) < Self.bisectionTolerance { break }
        if dy > alpha { yMax = y } else { yMin = y }
      }
      times[i] = coef * ((1 - y) * p1 + y * p2) + y * y * y
    }
    positions[n] = 1
    times[n] = 1
    self.positions = positions
    self.times = times
  }

  /// The distance fraction and its slope (distance fractions per time fraction) at the
  /// time fraction `t`, by the sources' linear interpolation (float).
  ///
  /// A `t` below 0 reads as 0 and from 1 on as 1 (position 1, slope 0), as Compose's
  /// `flingPosition` does (androidx/androidx `compose/animation/animation/src/androidHostTest/kotlin/androidx/compose/animation/AndroidFlingSplineTest.kt`
  /// @ a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9); the AOSP scrollers never pass t < 0.
  public func sample(_ t: Float) -> (distance: Float, slope: Float) {
    let n = Self.sampleCount
    let t = t.isNaN ? 0 : max(t, 0)
    let scaled = Float(n) * t
    guard scaled < Float(n) else { return (1, 0) }
    let index = Int(scaled)
    let tInf = Float(index) / Float(n)
    let tSup = Float(index + 1) / Float(n)
    let slope = (positions[index + 1] - positions[index]) / (tSup - tInf)
    return (positions[index] + (t - tInf) * slope, slope)
  }

  /// `OverScroller.adjustDuration`'s time coefficient for the distance fraction `x` ≥ 0
  /// (float), or nil from index 100 on (the source leaves the duration unchanged there).
  package func timeFraction(atDistanceFraction x: Float) -> Float? {
    let n = Self.sampleCount
    let scaled = Float(n) * x
    guard scaled < Float(n) else { return nil }
    let index = Int(scaled)
    let xInf = Float(index) / Float(n)
    let xSup = Float(index + 1) / Float(n)
    return times[index] + (x - xInf) / (xSup - xInf) * (times[index + 1] - times[index])
  }
}
