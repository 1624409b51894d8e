extension LottieMainThreadPlayer {
  /// lottie-ios' `SolveCubic` (`CGFloatExtensions.swift` at f4db77d7): the
  /// first root in [0, 1] of a·t³ + b·t² + c·t + d that the closed form
  /// finds, in Double, or nil where lottie-ios returns −1.
  ///
  /// a = 0: the quadratic formula with the + root tried first (with b = 0 as
  /// well it divides by zero and finds nothing). d = 0: the root 0.
  /// Otherwise the depressed cubic's q = (3c − b²)/9 and
  /// r = (−27d + b(9c − 2b²))/54 after dividing by a: one real root by
  /// Cardano when q³ + r² > 0 (cube roots as `pow(x, 1/3)` with the sign put
  /// back), the two of a double root when it is 0, else the three
  /// trigonometric roots in the order k = 0, 1, 2.
  static func cubicRoot(a: Double, b: Double, c: Double, d: Double) -> Double? {
    func inUnit(_ t: Double) -> Double? { t >= 0 && t <= 1 ? t : nil }
    func signedCubeRoot(_ x: Double) -> Double { x < 0 ? -Libm.pow(-x, 1.0 / 3.0) : Libm.pow(x, 1.0 / 3.0) }
    if a == 0 {
      let root = (c * c - 4 * b * d).squareRoot()
      return inUnit((-c + root) / (2 * b)) ?? inUnit((-c - root) / (2 * b))
    }
    if d == 0 { return 0 }
    let (b, c, d) = (b / a, c / a, d / a)
    let q = (3.0 * c - b * b) / 9.0
    let r = (-27.0 * d + b * (9.0 * c - 2.0 * (b * b))) / 54.0
    let discriminant = q * q * q + r * r
    let shift = b / 3.0
    if discriminant > 0 {
      let s = signedCubeRoot(r + discriminant.squareRoot())
      let t = signedCubeRoot(r - discriminant.squareRoot())
      return inUnit(-shift + s + t)
    }
    if discriminant == 0 {
      let r13 = signedCubeRoot(r)
      return inUnit(-shift + 2.0 * r13) ?? inUnit(-(r13 + shift))
    }
    let p = -q
    let angle = Libm.acos(r / (p * p * p).squareRoot())
    let radius = 2.0 * p.squareRoot()
    return inUnit(-shift + radius * Libm.cos(angle / 3.0))
      ?? inUnit(-shift + radius * Libm.cos((angle + 2.0 * .pi) / 3.0))
      ?? inUnit(-shift + radius * Libm.cos((angle + 4.0 * .pi) / 3.0))
  }
}
