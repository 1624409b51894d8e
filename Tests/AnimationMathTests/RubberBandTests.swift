import AnimationMath
import TestSupport
import Testing

@Suite("Rubber band functions")
struct RubberBandTests {
  /// Hand-derived values need only a few ulps of the result.
  static let handAgreement = 1e-12

  /// Hand: (1 − 1/(x·0.55/d + 1))·d = 0.55·x·d/(d + 0.55·x).
  /// x 100, d 400: 22000/455 = 48.35164835164835; x −50, d 812: −22330/839.5 = −26.59916617033948;
  /// x 1e6, d 400: 2.2e8/550400 = 399.70930232558140.
  @Test(
    "uikit: hand-derived values",
    arguments: [
      (100.0, 400.0, 48.35164835164835), (-50.0, 812.0, -26.59916617033949), (1e6, 400.0, 399.7093023255814),
      (0.0, 400.0, 0.0),
    ])
  func uikitValues(_ row: (Double, Double, Double)) {
    expectClose(
      RubberBand.uikit(coefficient: 0.55).displayed(offset: row.0, extent: row.1), row.2,
      absolute: Self.handAgreement * max(1, abs(row.2)))
  }

  /// Hand: x·L·0.15/(L + 0.15·x). x 100, L 1000: 15000/1015 = 14.77832512315271;
  /// L ∞: 100^0.75 = 31.622776601683793; L 0, x −16: −(16^0.75) = −8.
  @Test(
    "use-gesture: hand-derived values",
    arguments: [
      (100.0, 1000.0, 14.77832512315271), (100.0, Double.infinity, 31.622776601683793), (-16.0, 0.0, -8.0),
    ])
  func useGestureValues(_ row: (Double, Double, Double)) {
    expectClose(
      RubberBand.useGesture(constant: 0.15).displayed(offset: row.0, extent: row.1), row.2,
      absolute: Self.handAgreement * max(1, abs(row.2)))
  }

  /// The reverse-engineered UIKit form and use-gesture's form are the same function when
  /// use-gesture's constant is 0.55 (algebra: (1 − 1/(xc/d + 1))·d = xcd/(d + cx)); the two
  /// are written differently, so this checks one against the other on a seeded sample.
  @Test("uikit equals use-gesture with constant 0.55")
  func sameFunction() {
    let seed: UInt64 = 0xB_A4D
    var rng = SplitMix64(seed: seed)
    for _ in 0..<1000 {
      let x = rng.uniform(-3000...3000)
      let d = rng.uniform(1...3000)
      let a = RubberBand.uikit(coefficient: 0.55).displayed(offset: x, extent: d)
      let b = RubberBand.useGesture(constant: 0.55).displayed(offset: x, extent: d)
      expectClose(a, b, absolute: 1e-12 * d, "seed \(seed) x \(x) d \(d)")
    }
  }

  /// Hand, V = 100, normal (0.52), 1-unit steps, total drag 3.5: step 1 at the bound passes
  /// whole (o = 1); step 2: γ = 0.52·0.99² = 0.509652, 1 < 1/γ so o = 1.509652; step 3:
  /// γ = 0.52·(1 − 0.01509652)², o = 2.01406…; step 4 (0.5): o = 2.2637024335223215.
  /// Steps of 10, total 25: o = 10, then γ = 0.52·0.9² = 0.4212 (o = 14.212), then a
  /// 5-unit step: 16.12549104544.
  @Test(
    "flutter: BouncingScrollPhysics friction applied per drag step",
    arguments: [
      (3.5, 1.0, 2.2637024335223215), (-3.5, 1.0, -2.2637024335223215), (25.0, 10.0, 16.12549104544), (0.4, 1.0, 0.4),
    ])
  func flutterSteps(_ row: (Double, Double, Double)) {
    let band = RubberBand.flutter(frictionBase: 0.52, dragStep: row.1)
    expectClose(band.displayed(offset: row.0, extent: 100), row.2, absolute: Self.handAgreement * 10)
  }

  /// The stated rule: ⌊|x|/s⌋ whole steps, then the remainder |x| − ⌊|x|/s⌋·s as one partial
  /// step when > 0. 1.0/0.1 is exactly 10 in doubles and 10·0.1 is exactly 1.0, so a drag of
  /// 1.0 is ten steps and no residue step; 0.9 is not 3·0.3 in binary (0.8999999999999999),
  /// so its 1.1e-16 remainder is a fourth step.
  @Test(
    "flutter: whole drag steps, then the remainder as one partial step",
    arguments: [(1.0, 0.1, 10.0), (3.5, 1.0, 4.0), (3.0, 1.0, 3.0), (0.9, 0.3, 4.0), (0.4, 1.0, 1.0), (0, 1, 0)])
  func flutterDragSteps(_ row: (Double, Double, Double)) {
    #expect(RubberBand.dragSteps(offset: row.0, dragStep: row.1) == row.2)
    #expect(RubberBand.dragSteps(offset: -row.0, dragStep: row.1) == row.2)
  }

  /// A drag of 1.0 in steps of 0.1 is exactly ten applyPhysicsToUserOffset calls of 0.1
  /// (the same operations, so the same double), not ten and a rounding residue.
  @Test("flutter: a drag that is a whole number of steps has no residue step")
  func flutterNoResidueStep() {
    var overscroll = 0.0
    for _ in 0..<10 {
      overscroll -= FlutterScrollPhysics.applyPhysicsToUserOffset(
        pixels: overscroll, minScrollExtent: 0, maxScrollExtent: 0, viewportDimension: 100, offset: -0.1,
        frictionBase: 0.52)
    }
    #expect(RubberBand.flutter(frictionBase: 0.52, dragStep: 0.1).displayed(offset: 1.0, extent: 100) == overscroll)
  }

  @Test("settings: defaults, keys and ranges")
  func settings() throws {
    #expect(try RubberBandEngineName.uikit.rubberBand() == .uikit(coefficient: 0.55))
    #expect(try RubberBandEngineName.useGesture.rubberBand() == .useGesture(constant: 0.15))
    #expect(
      try RubberBandEngineName.flutter.rubberBand(EngineConfiguration(parsing: "rate=fast"))
        == .flutter(frictionBase: 0.26, dragStep: 1))
    #expect(throws: EngineError.self) {
      try RubberBandEngineName.flutter.rubberBand(EngineConfiguration(parsing: "rate=slow"))
    }
    #expect(
      try RubberBandEngineName.useGesture.rubberBand(EngineConfiguration(parsing: "constant=0.3"))
        == .useGesture(constant: 0.3))
    #expect(throws: EngineError.self) {
      try RubberBandEngineName.uikit.rubberBand(EngineConfiguration(parsing: "constant=1"))
    }
    #expect(throws: EngineError.self) {
      try RubberBandEngineName.uikit.rubberBand(EngineConfiguration(parsing: "coefficient=0"))
    }
    // c = 0 in use-gesture clamps: nothing is shown past the bound.
    #expect(RubberBand.useGesture(constant: 0).displayed(offset: 50, extent: 100) == 0)
  }
}
