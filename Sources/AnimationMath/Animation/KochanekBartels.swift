/// The cubic keyframe spline of `CAAnimationCalculationMode.cubic`: a
/// Kochanek–Bartels (TCB) Hermite spline through the keyframes, Catmull–Rom
/// when tension, continuity and bias are all 0 (Kochanek and Bartels, "Interpolating splines with local tension, continuity, and bias control", SIGGRAPH 1984).
///
/// Missing neighbours at the ends are the end keyframes themselves (so an end
/// tangent is half the first or last step, as GNUstep does); tangents are
/// scaled for non-uniform key times by `2Δ_side/(Δ_{i−1} + Δ_i)` with ghost
/// key times extrapolated at the ends.
enum KochanekBartels {
  /// The spline on segment `index` (keyframe `index` → `index + 1`) at
  /// fraction `u ∈ [0, 1]`.
  ///
  /// - Parameters:
  ///   - tension, continuity, bias: per-keyframe parameters in [−1, 1];
  ///     missing entries are 0.
  static func value<Value: Interpolatable>(
    _ values: [Value], schedule: KeyframeSchedule, segment index: Int, fraction u: Double,
    tension: [Double], continuity: [Double], bias: [Double]
  ) -> Value {
    let p1 = values[index]
    guard index + 1 < values.count else { return p1 }
    let p2 = values[index + 1]
    let start = tangents(values, at: index, schedule: schedule, tension, continuity, bias).outgoing
    let end = tangents(values, at: index + 1, schedule: schedule, tension, continuity, bias).incoming
    let u2 = u * u
    let u3 = u2 * u
    let h00 = 2 * u3 - 3 * u2 + 1
    let h10 = u3 - 2 * u2 + u
    let h01 = -2 * u3 + 3 * u2
    let h11 = u3 - u2
    return p1.scaled(by: h00).adding(start, scaledBy: h10).adding(p2, scaledBy: h01).adding(end, scaledBy: h11)
  }

  /// The incoming and outgoing tangents at keyframe `j`, per unit of segment
  /// fraction.
  static func tangents<Value: Interpolatable>(
    _ values: [Value], at j: Int, schedule: KeyframeSchedule, _ tension: [Double], _ continuity: [Double],
    _ bias: [Double]
  ) -> (incoming: Value, outgoing: Value) {
    let previous = values[max(j - 1, 0)]
    let current = values[j]
    let next = values[min(j + 1, values.count - 1)]
    let t = j < tension.count ? tension[j] : 0
    let c = j < continuity.count ? continuity[j] : 0
    let b = j < bias.count ? bias[j] : 0
    let arriving = current.subtracting(previous)
    let leaving = next.subtracting(current)
    var incoming = arriving.scaled(by: (1 - t) * (1 - c) * (1 + b) / 2)
      .adding(leaving, scaledBy: (1 - t) * (1 + c) * (1 - b) / 2)
    var outgoing = arriving.scaled(by: (1 - t) * (1 + c) * (1 + b) / 2)
      .adding(leaving, scaledBy: (1 - t) * (1 - c) * (1 - b) / 2)
    let before = schedule.span(j - 1)
    let after = schedule.span(j)
    let sum = before + after
    if sum > 0 {
      incoming = incoming.scaled(by: 2 * before / sum)
      outgoing = outgoing.scaled(by: 2 * after / sum)
    }
    return (incoming, outgoing)
  }
}
