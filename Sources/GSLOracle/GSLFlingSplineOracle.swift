internal import CGSL

/// The independent reference for the Android fling spline's tables: the defining
/// equations solved by GSL's Brent root finder (`gsl_root_fsolver_brent`), in double,
/// never by the engines' float bisection.
///
/// The spline is the parametric curve, s ∈ [0, 1],
///
///   time T(s) = 3s(1−s)·((1−s)·P1 + s·P2) + s³,  position P(s) = 3s(1−s)·((1−s)·S + s) + s³,
///
/// with P1 = S·INFLEXION, P2 = 1 − E·(1 − INFLEXION), S = START_TENSION, E = END_TENSION
/// (AOSP `core/java/android/widget/OverScroller.java` @ 050275cd83f4a66dc3705714ccbe8db025626ce8,
/// `SplineOverScroller`'s static block: 0.35, 0.5, 1). The position table at time fraction α
/// is P(s) where T(s) = α; the time table at distance fraction α is T(s) where P(s) = α.
/// Both are strictly increasing on [0, 1] (T' and P' > 0 there), so each root is unique
/// and [0, 1] brackets it.
public struct GSLFlingSplineOracle: Sendable {
  /// P1, P2 and S of the curve.
  public let p1: Double
  /// See ``p1``.
  public let p2: Double
  /// START_TENSION.
  public let startTension: Double
  /// The bracket width at which Brent stops (absolute, in s).
  public static let parameterTolerance = 1e-15

  /// The curve for these constants (decimal, not float: the reference is the intended curve).
  public init(inflexion: Double = 0.35, startTension: Double = 0.5, endTension: Double = 1) {
    p1 = startTension * inflexion
    p2 = 1 - endTension * (1 - inflexion)
    self.startTension = startTension
  }

  /// T(s).
  public func time(_ s: Double) -> Double { Self.cubic(s, p1, p2) }
  /// P(s).
  public func position(_ s: Double) -> Double { Self.cubic(s, startTension, 1) }

  /// 3s(1−s)((1−s)a + s·b) + s³.
  static func cubic(_ s: Double, _ a: Double, _ b: Double) -> Double {
    3 * s * (1 - s) * ((1 - s) * a + s * b) + s * s * s
  }

  /// The tables at fractions i/`samples`, i = 0…samples (the last entry is 1 by the
  /// equations themselves: s = 1).
  public func tables(samples: Int = 100) throws(GSLError) -> (positions: [Double], times: [Double]) {
    var positions: [Double] = []
    var times: [Double] = []
    for i in 0...samples {
      let alpha = Double(i) / Double(samples)
      positions.append(position(try parameter(solving: .time, equals: alpha)))
      times.append(time(try parameter(solving: .position, equals: alpha)))
    }
    return (positions, times)
  }

  /// The time fraction at which the curve reaches the distance fraction `p` ∈ [0, 1].
  public func timeFraction(atPosition p: Double) throws(GSLError) -> Double {
    time(try parameter(solving: .position, equals: p))
  }

  /// The distance fraction reached at the time fraction `t` ∈ [0, 1] (the exact curve,
  /// not the tables' linear interpolation).
  public func positionFraction(atTime t: Double) throws(GSLError) -> Double {
    position(try parameter(solving: .time, equals: t))
  }

  /// Which coordinate the root finder inverts.
  enum Coordinate { case time, position }

  /// What the C callback reads.
  struct Problem {
    var a: Double
    var b: Double
    var target: Double
  }

  /// s ∈ [0, 1] with the coordinate's cubic equal to `target`, by Brent.
  func parameter(solving coordinate: Coordinate, equals target: Double) throws(GSLError) -> Double {
    GSLErrorHandling.disableAbort()
    if target <= 0 { return 0 }
    if target >= 1 { return 1 }
    var problem =
      coordinate == .time
      ? Problem(a: p1, b: p2, target: target) : Problem(a: startTension, b: 1, target: target)
    guard let solver = gsl_root_fsolver_alloc(cgsl_root_fsolver_brent()) else {
      throw GSLError(status: Int32(GSL_ENOMEM), operation: "gsl_root_fsolver_alloc", reason: "allocation failed")
    }
    defer { gsl_root_fsolver_free(solver) }
    return try withUnsafeMutablePointer(to: &problem) { (pointer) throws(GSLError) -> Double in
      var function = gsl_function(
        function: { s, parameters in
          let problem = parameters!.assumingMemoryBound(to: Problem.self).pointee
          return GSLFlingSplineOracle.cubic(s, problem.a, problem.b) - problem.target
        },
        params: UnsafeMutableRawPointer(pointer))
      try check(gsl_root_fsolver_set(solver, &function, 0, 1), "gsl_root_fsolver_set")
      for _ in 0..<200 {
        try check(gsl_root_fsolver_iterate(solver), "gsl_root_fsolver_iterate")
        let lower = gsl_root_fsolver_x_lower(solver)
        let upper = gsl_root_fsolver_x_upper(solver)
        if gsl_root_test_interval(lower, upper, Self.parameterTolerance, 0) == GSL_SUCCESS {
          return gsl_root_fsolver_root(solver)
        }
      }
      throw GSLError(
        status: Int32(GSL_EMAXITER), operation: "gsl_root_fsolver_iterate (fling spline)",
        reason: "no convergence in 200 iterations")
    }
  }
}
