import AnimationMath

extension AnimationScene {
  /// A scene channel that no DTCG token can state, and why.
  public struct UnexportedChannel: Sendable, Hashable {
    /// The channel, `layer.keyPath`.
    public let channel: String
    /// Why it has no token, in words.
    public let reason: String
  }

  /// The scene's animations as motion tokens: one per animation of a layer's
  /// property, named `scene.layer.property` (a `.` inside a key path becomes `-`;
  /// a second animation of the same property is `property-2`, and so on).
  ///
  /// A basic animation with a cubic-bézier, named or linear (or no) timing
  /// function is a `transition` token: its delay is the scene time, in seconds,
  /// at which it begins (a group's begin plus the child's), its duration the
  /// resolved duration (Core Animation's 0.25 s default, or the group's). A
  /// spring animation is a spring token (mass, stiffness, damping) with two
  /// `duration` tokens beside it, `property-duration` and `property-delay`; its
  /// initial velocity, which DTCG cannot hold, is in the description. Keyframes,
  /// keyframe paths, other timing functions (steps, sampled curves, …), speed,
  /// time offsets, repeats, autoreversing and a group's own timing function have
  /// no DTCG form: such animations are listed in `skipped` instead. `written`
  /// counts the animations that have tokens.
  public func motionTokens() -> (tokens: [MotionToken], written: Int, skipped: [UnexportedChannel]) {
    var tokens: [MotionToken] = []
    var skipped: [UnexportedChannel] = []
    var used: [String: Int] = [:]
    var written = 0
    for layer in layers {
      var walker = TokenWalker(scene: Self.tokenName(name), layer: layer.name)
      for attached in layer.animations {
        walker.visit(attached.animation, begin: 0, placement: .topLevel, blocked: nil)
      }
      for found in walker.found {
        let base = "\(Self.tokenName(name)).\(Self.tokenName(layer.name)).\(Self.tokenName(found.keyPath))"
        let count = (used[base] ?? 0) + 1
        used[base] = count
        let stem = count == 1 ? base : "\(base)-\(count)"
        let channel = "\(layer.name).\(found.keyPath)"
        switch found.result {
        case .failure(let skip): skipped.append(UnexportedChannel(channel: channel, reason: skip.reason))
        case .success(let made):
          tokens += made(stem, channel)
          written += 1
        }
      }
    }
    return (tokens, written, skipped)
  }

  /// `text` as one DTCG name segment: `.`, `{`, `}` become `-`, a leading `$` is dropped.
  static func tokenName(_ text: String) -> String {
    var out = String(text.map { "{}.".contains($0) ? "-" : $0 })
    while out.hasPrefix("$") { out.removeFirst() }
    return out.isEmpty ? "-" : out
  }
}

/// An error text for an animation that has no token.
struct TokenSkip: Error {
  let reason: String
}

/// Walks one layer's animations, through groups, collecting a token maker or
/// a reason per animated property.
private struct TokenWalker {
  typealias Maker = @Sendable (_ name: String, _ channel: String) -> [MotionToken]
  let scene: String
  let layer: String
  var found: [(keyPath: String, result: Result<Maker, TokenSkip>)] = []

  init(scene: String, layer: String) {
    self.scene = scene
    self.layer = layer
  }

  mutating func visit(
    _ animation: LayerAnimation, begin: Double, placement: MediaTiming.Placement, blocked: String?
  ) {
    let timing = animation.timing
    let delay = begin + timing.beginTime
    let duration = timing.resolvedDuration(in: placement)
    let problem = blocked ?? Self.timingProblem(timing)
    switch animation {
    case .group(let group):
      let own = group.timingFunction.map { "its group's timing function \($0) warps time" }
      for child in group.animations {
        visit(child, begin: delay, placement: .inGroup(duration: duration), blocked: problem ?? own)
      }
    case .keyframe(let a):
      found.append((a.keyPath, .failure(TokenSkip(reason: "keyframes (\(a.values.count) values) have no DTCG type"))))
    case .path(let a):
      found.append((a.keyPath, .failure(TokenSkip(reason: "a keyframe path has no DTCG type"))))
    case .basic(let a):
      if let problem { return found.append((a.keyPath, .failure(TokenSkip(reason: problem)))) }
      found.append((a.keyPath, Self.transition(a.timingFunction, duration: duration, delay: delay)))
    case .spring(let a):
      if let problem { return found.append((a.keyPath, .failure(TokenSkip(reason: problem)))) }
      if let function = a.timingFunction {
        return found.append(
          (a.keyPath, .failure(TokenSkip(reason: "the timing function \(function) warps the spring's time"))))
      }
      found.append((a.keyPath, .success(Self.spring(a.motion, duration: duration, delay: delay))))
    }
  }

  /// Why `timing` has no transition form, or nil.
  static func timingProblem(_ timing: MediaTiming) -> String? {
    if timing.speed != 1 { return "speed \(timing.speed) has no DTCG form" }
    if timing.timeOffset != 0 { return "time offset \(timing.timeOffset) s has no DTCG form" }
    if timing.repeatCount != 0 || timing.repeatDuration != 0 { return "repeats have no DTCG form" }
    if timing.autoreverses { return "autoreversing has no DTCG form" }
    return nil
  }

  /// A basic animation's transition, if its timing function is a cubic bézier.
  static func transition(_ function: TimingFunction?, duration: Double, delay: Double) -> Result<Maker, TokenSkip> {
    let curve: CubicBezierTiming
    switch function ?? .linear {
    case .cubicBezier(let bezier): curve = bezier
    case .linear: curve = try! CubicBezierTiming(x1: 0, y1: 0, x2: 1, y2: 1)
    case let other: return .failure(TokenSkip(reason: "the timing function \(other) has no DTCG type"))
    }
    let value = MotionTransition(duration: duration, delay: delay, timingFunction: curve)
    return .success { name, channel in
      [MotionToken(name: name, description: "\(channel): basic animation", value: .transition(value))]
    }
  }

  /// A spring animation's spring token and its `-duration` and `-delay` tokens.
  static func spring(_ motion: SpringSolution, duration: Double, delay: Double) -> Maker {
    let parameters = motion.parameters
    let velocity = motion.initialVelocity / (motion.to - motion.from)
    return { name, channel in
      let note = velocity == 0 ? "" : "; initial velocity \(velocity) (progress per second) is not in the token"
      return [
        MotionToken(
          name: name, description: "\(channel): spring animation\(note)",
          value: .spring(parameters, .massStiffnessDamping)),
        MotionToken(
          name: name + "-duration", description: "\(channel): the spring animation's duration",
          value: .duration(duration)),
        MotionToken(
          name: name + "-delay", description: "\(channel): the scene time at which the spring begins",
          value: .duration(delay)),
      ]
    }
  }
}
