import AnimationMath

/// An independent re-statement of @react-spring/core 9.7.5's spring loop, the reference
/// for the core's ``ReactSpringEngine``.
///
/// Written from the rule in pmndrs/react-spring @ 3d2523de0f879e20869ab9add907540188bf6446,
/// `packages/core/src/SpringValue.ts` (`advance`) and `packages/rafz/src/index.ts`
/// (`update`), sharing no code with the core: per frame, dt = 16.667 ms for the first frame
/// and min(64, Δ) ms after; then ⌈dt⌉ steps of 1 ms, each first asking "is the speed at
/// most the rest velocity and the distance at most the precision?" (then done), else
/// v ← v + a, x ← x + v with a = −tension·10⁻⁶·(x − to) − friction·10⁻³·v over mass.
public enum ReactSpringReference {
  /// One reference frame: the value shown, the velocity in units/ms, done or not.
  public struct Frame: Sendable {
    /// The value shown (the target once done).
    public let value: Double
    /// Velocity in units/ms.
    public let velocity: Double
    /// Whether the spring finished on this frame.
    public let done: Bool
  }

  /// The frames for host frame times `times` (seconds, > 0, increasing) until done.
  public static func frames(
    tension: Double, friction: Double, mass: Double, from: Double, to: Double, velocityPerMs: Double,
    times: [Double]
  ) -> [Frame] {
    let precision = from == to ? 0.005 : min(1, abs(to - from) * 0.001)
    let restSpeed = precision / 10
    var x = from
    var v = velocityPerMs
    var out: [Frame] = []
    var previousMs = -1.0
    for time in times {
      let ms = time * 1000
      let dt = previousMs < 0 ? 16.667 : min(64, ms - previousMs)
      previousMs = ms
      var remaining = Int((dt).rounded(.up))
      var done = false
      while remaining > 0 {
        if abs(v) <= restSpeed, abs(to - x) <= precision {
          done = true
          break
        }
        let force = -tension * 0.000001 * (x - to) - friction * 0.001 * v
        v += force / mass
        x += v
        remaining -= 1
      }
      out.append(Frame(value: done ? to : x, velocity: v, done: done))
      if done { break }
    }
    return out
  }
}
