/// The moment a decay engine handed the motion to another phase: a spring back to a bound,
/// a ballistic overfling, or a clamp.
///
/// Recorded by the engine on the frame where it switched; ``DecayRun/handOff`` carries it.
public struct DecayHandOff: Sendable, Hashable {
  /// The index in ``DecayRun/frames`` of the first frame rendered by the new phase
  /// (0 is the start row: a start outside the bounds hands off at once).
  public var frameIndex: Int
  /// The engine's time of the switch, s since the start (may lie between frames).
  public var time: Double
  /// The value at the switch, units.
  public var value: Double
  /// The velocity carried into the new phase, units/s, + toward increasing values.
  public var velocity: Double
  /// The new phase's target (the bound), units; nil when it has none.
  public var target: Double?
  /// What the new phase is, in the engine's own words (e.g. `ScrollSpringSimulation`).
  public var phase: String

  /// Creates a hand-off record.
  public init(frameIndex: Int, time: Double, value: Double, velocity: Double, target: Double?, phase: String) {
    self.frameIndex = frameIndex
    self.time = time
    self.value = value
    self.velocity = velocity
    self.target = target
    self.phase = phase
  }
}
