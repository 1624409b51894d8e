import AnimationMath

/// A random cubic with coordinates in [−100, 100]; a third are exact cusps
/// (rounded to doubles), a third near-cusps perturbed by 10^[−12, −1].
package func randomCubic(_ rng: inout SplitMix64) -> CubicBezier {
  func point() -> Point { Point(x: rng.uniform(-100...100), y: rng.uniform(-100...100)) }
  let p0 = point()
  let p1 = point()
  var p2 = point()
  let p3 = point()
  switch rng.next() % 3 {
  case 0:
    break
  default:
    // B′(t₀) = 0 ⇔ D₀(1−t)² + 2(P₂ − P₁)t(1−t) + (P₃ − P₂)t² = 0, solved for P₂.
    let t = rng.uniform(0.05...0.6)
    let denominator = 2 * t * (1 - t) - t * t
    p2 = ((-(1 - t) * (1 - t)) * (p1 - p0) + (2 * t * (1 - t)) * p1 - (t * t) * p3) / denominator
    if rng.next() % 2 == 0 {
      let size = rng.logUniform(-12 ... -1)
      p2 += Point(x: size * rng.uniform(-1...1), y: size * rng.uniform(-1...1))
    }
  }
  return CubicBezier(start: p0, control1: p1, control2: p2, end: p3)
}
