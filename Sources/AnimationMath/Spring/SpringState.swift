/// The position and velocity of a spring at one instant.
public struct SpringState: Sendable, Hashable {
  /// Position x in the units of `from`/`to`.
  public var position: Double
  /// Velocity dx/dt in those units per second; positive means increasing x.
  public var velocity: Double

  /// Creates a state from a position and a velocity.
  public init(position: Double, velocity: Double) {
    self.position = position
    self.velocity = velocity
  }
}
