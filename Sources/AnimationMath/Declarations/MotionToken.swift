/// A motion design token: a name, a description and a duration, a cubic-bézier
/// easing, a transition or a spring.
///
/// The W3C design-token reader (AnimationScenes) builds these from a DTCG
/// file; ``declarations(for:maximumError:)`` writes them per platform and
/// ``deviation(on:maximumError:)`` says what each platform changes.
public struct MotionToken: Sendable, Hashable {
  /// The token's path in its file, the group names and its own joined with
  /// `.` (`motion.easing.standard`).
  public let name: String
  /// The `$description`, inherited from no group; nil when absent.
  public let description: String?
  /// The value.
  public let value: Value

  /// Creates a token.
  public init(name: String, description: String? = nil, value: Value) {
    self.name = name
    self.description = description
    self.value = value
  }

  /// What a motion token holds.
  public enum Value: Sendable, Hashable {
    /// A duration, in seconds (≥ 0).
    case duration(Double)
    /// A cubic-bézier easing.
    case cubicBezier(CubicBezierTiming)
    /// A transition: duration, delay and easing.
    case transition(MotionTransition)
    /// A spring, and the shape it was written in.
    case spring(SpringParameters, SpringShape)
  }

  /// The three spring shapes found in design tools, all read into the same
  /// ``SpringParameters``; declarations keep the shape the token used.
  public enum SpringShape: String, Sendable, Hashable, CaseIterable {
    /// `{bounce, duration}`: SwiftUI's `Spring(duration:bounce:)` (Figma Motion, motion).
    case bounceDuration = "bounce-duration"
    /// `{response, dampingFraction}`: SwiftUI's `spring(response:dampingFraction:)`.
    case responseDampingFraction = "response-damping-fraction"
    /// `{mass, stiffness, damping}`: CASpringAnimation, Figma's REST `EasingFunctionSpring`.
    case massStiffnessDamping = "mass-stiffness-damping"
  }

  /// The DTCG `$type` of the value (`spring` for springs, which DTCG does not define).
  public var type: String {
    switch value {
    case .duration: "duration"
    case .cubicBezier: "cubicBezier"
    case .transition: "transition"
    case .spring: "spring"
    }
  }
}

/// A DTCG `transition`: a duration and a delay (seconds, ≥ 0) and a cubic-bézier easing.
public struct MotionTransition: Sendable, Hashable {
  /// The duration, in seconds (≥ 0).
  public let duration: Double
  /// The delay before the transition starts, in seconds (≥ 0).
  public let delay: Double
  /// The easing.
  public let timingFunction: CubicBezierTiming

  /// Creates a transition.
  public init(duration: Double, delay: Double, timingFunction: CubicBezierTiming) {
    self.duration = duration
    self.delay = delay
    self.timingFunction = timingFunction
  }
}
