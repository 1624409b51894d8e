/// `CASpringAnimation`: the closed form, cut at the animation's `duration`, then removed,
/// so the presentation value jumps to the model value.
///
/// **No source exists; this models only what Apple documents.** Apple's
/// [CASpringAnimation](https://developer.apple.com/documentation/quartzcore/caspringanimation)
/// documents a damped spring with `mass`, `stiffness`, `damping` and `initialVelocity`, and
/// `settlingDuration`, "the estimated duration required for the spring system to be
/// considered at rest" (its algorithm is not documented). The animation runs for its
/// `duration` ([CAMediaTiming](https://developer.apple.com/documentation/quartzcore/camediatiming),
/// active while local time < duration) and, with the default `isRemovedOnCompletion = true`
/// and fill mode `removed`, is then removed, so the layer shows its model value
/// (assumed set to `to`, the documented pattern). `add(_:forKey:)` keeps one animation per
/// key, so a retarget added under the same key replaces the running one.
///
/// The model: frames before the cut are ``SpringSolution`` at the host time (the render
/// server's media time is the host time; the animation begins at host time 0); the first
/// frame at or after `duration` shows `to` and completes. `duration` is `--animation-duration`
/// or the key `duration`; by default the spring's exact settling duration (1e-3 of the
/// travel, ``SpringSolution/settlingDuration(band:)``), standing in for `settlingDuration`,
/// whose algorithm Apple does not publish. A retarget replaces the animation by one from
/// the last frame's presentation value to the new target with initial velocity 0 (the
/// presentation velocity is not exposed), beginning at that frame's time; a retarget after
/// the cut adds a new animation the same way (the layer is at rest on its model value).
/// The replacing animation lasts `duration` when it was given, and otherwise the settling
/// duration of the spring from rest (which depends on the spring alone, not on the travel,
/// as `settlingDuration` does), so a run that starts at rest on its target still animates
/// each retarget. No velocity is reported: Core Animation exposes none.
public struct CoreAnimationEngine: SpringEngine {
  /// `core-animation`.
  public static let name = SpringEngineName.coreAnimation
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `duration`.
    public static let duration = EngineConfigurationKey(
      "duration", "CAAnimation.duration in seconds (default: the spring's settling duration)")
  }
  /// `duration`.
  public static let configurationKeys = [Key.duration]
  /// `animation-duration`.
  public static let supportedSettings: Set<EngineSetting> = [.animationDuration]

  /// The animation's duration in seconds.
  public let duration: Double
  private var solution: SpringSolution
  /// The duration of an animation added by a retarget (from rest), s.
  private let replacementDuration: Double
  private var segmentDuration: Double
  private var begin: Double = 0
  private var modelValue: Double
  private var last: Double
  /// True once a frame at or after the cut was rendered.
  public private(set) var isComplete = false

  /// Resolves the duration and the closed form.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    try request.configuration.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    if request.configuration.text(Key.duration) != nil, request.settings.animationDuration != nil {
      throw .conflict("give either --animation-duration or core-animation's duration, not both")
    }
    do {
      solution = try SpringSolution(
        parameters: request.spring, from: request.from, to: request.to, initialVelocity: request.initialVelocity)
    } catch {
      throw .parameter(error)
    }
    let given = try request.configuration.number(Key.duration) ?? request.settings.animationDuration
    if let given, !(given > 0) {
      throw .invalidValue(key: Key.duration.name, value: "\(given)", accepted: "a number of seconds > 0")
    }
    let settling = solution.settlingDuration()
    guard let resolved = given ?? (settling.isFinite ? settling : nil) else {
      throw .unsupportedSpring(
        engine: .spring(Self.name), reason: "the spring never settles; give --animation-duration")
    }
    duration = resolved
    segmentDuration = resolved
    if let given {
      replacementDuration = given
    } else {
      replacementDuration = try Self.settlingFromRest(request.spring)
    }
    modelValue = request.to
    last = request.from
    isComplete = duration <= 0
  }

  /// The exact 1e-3 settling duration of `spring` from rest over a unit travel.
  private static func settlingFromRest(_ spring: SpringParameters) throws(EngineError) -> Double {
    let unit: SpringSolution
    do {
      unit = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: 0)
    } catch {
      throw .parameter(error)
    }
    let settling = unit.settlingDuration()
    guard settling.isFinite else {
      throw .unsupportedSpring(
        engine: .spring(Self.name), reason: "the spring never settles; give --animation-duration")
    }
    return settling
  }

  /// The start value; no velocity.
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: solution.from, velocity: nil)
  }

  /// The presentation value at `hostTime`.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let local = hostTime - begin
    if local >= segmentDuration {
      isComplete = true
      last = modelValue
    } else {
      last = solution.position(at: local)
    }
    return EngineFrame(hostTime: hostTime, engineTime: local, value: last, velocity: nil)
  }

  /// Replaces the animation (same key), or adds one after the cut: from the presentation
  /// value, velocity 0, beginning at `hostTime`.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    guard
      let next = try? SpringSolution(
        parameters: solution.parameters, from: last, to: target, initialVelocity: 0)
    else { return }
    solution = next
    begin = hostTime
    segmentDuration = replacementDuration
    modelValue = target
    isComplete = false
  }

  /// The spring, the duration and the cut.
  public var engineDescription: EngineDescription {
    let p = solution.parameters
    return EngineDescription(
      engine: Self.name,
      source: "CASpringAnimation as documented by Apple (no source published)",
      parameters: [
        .init("mass", .number(p.mass)), .init("stiffness", .number(p.stiffness)),
        .init("damping", .number(p.damping)),
        .init("initialVelocity (relative)", .number(solution.relativeVelocity)),
        .init("duration (s)", .number(duration)),
      ],
      stopRule: "removed at local time ≥ duration: the presentation jumps to the model value",
      thresholds: [.init("duration (s)", .number(duration))],
      limitations: "Apple publishes no source: settlingDuration's algorithm, render-server timing and "
        + "presentation velocity are not modelled; the default duration is the exact 1e-3 settling time")
  }
}

extension SpringEngineName {
  /// `CASpringAnimation`: the closed form cut at the animation's `duration`.
  public static let coreAnimation = SpringEngineName(declaring: "core-animation")
}
