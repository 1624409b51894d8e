/// The derivative of a segment in power form, `B′(t) = a·t² + b·t + c`,
/// rescaled by a power of two so that its largest coefficient is about 1.
///
/// The rescaling is exact and keeps every speed evaluation free of overflow
/// and underflow for any finite control points; integrals of the scaled
/// speed are multiplied back by ``scale``.
struct Hodograph: Sendable {
  /// Coefficient of t² (scaled).
  let a: Point
  /// Coefficient of t (scaled).
  let b: Point
  /// Constant coefficient (scaled).
  let c: Point
  /// The true derivative is `scale ×` the scaled one (a power of two).
  let scale: Double
  /// Whether `a = b = 0`, so the speed is constant (a line).
  var isConstant: Bool { a == .zero && b == .zero }

  /// The derivative of `segment`, in power form.
  init(_ segment: PathSegment) {
    let (a, b, c) = segment.apply(SegmentOperations.PowerFormDerivative())
    let largest = max(abs(a.x), abs(a.y), abs(b.x), abs(b.y), abs(c.x), abs(c.y))
    let scale: Double
    if largest.isFinite, largest > 0 {
      let inverse = PolynomialRoots.powerOfTwoScale(largest)
      scale = 1 / inverse
      self.a = inverse * a
      self.b = inverse * b
      self.c = inverse * c
    } else {
      scale = 1
      self.a = a
      self.b = b
      self.c = c
    }
    self.scale = scale
  }

  /// The scaled velocity `B′(t)/scale`.
  @inline(__always)
  func velocity(_ t: Double) -> Point {
    Point(x: (a.x * t + b.x) * t + c.x, y: (a.y * t + b.y) * t + c.y)
  }

  /// The scaled speed `|B′(t)|/scale`.
  @inline(__always)
  func speed(_ t: Double) -> Double {
    let vx = (a.x * t + b.x) * t + c.x
    let vy = (a.y * t + b.y) * t + c.y
    return (vx * vx + vy * vy).squareRoot()
  }

  /// The scaled speed at each lane of `t` (the Gauss–Kronrod rule evaluates
  /// 8- and 4-lane batches; concrete types so that the square roots stay
  /// packed).
  @inline(__always)
  func speeds(_ t: SIMD8<Double>) -> SIMD8<Double> {
    let vx = (t * a.x + b.x) * t + c.x
    let vy = (t * a.y + b.y) * t + c.y
    return (vx * vx + vy * vy).squareRoot()
  }

  /// The scaled speed at each lane of `t` (4 lanes).
  @inline(__always)
  func speeds(_ t: SIMD4<Double>) -> SIMD4<Double> {
    let vx = (t * a.x + b.x) * t + c.x
    let vy = (t * a.y + b.y) * t + c.y
    return (vx * vx + vy * vy).squareRoot()
  }

  /// The Gauss (G₁₀) and Kronrod (K₂₁) estimates of ∫ₗᵒʷᵉʳ^upper of the
  /// scaled speed, from the same 21 evaluations.
  ///
  /// The symmetric nodes are evaluated in pairs `m ± h·x` and summed before
  /// weighting (see ``GaussKronrod``); the weighted sums are reduced pairwise.
  ///
  /// Kept out of line on purpose: the SIMD types' `squareRoot()` is written
  /// lane by lane, and LLVM packs it back into `sqrtpd` only in a small
  /// function; inlined into the bisection loop it stayed 21 scalar `sqrtsd`
  /// (the call costs a few cycles of a ~55-cycle panel).
  @inline(never)
  func gaussKronrod(_ lower: Double, _ upper: Double) -> (gauss: Double, kronrod: Double) {
    typealias Rule = GaussKronrod
    let middle = 0.5 * (lower + upper)
    let half = 0.5 * (upper - lower)
    let offsets = half * Rule.nodes
    let pairs = speeds(middle - offsets) + speeds(middle + offsets)
    let tailOffsets = half * Rule.tailNodes
    let tail = speeds(SIMD4(lowHalf: middle - tailOffsets, highHalf: middle + tailOffsets))
    let tailPairs = tail.lowHalf + tail.highHalf
    let gauss8 = pairs * Rule.gaussWeights
    let gauss4 = gauss8.lowHalf + gauss8.highHalf
    let gauss2 = gauss4.lowHalf + gauss4.highHalf
    let kronrod8 = pairs * Rule.kronrodWeights
    let kronrod4 = kronrod8.lowHalf + kronrod8.highHalf
    let kronrod2 = kronrod4.lowHalf + kronrod4.highHalf + tailPairs * Rule.tailKronrodWeights
    let kronrod = kronrod2.x + kronrod2.y + Rule.centerKronrodWeight * speed(middle)
    return ((gauss2.x + gauss2.y) * half, kronrod * half)
  }

  /// ∫ₗᵒʷᵉʳ^upper of the scaled speed by the 21-point Kronrod rule.
  @inline(__always)
  func kronrod(_ lower: Double, _ upper: Double) -> Double {
    gaussKronrod(lower, upper).kronrod
  }

  /// `½ d|B′|²/dt = B′(t)·B″(t)` (scaled), as a dot product, which stays
  /// accurate near a cusp, and its derivative `|B″|² + B′·B‴`.
  @inline(__always)
  func speedSquaredSlope(_ t: Double) -> (value: Double, derivative: Double) {
    let velocity = velocity(t)
    let acceleration = Point(x: 2 * a.x * t + b.x, y: 2 * a.y * t + b.y)
    return (velocity.dot(acceleration), acceleration.dot(acceleration) + 2 * velocity.dot(a))
  }

  /// Appends the parameters in (0, 1) where the speed has a local extremum,
  /// ascending: the sign changes of the cubic `B′(t)·B″(t)`.
  ///
  /// Every interior zero of the speed (a cusp, or the turning point of a
  /// back-tracking straight segment) is one of them, as is every near-cusp
  /// speed minimum. The cubic's critical points, the roots of the quadratic
  /// `|B″|² + B′·B‴ = 6|a|²t² + 6(a·b)t + |b|² + 2a·c`, cut [0, 1] into at
  /// most three monotone intervals; each sign change inside one holds
  /// exactly one root, found by guarded Newton. Roots of even multiplicity
  /// (no sign change) are not extrema and are skipped.
  func appendSpeedExtrema(to result: inout [Double]) {
    let (extrema, count) = speedExtremaVector()
    for index in 0..<count { result.append(extrema[index]) }
  }

  /// The speed extrema in (0, 1), ascending, in the first `count` lanes (at
  /// most 3: `B′·B″` is a cubic), without allocating (see
  /// ``appendSpeedExtrema(to:)``).
  @inline(__always)
  func speedExtremaVector() -> (extrema: SIMD4<Double>, count: Int) {
    var extrema = SIMD4<Double>()
    var count = 0
    if isConstant { return (extrema, 0) }
    let (first, second) = PolynomialRoots.quadraticRoots(
      6 * a.dot(a), 6 * a.dot(b), b.dot(b) + 2 * a.dot(c))
    var lower = 0.0
    var lowerValue = speedSquaredSlope(0).value
    for index in 0..<3 {
      let upper = index == 0 ? first : index == 1 ? second : 1
      guard upper > lower, upper <= 1 else { continue }  // also skips NaN (no root)
      let upperValue = speedSquaredSlope(upper).value
      var root = Double.nan
      if upper < 1, upperValue.isZero {
        root = upper
      } else if (lowerValue < 0 && upperValue > 0) || (lowerValue > 0 && upperValue < 0) {
        root = PolynomialRoots.root(
          in: lower, upper, lowerValue: lowerValue, upperValue: upperValue
        ) {
          speedSquaredSlope($0)
        }
      }
      if 0 < root, root < 1, (count == 0 ? 0 : extrema[count - 1]) < root {
        extrema[count] = root
        count += 1
      }
      lower = upper
      lowerValue = upperValue
    }
    return (extrema, count)
  }

  /// The speed extrema in (0, 1), ascending (see ``appendSpeedExtrema(to:)``).
  func speedExtrema() -> [Double] {
    var result: [Double] = []
    appendSpeedExtrema(to: &result)
    return result
  }
}
