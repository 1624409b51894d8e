import AnimationMath
import TestSupport
import Testing

/// framer-motion's spring.test.ts rounds each 200 ms sample with Math.round;
/// our exact values must round to the same integers.
@Suite("framer-motion's published spring vectors (spring.test.ts)")
struct PublishedSpringVectorTests {
  struct FramerCase: Sendable, CustomStringConvertible {
    let name: String
    let stiffness: Double
    let damping: Double
    let expected: [Double]
    var description: String { name }
  }

  static let cases: [FramerCase] = [
    .init(name: "k 300", stiffness: 300, damping: 10, expected: [100, 1343, 873, 1046, 984, 1005, 998, 1001, 1000]),
    .init(name: "k 100 c 20 (critical)", stiffness: 100, damping: 20, expected: [100, 635, 918, 984, 997, 1000]),
    .init(
      name: "k 300 c 100 (over-damped)", stiffness: 300, damping: 100,
      expected: [100, 499, 731, 855, 922, 958, 977, 988, 993, 996, 998, 999, 999, 1000]),
  ]

  @Test("rounded 200 ms samples, 100 → 1000", arguments: cases)
  func framerArrays(_ c: FramerCase) throws {
    let motion = try SpringSolution(
      parameters: .init(mass: 1, stiffness: c.stiffness, damping: c.damping), from: 100, to: 1000, initialVelocity: 0)
    for (k, expected) in c.expected.enumerated() {
      let rounded = (motion.position(at: 0.2 * Double(k))).rounded(.toNearestOrAwayFromZero)
      expectClose(rounded, expected, absolute: 0, "\(c) sample \(k)")
    }
  }

  /// framer caps its cosh/sinh argument at 300 and its test expects this stiff
  /// over-damped spring to reach the target on the first frame, `[100, 1000]`.
  /// The physical value at 200 ms is 117.821 (40-digit mpmath closed form): a deliberate divergence.
  @Test("deliberate divergence: k 1e6, c 1e7 is not at the target after 200 ms")
  func stiffOverdamped() throws {
    let motion = try SpringSolution(
      parameters: .init(mass: 1, stiffness: 1e6, damping: 1e7), from: 100, to: 1000, initialVelocity: 0)
    expectClose(motion.position(at: 0.2), 117.821, absolute: 5e-4)
    let framerValue = 1000.0
    #expect(abs(motion.position(at: 0.2) - framerValue) > 800)
  }
}
