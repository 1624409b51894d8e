/// The named timing functions of Core Animation (`CAMediaTimingFunctionName`).
///
/// Apple documents each as a Bézier timing function with the control points
/// in ``controlPoints``. `CAMediaTimingFunction` stores them as `Float`, so the
/// curve Core Animation evaluates has the `Float`-rounded points (0.42 is
/// really 0.41999998688697815 there); ``floatRoundedTiming`` is that curve,
/// while ``TimingFunction``'s constants of the same names use the decimal points.
public enum CoreAnimationTimingName: String, Sendable, Hashable, CaseIterable {
  /// `kCAMediaTimingFunctionLinear`: (0, 0, 1, 1), the identity.
  case linear
  /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
  case easeIn
  /// `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
  case easeOut
  /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1).
  case easeInEaseOut
  /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1), "the system default".
  case `default`

  /// The documented control points (x1, y1, x2, y2) as `Float`, as CA holds them.
  public var controlPoints: (x1: Float, y1: Float, x2: Float, y2: Float) {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInEaseOut: (0.42, 0, 0.58, 1)
    case .default: (0.25, 0.1, 0.25, 1)
    }
  }

  /// The curve with the `Float`-rounded control points, evaluated in `Double`.
  public var floatRoundedTiming: CubicBezierTiming {
    let p = controlPoints
    return CubicBezierTiming(
      validatedX1: Double(p.x1), y1: Double(p.y1), x2: Double(p.x2), y2: Double(p.y2))
  }

  /// The `kCAMediaTimingFunction…` constant name, e.g. `kCAMediaTimingFunctionEaseIn`.
  public var constantName: String {
    let name = rawValue
    return "kCAMediaTimingFunction" + name.prefix(1).uppercased() + name.dropFirst()
  }
}
