/// A damped spring used as a timing function: progress 0 → 1 over a duration.
///
/// This is what SwiftUI's `interpolatingSpring` and the CSS `spring()`
/// proposals (WebKit's `spring(mass stiffness damping relativeVelocity)`)
/// describe: the spring is released at 0 toward 1 with ``relativeVelocity``, and
/// input progress p ∈ [0, 1] maps to time p·``duration``:
///
///     value(p) = x(p·D),  slope(p) = D·x′(p·D)
///
/// where x solves the spring from 0 to 1 (``SpringSolution``).
///
/// Duration semantics (``Duration``):
/// - ``Duration/settling(_:)``: D is the spring's exact settling duration
///   (``SpringSolution/settlingDuration(band:)``), the last time it leaves the
///   band, so `value(at: 1)` is on the edge of the band around 1 (within 1e-3
///   of 1 for ``SettlingBand/standard``) and stays inside it for p > 1.
/// - ``Duration/seconds(_:)``: a given D (for example a CSS
///   `transition-duration`, as WebKit evaluates `spring()` at progress·duration).
///
/// `value(at: 1)` is the spring's position at D, not forced to 1: engines end
/// the animation on its final value, which is where the jump of at most the
/// band width happens. `value(at: 0)` is exactly 0. For p > 1 the motion goes
/// on (toward 1); for p < 0 the value follows the tangent at 0, `slope(0)·p`,
/// as cubic-bézier inputs below 0 do.
public struct SpringEasing: Sendable, Hashable {
  /// How the duration that progress 1 stands for is chosen.
  public enum Duration: Sendable, Hashable {
    /// The exact settling duration for this band (1e-3 of the travel by default).
    case settling(SettlingBand)
    /// A fixed duration in seconds (finite, > 0).
    case seconds(Double)
  }

  /// The spring.
  public let parameters: SpringParameters
  /// Initial velocity relative to the travel, in travels per second; positive
  /// toward the target (1 means the whole 0 → 1 distance per second).
  public let relativeVelocity: Double
  /// The duration D in seconds that progress 1 stands for.
  public let duration: Double
  /// The motion from 0 to 1.
  let solution: SpringSolution

  /// Creates the easing of `parameters` released toward the target with
  /// `relativeVelocity` (travels per second), over `duration`.
  ///
  /// - Throws: ``EasingParameterError`` if `relativeVelocity` is not finite, or
  ///   the duration is not finite and > 0 (an undamped spring never settles).
  public init(
    parameters: SpringParameters, relativeVelocity: Double = 0,
    duration: Duration = .settling(.standard)
  ) throws(EasingParameterError) {
    try EasingParameterError.requireFinite(relativeVelocity, .relativeVelocity)
    let solution = try SpringSolution(
      parameters: parameters, from: 0, to: 1, relativeVelocity: relativeVelocity)
    let seconds: Double
    switch duration {
    case .settling(let band): seconds = solution.settlingDuration(band: band)
    case .seconds(let value): seconds = value
    }
    guard seconds.isFinite, seconds > 0 else {
      throw EasingParameterError(
        parameter: .duration, value: seconds,
        accepted: "a finite number of seconds > 0 (the spring must settle)")
    }
    self.parameters = parameters
    self.relativeVelocity = relativeVelocity
    self.duration = seconds
    self.solution = solution
  }

  /// The output progress at input `progress`: the spring's position at progress·D.
  public func value(at progress: Double) -> Double {
    if progress == 0 { return 0 }
    if progress < 0 { return slope(at: 0) * progress }
    if progress.isNaN { return progress }
    return 1 + solution.displacement(at: progress * duration)
  }

  /// d(value)/d(progress) = D·x′(progress·D); below 0, the slope at 0.
  public func slope(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    return duration * solution.velocity(at: max(progress, 0) * duration)
  }

  /// Equal when the spring, the velocity and the resolved duration are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parameters == rhs.parameters && lhs.relativeVelocity == rhs.relativeVelocity
      && lhs.duration == rhs.duration
  }

  /// Hashes the spring, the velocity and the resolved duration.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(parameters)
    hasher.combine(relativeVelocity)
    hasher.combine(duration)
  }
}
