extension CubicBezierTiming {
  /// The output for `progress` computed entirely in `Float`, the way Core
  /// Animation stores and evaluates timing functions, for comparison with
  /// values captured on a device.
  ///
  /// Apple does not publish `CAMediaTimingFunction`'s solver. This emulation
  /// takes what is public: the control points are `Float`
  /// (`init(controlPoints:_:_:_:)`), and the classic Apple `UnitBezier` shape
  /// (the 2008 code Apple contributed to WebKit): power-basis coefficients
  /// `c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b` in `Float`; up to 8 Newton
  /// steps from t = progress, stopping when |x(t) − progress| < ``float32Tolerance``
  /// or |x'(t)| < 1e-6; then bisection on [0, 1] with the same stopping rule,
  /// capped at 64 halvings; output y(t) in `Float`.
  ///
  /// Expect agreement with the double-precision ``value(at:)`` of the
  /// `Float`-rounded curve to a few `Float` ulps (≈1e-7) on ordinary curves and
  /// to about 1e-3 next to vertical tangents, where a `Float` tolerance on x
  /// moves y the most. Outside [0, 1] it uses the same tangent lines as
  /// ``value(at:)``, in `Float`; 0 and 1 map to exactly 0 and 1.
  public func float32Value(at progress: Float) -> Float {
    let p = progress
    if p == 0 { return 0 }
    if p == 1 { return 1 }
    let (px1, py1, px2, py2) = (Float(x1), Float(y1), Float(x2), Float(y2))
    if px1 == py1 && px2 == py2 { return p }
    if p < 0 {
      let gradient = Float(solver.startGradient)
      return gradient == 0 ? 0 : gradient * p
    }
    if p > 1 {
      let gradient = Float(solver.endGradient)
      return gradient == 0 ? 1 : 1 + gradient * (p - 1)
    }
    guard p.isFinite else { return p }  // NaN

    let cx: Float = 3 * px1
    let bx: Float = 3 * (px2 - px1) - cx
    let ax: Float = 1 - cx - bx
    let cy: Float = 3 * py1
    let by: Float = 3 * (py2 - py1) - cy
    let ay: Float = 1 - cy - by
    func sampleX(_ t: Float) -> Float { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Float) -> Float { ((ay * t + by) * t + cy) * t }
    let tolerance = Self.float32Tolerance

    var t = p
    for _ in 0..<8 {
      let f = sampleX(t) - p
      if abs(f) < tolerance { return sampleY(t) }
      let d = (3 * ax * t + 2 * bx) * t + cx
      if abs(d) < 1e-6 { break }
      t -= f / d
    }
    var lower: Float = 0
    var upper: Float = 1
    t = p
    for _ in 0..<64 {
      let x = sampleX(t)
      if abs(x - p) < tolerance { break }
      if p > x { lower = t } else { upper = t }
      let next = (upper - lower) * 0.5 + lower
      if next == t { break }
      t = next
    }
    return sampleY(t)
  }

  /// The stopping tolerance on |x(t) − progress| of ``float32Value(at:)``:
  /// `Float.ulpOfOne` (2⁻²³ ≈ 1.2e-7), the spacing of `Float` just above 1.
  public static let float32Tolerance: Float = .ulpOfOne
}
