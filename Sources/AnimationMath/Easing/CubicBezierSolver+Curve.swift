extension CubicBezierSolver {
  // MARK: - The curve and its derivatives

  /// The point of the curve at parameter t: (x(t), y(t)).
  func point(atParameter t: Double) -> (x: Double, y: Double) {
    (((ax * t + bx) * t + cx) * t, curveY(t))
  }

  /// y(t) in Bernstein form: 3(1−t)t·((1−t)·y1 + t·y2) + t³. It never
  /// overflows for finite y1, y2 (|3(1−t)t| ≤ ¾ and the bracket is a convex
  /// combination).
  @inlinable @inline(__always)
  func curveY(_ t: Double) -> Double {
    let u = 1 - t
    return (3 * u * t) * (u * y1 + t * y2) + t * t * t
  }

  /// y(t + correction) ≈ y(t) + y′(t)·correction for a sub-ulp correction (the
  /// first-order term is dropped if it overflows, which needs |y| near 1e308).
  @inline(__always)
  func curveY(_ t: Double, correction: Double) -> Double {
    let y = curveY(t)
    if correction == 0 { return y }
    let delta = curveYDerivative(t) * correction
    return delta.isFinite ? y + delta : y
  }

  /// y′(t) in Bernstein form 3·((1−t)²·y1 + 2(1−t)t·(y2 − y1) + t²·(1 − y2)),
  /// which keeps its relative accuracy next to t = 0 and t = 1 (no O(1) terms
  /// cancel there). If y1, y2 are so large that it overflows, it falls back to
  /// 3·((1−t)(1−3t)·y1 + t(2−3t)·y2 + t²), whose factors are all ≤ 1.
  @inline(__always)
  func curveYDerivative(_ t: Double) -> Double {
    let u = 1 - t
    let bernstein = 3 * (u * u * y1 + 2 * (u * t) * yDelta + t * t * yEnd)
    if bernstein.isFinite { return bernstein }
    return overflowingYDerivative(t)
  }

  /// ``curveYDerivative(_:)`` where the Bernstein form overflows (kept out
  /// of line: it needs |y1| or |y2| near 1e308).
  @inline(never)
  func overflowingYDerivative(_ t: Double) -> Double {
    let u = 1 - t
    return 3 * ((u * (1 - 3 * t)) * y1 + (t * (2 - 3 * t)) * y2 + t * t)
  }

  /// y″(t) = 6·((1−t)·(y2 − 2y1) + t·(1 − 2y2 + y1)); may overflow for huge y.
  func curveYSecondDerivative(_ t: Double) -> Double {
    6 * ((1 - t) * (y2 - 2 * y1) + t * ((1 - y2) - (y2 - y1)))
  }

  /// x'(t) in plain doubles, or in double-double where it is below 2⁻⁶: the
  /// plain value's error is a few ulps of its O(10) terms, so below that its
  /// relative accuracy (and the slope's) would drop under ~1e-12.
  func curveXDerivative(_ t: Double) -> Double {
    let plain = (dax * t + dbx) * t + cx
    return plain >= Self.fastPathMinimumSlope ? plain : accurateXDerivative(t)
  }

  /// dy/dx at parameter t + correction ∈ (0, 1), where the sub-ulp
  /// `correction` enters to first order (next to a vertical tangent, dy/dx
  /// changes by x″/x′ per unit of t, far more than one ulp of t allows).
  func curveSlope(atParameter t: Double, correction: Double = 0) -> Double {
    var dx = curveXDerivative(t)
    var dy = curveYDerivative(t)
    if correction != 0 {
      dx += (2 * dax * t + dbx) * correction
      let change = curveYSecondDerivative(t) * correction
      if change.isFinite { dy += change }
    }
    if dx > 0 { return dy / dx }
    if isInflectionCurve && t == 0.5 {
      // The stationary point of cubic-bezier(1, y1, 0, y2): x' = x'' = 0, x''' = 24.
      let yd = (0.75 * ((1 + y2) - y1), 3 * ((1 - y1) - y2), 6 * (1 + 3 * (y1 - y2)))
      return Self.limitOfRatio(yd, (0, 0, 24), direction: 1)
    }
    return dy > 0 ? .infinity : (dy < 0 ? -.infinity : 0)
  }

  /// x(t) − p in double-double arithmetic: the absolute error is a few units
  /// of 1e-31, so its sign is right wherever |x(t) − p| exceeds that.
  func residual(_ t: Double, _ p: Double) -> Double {
    typealias EFT = ErrorFreeTransforms
    // (ax·t + bx)
    var product = EFT.twoProduct(ax, t)
    var sum = EFT.twoSum(product.hi, bx)
    var hi = sum.hi
    var lo = sum.lo + (product.lo + axLo * t) + bxLo
    // (…)·t + cx
    product = EFT.twoProduct(hi, t)
    sum = EFT.twoSum(product.hi, cx)
    let loTimesT = lo * t
    hi = sum.hi
    lo = sum.lo + (product.lo + loTimesT) + cxLo
    // (…)·t − p
    product = EFT.twoProduct(hi, t)
    sum = EFT.twoSum(product.hi, -p)
    return sum.hi + (sum.lo + (product.lo + lo * t))
  }

  /// x'(t) in double-double arithmetic.
  func accurateXDerivative(_ t: Double) -> Double {
    typealias EFT = ErrorFreeTransforms
    var product = EFT.twoProduct(dax, t)
    var sum = EFT.twoSum(product.hi, dbx)
    let hi = sum.hi
    let lo = sum.lo + (product.lo + daxLo * t) + dbxLo
    product = EFT.twoProduct(hi, t)
    sum = EFT.twoSum(product.hi, cx)
    return sum.hi + (sum.lo + (product.lo + lo * t) + cxLo)
  }

  // MARK: - Outside the open interval

  /// The value at 0, 1, outside [0, 1], or NaN.
  @usableFromInline
  func boundaryValue(at p: Double) -> Double {
    if p == 0 { return 0 }
    if p == 1 { return 1 }
    if isIdentity { return p }
    if p < 0 { return startGradient == 0 ? 0 : startGradient * p }
    if p > 1 { return endGradient == 0 ? 1 : 1 + endGradient * (p - 1) }
    return p  // NaN
  }

  /// The slope at 0, 1, outside [0, 1], or NaN.
  func boundarySlope(at p: Double) -> Double {
    if isIdentity { return p.isNaN ? p : 1 }
    if p < 0 { return startGradient }
    if p > 1 { return endGradient }
    if p == 0 {
      // Right-hand derivatives at t = 0 of x and y (orders 1, 2, 3).
      let xd = (3 * x1, 6 * (x2 - 2 * x1), 6 * (1 + 3 * (x1 - x2)))
      let yd = (3 * y1, 6 * (y2 - 2 * y1), 6 * (1 + 3 * (y1 - y2)))
      return Self.limitOfRatio(yd, xd, direction: 1)
    }
    if p == 1 {
      // Derivatives at t = 1, approached from the left.
      let xd = (3 * (1 - x2), 6 * ((x1 - x2) + (1 - x2)), 6 * (1 + 3 * (x1 - x2)))
      let yd = (3 * (1 - y2), 6 * ((y1 - y2) + (1 - y2)), 6 * (1 + 3 * (y1 - y2)))
      return Self.limitOfRatio(yd, xd, direction: -1)
    }
    return p  // NaN
  }

  /// lim y'(t)/x'(t) as t → t0 from `direction` (+1 right, −1 left), given the
  /// first three derivatives of y and x at t0 and x' ≥ 0 near t0.
  ///
  /// With the first non-zero derivative of x' of order m and of y' of order k,
  /// the ratio tends to y^(k)/x^(k) if k = m, 0 if k > m, and ±∞ if k < m.
  static func limitOfRatio(
    _ y: (Double, Double, Double), _ x: (Double, Double, Double), direction: Double
  ) -> Double {
    let ys = [y.0, y.1, y.2]
    let xs = [x.0, x.1, x.2]
    for k in 0..<3 {
      if xs[k] != 0 { return ys[k] / xs[k] }
      if ys[k] != 0 {
        // y' ~ ys[k]·s^k/k!, x' ~ xs[m]·s^m/m! with m > k: the ratio diverges
        // with the sign of ys[k]·xs[m]·s^(k−m).
        guard let m = (k + 1..<3).first(where: { xs[$0] != 0 }) else {
          return ys[k] > 0 ? .infinity : -.infinity
        }
        let sideSign: Double = (m - k) % 2 == 0 ? 1 : direction
        return (ys[k] * xs[m] * sideSign) > 0 ? .infinity : -.infinity
      }
    }
    return 0
  }

}
