/// Flutter's `ScrollSpringSimulation`: a `SpringSimulation` whose `x` is exactly the end
/// once it is done (dx is not snapped).
///
/// flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`
/// @ 04fbdcfac997f9bcbef805fe785ff71971ea16d2: `x(time) => isDone(time) ? _endPosition : super.x(time)`;
/// the spring itself is ``FlutterEngine/Simulation`` (same file, same commit).
package struct FlutterScrollSpringSimulation: Sendable, Hashable {
  /// The spring simulation underneath.
  package let spring: FlutterEngine.Simulation

  /// `ScrollSpringSimulation(spring, start, end, velocity, tolerance:)`; positions in
  /// value units, velocity in units/s.
  package init(
    _ description: FlutterScrollPhysics.Spring, start: Double, end: Double, velocity: Double,
    tolerance: (velocity: Double, distance: Double)
  ) {
    spring = FlutterEngine.Simulation(
      mass: description.mass, stiffness: description.stiffness, damping: description.damping, start: start,
      end: end, velocity: velocity, distanceTolerance: tolerance.distance, velocityTolerance: tolerance.velocity)
  }

  /// The end (the extent sprung back to).
  package var end: Double { spring.end }
  /// `isDone(t)`: within tolerance.distance of the end and below tolerance.velocity.
  package func isDone(_ time: Double) -> Bool { spring.isDone(time) }
  /// `x(t)`, the end once done.
  package func x(_ time: Double) -> Double { isDone(time) ? spring.end : spring.x(time) }
  /// `dx(t)`, units/s.
  package func dx(_ time: Double) -> Double { spring.dx(time) }
}
