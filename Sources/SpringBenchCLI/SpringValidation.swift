import AnimationMath
import GSLOracle

/// The spring families of `springbench validate`, each against GSL's ODE solvers.
enum SpringValidation {
  /// GSL's integration tolerance for reference values.
  static let gslTolerance = 1e-13
  /// The agreement demanded, as a fraction of the travel.
  static let agreement = 1e-10

  struct Family: Sendable {
    let name: String
    let stepper: GSLStepper
    let dampingRatio: @Sendable (inout SplitMix64) -> Double
  }

  static let families: [Family] = [
    Family(name: "springs/undamped", stepper: .rk8pd) { _ in 0 },
    Family(name: "springs/underdamped", stepper: .rk8pd) { $0.logUniform(-3...(-0.005)) },
    Family(name: "springs/near-critical", stepper: .rk8pd) { rng in
      let k = Double(Int(rng.uniform(2...15.999)))
      return 1 + (rng.uniform(0...1) < 0.5 ? -1 : 1) * rng.uniform(1...9.99) * Double("1e-\(Int(k))")!
    },
    Family(name: "springs/overdamped", stepper: .rk8pd) { $0.logUniform(0.005...1) },
    Family(name: "springs/stiff", stepper: .bsimp) { $0.logUniform(1...4) },
  ]

  static func run(cases: Int, seed: UInt64, progress: ProgressReporter? = nil) -> [ValidationRow] {
    var rows: [ValidationRow] = []
    for (index, family) in families.enumerated() {
      var rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
      var row = ValidationRow(
        family: family.name, reference: "GSL \(family.stepper.rawValue) 1e-13", tolerance: agreement)
      // Five times per drawn case; every draw is a valid spring, so all must be checked.
      row.minimumCases = 5 * cases
      let oracle = GSLSpringOracle(
        stepper: family.stepper, absoluteTolerance: gslTolerance, relativeTolerance: gslTolerance)
      for _ in 0..<cases {
        progress?.advance()
        let zeta = family.dampingRatio(&rng)
        let omega = rng.logUniform(-0.3...1.5)
        let from = rng.uniform(-1000...1000)
        let to = rng.uniform(-1000...1000)
        let v0 = rng.uniform(-3...3) * abs(to - from) * omega
        let spring: SpringParameters
        let motion: SpringSolution
        do {
          spring = try SpringParameters(naturalFrequency: omega, dampingRatio: zeta)
          motion = try SpringSolution(parameters: spring, from: from, to: to, initialVelocity: v0)
        } catch {
          row.recordSkip()
          continue
        }
        var horizon = motion.settlingDuration()
        if !horizon.isFinite { horizon = 20 * Double.pi / omega }
        let times = (0..<4).map { _ in rng.uniform(0...horizon) } + [horizon]
        let scale = max(abs(from - to), abs(v0) / omega)
        let label = "ζ=\(zeta) ω0=\(omega) from=\(from) to=\(to) v0=\(v0)"
        do {
          let reference = try oracle.states(parameters: spring, from: from, to: to, initialVelocity: v0, times: times)
          for (t, expected) in zip(times, reference) {
            let state = motion.state(at: t)
            let position = abs(state.position - expected.position)
            let velocity = abs(state.velocity - expected.velocity)
            row.record(
              absolute: max(position, velocity), relative: max(position / scale, velocity / (scale * omega)),
              at: "\(label) t=\(t)")
          }
        } catch {
          row.recordFailure("\(label): \(error)")
        }
      }
      rows.append(row)
    }
    rows.append(settling(cases: cases, seed: seed, progress: progress))
    return rows
  }

  /// The settling duration T, checked with GSL's trajectory alone: at T the
  /// curve is on the band's edge (|x_GSL(T) − to| = ε·travel), it is outside
  /// just before T, and it stays inside over four periods after T — so T is
  /// the last exit, not the first entry.
  static func settling(cases: Int, seed: UInt64, progress: ProgressReporter? = nil) -> ValidationRow {
    var rng = SplitMix64(seed: seed &+ 0x5E77)
    var row = ValidationRow(family: "springs/settling", reference: "GSL rk8pd at T", tolerance: agreement)
    row.minimumCases = cases
    let oracle = GSLSpringOracle(stepper: .rk8pd, absoluteTolerance: gslTolerance, relativeTolerance: gslTolerance)
    for _ in 0..<cases {
      progress?.advance()
      let zeta = rng.logUniform(-2...0.7)
      let omega = rng.logUniform(-0.3...1.5)
      let v0 = rng.uniform(-3...3) * omega
      let epsilon = [1e-2, 1e-3, 1e-4][Int(rng.uniform(0...2.999))]
      let spring: SpringParameters
      let motion: SpringSolution
      do {
        spring = try SpringParameters(naturalFrequency: omega, dampingRatio: zeta)
        motion = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: v0)
      } catch {
        row.recordSkip()
        continue
      }
      let settle = motion.settlingDuration(band: .relative(epsilon))
      let label = "ζ=\(zeta) ω0=\(omega) v0=\(v0) ε=\(epsilon) T=\(settle)"
      do {
        let check = try oracle.settlingCheck(
          parameters: spring, from: 0, to: 1, initialVelocity: v0, settlingTime: settle,
          bandHalfWidth: epsilon)
        // Outside just before T, or T is not an exit: count it as an error of ε.
        let error = check.outsideBefore > 0 ? max(check.crossingError, check.excessAfter) : epsilon
        row.record(absolute: error, relative: error, at: label)
      } catch {
        row.recordFailure("\(label): \(error)")
      }
    }
    return row
  }
}
