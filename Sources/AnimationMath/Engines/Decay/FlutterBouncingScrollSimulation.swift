/// Flutter's `BouncingScrollSimulation` (iOS-like): a `FrictionSimulation` with drag 0.135,
/// handing over to a ``FlutterScrollSpringSimulation`` on crossing an extent.
///
/// flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart`
/// @ 095d6b964df074dd00eff7e48eb0f25230d9e382, read for its rules (no code copied):
/// - a start below `leadingExtent` (above `trailingExtent`) is a spring from the start to
///   that extent with the start velocity, from t = 0 (`_springTime = −∞`);
/// - otherwise `FrictionSimulation(0.135, x₀, v₀, constantDeceleration:)`; if v₀ > 0 and
///   `finalX` > trailingExtent, `_springTime = timeAtX(trailingExtent)` and the spring
///   starts **at the extent** with velocity min(dx(_springTime), 5000); if v₀ < 0 and
///   `finalX` < leadingExtent, the same at leadingExtent with min(dx, 5000) (the cap is
///   `min`, so it never bites a negative velocity); else `_springTime = ∞`;
/// - for t > `_springTime` x, dx and isDone are the spring's at t − `_springTime`, else
///   the friction's at t (which is done when |dx| < tolerance.velocity).
///
/// The friction phase is ``FlutterFrictionDecayEngine``'s `FrictionSimulation` and its
/// ``FlutterFrictionDecayEngine/timeAtX(_:)``.
package struct FlutterBouncingScrollSimulation: Sendable {
  /// The friction phase's drag, "0.998^1000 ≈ 0.135" (the source's comment).
  package static let drag = 0.135

  /// The friction phase; nil for a start outside the extents.
  package let friction: FlutterFrictionDecayEngine?
  /// The spring phase; nil when the friction never crosses an extent.
  package let spring: FlutterScrollSpringSimulation?
  /// `_springTime`, s: −∞ for a start outside, ∞ when no crossing.
  let springTime: Double
  /// The velocity handed to the spring, units/s (nil without a spring).
  let springVelocity: Double?
  /// The simulation's tolerance.
  package let tolerance: (velocity: Double, distance: Double)

  /// `BouncingScrollSimulation(position:velocity:leadingExtent:trailingExtent:spring:constantDeceleration:tolerance:)`.
  ///
  /// - Throws: ``EngineError`` when the friction cannot be resolved (a non-finite input).
  package init(
    position: Double, velocity: Double, leadingExtent: Double, trailingExtent: Double,
    spring description: FlutterScrollPhysics.Spring, constantDeceleration: Double = 0,
    tolerance: (velocity: Double, distance: Double)
  ) throws(EngineError) {
    self.tolerance = tolerance
    func springTo(_ end: Double, from start: Double, velocity: Double) -> FlutterScrollSpringSimulation {
      FlutterScrollSpringSimulation(description, start: start, end: end, velocity: velocity, tolerance: tolerance)
    }
    if position < leadingExtent || position > trailingExtent {
      friction = nil
      spring = springTo(position < leadingExtent ? leadingExtent : trailingExtent, from: position, velocity: velocity)
      springTime = -.infinity
      springVelocity = velocity
      return
    }
    let phase = try FlutterFrictionDecayEngine(
      DecayRequest(
        from: position, initialVelocity: velocity,
        configuration: try EngineConfiguration([
          ("drag", "\(Self.drag)"), ("constantDeceleration", "\(constantDeceleration)"),
          ("toleranceVelocity", "\(tolerance.velocity)"),
        ])))
    friction = phase
    let finalX = phase.modelRestPosition ?? position
    let extent: Double? =
      velocity > 0 && finalX > trailingExtent
      ? trailingExtent : velocity < 0 && finalX < leadingExtent ? leadingExtent : nil
    guard let extent else {
      spring = nil
      springTime = .infinity
      springVelocity = nil
      return
    }
    let time = phase.timeAtX(extent)
    let carried = min(phase.dx(time), FlutterScrollPhysics.maxSpringTransferVelocity)
    springTime = time
    springVelocity = carried
    spring = springTo(extent, from: extent, velocity: carried)
  }

  /// True when `time` is in the spring phase (t > `_springTime`).
  func inSpring(_ time: Double) -> Bool { spring != nil && time > springTime }

  /// The spring's own time for `time`: t − `_springTime` (t itself for a start outside).
  private func springClock(_ time: Double) -> Double { springTime.isFinite ? time - springTime : time }

  // Below, `friction!` cannot fail: the friction is nil only for a start outside the
  // extents, where the spring exists and `_springTime` is −∞, so every time is past it.

  /// `x(t)`, units.
  package func x(_ time: Double) -> Double {
    if let spring, time > springTime { return spring.x(springClock(time)) }
    return friction!.x(time)
  }

  /// `dx(t)`, units/s.
  package func dx(_ time: Double) -> Double {
    if let spring, time > springTime { return spring.dx(springClock(time)) }
    return friction!.dx(time)
  }

  /// `isDone(t)`.
  package func isDone(_ time: Double) -> Bool {
    if let spring, time > springTime { return spring.isDone(springClock(time)) }
    return abs(friction!.dx(time)) < tolerance.velocity
  }
}
