import AnimationMath
import TestSupport
import Testing

/// Between anchors the recurrence adds about one rounding per step: 32 steps
/// stay far below the contract of 1e-13 of the motion's scale.
private let recurrenceTolerance = 1e-13
/// A time known to one rounding carries a phase error of ω0·t·ulp(1); a few of
/// those (in t = k·step and in the oscillation) bound the disagreement of two
/// correct evaluations at large ω0·t.
private let phaseConditioning = 4 * Double.ulpOfOne

@Suite("SpringGridSamples: the constant-matrix recurrence on uniform grids")
struct SpringGridSamplesTests {
  @Test(
    "matches the closed form in every regime (seeded)", arguments: [0.0, 0.05, 0.6, 1 - 1e-9, 1, 1 + 1e-7, 2, 50, 1e4])
  func matchesClosedForm(dampingRatio: Double) throws {
    var rng = SplitMix64(seed: 0x6_21D + UInt64(dampingRatio * 1000))
    for _ in 0..<20 {
      let spring = try SpringParameters(naturalFrequency: rng.logUniform(-0.5...2.5), dampingRatio: dampingRatio)
      let from = rng.uniform(-100...100)
      let to = rng.uniform(-100...100)
      let v0 = rng.uniform(-5...5) * abs(to - from) * spring.naturalFrequency
      let motion = try SpringSolution(parameters: spring, from: from, to: to, initialVelocity: v0)
      let scale = max(abs(from - to), abs(v0) / spring.naturalFrequency)
      let step = rng.logUniform(-3.5...(-1))
      var count = 0
      for (t, state) in SpringGridSamples(motion, step: step, count: 1000) {
        let exact = motion.state(at: t)
        let context = "seed \(rng.seed) ζ \(dampingRatio) ω0 \(spring.naturalFrequency) step \(step) t \(t)"
        // Both sides also carry the phase uncertainty of t itself, ω0·t·ulp(1).
        let allowed = (recurrenceTolerance + phaseConditioning * spring.naturalFrequency * t) * scale
        // Positions are `to + d`: one rounding of the sum on each side.
        expectClose(state.position, exact.position, absolute: allowed + 2 * exact.position.ulp, context)
        expectClose(state.velocity, exact.velocity, absolute: allowed * spring.naturalFrequency, context)
        count += 1
      }
      #expect(count == 1000)
    }
  }

  @Test("grid times are start + k·step and t = 0 gives the initial state exactly")
  func gridTimes() throws {
    let motion = try SpringSolution(
      parameters: .init(mass: 1, stiffness: 100, damping: 10), from: 3, to: 1, initialVelocity: 2)
    let samples = Array(SpringGridSamples(motion, start: 0, step: 0.25, count: 5))
    #expect(samples.map(\.time) == [0, 0.25, 0.5, 0.75, 1])
    expectClose(samples[0].state.position, 3, absolute: 0)
    expectClose(samples[0].state.velocity, 2, absolute: 0)
  }

  /// The bound: 1e-14 of the travel in position, of travel·ω0 in
  /// velocity. The data show at most a few 1e-15 (printed by the test).
  static let referenceTolerance = 1e-14

  /// Every time of 10⁶-step grids against 50-digit mpmath matrix exponentials
  /// at the printed (double) times (`Data/make_grid_reference.py`): ζ = 0,
  /// 1e-3, 0.5, 1 − 1e-12, 1, 1 + 1e-12, 2, 1e4 and a stiff spring, on fps,
  /// step, samples and decimal-step (fraction) grids.
  @Test("10⁶ steps stay within 1e-14 of 50-digit references in every regime")
  func matchesMpmathOverMillionSteps() throws {
    let table = try ReferenceTable(named: "grid_reference.csv", besideTestFile: #filePath)
    var byCase: [Int: [[Double]]] = [:]
    for row in table.rows { byCase[Int(table.value("case", in: row)), default: []].append(row) }
    #expect(byCase.count == 13)
    var checked = 0
    for (caseIndex, rows) in byCase.sorted(by: { $0.key < $1.key }) {
      let first = rows[0]
      func column(_ name: String) -> Double { table.value(name, in: first) }
      let parameters = try SpringParameters(
        mass: column("mass"), stiffness: column("stiffness"), damping: column("damping"))
      let motion = try SpringSolution(
        parameters: parameters, from: column("from"), to: column("to"), initialVelocity: column("v0"))
      let steps = 1_000_000
      let value = column("value")
      let grid: TimeGrid
      switch Int(column("layout")) {
      case 0: grid = try TimeGrid(.framesPerSecond(value), end: Double(steps) / value)
      case 1: grid = try TimeGrid(.step(value), end: Double(steps) * value)
      case 3: grid = try TimeGrid(.rationalStep(numerator: 1, denominator: value), end: Double(steps) / value)
      default: grid = try TimeGrid(.samples(steps + 1), end: value)
      }
      #expect(grid.count == steps + 1, "case \(caseIndex)")
      var expected: [Int: (t: Double, position: Double, velocity: Double)] = [:]
      for row in rows {
        expected[Int(table.value("index", in: row))] = (
          table.value("t", in: row), table.value("position", in: row), table.value("velocity", in: row)
        )
      }
      let travel = abs(motion.to - motion.from)
      let omega0 = parameters.naturalFrequency
      var worstPosition = 0.0
      var worstVelocity = 0.0
      var worstClosedForm = 0.0
      var index = 0
      for (t, state) in SpringGridSamples(motion, grid: grid) {
        if let reference = expected[index] {
          #expect(t == reference.t, "case \(caseIndex) index \(index)")  // the same double time
          let context = "case \(caseIndex) index \(index) t \(t)"
          expectClose(state.position, reference.position, absolute: Self.referenceTolerance * travel, context)
          expectClose(
            state.velocity, reference.velocity, absolute: Self.referenceTolerance * travel * omega0, context)
          worstPosition = max(worstPosition, absoluteError(state.position, reference.position) / travel)
          worstVelocity = max(worstVelocity, absoluteError(state.velocity, reference.velocity) / (travel * omega0))
          // For comparison only (not asserted): the plain closed form at t.
          worstClosedForm = max(worstClosedForm, absoluteError(motion.position(at: t), reference.position) / travel)
          checked += 1
        }
        index += 1
      }
      #expect(index == steps + 1)
      print(
        "grid case \(caseIndex): worst \(worstPosition) of travel, \(worstVelocity) of travel·ω0 "
          + "(plain closed form: \(worstClosedForm) of travel)")
    }
    #expect(checked == table.rows.count)
  }
}
