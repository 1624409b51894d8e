import AnimationMath
import Testing

/// The defaults of swift-numerics' `isApproximatelyEqual` (apple/swift-numerics,
/// Sources/RealModule/ApproximateEquality.swift at 06c17a9a0f657e3c988ca124777c762198304d8d):
/// relative √ε with an implicit absolute `relativeTolerance · leastNormalMagnitude`;
/// with an explicit absolute tolerance the relative one defaults to 0.
@Suite("isApproximatelyEqual has swift-numerics' defaults")
struct ApproximateEqualityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let a: Double
    let b: Double
    let absolute: Double?
    let expected: Bool
    var testDescription: String { "\(a) vs \(b), absolute \(absolute.map { "\($0)" } ?? "default")" }
  }

  static let cases: [Case] = [
    // Relative only: √ε ≈ 1.49e-8 of the larger magnitude.
    Case(a: 1, b: 1 + 1e-9, absolute: nil, expected: true),
    Case(a: 1, b: 1 + 1e-7, absolute: nil, expected: false),
    // Near zero the implicit absolute tolerance is √ε · leastNormalMagnitude ≈ 3.3e-316.
    Case(a: 0, b: 1e-320, absolute: nil, expected: true),
    Case(a: 0, b: 1e-300, absolute: nil, expected: false),
    // An explicit absolute tolerance sets the relative one to 0.
    Case(a: 1e6, b: 1e6 + 1e-3, absolute: 1e-6, expected: false),
    Case(a: 1e6, b: 1e6 + 1e-7, absolute: 1e-6, expected: true),
    Case(a: 0, b: 5e-5, absolute: 1e-4, expected: true),
    // Exceptional values.
    Case(a: .nan, b: .nan, absolute: nil, expected: false),
    Case(a: .infinity, b: .infinity, absolute: nil, expected: true),
    Case(a: .infinity, b: -.infinity, absolute: 1, expected: false),
    Case(a: .greatestFiniteMagnitude, b: -.greatestFiniteMagnitude, absolute: nil, expected: false),
  ]

  @Test(arguments: cases)
  func defaults(_ c: Case) {
    let result =
      if let absolute = c.absolute {
        c.a.isApproximatelyEqual(to: c.b, absoluteTolerance: absolute)
      } else {
        c.a.isApproximatelyEqual(to: c.b)
      }
    #expect(result == c.expected)
    // Symmetric.
    let swapped =
      if let absolute = c.absolute {
        c.b.isApproximatelyEqual(to: c.a, absoluteTolerance: absolute)
      } else {
        c.b.isApproximatelyEqual(to: c.a)
      }
    #expect(swapped == result)
  }
}
