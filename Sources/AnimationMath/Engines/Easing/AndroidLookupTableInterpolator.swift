/// The AndroidX lookup-table interpolators (`androidx.interpolator`):
/// `FastOutSlowInInterpolator`, `LinearOutSlowInInterpolator` and
/// `FastOutLinearInInterpolator`, each a published 201-value table of its
/// Material curve, linearly interpolated in `Float`.
///
/// Sources: androidx/androidx at e9c1d0c599f8e47e0a0b879bd2e0068de94c2155
/// (`interpolator/src/main/java/androidx/interpolator/view/animation/…Interpolator.java`,
/// the tables, transcribed in `AndroidInterpolatorTables.swift`) and
/// `LookupTableInterpolator.java` at ac5fe7c617c66850fff75a9fce9979c6e5674b0f
/// (the evaluation; the later static form at 2737fa85a6a31851dda0ffb2864341abd00996bc
/// computes the same): 0 for input ≤ 0, 1 for input ≥ 1, else with
/// step = 1/200 (`Float`), i = min(⌊input·200⌋, 199),
/// weight = (input − i·step)/step and
/// output = v[i] + weight·(v[i+1] − v[i]), all in `Float`.
///
/// The tables hold the curve rounded to 4 decimals, so the output differs
/// from the exact curve by up to that rounding (5e-5) plus the chord error
/// of a 1/200 grid (see the tests for measured bounds). No slope is computed.
/// The framework's `android.R.interpolator.fast_out_slow_in` is instead a
/// `PathInterpolator` (``AndroidPathInterpolator``) with the same control points.
public enum AndroidLookupTableInterpolator: String, Sendable, Hashable, CaseIterable,
  EasingEngineCurve
{
  /// `FastOutSlowInInterpolator`: cubic-bezier(0.4, 0, 0.2, 1).
  case fastOutSlowIn = "fast-out-slow-in"
  /// `LinearOutSlowInInterpolator`: cubic-bezier(0, 0, 0.2, 1).
  case linearOutSlowIn = "linear-out-slow-in"
  /// `FastOutLinearInInterpolator`: cubic-bezier(0.4, 0, 1, 1).
  case fastOutLinearIn = "fast-out-linear-in"

  /// The interpolator called `name` (`fast-out-slow-in`, `linear-out-slow-in`,
  /// `fast-out-linear-in`), or nil.
  public init?(name: String) { self.init(rawValue: name) }

  /// The Java class name, e.g. `FastOutSlowInInterpolator`.
  package var className: String {
    switch self {
    case .fastOutSlowIn: "FastOutSlowInInterpolator"
    case .linearOutSlowIn: "LinearOutSlowInInterpolator"
    case .fastOutLinearIn: "FastOutLinearInInterpolator"
    }
  }

  /// The defining curve's control points (x1, y1, x2, y2), from the class comments.
  package var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    switch self {
    case .fastOutSlowIn: (0.4, 0, 0.2, 1)
    case .linearOutSlowIn: (0, 0, 0.2, 1)
    case .fastOutLinearIn: (0.4, 0, 1, 1)
    }
  }

  /// The 201 published values, at inputs i/200.
  public var values: [Float] {
    switch self {
    case .fastOutSlowIn: Self.fastOutSlowInValues
    case .linearOutSlowIn: Self.linearOutSlowInValues
    case .fastOutLinearIn: Self.fastOutLinearInValues
    }
  }

  /// ``EasingEngine/android``.
  public var engine: EasingEngine { .android }

  /// `getInterpolation(input)` in `Float`.
  public func interpolation(_ input: Float) -> Float {
    if input >= 1 { return 1 }
    if input <= 0 { return 0 }
    guard !input.isNaN else { return input }
    let table = values
    let step: Float = 1 / Float(table.count - 1)
    let position = Swift.min(Int(input * Float(table.count - 1)), table.count - 2)
    let quantized = Float(position) * step
    let weight = (input - quantized) / step
    return table[position] + weight * (table[position + 1] - table[position])
  }

  /// `getInterpolation(Float(progress))`, widened to `Double`.
  public func value(at progress: Double) -> Double { Double(interpolation(Float(progress))) }

  /// None: the lookup tables compute no slope.
  public func slope(at progress: Double) -> Double? { nil }
}
