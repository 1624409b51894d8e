/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
/// the spring curve for the animation's duration, then removed; retargets are additive.
///
/// **No source exists; this models only what Apple documents.** The
/// [documentation](https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:))
/// gives a duration, a damping ratio and an initial velocity relative to the travel, not
/// how the duration maps to a stiffness: the spring is the request's (for a UIKit spring,
/// the package's documented hypothesis, ``SpringParameters/uikit(duration:dampingRatio:initialSpringVelocity:)``).
/// The animation lasts its duration and is then removed, so the view shows its model value.
/// Since iOS 8 UIKit animations are additive (WWDC 2014 session 236, "Building
/// Interruptible and Responsive Interactions"): changing the target while one runs adds an
/// animation of the difference (old model − new model → 0) on top of the running ones,
/// which keep running until their own durations end.
///
/// The model: the presentation is the model value plus the displacement of each running
/// animation, each ``SpringSolution`` toward 0 at its local time; an animation's
/// contribution drops out once its local time reaches the duration. The duration is
/// `--animation-duration` or the key `duration`, by default the one the hypothesis
/// gives for the spring (``SpringParameters/UIKitView/duration(initialSpringVelocity:)``). A
/// retarget's own animation starts with velocity 0. No velocity is reported.
public struct UIKitEngine: SpringEngine {
  /// `uikit`.
  public static let name = SpringEngineName.uikit
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `duration`.
    public static let duration = EngineConfigurationKey(
      "duration", "withDuration: in seconds (default: the duration the hypothesis gives the spring)")
  }
  /// `duration`.
  public static let configurationKeys = [Key.duration]
  /// `animation-duration`.
  public static let supportedSettings: Set<EngineSetting> = [.animationDuration]

  /// The animations' duration in seconds.
  public let duration: Double
  private let parameters: SpringParameters
  private let relativeVelocity: Double
  /// The running additive animations: displacement toward 0 and the begin time.
  private var layers: [(solution: SpringSolution, begin: Double)]
  private var modelValue: Double
  private var last: Double
  private let from: Double
  /// True once every animation has been removed.
  public private(set) var isComplete = false

  /// Resolves the duration.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    try request.configuration.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    if request.configuration.text(Key.duration) != nil, request.settings.animationDuration != nil {
      throw .conflict("give either --animation-duration or uikit's duration, not both")
    }
    parameters = request.spring
    let travel = request.travel
    relativeVelocity = travel.isZero ? 0 : request.initialVelocity / travel
    let given = try request.configuration.number(Key.duration) ?? request.settings.animationDuration
    if let given, !(given > 0) {
      throw .invalidValue(key: Key.duration.name, value: "\(given)", accepted: "a number of seconds > 0")
    }
    guard let resolved = given ?? request.spring.uikit.duration(initialSpringVelocity: relativeVelocity) else {
      throw .unsupportedSpring(
        engine: .spring(Self.name),
        reason: "this spring has no UIKit duration under the hypothesis (ζ > 1 or off its branch); "
          + "give --animation-duration")
    }
    duration = resolved
    let first: SpringSolution
    do {
      first = try SpringSolution(
        parameters: request.spring, from: request.from - request.to, to: 0,
        initialVelocity: request.initialVelocity)
    } catch {
      throw .parameter(error)
    }
    layers = [(first, 0)]
    modelValue = request.to
    from = request.from
    last = request.from
  }

  /// The start value; no velocity.
  public var startFrame: EngineFrame { EngineFrame(hostTime: 0, engineTime: 0, value: from, velocity: nil) }

  /// Model value plus the running animations' displacements.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    layers.removeAll { hostTime - $0.begin >= duration }
    var value = modelValue
    for layer in layers { value += layer.solution.position(at: hostTime - layer.begin) }
    last = value
    if layers.isEmpty { isComplete = true }
    let local = hostTime - (layers.last?.begin ?? 0)
    return EngineFrame(hostTime: hostTime, engineTime: local, value: value, velocity: nil)
  }

  /// Adds an additive animation of (old model − new model) → 0, velocity 0.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    guard
      let added = try? SpringSolution(
        parameters: parameters, from: modelValue - target, to: 0, initialVelocity: 0)
    else { return }
    layers.append((added, hostTime))
    modelValue = target
  }

  /// The spring and the duration.
  public var engineDescription: EngineDescription {
    EngineDescription(
      engine: Self.name,
      source: "UIView spring animation as documented by Apple (no source published); additive since iOS 8",
      parameters: [
        .init("dampingRatio", .number(parameters.dampingRatio)),
        .init("initialSpringVelocity (relative)", .number(relativeVelocity)),
        .init("duration (s)", .number(duration)),
        .init("stiffness (hypothesis, mass 1)", .number(parameters.stiffness / parameters.mass)),
      ],
      stopRule: "each animation is removed at local time ≥ duration; the presentation then shows the model value",
      thresholds: [.init("duration (s)", .number(duration))],
      limitations: "Apple publishes no source: the duration-to-stiffness map is the package's hypothesis; "
        + "render-server timing and presentation velocity are not modelled")
  }
}

extension SpringEngineName {
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` with its duration.
  public static let uikit = SpringEngineName(declaring: "uikit")
}
