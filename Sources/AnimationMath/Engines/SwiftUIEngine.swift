/// SwiftUI `Spring` in a `withAnimation` transaction: the closed form until the
/// animation is removed; "logically complete" is documented but not when, so it is not modelled.
///
/// **No source exists; this models only what Apple documents.**
/// [Spring](https://developer.apple.com/documentation/swiftui/spring) is documented as a
/// damped spring (`mass`, `stiffness`, `damping`; `response`/`dampingRatio`;
/// `duration`/`bounce`) with `value(target:initialVelocity:time:)`,
/// `velocity(target:initialVelocity:time:)` and `settlingDuration`, "the estimated duration
/// required for the spring system to be considered at rest".
/// [AnimationCompletionCriteria](https://developer.apple.com/documentation/swiftui/animationcompletioncriteria)
/// distinguishes `.logicallyComplete` ("may still be in its long tail") from `.removed`
/// ("the entire animation is finished and will now be removed"); Apple gives no time for
/// the former. [spring(response:dampingFraction:blendDuration:)](https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:))
/// is "persistent": a successor spring on the same property replaces it, "preserving
/// velocity from one animation to the next".
///
/// The model: each frame shows ``SpringSolution`` at the host time, with its velocity; the
/// animation is removed on the first frame at or after its settling duration, the exact
/// last exit from |x − to| ≤ `epsilon` (default 1e-3 of the travel, standing in for
/// `settlingDuration`, whose band is not published), and that frame shows the model value
/// `to`. A retarget restarts the closed form from the current value and velocity (continuous),
/// the removal then following the new segment's settling; after the removal it adds a new
/// spring from the model value at rest. A run that starts at rest on its target (travel 0)
/// has no travel to scale the default band by: each retarget then takes 1e-3 of its own
/// travel |target − value|, as the default band scales with the travel (a retarget to the
/// value itself keeps the band in use). `completionCriteria=logicallyComplete` is refused:
/// Apple does not document when it fires.
public struct SwiftUIEngine: SpringEngine {
  /// `swiftui`.
  public static let name = SpringEngineName.swiftui
  /// The engine's `--engine-params` keys, each declared once; read them by these constants.
  public enum Key {
    /// `completionCriteria`.
    public static let completionCriteria = EngineConfigurationKey(
      "completionCriteria", "removed (logicallyComplete is not documented in time)")
    /// `epsilon`.
    public static let epsilon = EngineConfigurationKey(
      "epsilon", "settling band in value units (default 0.001·|to − from|)")
  }
  /// `completionCriteria`, `epsilon`.
  public static let configurationKeys = [Key.completionCriteria, Key.epsilon]
  /// `rest-delta` (the settling band).
  public static let supportedSettings: Set<EngineSetting> = [.restDelta]

  /// The settling band half-width in value units.
  public let epsilon: Double
  private var solution: SpringSolution
  /// True when the band is 1e-3 of each retarget's travel (no band given, travel 0 at the start).
  private let bandPerRetarget: Bool
  /// The band of the running segment, value units.
  private var band: Double
  private var begin: Double = 0
  private var removal: Double
  private var last: SpringState
  /// True once the animation was removed.
  public private(set) var isComplete = false

  /// Resolves the band and the closed form.
  public init(_ request: SpringEngineRequest) throws(EngineError) {
    try request.configuration.requireKnown(Self.configurationKeys, by: .spring(Self.name))
    try request.settings.requireSupported(Self.supportedSettings, by: Self.name)
    if let criteria = request.configuration.text(Key.completionCriteria), criteria != "removed" {
      if criteria == "logicallyComplete" {
        throw .invalidValue(
          key: Key.completionCriteria.name, value: criteria,
          accepted: "removed (Apple does not document when a spring is logically complete)")
      }
      throw .invalidValue(key: Key.completionCriteria.name, value: criteria, accepted: "removed")
    }
    if request.configuration.text(Key.epsilon) != nil, request.settings.restDelta != nil {
      throw .conflict("give either --rest-delta or swiftui's epsilon, not both")
    }
    let given = try request.configuration.number(Key.epsilon) ?? request.settings.restDelta
    if let given, !(given > 0) {
      throw .invalidValue(key: Key.epsilon.name, value: "\(given)", accepted: "a number > 0")
    }
    do {
      solution = try SpringSolution(
        parameters: request.spring, from: request.from, to: request.to, initialVelocity: request.initialVelocity)
    } catch {
      throw .parameter(error)
    }
    epsilon = given ?? SettlingBand.standard.halfWidth(travel: request.travel)
    bandPerRetarget = given == nil && epsilon == 0
    band = epsilon
    removal = epsilon > 0 ? solution.settlingDuration(band: .absolute(epsilon)) : 0
    last = SpringState(position: request.from, velocity: request.initialVelocity)
    isComplete = removal <= 0
  }

  /// The start value and velocity.
  public var startFrame: EngineFrame {
    EngineFrame(hostTime: 0, engineTime: 0, value: solution.from, velocity: solution.initialVelocity)
  }

  /// The closed form, or the model value once removed.
  public mutating func advance(to hostTime: Double) -> EngineFrame {
    let local = hostTime - begin
    if local >= removal {
      isComplete = true
      last = SpringState(position: solution.to, velocity: 0)
    } else {
      last = solution.state(at: local)
    }
    return EngineFrame(hostTime: hostTime, engineTime: local, value: last.position, velocity: last.velocity)
  }

  /// A successor spring: from the current value with the current velocity.
  public mutating func retarget(to target: Double, at hostTime: Double) {
    guard
      let next = try? SpringSolution(
        parameters: solution.parameters, from: last.position, to: target, initialVelocity: last.velocity)
    else { return }
    // A retarget to the value itself keeps the previous band (its own travel is 0).
    if bandPerRetarget, target != last.position {
      band = SettlingBand.standard.halfWidth(travel: target - last.position)
    }
    solution = next
    begin = hostTime
    removal = band > 0 ? next.settlingDuration(band: .absolute(band)) : 0
    isComplete = false
  }

  /// The spring, the band and the removal time.
  public var engineDescription: EngineDescription {
    let p = solution.parameters
    return EngineDescription(
      engine: Self.name,
      source: "SwiftUI Spring as documented by Apple (no source published)",
      parameters: [
        .init("response (s)", .number(p.swiftUI.response)), .init("dampingRatio", .number(p.dampingRatio)),
        .init("mass", .number(p.mass)), .init("stiffness", .number(p.stiffness)),
        .init("damping", .number(p.damping)),
      ],
      stopRule: "removed on the first frame at or after the settling duration (last exit from "
        + "|x − to| ≤ epsilon), showing the model value; logically complete: time not documented",
      thresholds: [.init("epsilon (value units)", .number(epsilon)), .init("removal (s)", .number(removal))],
      limitations: "Apple publishes no source: the settling band, logically-complete time, blendDuration "
        + "and render timing are not modelled")
  }
}

extension SpringEngineName {
  /// SwiftUI `Spring`: logically complete versus removed.
  public static let swiftui = SpringEngineName(declaring: "swiftui")
}
