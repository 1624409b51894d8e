/// framer-motion 12's `type: "inertia"` (`motion@12`): motion's inertia with framer-motion
/// 12.23.0's spring generator for the bound spring.
///
/// Read in motiondivision/motion v12.23.0 @ a373936bc35696ea3f7335d58aaa6b0be71a1fb7 against
/// v13.1.1 @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36: `generators/inertia.ts` differs only
/// in the velocity helper's name (`calcGeneratorVelocity`, the same 5 ms backward
/// difference); the bound spring is `generators/spring/index.ts`, whose rest test uses a
/// 5 ms backward difference of the curve for ζ < 1 (the default bounce spring, k 500,
/// c 10, has ζ ≈ 0.22) where motion 13 uses the analytic velocity. Everything else, keys
/// and defaults included, is ``MotionDecayEngine``.
public struct Motion12DecayEngine: DecayEngine {
  /// `motion@12`.
  public static let name = DecayEngineName.motion12
  /// The line help prints.
  public static let summary: String? =
    "framer-motion 12 inertia: motion's, with v12's bound spring (rest test on a 5 ms backward difference)."
  /// motion's inertia keys.
  public static var configurationKeys: [EngineConfigurationKey] { MotionDecayEngine.configurationKeys }
  /// motion's shared settings.
  public static var settingKeys: [DecaySetting: DecaySettingKey] { MotionDecayEngine.settingKeys }

  private var base: MotionDecayEngine

  /// Resolves inertia's options with framer-motion 12's bound spring.
  public init(_ request: DecayRequest) throws(EngineError) { base = try MotionDecayEngine(request, version: .v12) }

  /// The start state.
  public var startFrame: EngineFrame { base.startFrame }
  /// True once the animation has finished.
  public var isComplete: Bool { base.isComplete }
  /// The probed duration, ms.
  public var calculatedDuration: Double { base.calculatedDuration }
  /// The inertia target.
  public var modelRestPosition: Double? { base.modelRestPosition }
  /// The hand-off to the bound spring, if any.
  public var handOff: DecayHandOff? { base.handOff }
  /// The engine's notes.
  public var notes: [String] { base.notes }

  /// The frame at `hostTime`.
  public mutating func advance(to hostTime: Double) -> EngineFrame { base.advance(to: hostTime) }
}

extension DecayEngineName {
  /// framer-motion 12's `inertia` under JSAnimation.
  public static let motion12 = DecayEngineName(declaring: "motion@12")
}
