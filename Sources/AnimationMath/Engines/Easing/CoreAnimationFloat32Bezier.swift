/// The `core-animation` engine: ``CubicBezierTiming/float32Value(at:)``, the
/// `Float` emulation of `CAMediaTimingFunction` (the CLI's old `--float32`,
/// kept as the alias `float32`).
///
/// Apple publishes no solver; see ``CubicBezierTiming/float32Value(at:)``
/// for what the emulation rests on (`Float` control points, the 2008
/// `UnitBezier` shape in `Float`). The input is rounded to `Float`, the
/// output widened back to `Double` exactly. No slope is computed.
public struct CoreAnimationFloat32Bezier: EasingEngineCurve {
  /// The curve whose `Float` emulation this is.
  public let timing: CubicBezierTiming

  /// Wraps `timing`.
  public init(_ timing: CubicBezierTiming) { self.timing = timing }

  /// ``EasingEngine/coreAnimation``.
  public var engine: EasingEngine { .coreAnimation }

  /// `Double(timing.float32Value(at: Float(progress)))`.
  public func value(at progress: Double) -> Double {
    Double(timing.float32Value(at: Float(progress)))
  }

  /// None.
  public func slope(at progress: Double) -> Double? { nil }
}
