import AnimationMath
import GSLOracle
import TestSupport
import Testing

/// The inverse's contract: |s(param) − target| ≤ 1e-12·L with
/// s measured by GSL, and the reported arc length is s(param) to the same bound.
private let inverseTolerance = 1e-12
/// Interior samples per random cubic (uniform in arc length, ends excluded).
private let interiorSamples = 3

/// A path of one cubic.
private func path(_ cubic: CubicBezier) -> BezierPath {
  BezierPath([.move(to: cubic.start), .cubic(control1: cubic.control1, control2: cubic.control2, to: cubic.end)])
}

/// A cubic from four (x, y) pairs.
private func cubic(_ p: (Double, Double)...) -> CubicBezier {
  let q = p.map { Point(x: $0.0, y: $0.1) }
  return CubicBezier(start: q[0], control1: q[1], control2: q[2], end: q[3])
}

/// A built shape whose speed vanishes somewhere, with the parameters of
/// those zero-speed points (from the construction, not from the core).
struct ZeroSpeedShape: Sendable, CustomTestStringConvertible {
  let name: String
  let cubic: CubicBezier
  /// Parameters where B′ = 0, known from the construction.
  let zeroSpeedParameters: [Double]
  var testDescription: String { name }
}

@Suite("Arc-length inverse vs GSL (zero-speed points)")
struct ArcLengthInverseVsGSLTests {
  /// Checks N-point uniform-arc sampling of `cubic` against GSL; returns the
  /// worst |s_GSL(param) − target|/L and the number of samples checked.
  static func checkUniform(
    _ cubic: CubicBezier, count: Int, context: String
  ) throws -> (worst: Double, checked: Int) {
    let measure = PathMeasure(path(cubic))
    let length = measure.length
    let samples = try measure.samples(count: count, spacing: .arcLength)
    var worst = 0.0
    var previous = -1.0
    for (k, sample) in samples.enumerated() {
      #expect(sample.parameter >= previous, "\(context): param decreases at sample \(k)")
      previous = sample.parameter
      guard k > 0, k < count - 1 else { continue }
      let target = length * Double(k) / Double(count - 1)
      let reference = try GSLArcLengthOracle.measure(cubic, upTo: sample.parameter).qag
      let residual = absoluteError(reference, target) / length
      worst = max(worst, residual)
      expectClose(
        reference, target, absolute: inverseTolerance * length,
        "\(context) k=\(k): param \(sample.parameter)")
      expectClose(
        sample.arcLength, reference, absolute: inverseTolerance * length,
        "\(context) k=\(k): reported arc length is not s(param)")
    }
    return (worst, count - 2)
  }

  @Test(
    "random cubics (10,000 at full size): uniform-arc samples satisfy GSL's s(param) = target to 1e-12·L",
    .tags(.statistical), arguments: [UInt64(0xA5C_0001), 0xA5C_0002, 0xA5C_0003, 0xA5C_0004])
  func randomCubics(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let cubics = StatisticalSweep.size(reduced: 625, full: 2_500)
    var worst = 0.0
    var checked = 0
    for index in 0..<cubics {
      let c = randomCubic(&rng)
      let result = try Self.checkUniform(
        c, count: interiorSamples + 2, context: "seed \(seed) #\(index) \(c)")
      worst = max(worst, result.worst)
      checked += result.checked
    }
    #expect(checked == cubics * interiorSamples)
    print("ArcLengthInverseVsGSL seed \(seed): \(checked) samples on \(cubics) cubics, worst residual \(worst)·L")
  }

  static let shapes: [ZeroSpeedShape] = [
    ZeroSpeedShape(
      name: "symmetric cusp (0,0)(100,100)(0,100)(100,0)", cubic: cubic((0, 0), (100, 100), (0, 100), (100, 0)),
      zeroSpeedParameters: [0.5]),
    ZeroSpeedShape(
      name: "symmetric cusp ×0.01", cubic: cubic((0, 0), (1, 1), (0, 1), (1, 0)), zeroSpeedParameters: [0.5]),
    ZeroSpeedShape(
      name: "symmetric cusp ×1e-150", cubic: cubic((0, 0), (1e-150, 1e-150), (0, 1e-150), (1e-150, 0)),
      zeroSpeedParameters: [0.5]),
    ZeroSpeedShape(
      name: "symmetric cusp ×1e150", cubic: cubic((0, 0), (1e150, 1e150), (0, 1e150), (1e150, 0)),
      zeroSpeedParameters: [0.5]),
    // B′(¼) = 3(9D₀ + 6D₁ + D₂)/16 = 0 with D₀ = (16, 32), D₁ = (−32, −16),
    // D₂ = (48, −192): exact in binary.
    ZeroSpeedShape(
      name: "asymmetric cusp at t = 1/4", cubic: cubic((0, 0), (16, 32), (-16, 16), (32, -176)),
      zeroSpeedParameters: [0.25]),
    ZeroSpeedShape(
      name: "coincident start P0 = P1", cubic: cubic((0, 0), (0, 0), (100, 50), (200, 0)), zeroSpeedParameters: [0]),
    ZeroSpeedShape(
      name: "coincident end P2 = P3", cubic: cubic((0, 0), (100, 50), (200, 0), (200, 0)), zeroSpeedParameters: [1]),
    ZeroSpeedShape(
      name: "collapsed handles P0 = P1, P2 = P3", cubic: cubic((0, 0), (0, 0), (300, 300), (300, 300)),
      zeroSpeedParameters: [0, 1]),
    // x′ = 3(1800t² − 1800t + 400) = 0 at t = 1/3 and 2/3.
    ZeroSpeedShape(
      name: "line folded back twice (0)(400)(−100)(300)", cubic: cubic((0, 0), (400, 0), (-100, 0), (300, 0)),
      zeroSpeedParameters: [1.0 / 3, 2.0 / 3]),
    // x′ = 600(1 − 2t): turns back at t = ½ exactly.
    ZeroSpeedShape(
      name: "line folded back onto itself (0)(200)(200)(0)", cubic: cubic((0, 0), (200, 0), (200, 0), (0, 0)),
      zeroSpeedParameters: [0.5]),
    ZeroSpeedShape(
      name: "closed loop (0,0)(100,100)(−100,100)(0,0)", cubic: cubic((0, 0), (100, 100), (-100, 100), (0, 0)),
      zeroSpeedParameters: []),
    ZeroSpeedShape(
      name: "loop (0,0)(400,300)(−100,300)(300,0)", cubic: cubic((0, 0), (400, 300), (-100, 300), (300, 0)),
      zeroSpeedParameters: []),
  ]

  @Test("built cusps, loops and degenerate cubics: 3, 11, 101 and 1,001 samples", arguments: shapes)
  func builtShapes(_ shape: ZeroSpeedShape) throws {
    // The construction's zero-speed points really are zero-speed (exactly).
    for t in shape.zeroSpeedParameters where t == 0 || t == 1 || t == 0.5 || t == 0.25 {
      let d = shape.cubic.derivative(at: t)
      #expect(d.x.isZero && d.y.isZero, "\(shape.name): B′(\(t)) = \(d)")
    }
    var worst = 0.0
    for count in [3, 11, 101, 1_001] {
      worst = max(worst, try Self.checkUniform(shape.cubic, count: count, context: "\(shape.name) N=\(count)").worst)
    }
    print("ArcLengthInverseVsGSL \(shape.name): worst residual \(worst)·L")
  }

  @Test(
    "a target on a zero-speed point returns that point", arguments: shapes.filter { !$0.zeroSpeedParameters.isEmpty })
  func targetOnZeroSpeedPoint(_ shape: ZeroSpeedShape) throws {
    let measure = PathMeasure(path(shape.cubic))
    let length = measure.length
    for t0 in shape.zeroSpeedParameters {
      // The target is GSL's s(t₀), not the core's.
      let target = try GSLArcLengthOracle.measure(shape.cubic, upTo: t0).qag
      let sample = try measure.sample(atArcLength: target)
      let expected = shape.cubic.point(at: t0)
      let distance = (sample.position - expected).length
      #expect(
        distance <= inverseTolerance * length,
        "\(shape.name): at s(\(t0)) got param \(sample.parameter), \(sample.position) vs \(expected)")
      let reference = try GSLArcLengthOracle.measure(shape.cubic, upTo: sample.parameter).qag
      expectClose(reference, target, absolute: inverseTolerance * length, "\(shape.name) at t0 \(t0)")
    }
  }

  @Test("the middle of 3 arc-spaced samples of the symmetric cusp is the cusp")
  func issueExample() throws {
    for scale in [1.0, 0.01, 100, 0x1p-20, 3] {
      let c = cubic((0, 0), (100 * scale, 100 * scale), (0, 100 * scale), (100 * scale, 0))
      let samples = try PathMeasure(path(c)).samples(count: 3, spacing: .arcLength)
      // By symmetry s(½) = L/2 exactly, and B(½) = (50, 75)·scale.
      expectClose(samples[1].parameter, 0.5, absolute: 0, "scale \(scale)")
      expectClose(samples[1].x, 50 * scale, relative: 1e-15, "scale \(scale)")
      expectClose(samples[1].y, 75 * scale, relative: 1e-15, "scale \(scale)")
    }
  }

  @Test("a whole path: segments of zero length and moves, arc lengths in any order")
  func wholePath() throws {
    let p = BezierPath([
      .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 0, y: 0)),
      .cubic(control1: Point(x: 100, y: 100), control2: Point(x: 0, y: 100), to: Point(x: 100, y: 0)),
      .cubic(control1: Point(x: 100, y: 0), control2: Point(x: 100, y: 0), to: Point(x: 100, y: 0)),
      .move(to: Point(x: 500, y: 0)), .line(to: Point(x: 600, y: 0)),
    ])
    let measure = PathMeasure(p)
    let first = cubic((0, 0), (100, 100), (0, 100), (100, 0))
    let l1 = try GSLArcLengthOracle.measure(first).qag
    expectClose(measure.length, l1 + 100, relative: inverseTolerance)
    let targets = [l1 + 50, l1 / 2, 0, measure.length, l1 / 4]
    let samples = try measure.samples(atArcLengths: targets)
    #expect(samples.map(\.segment) == [3, 1, 1, 3, 1])
    expectClose(samples[0].x, 550, relative: 1e-14)
    // GSL's L/2 and the core's cusp sum differ by rounding: the cusp to 1e-12·L.
    #expect((samples[1].position - Point(x: 50, y: 75)).length <= inverseTolerance * l1)
    expectClose(samples[3].x, 600, relative: 1e-15)
    let quarter = try GSLArcLengthOracle.measure(first, upTo: samples[4].parameter).qag
    expectClose(quarter, l1 / 4, absolute: inverseTolerance * l1)
    #expect(throws: PathSamplingError.nonFiniteArcLength(.infinity)) {
      try measure.samples(atArcLengths: [1, .infinity])
    }
  }
}
