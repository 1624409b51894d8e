/// An arc of an ellipse in center parameterisation (SVG 2 Implementation
/// Notes §B.2.4 / SVG 1.1 F.6.4): center c, radii rx, ry > 0, x-axis
/// rotation φ, start angle θ₁ and signed sweep Δθ (radians):
///
///   P(t) = c + R(φ)·(rx·cos θ, ry·sin θ),  θ = θ₁ + t·Δθ,  t ∈ [0, 1].
///
/// Positive Δθ runs toward increasing θ: counter-clockwise in y-up axes,
/// clockwise on screen with y down (SVG's sweep-flag 1). θ is the ellipse's
/// parametric angle (it equals the polar angle only for a circle).
///
/// ``start`` and ``end`` are stored: the exact points the arc was built
/// between (the SVG current point and the command's end point), returned at
/// t = 0 and t = 1 instead of the rounded formula, so a path stays joined.
///
/// Arc length is exact: with a = max(rx, ry), m = 1 − (b/a)², the speed is
/// |Δθ|·a·√(1 − m·sin²ψ) with ψ = θ − π/2 (rx ≥ ry) or ψ = θ (ry > rx), so
/// s(t) = |Δθ|/Δθ·a·(E(ψ(t) | m) − E(ψ₁ | m)), Legendre's incomplete
/// integral of the second kind, computed with Carlson's R_F and R_D.
public struct EllipticalArc: Sendable, Hashable {
  /// The ellipse's center.
  public let center: Point
  /// Semi-axis along the rotated x axis, > 0.
  public let radiusX: Double
  /// Semi-axis along the rotated y axis, > 0.
  public let radiusY: Double
  /// Rotation φ of the ellipse's x axis from the coordinate x axis, radians.
  public let rotation: Double
  /// Parametric start angle θ₁, radians.
  public let startAngle: Double
  /// Signed sweep Δθ, radians (see the type's discussion for the sign).
  public let sweep: Double
  /// The point at t = 0.
  public let start: Point
  /// The point at t = 1.
  public let end: Point

  /// Creates the arc; ``start`` and ``end`` are the formula's points unless given.
  ///
  /// - Precondition: radii finite and > 0; angles finite.
  public init(
    center: Point, radiusX: Double, radiusY: Double, rotation: Double = 0, startAngle: Double,
    sweep: Double, start: Point? = nil, end: Point? = nil
  ) {
    precondition(
      radiusX > 0 && radiusY > 0 && radiusX.isFinite && radiusY.isFinite, "EllipticalArc: radii must be finite and > 0")
    precondition(rotation.isFinite && startAngle.isFinite && sweep.isFinite, "EllipticalArc: angles must be finite")
    self.center = center
    self.radiusX = radiusX
    self.radiusY = radiusY
    self.rotation = rotation
    self.startAngle = startAngle
    self.sweep = sweep
    let cosPhi = Libm.cos(rotation)
    let sinPhi = Libm.sin(rotation)
    func at(_ theta: Double) -> Point {
      let ex = radiusX * Libm.cos(theta)
      let ey = radiusY * Libm.sin(theta)
      return Point(x: center.x + cosPhi * ex - sinPhi * ey, y: center.y + sinPhi * ex + cosPhi * ey)
    }
    self.start = start ?? at(startAngle)
    self.end = end ?? at(startAngle + sweep)
  }

  /// The parametric angle at t.
  public func angle(at t: Double) -> Double { startAngle + t * sweep }

  /// The point at parameter t (``start`` at 0 and ``end`` at 1 exactly).
  public func point(at t: Double) -> Point {
    if t == 0 { return start }
    if t == 1 { return end }
    let theta = angle(at: t)
    return rotated(radiusX * Libm.cos(theta), radiusY * Libm.sin(theta)) + center
  }

  /// dP/dt = Δθ·R(φ)·(−rx sin θ, ry cos θ).
  public func derivative(at t: Double) -> Point {
    let theta = angle(at: t)
    return sweep * rotated(-radiusX * Libm.sin(theta), radiusY * Libm.cos(theta))
  }

  /// d²P/dt² = −Δθ²·R(φ)·(rx cos θ, ry sin θ).
  public func secondDerivative(at t: Double) -> Point {
    let theta = angle(at: t)
    return -(sweep * sweep) * rotated(radiusX * Libm.cos(theta), radiusY * Libm.sin(theta))
  }

  /// R(φ)·(x, y).
  func rotated(_ x: Double, _ y: Double) -> Point {
    let c = Libm.cos(rotation)
    let s = Libm.sin(rotation)
    return Point(x: c * x - s * y, y: s * x + c * y)
  }

  /// The tangent direction at t, radians.
  public func tangentAngle(at t: Double) -> Double {
    let d = derivative(at: t)
    return Libm.atan2(d.y, d.x)
  }

  /// The tight bounding box: the ends plus the points where dx/dθ = 0 or
  /// dy/dθ = 0 inside the sweep (θ = atan2(−ry sin φ, rx cos φ) + kπ for x,
  /// θ = atan2(ry cos φ, rx sin φ) + kπ for y).
  public var boundingBox: BoundingBox {
    var points = [start, end]
    let c = Libm.cos(rotation)
    let s = Libm.sin(rotation)
    let roots = [Libm.atan2(-radiusY * s, radiusX * c), Libm.atan2(radiusY * c, radiusX * s)]
    let lower = min(startAngle, startAngle + sweep)
    let upper = max(startAngle, startAngle + sweep)
    for root in roots {
      // Every θ = root + kπ inside (lower, upper).
      var k = ((lower - root) / Double.pi).rounded(.up)
      while root + k * Double.pi < upper {
        let theta = root + k * Double.pi
        if theta > lower { points.append(point(at: (theta - startAngle) / sweep)) }
        k += 1
      }
    }
    return BoundingBox(enclosing: points[0], points.dropFirst())
  }

  /// The pieces [0, t] and [t, 1].
  public func split(at t: Double) -> (EllipticalArc, EllipticalArc) {
    let middle = point(at: t)
    let first = EllipticalArc(
      center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation, startAngle: startAngle,
      sweep: t * sweep, start: start, end: middle)
    let second = EllipticalArc(
      center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation,
      startAngle: startAngle + t * sweep, sweep: (1 - t) * sweep, start: middle, end: end)
    return (first, second)
  }

  /// The reversed arc (t ↦ 1 − t).
  public var reversed: EllipticalArc {
    EllipticalArc(
      center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation,
      startAngle: startAngle + sweep, sweep: -sweep, start: end, end: start)
  }

  // MARK: - Arc length

  /// (a, m, m′, shift): the larger radius, the parameter, its complement
  /// (b/a)², and the angle shift that puts the speed in Legendre form.
  var ellipticForm: (a: Double, m: Double, mc: Double, shift: Double) {
    if radiusX >= radiusY {
      let ratio = radiusY / radiusX
      let mc = ratio * ratio
      return (radiusX, 1 - mc, mc, Double.pi / 2)
    }
    let ratio = radiusX / radiusY
    let mc = ratio * ratio
    return (radiusY, 1 - mc, mc, 0)
  }

  /// The arc length from t = 0 to t (any real t; negative for t < 0).
  ///
  /// The difference of two E values loses digits when the arc is short next
  /// to them; when more than a digit would be lost (|ΔE| < 0.5·max|E|)
  /// the speed is integrated directly instead, by adaptive 16-point
  /// Gauss–Legendre (``GaussLegendre16``) to 1e-15 relative.
  public func arcLength(at t: Double) -> Double {
    if t == 0 || sweep == 0 { return 0 }
    let (a, m, mc, shift) = ellipticForm
    let psi0 = startAngle - shift
    let psi = startAngle + t * sweep - shift
    let e1 = CarlsonElliptic.incompleteE(psi, parameter: m, complement: mc)
    let e0 = CarlsonElliptic.incompleteE(psi0, parameter: m, complement: mc)
    let difference = e1 - e0
    if abs(difference) < 0.5 * max(abs(e1), abs(e0)) {
      let theta0 = startAngle
      let theta1 = startAngle + t * sweep
      let rx = radiusX
      let ry = radiusY
      let integral = GaussLegendre16.adaptive(from: theta0, to: theta1) { theta in
        Libm.hypot(rx * Libm.sin(theta), ry * Libm.cos(theta))
      }
      return sweep > 0 ? integral : -integral
    }
    return sweep > 0 ? a * difference : -a * difference
  }

  /// The total length.
  public var length: Double { arcLength(at: 1) }

  /// The speed |dP/dt| = |Δθ|·√(rx² sin²θ + ry² cos²θ).
  public func speed(at t: Double) -> Double {
    let theta = angle(at: t)
    return abs(sweep) * Libm.hypot(radiusX * Libm.sin(theta), radiusY * Libm.cos(theta))
  }

  /// The t in [0, 1] with s(t) = `arcLength` (clamped to [0, ``length``]),
  /// by safeguarded Newton on the exact s(t).
  public func parameter(atArcLength arcLength: Double, total: Double? = nil) -> Double {
    let length = total ?? self.length
    guard arcLength > 0, length > 0 else { return 0 }
    guard arcLength < length else { return 1 }
    return BracketedRoot.find(in: 0, 1) { t in (self.arcLength(at: t) - arcLength, speed(at: t)) }
  }
}

extension EllipticalArc {
  /// The arc of SVG's `A rx ry φ large-arc sweep x y` from `start` to `end`,
  /// by the endpoint-to-center conversion of SVG 2 Implementation Notes
  /// §B.2.4–B.2.5 (https://www.w3.org/TR/SVG2/implnote.html#ArcConversionEndpointToCenter;
  /// SVG 1.1 F.6.5–F.6.6): radii scaled up by √Λ when Λ = x₁′²/rx² + y₁′²/ry² > 1,
  /// center from the sign rule (fA ≠ fS → +), θ₁ and Δθ from the two unit
  /// vectors, Δθ adjusted to the sweep flag (fS = 0 → Δθ ≤ 0, fS = 1 → Δθ ≥ 0).
  ///
  /// - Precondition: `start != end`, radii finite and > 0 (the parser applies
  ///   SVG's coincident-end and zero-radius rules before).
  public init(
    svgFrom start: Point, to end: Point, radiusX rx0: Double, radiusY ry0: Double, rotationDegrees: Double,
    largeArc: Bool, sweep sweepFlag: Bool
  ) {
    let phi = (rotationDegrees.truncatingRemainder(dividingBy: 360)) * Double.pi / 180
    let cosPhi = Libm.cos(phi)
    let sinPhi = Libm.sin(phi)
    let dx = (start.x - end.x) / 2
    let dy = (start.y - end.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    var rx = abs(rx0)
    var ry = abs(ry0)
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      let scale = lambda.squareRoot()
      rx *= scale
      ry *= scale
    }
    let rx2 = rx * rx
    let ry2 = ry * ry
    let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
    let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
    var coefficient = (max(0, numerator) / denominator).squareRoot()
    if largeArc == sweepFlag { coefficient = -coefficient }
    let cx1 = coefficient * rx * y1 / ry
    let cy1 = -coefficient * ry * x1 / rx
    let center = Point(
      x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
      y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
    let theta1 = Libm.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    let theta2 = Libm.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
    var delta = theta2 - theta1
    if !sweepFlag, delta > 0 { delta -= 2 * Double.pi }
    if sweepFlag, delta < 0 { delta += 2 * Double.pi }
    self.init(
      center: center, radiusX: rx, radiusY: ry, rotation: phi, startAngle: theta1, sweep: delta,
      start: start, end: end)
  }

  /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` read as
  /// the exact circle: center c, radius r, from `startAngle` to `endAngle`
  /// (radians, measured from +x toward +y). UIKit's `clockwise` is clockwise
  /// on a y-down screen, i.e. increasing angle: the sweep is
  /// endAngle − startAngle brought into [0, 2π) when clockwise and (−2π, 0]
  /// when not — except that a difference of a whole non-zero multiple of 2π
  /// in the requested direction is a full circle (UIKit draws
  /// `startAngle: 0, endAngle: 2π` as one turn). This normalisation is the
  /// publicly observed behaviour of `CGPathAddArc` (Apple documents only
  /// the parameters), an assumption.
  public init(
    arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let turn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep < 0 || sweep >= turn {
        let wrapped = sweep - turn * (sweep / turn).rounded(.down)
        sweep = wrapped == 0 && sweep != 0 ? turn : wrapped
      }
    } else {
      if sweep > 0 || sweep <= -turn {
        let wrapped = sweep - turn * (sweep / turn).rounded(.up)
        sweep = wrapped == 0 && sweep != 0 ? -turn : wrapped
      }
    }
    self.init(center: center, radiusX: radius, radiusY: radius, startAngle: startAngle, sweep: sweep)
  }
}

extension EllipticalArc: MeasurableSegment {
  /// Signed curvature κ = (x′y″ − y′x″)/|P′|³ at t (1/length units; positive
  /// turning toward +θ in y-up axes); where a zero radius stops the point,
  /// the limit of ``ParametricSegment/curvature(at:)``.
  public func curvature(at t: Double) -> Double {
    // An arc's speed is zero only when a radius is zero: a point or a line.
    let scale = abs(sweep) * Swift.max(radiusX, radiusY)
    return LimitTangent.curvature(
      first: derivative(at: t), second: secondDerivative(at: t), third: .zero, scale: scale)
  }

  /// One cubic with the ends' tangents scaled by (4/3)·tan(Δθ/4), exact
  /// only in the limit of small sweeps.
  public var cubicApproximation: CubicBezier {
    let k = sweep == 0 ? 0 : (4.0 / 3) * Libm.tan(sweep / 4) / sweep
    return CubicBezier(
      start: start, control1: start + k * derivative(at: 0), control2: end - k * derivative(at: 1),
      end: end)
  }

  /// The segment as ``PathSegment/arc(_:)``.
  public var pathSegment: PathSegment { .arc(self) }

  /// Not a polynomial: ``ArcLengthTable`` measures arcs exactly instead.
  var powerFormDerivative: (a: Point, b: Point, c: Point) { (.zero, .zero, .zero) }

  /// The exact length, scaled.
  func gravesenEstimate(scale: Double) -> Double { length / scale }
}
