/// Flutter's `ClampingScrollSimulation` (Android-like), in its current ballistic form.
///
/// flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart`
/// @ 095d6b964df074dd00eff7e48eb0f25230d9e382 (the same at b2ce50a48fd0832889291361f8ee689091de5678),
/// read for its rules, no code copied:
/// - `_kDecelerationRate` r = ln 0.78 / ln 0.9, `_kInflexion` 0.35,
///   `_physicalCoeff` = 9.80665·39.37·160·0.84 logical px/s², `friction` 0.015 by default;
/// - reference velocity v_ref = friction·coeff/0.35; duration T = r·0.35·(|v₀|/v_ref)^(1/(r − 1)) s;
///   distance D = v₀·T/r (signed);
/// - x(t) = x₀ + D·(1 − (1 − τ)^r), dx(t) = v₀·(1 − τ)^(r − 1) with τ = clamp(t/T, 0, 1);
///   `isDone(t)`: t ≥ T.
///
/// The formula changed: flutter/flutter pull request #120420 ("Make ClampingScrollSimulation
/// ballistic and more like Android", merged February 2023, Flutter 3.10) replaced the earlier
/// cubic fit x = x₀ + D·(1.2τ³ − 3.27τ² + 3.065τ) with D = |v₀|·T/3.065 and
/// T = exp(ln(0.35·|v₀|/(friction·61774.04968·0.84))/(r − 1)) (the fit flutter/flutter#113424
/// reported as speeding up near the end). This type follows the current form only.
package struct FlutterClampingScrollSimulation: Sendable, Hashable {
  /// r = ln 0.78 / ln 0.9.
  package static let decelerationRate = Libm.log(0.78) / Libm.log(0.9)
  /// `_kInflexion`.
  package static let inflexion = 0.35
  /// `_physicalCoeff`: 0.84 g in logical px/s² (160 logical px per inch).
  static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84
  /// The default friction, `mFlingFriction`'s 0.015.
  static let defaultFriction = 0.015

  /// x₀, units.
  package let position: Double
  /// v₀, units/s.
  package let velocity: Double
  /// The friction scalar.
  package let friction: Double
  /// T, s.
  package let duration: Double
  /// D, units (signed like v₀).
  package let distance: Double

  /// `ClampingScrollSimulation(position:velocity:friction:)`.
  package init(position: Double, velocity: Double, friction: Double = Self.defaultFriction) {
    self.position = position
    self.velocity = velocity
    self.friction = friction
    let r = Self.decelerationRate
    let referenceVelocity = friction * Self.physicalCoefficient / Self.inflexion
    let androidDuration = Libm.pow(abs(velocity) / referenceVelocity, 1 / (r - 1.0))
    duration = r * Self.inflexion * androidDuration
    distance = velocity * duration / r
  }

  /// τ = clamp(t/T, 0, 1).
  private func fraction(_ time: Double) -> Double { min(max(time / duration, 0.0), 1.0) }

  /// `x(t)`, units.
  package func x(_ time: Double) -> Double {
    position + distance * (1.0 - Libm.pow(1.0 - fraction(time), Self.decelerationRate))
  }

  /// `dx(t)`, units/s.
  package func dx(_ time: Double) -> Double {
    velocity * Libm.pow(1.0 - fraction(time), Self.decelerationRate - 1.0)
  }

  /// `isDone(t)`: t ≥ T.
  package func isDone(_ time: Double) -> Bool { time >= duration }

  /// The rest position x₀ + D.
  package var finalX: Double { position + distance }
}
