/// The tolerances behind rows of README's accuracy table, named once: the numeric tests
/// check against these constants, and `ReadmeToleranceTests` checks that each figure in
/// the table's tolerance column is the constant, rounded up to at most two digits (never
/// tighter than what is tested). Each states why it is that size; "of the travel" means a
/// fraction of |to − from|.
public enum AccuracyTolerance {
  /// Settling (`SettlingVsGSLTests`): |x(T) − rest| against the band's edge and the
  /// excursion past it after T, read on GSL rk8pd's trajectory at 1e-13 per step. Measured
  /// worst 8.8e-13 of the travel on the 1,000 seeded springs (rk8pd's error over horizons of
  /// tens of periods); 2e-12 leaves a factor 2.3.
  public static let settlingBand = 2e-12

  /// Timing (`ReferenceTimingTests`): the core's progress against the spec rules restated.
  /// The inputs are dyadic, so every operation on both sides is exact: 0, an equality
  /// (measured 0 over 1.37 M progress comparisons, 2.44 M evaluations).
  public static let timingProgress = 0.0

  /// The double-precision closed-form engines against GSL rk8pd at 1e-13 per step
  /// (`EngineVsGSLTests`): measured within 2e-15 of the travel, so 1e-13 (GSL's per-step
  /// tolerance) of the travel.
  public static let doubleEngines = 1e-13
  /// The JavaScript closed-form engines (motion, popmotion, React Native, Reanimated,
  /// wobble, anime.js) against GSL rk8pd at 1e-13 at their own frame times
  /// (`EnginesJSClosedFormVsGSLTests`): the same double closed forms, measured within
  /// 2.1e-15 of the travel; the same budget as the other double engines.
  public static let jsClosedFormEngines = 1e-13
  /// rebound's RK4 against GSL's fixed-step `rk4` (`EnginesJSVsGSLTests`): the same steps
  /// in another operation order, ~1e-16 relative per step grown over 3000 steps to
  /// 3.8e-14 of the travel on the seeded set.
  public static let reboundRK4 = 1e-13
  /// Compose rounds each output to a float once: half an ulp of 300 is 5e-8 of the travel,
  /// and its float inputs (value, velocity) add as much again (measured ≤ 7.7e-8).
  public static let composeEngine = 2e-7
  /// Android carries a float state from frame to frame: one float rounding (≈ 5e-8 of the
  /// travel) per frame, damped by the spring, measured ≤ 2.8e-7 over these runs.
  public static let androidEngine = 5e-7

  /// The Android fling spline's position table against Brent's roots
  /// (`FlingSplineVsGSLTests`): the bisection stops once its residual is < 1e-5, which
  /// moves the entry by the slope ratio P'/T' ≤ 1.5/0.525 ≈ 2.86 (at s = 0), plus the float
  /// rounding of the entry (≤ 6e-8, rounded up to 1e-6): 2.96e-5. Measured worst 2.4e-5.
  public static let flingPositionEntry = 1e-5 * 1.5 / 0.525 + 1e-6
  /// The time table: its slope ratio T'/P' grows toward s = 1; 7.24 at α = 0.99, the last
  /// bisected entry (mpmath), so ≤ 7.24e-5 plus the float rounding: 7.34e-5. Measured
  /// worst 4.3e-5.
  public static let flingTimeEntry = 1e-5 * 7.24 + 1e-6
  /// The engine's own criterion, |residual| < 1e-5, re-checked through Brent at the
  /// engine's float entry; the entry's float rounding (≤ 6e-8 times the slope ratio ≤ 7.24)
  /// may add up to 4.4e-7, rounded up to 5e-7: 1.05e-5. Measured worst 9.9e-6.
  public static let flingResidual = 1.05e-5
}
