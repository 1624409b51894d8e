/// Framer's `findSpring`: the spring whose 1e-3 envelope ends at a duration, as motion
/// and popmotion resolve `duration`/`bounce`.
///
/// Sources: motiondivision/motion @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36 (v13.1.1),
/// `packages/motion-dom/src/animation/generators/spring.ts` (`findSpring`,
/// `approximateRoot`); the same rule in v12.23.0 (a373936bc35696ea3f7335d58aaa6b0be71a1fb7,
/// `generators/spring/find.ts`) and popmotion @ adf681efd8568ada018ce68082dbd585f25c4c7d,
/// `packages/popmotion/src/animations/utils/find-spring.ts`.
///
/// ζ = clamp(1 − bounce, 0.05, 1); D = clamp(duration/1000, 0.01, 10) s; ω0 solves
/// 1e-3 = ((ζω0 − v)/(ω0√(1 − ζ²)))·e^(−ζω0·D) (ζ < 1) or 1e-3 = (1 + (ω0 − v)·D)·e^(−ω0·D)
/// (ζ = 1) by 11 Newton steps from 5/D with the source's own derivative (including
/// its sign factor); k = ω0²·m, c = 2ζ√(m·k). A NaN root falls back to k 100, c 10.
/// `v` is the number the engine passes (0 in motion 13 and popmotion).
struct FramerDurationSpring: Sendable, Hashable {
  /// Stiffness.
  let stiffness: Double
  /// Damping coefficient.
  let damping: Double
  /// The clamped duration in ms.
  let durationMilliseconds: Double

  init(durationMilliseconds: Double, bounce: Double, velocity: Double = 0, mass: Double = 1) {
    let safeMin = 0.001
    let zeta = min(max(1 - bounce, 0.05), 1)
    let d = min(max(durationMilliseconds / 1000, 0.01), 10)
    func envelope(_ w: Double) -> Double {
      if zeta < 1 {
        let decay = w * zeta
        return safeMin - (decay - velocity) / (w * (1 - zeta * zeta).squareRoot()) * Libm.exp(-decay * d)
      }
      return -safeMin + Libm.exp(-w * d) * ((w - velocity) * d + 1)
    }
    func derivative(_ w: Double) -> Double {
      if zeta < 1 {
        let delta = w * zeta * d
        let a = delta * velocity + velocity
        let b = (zeta * zeta) * (w * w) * d
        let g = w * w * (1 - zeta * zeta).squareRoot()
        let factor = -envelope(w) + safeMin > 0 ? -1.0 : 1.0
        return factor * ((a - b) * Libm.exp(-delta)) / g
      }
      return Libm.exp(-w * d) * (velocity - w) * (d * d)
    }
    var w = 5 / d
    for _ in 1..<12 { w -= envelope(w) / derivative(w) }
    self.durationMilliseconds = d * 1000
    if w.isNaN {
      stiffness = 100
      damping = 10
    } else {
      stiffness = w * w * mass
      damping = zeta * 2 * (mass * stiffness).squareRoot()
    }
  }
}
