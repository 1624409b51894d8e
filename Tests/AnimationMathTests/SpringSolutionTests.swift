import AnimationMath
import TestSupport
import Testing

/// At t = 0 the closed form returns its inputs unchanged, bit for bit.
private let exact = 0.0
/// 40-digit closed-form references (40-digit mpmath closed form) are matched to a few
/// units in 1e-16 of the O(1) values; 2e-15 leaves room for the rounding of
/// k = 4π² and c = 2ζω0 to doubles.
private let publishedReferenceTolerance = 2e-15
/// Near ζ = 1 the exact solution for the same double inputs (60-digit mpmath)
/// is matched to 8 ulp of the travel scale: the series path has no cancellation.
private let nearCriticalTolerance = 8 * Double.ulpOfOne

@Suite("SpringSolution: the closed form in every regime")
struct SpringSolutionTests {
  /// 40-digit mpmath table: m 1, k 4π² (ω0 = 2π), progress 0 → 1, v0 in progress/s.
  /// ``published`` is printed by Data/make_spring_solution_table.py
  /// (`python3 Tests/AnimationMathTests/Data/make_spring_solution_table.py`, needs mpmath).
  struct PublishedCase: Sendable, CustomStringConvertible {
    let dampingRatio: Double
    let velocity: Double
    let time: Double
    let position: Double
    let speed: Double
    var description: String { "ζ \(dampingRatio) v0 \(velocity) t \(time)" }
  }

  /// Printed by Data/make_spring_solution_table.py (mpmath expm, 40 digits).
  static let published: [PublishedCase] = [
    .init(dampingRatio: 0, velocity: 0, time: 0.1, position: 0.19098300562505257590, speed: 3.6931636609809135145),
    .init(dampingRatio: 0, velocity: 0, time: 0.5, position: 2, speed: 0),
    .init(dampingRatio: 0, velocity: 0, time: 1, position: 0, speed: 0),
    .init(dampingRatio: 0, velocity: 0.8, time: 0.1, position: 0.26582214832814369855, speed: 4.3403772564808714538),
    .init(dampingRatio: 0, velocity: 0.8, time: 0.5, position: 2, speed: -0.8),
    .init(dampingRatio: 0, velocity: 0.8, time: 1, position: 0, speed: 0.8),
    .init(dampingRatio: 0.25, velocity: 0, time: 0.1, position: 0.17258378287056133531, speed: 3.1696620596105097636),
    .init(dampingRatio: 0.25, velocity: 0, time: 0.5, position: 1.4419469188936476204, speed: 0.29466606042172772862),
    .init(dampingRatio: 0.25, velocity: 0, time: 1, position: 0.80688230202163747548, speed: -0.26736307464754292998),
    .init(dampingRatio: 0.25, velocity: 0.8, time: 0.1, position: 0.23681456519575074173, speed: 3.6298080794269205182),
    .init(
      dampingRatio: 0.25, velocity: 0.8, time: 0.5, position: 1.4479181016978784350, speed: -0.077650498724203595388),
    .init(
      dampingRatio: 0.25, velocity: 0.8, time: 1, position: 0.80146439338452872364, speed: -0.095848054292691366518),
    .init(dampingRatio: 0.6, velocity: 0, time: 0.1, position: 0.15108768131179142418, speed: 2.5953130732781675284),
    .init(dampingRatio: 0.6, velocity: 0, time: 0.5, position: 1.0559026102762249786, speed: 0.70094308288853285301),
    .init(dampingRatio: 0.6, velocity: 0, time: 1, position: 1.0093202096854798376, speed: -0.17220453416881263890),
    .init(dampingRatio: 0.6, velocity: 0.8, time: 0.1, position: 0.20367971981318687173, speed: 2.8779082999248251963),
    .init(dampingRatio: 0.6, velocity: 0.8, time: 0.5, position: 1.0701066868410600633, speed: 0.54912478045848203349),
    .init(dampingRatio: 0.6, velocity: 0.8, time: 1, position: 1.0058306162393675386, speed: -0.15334978719482493646),
    .init(
      dampingRatio: 1 - 1e-9, velocity: 0, time: 0.1, position: 0.13131145540311688116, speed: 2.1061265657507685217),
    .init(
      dampingRatio: 1 - 1e-9, velocity: 0, time: 0.5, position: 0.82102555403256529311, speed: 0.85300855564240456900),
    .init(
      dampingRatio: 1 - 1e-9, velocity: 0, time: 1, position: 0.98639906868883158800, speed: 0.073723683507644775925),
    .init(dampingRatio: 1, velocity: 0, time: 0.1, position: 0.13131145535900626953, speed: 2.1061265647046053195),
    .init(dampingRatio: 1, velocity: 0, time: 0.5, position: 0.82102555358593105747, speed: 0.85300855576888482257),
    .init(dampingRatio: 1, velocity: 0, time: 1, position: 0.98639906853442506539, speed: 0.073723684014590003012),
    .init(dampingRatio: 1, velocity: 0.8, time: 0.1, position: 0.17399050264629452962, speed: 2.2647566747375755370),
    .init(dampingRatio: 1, velocity: 0.8, time: 0.5, position: 0.83831112089143995738, speed: 0.77897126785966526819),
    .init(dampingRatio: 1, velocity: 0.8, time: 1, position: 0.98789302271979145644, speed: 0.065830847212862837428),
    .init(
      dampingRatio: 1 + 1e-9, velocity: 0, time: 0.1, position: 0.13131145531489565792, speed: 2.1061265636584421181),
    .init(
      dampingRatio: 1 + 1e-9, velocity: 0, time: 0.5, position: 0.82102555313929682235, speed: 0.85300855589536507528),
    .init(
      dampingRatio: 1 + 1e-9, velocity: 0, time: 1, position: 0.98639906838001854254, speed: 0.073723684521535229448),
    .init(dampingRatio: 1.5, velocity: 0, time: 0.1, position: 0.11196849663738585835, speed: 1.6680010334916142739),
    .init(dampingRatio: 1.5, velocity: 0, time: 0.5, position: 0.64739495827077077936, speed: 0.84559612003957503051),
    .init(dampingRatio: 1.5, velocity: 0, time: 1, position: 0.89378167691196589798, speed: 0.25491989745377215243),
    .init(dampingRatio: 1.5, velocity: 0.8, time: 0.1, position: 0.14576926444338846743, speed: 1.7412967732315124453),
    .init(dampingRatio: 1.5, velocity: 0.8, time: 0.5, position: 0.66453031822392639460, speed: 0.80468622775025586038),
    .init(dampingRatio: 1.5, velocity: 0.8, time: 1, position: 0.89894743406076581020, speed: 0.24252232767080687015),
    .init(dampingRatio: 5, velocity: 0, time: 0.1, position: 0.051844845161945007804, speed: 0.60056010349909329772),
    .init(dampingRatio: 5, velocity: 0, time: 0.5, position: 0.26442864806630470702, speed: 0.46688965439222719293),
    .init(dampingRatio: 5, velocity: 0, time: 1, position: 0.46445643481654269952, speed: 0.33992589488862375545),
    .init(dampingRatio: 5, velocity: 0.8, time: 0.1, position: 0.064014737268923609975, speed: 0.59442735460424955779),
    .init(dampingRatio: 5, velocity: 0.8, time: 0.5, position: 0.27388981054898120008, speed: 0.46088436493926662658),
    .init(dampingRatio: 5, velocity: 0.8, time: 1, position: 0.47134477362070195031, speed: 0.33555365538370552068),
  ]

  @Test("reference values (40-digit mpmath closed form)", arguments: published)
  func publishedValues(_ c: PublishedCase) throws {
    let spring = try SpringParameters(naturalFrequency: 2 * .pi, dampingRatio: c.dampingRatio)
    let motion = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: c.velocity)
    let state = motion.state(at: c.time)
    // Velocities reach ~4 progress/s, so the velocity bound scales with ω0.
    expectClose(state.position, c.position, absolute: publishedReferenceTolerance, "\(c)")
    expectClose(state.velocity, c.speed, absolute: 2 * .pi * publishedReferenceTolerance, "\(c)")
  }

  @Test("ζ = 1 ± 10⁻ⁿ, n = 2…15, against 60-digit values for the same doubles")
  func nearCritical() throws {
    let table = try ReferenceTable(named: "near_critical.csv", besideTestFile: #filePath)
    #expect(table.rows.count >= 29 * 3 * 7)
    var worst = 0.0
    for row in table.rows {
      let spring = try SpringParameters(
        mass: table.value("mass", in: row), stiffness: table.value("stiffness", in: row),
        damping: table.value("damping", in: row))
      let from = table.value("from", in: row)
      let to = table.value("to", in: row)
      let v0 = table.value("initial_velocity", in: row)
      let motion = try SpringSolution(parameters: spring, from: from, to: to, initialVelocity: v0)
      let t = table.value("t", in: row)
      let state = motion.state(at: t)
      let scale = max(abs(from - to), abs(v0) / spring.naturalFrequency)
      let positionError = absoluteError(state.position, table.value("position", in: row)) / scale
      let velocityError =
        absoluteError(state.velocity, table.value("velocity", in: row))
        / (scale * spring.naturalFrequency)
      worst = max(worst, positionError, velocityError)
      #expect(
        positionError <= nearCriticalTolerance && velocityError <= nearCriticalTolerance,
        "ζ \(spring.dampingRatio) from \(from) v0 \(v0) t \(t): errors \(positionError), \(velocityError)")
    }
    print("near-critical worst error / travel: \(worst)")
  }

  @Test("initial conditions are met exactly", arguments: [0.0, 0.3, 1, 1 + 1e-12, 4, 1e4])
  func initialConditions(dampingRatio: Double) throws {
    let spring = try SpringParameters(naturalFrequency: 17, dampingRatio: dampingRatio, mass: 2.5)
    let motion = try SpringSolution(parameters: spring, from: -3.25, to: 1e3, initialVelocity: 41.5)
    let state = motion.state(at: 0)
    expectClose(state.position, -3.25, absolute: exact)
    expectClose(state.velocity, 41.5, absolute: exact)
  }

  @Test("continuous through ζ = 1: the change is proportional to the change in ζ")
  func continuityThroughCritical() throws {
    // d(t) is analytic in ζ with |∂d/∂ζ| ≲ 2·travel on these times, so a step δ
    // in ζ moves d by at most ~2δ; a regime switch would jump by far more.
    let lipschitz = 2.0
    for exponent in stride(from: -15.0, through: -3, by: 1) {
      let delta = Double.pow10(exponent)
      let below = try SpringSolution(
        parameters: SpringParameters(naturalFrequency: 9, dampingRatio: 1 - delta), from: 0, to: 1,
        initialVelocity: 2)
      let above = try SpringSolution(
        parameters: SpringParameters(naturalFrequency: 9, dampingRatio: 1 + delta), from: 0, to: 1,
        initialVelocity: 2)
      for t in stride(from: 0.0, through: 3, by: 0.01) {
        let jump = abs(below.position(at: t) - above.position(at: t))
        #expect(jump <= lipschitz * 2 * delta + 4 * .ulpOfOne, "δ \(delta) t \(t)")
      }
    }
  }

  @Test("no overflow or NaN for huge ζ, huge ω0 and long times", arguments: [1e-300, 1e-8, 1, 1e8, 1e150])
  func noOverflow(dampingRatio: Double) throws {
    let spring = try SpringParameters(naturalFrequency: 3e5, dampingRatio: dampingRatio)
    let motion = try SpringSolution(parameters: spring, from: 1, to: 0, initialVelocity: -7)
    for t in [1e-9, 1e-3, 1, 1e3, 1e9, 1e300] {
      let state = motion.state(at: t)
      #expect(state.position.isFinite && state.velocity.isFinite, "ζ \(dampingRatio) t \(t)")
      #expect(abs(state.position) <= 1 + 7 / 3e5, "bounded by the energy at t = 0")
    }
  }

  @Test("energy never increases (seeded random springs)")
  func energyNonIncreasing() throws {
    // Energy is evaluated from rounded x and v; 1e-12 of E0 absorbs that rounding.
    let energyRoundingTolerance = 1e-12
    var rng = SplitMix64(seed: 0xE4E7_2026)
    for _ in 0..<200 {
      let zeta = rng.uniform(0...1) < 0.1 ? 0 : rng.logUniform(-3...3)
      let spring = try SpringParameters(
        naturalFrequency: rng.logUniform(-1...2), dampingRatio: zeta, mass: rng.logUniform(-1...1))
      let motion = try SpringSolution(
        parameters: spring, from: rng.uniform(-10...10), to: rng.uniform(-10...10),
        initialVelocity: rng.uniform(-50...50))
      func energy(_ t: Double) -> Double {
        let (d, v) = motion.displacementAndVelocity(at: t)
        return 0.5 * spring.stiffness * d * d + 0.5 * spring.mass * v * v
      }
      let e0 = energy(0)
      var previous = e0
      let horizon = 20 / spring.naturalFrequency
      for k in 1...400 {
        let e = energy(horizon * Double(k) / 400)
        #expect(e <= previous + energyRoundingTolerance * e0, "seed \(rng.seed) ζ \(zeta) step \(k)")
        previous = e
      }
    }
  }

  @Test("regime labels")
  func regimes() throws {
    #expect(try SpringParameters(mass: 1, stiffness: 100, damping: 0).regime == .undamped)
    #expect(try SpringParameters(mass: 1, stiffness: 100, damping: 10).regime == .underdamped)
    #expect(try SpringParameters(mass: 1, stiffness: 100, damping: 20).regime == .criticallyDamped)
    #expect(try SpringParameters(mass: 1, stiffness: 100, damping: 30).regime == .overdamped)
  }

  @Test("SpringSolution.uikit passes UIKit's velocity once, to the spring and to the release")
  func uikitInOneCall() throws {
    let spring = try SpringParameters.uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8)
    let twoSteps = try SpringSolution(parameters: spring, from: 10, to: 110, relativeVelocity: 0.8)
    let oneCall = try SpringSolution.uikit(
      duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8, from: 10, to: 110)
    #expect(oneCall.parameters == spring)
    #expect(oneCall.initialVelocity == 80)
    for t in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(oneCall.position(at: t) == twoSteps.position(at: t))
    }
  }
}

extension Double {
  /// 10^n for small integral n, exactly as the literal would round.
  static func pow10(_ n: Double) -> Double {
    Double("1e\(Int(n))")!
  }

}
