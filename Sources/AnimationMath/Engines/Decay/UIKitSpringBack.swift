/// The `uikit` engine's spring-back: a **stated choice, not an iOS fact** (Apple publishes
/// no rule for UIScrollView's bounce).
///
/// The choice is Ilya Lobanov's ScrollMechanics demo (super-ultra/ScrollMechanics
/// `ScrollExample/Sources/SimpleScrollView.swift` @ 1ee658ffe20224e2161671d7844c7bffd1784e68,
/// `bounce(withVelocity:)`, and `ScrollMechanics/Sources/SpringTimingParameters.swift`
/// @ d0a36d68610dab5f30ecd135e07c0f90e8221f7d): a critically damped spring, mass 1,
/// stiffness 100, damping ratio 1, toward the bound, with β = damping/(2·mass) = 10 /s:
///
///   x(τ) = bound + e^(−βτ)·(c₁ + c₂τ),  c₁ = x(0) − bound,  c₂ = v(0) + β·c₁,
///
/// run for the demo's duration with threshold ε = 0.5/scale pt: max(t₁, t₂),
/// t₁ = ln(2|c₁|/ε)/β (left out when c₁ = 0), t₂ = (2/β)·ln(4|c₂|/(e·β·ε)) (left out
/// when c₂ = 0); 0 when both are 0. After that time the value is the bound, velocity 0.
package struct UIKitSpringBack: Sendable, Hashable {
  /// The demo's spring: mass 1.
  package static let mass = 1.0
  /// The demo's spring: stiffness 100 /s².
  package static let stiffness = 100.0
  /// β = damping/(2·mass) with damping = 2·1·√(mass·stiffness): 10 /s.
  static let beta = (stiffness / mass).squareRoot()
  /// Euler's number, the demo's `M_E`.
  static let e = 2.718281828459045

  /// The bound sprung back to, units.
  package let bound: Double
  /// c₁ = start − bound, units.
  package let c1: Double
  /// c₂ = v₀ + β·c₁, units/s.
  package let c2: Double
  /// The demo's duration, s.
  package let duration: Double

  /// A spring from `start` with `velocity` (units/s) to `bound`; `threshold` is ε (pt).
  package init(start: Double, velocity: Double, bound: Double, threshold: Double) {
    self.bound = bound
    let beta = Self.beta
    c1 = start - bound
    c2 = velocity + beta * c1
    var time = 0.0
    if c1 != 0 { time = max(time, Libm.log(2 * abs(c1) / threshold) / beta) }
    if c2 != 0 { time = max(time, 2 / beta * Libm.log(4 * abs(c2) / (Self.e * beta * threshold))) }
    duration = time
  }

  /// x(τ), units; the bound once τ ≥ ``duration``.
  package func x(_ time: Double) -> Double {
    time >= duration ? bound : bound + Libm.exp(-Self.beta * time) * (c1 + c2 * time)
  }

  /// v(τ) = e^(−βτ)·(c₂ − β·(c₁ + c₂τ)), units/s; 0 once τ ≥ ``duration``.
  package func dx(_ time: Double) -> Double {
    time >= duration ? 0 : Libm.exp(-Self.beta * time) * (c2 - Self.beta * (c1 + c2 * time))
  }
}
