/// The 30 easing functions of easings.net (Robert Penner's equations, in the
/// one-argument form easings.net publishes), by their easings.net names.
///
/// Each case evaluates the formula printed on its easings.net page
/// (https://easings.net, "Easing Functions Cheat Sheet", source
/// https://github.com/ai/easings.net `src/easings/easingsFunctions.ts`), with
/// its constants exactly: back c1 = 1.70158, c2 = c1·1.525, c3 = c1 + 1;
/// elastic c4 = 2π/3, c5 = 2π/4.5; bounce n1 = 7.5625, d1 = 2.75; and the
/// special cases of expo and elastic at exactly 0 and 1 (`x === 0 ? 0`,
/// `x === 1 ? 1`). Inputs outside [0, 1] evaluate the same formula (the
/// branch a piecewise function selects for them); circ gives NaN where its
/// square root has a negative argument, as the formula does.
///
/// The slope is the formula's exact derivative, taken on the branch the
/// value uses; at the expo / elastic special points it is the derivative of
/// the formula next to them (the special case itself is a constant).
public enum PennerEasing: String, Sendable, Hashable, CaseIterable {
  /// easings.net sine: 1 − cos(πx/2), sin(πx/2), −(cos(πx) − 1)/2; In, Out and InOut.
  case easeInSine, easeOutSine, easeInOutSine
  /// easings.net quadratic: x², 1 − (1 − x)², in-out split at 0.5; In, Out and InOut.
  case easeInQuad, easeOutQuad, easeInOutQuad
  /// easings.net cubic: x³, 1 − (1 − x)³, in-out split at 0.5; In, Out and InOut.
  case easeInCubic, easeOutCubic, easeInOutCubic
  /// easings.net quartic: x⁴, 1 − (1 − x)⁴, in-out split at 0.5; In, Out and InOut.
  case easeInQuart, easeOutQuart, easeInOutQuart
  /// easings.net quintic: x⁵, 1 − (1 − x)⁵, in-out split at 0.5; In, Out and InOut.
  case easeInQuint, easeOutQuint, easeInOutQuint
  /// easings.net exponential: 2^(10x − 10), 1 − 2^(−10x), with the special cases at 0 and 1; In, Out and InOut.
  case easeInExpo, easeOutExpo, easeInOutExpo
  /// easings.net circular: 1 − √(1 − x²), √(1 − (x − 1)²), in-out split at 0.5; In, Out and InOut.
  case easeInCirc, easeOutCirc, easeInOutCirc
  /// easings.net back (overshoot, c1 = 1.70158): c3·x³ − c1·x² and its mirror; In, Out and InOut.
  case easeInBack, easeOutBack, easeInOutBack
  /// easings.net elastic (c4 = 2π/3, c5 = 2π/4.5), with the special cases at 0 and 1; In, Out and InOut.
  case easeInElastic, easeOutElastic, easeInOutElastic
  /// easings.net bounce (n1 = 7.5625, d1 = 2.75): four parabolas; In, Out and InOut.
  case easeInBounce, easeOutBounce, easeInOutBounce

  /// easings.net's back overshoot constant c1 = 1.70158.
  static let backC1 = 1.70158
  /// c2 = c1 · 1.525, used by easeInOutBack.
  static let backC2 = backC1 * 1.525
  /// c3 = c1 + 1.
  static let backC3 = backC1 + 1
  /// Elastic c4 = 2π/3 (radians per unit of 10·x).
  static let elasticC4 = (2 * Double.pi) / 3
  /// Elastic c5 = 2π/4.5, used by easeInOutElastic.
  static let elasticC5 = (2 * Double.pi) / 4.5
  /// Bounce n1 = 7.5625.
  static let bounceN1 = 7.5625
  /// Bounce d1 = 2.75.
  static let bounceD1 = 2.75

  /// The input inside (0, 1) where a piecewise formula switches branch
  /// (0.5 for the in-out forms; 1/d1, 2/d1, 2.5/d1 and their mirrors for
  /// bounce); empty for the smooth ones.
  public var breakpoints: [Double] {
    let d1 = Self.bounceD1
    let bounce = [1 / d1, 2 / d1, 2.5 / d1]
    switch self {
    case .easeOutBounce: return bounce
    case .easeInBounce: return bounce.map { 1 - $0 }.reversed()
    case .easeInOutBounce:
      return bounce.map { (1 - $0) / 2 }.reversed() + [0.5] + bounce.map { (1 + $0) / 2 }
    case .easeInOutQuad, .easeInOutCubic, .easeInOutQuart, .easeInOutQuint, .easeInOutExpo,
      .easeInOutCirc, .easeInOutBack, .easeInOutElastic:
      return [0.5]
    default: return []
    }
  }

  /// The output for input `x` (see the type's discussion).
  public func value(at x: Double) -> Double {
    switch self {
    case .easeInSine: return 1 - Libm.cos((x * Double.pi) / 2)
    case .easeOutSine: return Libm.sin((x * Double.pi) / 2)
    case .easeInOutSine: return -(Libm.cos(Double.pi * x) - 1) / 2
    case .easeInQuad: return Self.power(x, 2)
    case .easeOutQuad: return 1 - Self.power(1 - x, 2)
    case .easeInOutQuad: return Self.inOutPower(x, 2)
    case .easeInCubic: return Self.power(x, 3)
    case .easeOutCubic: return 1 - Self.power(1 - x, 3)
    case .easeInOutCubic: return Self.inOutPower(x, 3)
    case .easeInQuart: return Self.power(x, 4)
    case .easeOutQuart: return 1 - Self.power(1 - x, 4)
    case .easeInOutQuart: return Self.inOutPower(x, 4)
    case .easeInQuint: return Self.power(x, 5)
    case .easeOutQuint: return 1 - Self.power(1 - x, 5)
    case .easeInOutQuint: return Self.inOutPower(x, 5)
    case .easeInExpo:
      // Exact structural special case from the formula: x === 0 ? 0.
      return x == 0 ? 0 : Libm.pow(2, 10 * x - 10)
    case .easeOutExpo:
      return x == 1 ? 1 : 1 - Libm.pow(2, -10 * x)
    case .easeInOutExpo:
      if x == 0 { return 0 }
      if x == 1 { return 1 }
      return x < 0.5 ? Libm.pow(2, 20 * x - 10) / 2 : (2 - Libm.pow(2, -20 * x + 10)) / 2
    case .easeInCirc: return 1 - (1 - x * x).squareRoot()
    case .easeOutCirc: return (1 - (x - 1) * (x - 1)).squareRoot()
    case .easeInOutCirc:
      if x < 0.5 { return (1 - (1 - (2 * x) * (2 * x)).squareRoot()) / 2 }
      let u = -2 * x + 2
      return ((1 - u * u).squareRoot() + 1) / 2
    case .easeInBack: return Self.backC3 * x * x * x - Self.backC1 * x * x
    case .easeOutBack:
      let u = x - 1
      return 1 + Self.backC3 * u * u * u + Self.backC1 * u * u
    case .easeInOutBack:
      let c2 = Self.backC2
      if x < 0.5 { return ((2 * x) * (2 * x) * ((c2 + 1) * 2 * x - c2)) / 2 }
      let u = 2 * x - 2
      return (u * u * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
    case .easeInElastic:
      if x == 0 { return 0 }
      if x == 1 { return 1 }
      return -Libm.pow(2, 10 * x - 10) * Libm.sin((x * 10 - 10.75) * Self.elasticC4)
    case .easeOutElastic:
      if x == 0 { return 0 }
      if x == 1 { return 1 }
      return Libm.pow(2, -10 * x) * Libm.sin((x * 10 - 0.75) * Self.elasticC4) + 1
    case .easeInOutElastic:
      if x == 0 { return 0 }
      if x == 1 { return 1 }
      let s = Libm.sin((20 * x - 11.125) * Self.elasticC5)
      return x < 0.5
        ? -(Libm.pow(2, 20 * x - 10) * s) / 2 : (Libm.pow(2, -20 * x + 10) * s) / 2 + 1
    case .easeOutBounce: return Self.bounceOut(x)
    case .easeInBounce: return 1 - Self.bounceOut(1 - x)
    case .easeInOutBounce:
      return x < 0.5 ? (1 - Self.bounceOut(1 - 2 * x)) / 2 : (1 + Self.bounceOut(2 * x - 1)) / 2
    }
  }

  /// The slope d(output)/d(input) at `x` (see the type's discussion).
  public func slope(at x: Double) -> Double {
    let halfPi = Double.pi / 2
    let ln2 = 0.693147180559945309417232121458176568
    switch self {
    case .easeInSine: return halfPi * Libm.sin(x * halfPi)
    case .easeOutSine: return halfPi * Libm.cos(x * halfPi)
    case .easeInOutSine: return halfPi * Libm.sin(Double.pi * x)
    case .easeInQuad: return Self.powerSlope(x, 2)
    case .easeOutQuad: return Self.powerSlope(1 - x, 2)
    case .easeInOutQuad: return Self.inOutPowerSlope(x, 2)
    case .easeInCubic: return Self.powerSlope(x, 3)
    case .easeOutCubic: return Self.powerSlope(1 - x, 3)
    case .easeInOutCubic: return Self.inOutPowerSlope(x, 3)
    case .easeInQuart: return Self.powerSlope(x, 4)
    case .easeOutQuart: return Self.powerSlope(1 - x, 4)
    case .easeInOutQuart: return Self.inOutPowerSlope(x, 4)
    case .easeInQuint: return Self.powerSlope(x, 5)
    case .easeOutQuint: return Self.powerSlope(1 - x, 5)
    case .easeInOutQuint: return Self.inOutPowerSlope(x, 5)
    case .easeInExpo: return 10 * ln2 * Libm.pow(2, 10 * x - 10)
    case .easeOutExpo: return 10 * ln2 * Libm.pow(2, -10 * x)
    case .easeInOutExpo:
      return x < 0.5 ? 10 * ln2 * Libm.pow(2, 20 * x - 10) : 10 * ln2 * Libm.pow(2, -20 * x + 10)
    case .easeInCirc: return x / (1 - x * x).squareRoot()
    case .easeOutCirc: return (1 - x) / (1 - (x - 1) * (x - 1)).squareRoot()
    case .easeInOutCirc:
      if x < 0.5 { return 2 * x / (1 - 4 * x * x).squareRoot() }
      let u = 2 - 2 * x
      return u / (1 - u * u).squareRoot()
    case .easeInBack: return 3 * Self.backC3 * x * x - 2 * Self.backC1 * x
    case .easeOutBack:
      let u = x - 1
      return 3 * Self.backC3 * u * u + 2 * Self.backC1 * u
    case .easeInOutBack:
      let c2 = Self.backC2
      if x < 0.5 { return 12 * (c2 + 1) * x * x - 4 * c2 * x }
      let u = 2 * x - 2
      return 3 * (c2 + 1) * u * u + 2 * c2 * u
    case .easeInElastic:
      let e = Libm.pow(2, 10 * x - 10)
      let angle = (x * 10 - 10.75) * Self.elasticC4
      return -e * (10 * ln2 * Libm.sin(angle) + 10 * Self.elasticC4 * Libm.cos(angle))
    case .easeOutElastic:
      let e = Libm.pow(2, -10 * x)
      let angle = (x * 10 - 0.75) * Self.elasticC4
      return e * (-10 * ln2 * Libm.sin(angle) + 10 * Self.elasticC4 * Libm.cos(angle))
    case .easeInOutElastic:
      let angle = (20 * x - 11.125) * Self.elasticC5
      let s = Libm.sin(angle)
      let c = Libm.cos(angle)
      if x < 0.5 {
        let e = Libm.pow(2, 20 * x - 10)
        return -e * (20 * ln2 * s + 20 * Self.elasticC5 * c) / 2
      }
      let e = Libm.pow(2, -20 * x + 10)
      return e * (-20 * ln2 * s + 20 * Self.elasticC5 * c) / 2
    case .easeOutBounce: return Self.bounceOutSlope(x)
    case .easeInBounce: return Self.bounceOutSlope(1 - x)
    case .easeInOutBounce:
      return x < 0.5 ? Self.bounceOutSlope(1 - 2 * x) : Self.bounceOutSlope(2 * x - 1)
    }
  }

  /// x^n by repeated multiplication (n ≥ 1), as `Math.pow` with a small
  /// integer exponent is exact to an ulp or two.
  static func power(_ x: Double, _ n: Int) -> Double {
    var result = x
    for _ in 1..<n { result *= x }
    return result
  }

  /// n·x^(n−1).
  static func powerSlope(_ x: Double, _ n: Int) -> Double {
    Double(n) * (n == 1 ? 1 : power(x, n - 1))
  }

  /// easings.net's in-out power: x < 0.5 ? 2^(n−1)·xⁿ : 1 − (−2x + 2)ⁿ/2.
  static func inOutPower(_ x: Double, _ n: Int) -> Double {
    x < 0.5 ? power(2, n - 1) * power(x, n) : 1 - power(-2 * x + 2, n) / 2
  }

  /// The derivative of ``inOutPower(_:_:)``.
  static func inOutPowerSlope(_ x: Double, _ n: Int) -> Double {
    x < 0.5 ? power(2, n - 1) * powerSlope(x, n) : powerSlope(-2 * x + 2, n)
  }

  /// easings.net's easeOutBounce.
  static func bounceOut(_ x: Double) -> Double {
    let n1 = bounceN1
    let d1 = bounceD1
    if x < 1 / d1 { return n1 * x * x }
    if x < 2 / d1 {
      let u = x - 1.5 / d1
      return n1 * u * u + 0.75
    }
    if x < 2.5 / d1 {
      let u = x - 2.25 / d1
      return n1 * u * u + 0.9375
    }
    let u = x - 2.625 / d1
    return n1 * u * u + 0.984375
  }

  /// The derivative of ``bounceOut(_:)``: 2·n1·(x − centre of the branch).
  static func bounceOutSlope(_ x: Double) -> Double {
    let n1 = bounceN1
    let d1 = bounceD1
    if x < 1 / d1 { return 2 * n1 * x }
    if x < 2 / d1 { return 2 * n1 * (x - 1.5 / d1) }
    if x < 2.5 / d1 { return 2 * n1 * (x - 2.25 / d1) }
    return 2 * n1 * (x - 2.625 / d1)
  }
}
