extension MotionToken {
  /// Intervals of the grid on which deviations are measured: 10,000 steps of
  /// input progress resolve the Android table's chords (a few dozen per curve)
  /// and a `linear()`'s stops to well under 1e-5 of input.
  public static let deviationGridPoints = 10_000

  /// One way a platform evaluates the token: output progress at a time (s,
  /// or input progress for a bare easing), and why it differs.
  struct Evaluation {
    let value: (Double) -> Double
    let cause: String
  }

  /// What `platform` does to this token (its evaluation from its declaration against the
  /// exact curve), measured on ``deviationGridPoints`` + 1 inputs spanning the longer of the
  /// exact and the platform's time, delay included.
  ///
  /// Causes modelled: Chromium's solver (CSS cubic-bézier), `Float` control points
  /// (Core Animation for UIKit, Compose solved exactly after rounding), Android's
  /// `PathInterpolator` table, Flutter's `Cubic` solver (1e-3), a `linear()`'s stops
  /// (CSS springs), `Float` spring parameters (Compose, Android), durations stored as
  /// whole milliseconds (Compose, Android) or microseconds (Flutter). SwiftUI's bézier
  /// solver is unpublished: its easings report no deviation.
  public func deviation(on platform: DeclarationPlatform, maximumError: Double = 0.001) -> PlatformDeviation {
    guard let (span, exact, parts) = evaluations(on: platform, maximumError: maximumError) else {
      let cause: String
      if case .spring = value {
        cause = "no linear(): the spring does not settle within \(maximumError / 2) of rest, or no fit was found"
      } else if platform == .swiftui {
        cause = "not modelled: SwiftUI publishes no cubic-bézier solver (parameters are Double)"
      } else {
        cause = "not measured: a control point is outside Float's range"
      }
      return PlatformDeviation(platform: platform, maximumDeviation: nil, atProgress: nil, cause: cause, curve: [])
    }
    let n = Self.deviationGridPoints
    let times = (0...n).map { span * Double($0) / Double(n) }
    let reference = times.map(exact)
    var measured: [(cause: String, largest: Double)] = []
    for part in parts {
      let largest = zip(times, reference).reduce(0.0) { max($0, abs(part.value($1.0) - $1.1)) }
      measured.append((part.cause, largest))
    }
    let combined = parts.last!
    let curve = zip(times, reference).map { combined.value($0) - $1 }
    guard curve.allSatisfy(\.isFinite) else {
      return PlatformDeviation(
        platform: platform, maximumDeviation: nil, atProgress: nil,
        cause: "not measured: the curve's values are not finite numbers", curve: [])
    }
    var worst = 0
    for index in curve.indices where abs(curve[index]) > abs(curve[worst]) { worst = index }
    let causes = measured.dropLast().filter { $0.largest > 0 }.sorted { $0.largest > $1.largest }.map(\.cause)
    return PlatformDeviation(
      platform: platform, maximumDeviation: abs(curve[worst]) + 0, atProgress: Double(worst) / Double(n),
      cause: causes.isEmpty ? "none: \(measured.last!.cause)" : causes.joined(separator: "; "), curve: curve)
  }

  /// The span of the grid (s, or 1 for a bare easing), the exact curve, and the platform's
  /// evaluations: each cause alone, then (last) all of them together, whose cause is the
  /// words used when nothing changes. Nil when there is no model.
  private func evaluations(on platform: DeclarationPlatform, maximumError: Double)
    -> (Double, (Double) -> Double, [Evaluation])?
  {
    switch value {
    case .duration(let seconds):
      let stored = Self.storedDuration(seconds, on: platform)
      let span = max(seconds, stored.seconds, 1e-9)
      let exact = { (t: Double) in Self.ramp(t, duration: seconds) }
      let rounded = Evaluation(value: { Self.ramp($0, duration: stored.seconds) }, cause: stored.cause)
      return (span, exact, [rounded, Evaluation(value: rounded.value, cause: "the duration is stored exactly")])
    case .cubicBezier(let curve):
      guard let solver = Self.solver(curve, on: platform) else { return nil }
      return (
        1, { curve.value(at: $0) },
        [solver, Evaluation(value: solver.value, cause: "the platform's solver matches the exact curve")]
      )
    case .transition(let transition):
      return transitionEvaluations(transition, on: platform)
    case .spring(let parameters, _):
      return springEvaluations(parameters, on: platform, maximumError: maximumError)
    }
  }

  private func transitionEvaluations(_ transition: MotionTransition, on platform: DeclarationPlatform)
    -> (Double, (Double) -> Double, [Evaluation])?
  {
    let curve = transition.timingFunction
    guard let solver = Self.solver(curve, on: platform) else { return nil }
    let duration = Self.storedDuration(transition.duration, on: platform)
    let delay = Self.storedDuration(transition.delay, on: platform)
    func run(_ f: @escaping (Double) -> Double, _ d: Double, _ delay: Double) -> (Double) -> Double {
      { t in
        let local = t - delay
        if local <= 0 { return 0 }
        return d > 0 && local < d ? f(local / d) : 1
      }
    }
    let exact = run({ curve.value(at: $0) }, transition.duration, transition.delay)
    let span = max(transition.duration + transition.delay, duration.seconds + delay.seconds, 1e-9)
    var parts = [Evaluation(value: run(solver.value, transition.duration, transition.delay), cause: solver.cause)]
    let timing = [duration.cause, delay.cause.replacingDuration()].filter { !$0.isEmpty }.joined(separator: ", ")
    parts.append(
      Evaluation(value: run({ curve.value(at: $0) }, duration.seconds, delay.seconds), cause: timing))
    parts.append(
      Evaluation(value: run(solver.value, duration.seconds, delay.seconds), cause: "nothing changes the curve"))
    return (span, exact, parts)
  }

  private func springEvaluations(_ parameters: SpringParameters, on platform: DeclarationPlatform, maximumError: Double)
    -> (Double, (Double) -> Double, [Evaluation])?
  {
    guard let motion = try? SpringSolution(parameters: parameters, from: 0, to: 1, relativeVelocity: 0) else {
      return nil
    }
    let settle = motion.settlingDuration(band: .relative(maximumError / 2))
    let span = settle.isFinite ? max((settle * 1000).rounded(.up) / 1000, 1e-3) : 10 * parameters.swiftUI.response
    let exact = { (t: Double) in motion.position(at: t) }
    switch platform {
    case .css:
      guard let css = Self.cssSpring(parameters, maximumError: maximumError) else { return nil }
      let linear = Evaluation(
        value: { t in t >= css.duration ? 1 : css.fit.easing.value(at: t / css.duration) },
        cause: "linear() with \(css.fit.easing.points.count) stops")
      return (span, exact, [linear, Evaluation(value: linear.value, cause: "the linear() matches the spring")])
    case .compose, .android:
      let stiffness = Double(Float(parameters.android.stiffness))
      let ratio = Double(Float(parameters.dampingRatio))
      guard let rounded = try? SpringParameters(naturalFrequency: stiffness.squareRoot(), dampingRatio: ratio),
        let floatMotion = try? SpringSolution(parameters: rounded, from: 0, to: 1, relativeVelocity: 0)
      else { return nil }
      let floats = Evaluation(
        value: { floatMotion.position(at: $0) }, cause: "float32 spring parameters (stiffness, dampingRatio)")
      return (span, exact, [floats, Evaluation(value: floats.value, cause: "the parameters are exact in float32")])
    case .swiftui, .uikit, .flutter:
      return (span, exact, [Evaluation(value: exact, cause: "Double spring parameters")])
    }
  }

  /// 0 before 0, t/d on the way, 1 from d on (a linear ramp over `duration` seconds).
  static func ramp(_ t: Double, duration: Double) -> Double {
    duration > 0 ? min(max(t / duration, 0), 1) : (t >= 0 ? 1 : 0)
  }

  /// The duration `platform` stores for `seconds`, and the cause when it differs.
  static func storedDuration(_ seconds: Double, on platform: DeclarationPlatform) -> (seconds: Double, cause: String) {
    switch platform {
    case .compose, .android:
      let stored = Double(EasingDeclarations.wholeMilliseconds(seconds)) / 1000
      return (stored, stored == seconds ? "" : "duration rounded to whole ms")
    case .flutter:
      let stored = Double(EasingDeclarations.wholeMicroseconds(seconds)) / 1_000_000
      return (stored, stored == seconds ? "" : "duration rounded to whole µs")
    case .css, .swiftui, .uikit:
      return (seconds, "")
    }
  }

  /// The platform's cubic-bézier evaluation and its cause; nil for SwiftUI (no published solver).
  static func solver(_ curve: CubicBezierTiming, on platform: DeclarationPlatform) -> Evaluation? {
    let (x1, y1, x2, y2) = (curve.x1, curve.y1, curve.x2, curve.y2)
    switch platform {
    case .css:
      let chromium = ChromiumCubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      return Evaluation(value: { chromium.value(at: $0) }, cause: "Chromium's cubic-bezier solver")
    case .swiftui: return nil
    case .uikit:
      let coreAnimation = CoreAnimationFloat32Bezier(curve)
      return Evaluation(value: { coreAnimation.value(at: $0) }, cause: "float32 control points (Core Animation)")
    case .compose:
      guard let float = try? CubicBezierTiming(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2)) else {
        return nil
      }
      return Evaluation(value: { float.value(at: $0) }, cause: "float32 control points (Compose)")
    case .android:
      let table = AndroidPathInterpolator(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
      return Evaluation(
        value: { table.value(at: $0) }, cause: "PathInterpolator table (\(table.xs.count) points, float32)")
    case .flutter:
      let cubic = FlutterCubic(x1: x1, y1: y1, x2: x2, y2: y2)
      return Evaluation(value: { cubic.value(at: $0) }, cause: "Flutter Cubic solver (1e-3 tolerance)")
    }
  }
}

extension String {
  /// "duration rounded to whole ms" → "delay rounded to whole ms" (empty stays empty).
  fileprivate func replacingDuration() -> String { isEmpty ? self : "delay" + dropFirst("duration".count) }
}
