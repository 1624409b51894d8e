extension FlutterFrictionDecayEngine {
  /// `FrictionSimulation.timeAtX(x)`: the time (s) at which the unclamped x(t) reaches
  /// `target`; 0 at the start, ∞ when the motion never reaches it (outside x₀…finalX, or
  /// v₀ = 0); else ``newtonIterations`` Newton steps from 0 on x(t) − target with
  /// derivative dx(t) (luminecs/flutter `packages/flutter/lib/src/physics/friction_simulation.dart`
  /// @ 2e323e4e2eed12eac089d8b00e458f3e95015ec2). x is concave along the motion, so the
  /// steps approach the root from the start side and never pass `_finalTime`.
  package func timeAtX(_ target: Double) -> Double {
    let x0 = startFrame.value
    let v0 = startFrame.velocity ?? 0
    if target == x0 { return 0 }  // exact: the source's own test
    let finalX = modelRestPosition ?? x0
    if v0 == 0 || (v0 > 0 ? (target < x0 || target > finalX) : (target > x0 || target < finalX)) {
      return .infinity
    }
    var guess = 0.0
    for _ in 0..<Self.newtonIterations { guess -= (x(guess) - target) / dx(guess) }
    return guess
  }
}
