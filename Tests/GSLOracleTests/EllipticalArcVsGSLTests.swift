import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// The contract: elliptical arc lengths within 1e-13 relative of GSL's
/// elliptic integrals (R_F, R_D from GSL, their own Carlson implementation).
private let legendreTolerance = 1e-13
/// The Legendre difference is the reference unless it subtracts values more
/// than this many times larger than the result (a short arc), where it
/// loses digits and qagp (accurate on short, smooth pieces) is used instead.
private let cancellationLimit = 2.0

@Suite("Elliptical arc length vs GSL")
struct EllipticalArcVsGSLTests {
  /// 10,000 seeded arcs: radii log-uniform over 1e-3…1e3, axis ratio 1, or
  /// log-uniform in 1e-6…1e-4 (near-degenerate) or 1e-3…1, start in
  /// [−2π, 2π], sweep in [−4π, 4π] (|sweep| ≥ 1e-2) and full turns.
  @Test("10,000 seeded arcs agree with GSL (R_F/R_D, or qagp on short arcs) to 1e-13")
  func seededArcs() throws {
    let seed: UInt64 = 0x16_A4C5
    var rng = SplitMix64(seed: seed)
    var worstLegendre = 0.0
    var worstQuadrature = 0.0
    var checked = 0
    var byQuadrature = 0
    for index in 0..<10_000 {
      let rx = rng.logUniform(-3...3)
      let kind = rng.uniform(0...1)
      let ratio = kind < 0.15 ? 1 : kind < 0.3 ? rng.logUniform(-6 ... -4) : rng.logUniform(-3...0)
      let swap = rng.uniform(0...1) < 0.5
      let start = rng.uniform(-2 * Double.pi...2 * Double.pi)
      var sweep =
        index % 50 == 0 ? (index % 100 == 0 ? 2 : -2) * Double.pi : rng.uniform(-4 * Double.pi...4 * Double.pi)
      if abs(sweep) < 1e-2 { sweep = 1e-2 }
      let arc = EllipticalArc(
        center: Point(x: rng.uniform(-10...10), y: rng.uniform(-10...10)),
        radiusX: swap ? rx * ratio : rx, radiusY: swap ? rx : rx * ratio, rotation: rng.uniform(-3...3),
        startAngle: start, sweep: sweep)
      let reference = try GSLEllipticArcOracle.length(of: arc)
      let length = arc.length
      let legendreError = abs(length - reference.legendre) / reference.legendre
      let quadratureError = abs(length - reference.quadrature) / reference.quadrature
      let useQuadrature = reference.legendreCancellation > cancellationLimit
      if useQuadrature {
        byQuadrature += 1
        worstQuadrature = max(worstQuadrature, quadratureError)
      } else {
        worstLegendre = max(worstLegendre, legendreError)
      }
      checked += 1
      if !((useQuadrature ? quadratureError : legendreError) <= legendreTolerance) {
        Issue.record(
          "seed \(seed) arc \(index): rx \(arc.radiusX) ry \(arc.radiusY) start \(start) sweep \(sweep): core \(length), GSL E \(reference.legendre) (\(legendreError)), qagp \(reference.quadrature) (\(quadratureError))"
        )
      }
    }
    #expect(checked == 10_000)
    print(
      "EllipticalArc vs GSL: \(checked) arcs, \(checked - byQuadrature) against R_F/R_D (worst relative \(worstLegendre)), "
        + "\(byQuadrature) short ones against qagp (worst \(worstQuadrature))")
  }
}
