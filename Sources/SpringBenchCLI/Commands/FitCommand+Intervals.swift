import AnimationMath

extension FitCommand {
  /// The ±3σ-equivalent interval of each contract key (``FitInterval``), nil
  /// where none is reported: held and unidentifiable parameters, the mass,
  /// and derived keys whose interval the fit does not trace (damping and the
  /// decay's rest position, unless both their inputs have linearised ones).
  /// The spring's stiffness is ω0², so its interval is the square of ω0's.
  static func contractIntervals(_ r: FitResult) -> [(String, FitInterval?)] {
    contractParameters(r).map { key, value, standardError in
      if let e = r[key] { return (key, e.status == .unidentifiable ? nil : e.interval) }
      if key == "stiffness", let omega = r["naturalFrequency"]?.interval, omega.lower >= 0 {
        return (
          key,
          FitInterval(
            lower: omega.lower * omega.lower, upper: omega.upper * omega.upper, lowerEnd: omega.lowerEnd,
            upperEnd: omega.upperEnd, method: omega.method)
        )
      }
      let inputs = key == "damping" ? ["naturalFrequency", "dampingRatio"] : ["from", "initialVelocity", "decayRate"]
      let linear = inputs.allSatisfy { r[$0]?.interval?.method == .linearised || r[$0]?.status == .fixed }
      guard linear, let standardError else { return (key, nil) }
      return (key, .linearised(value: value, standardError: standardError))
    }
  }

  /// The text after a parameter's value: " ± se" for a linearised interval,
  /// else the interval itself, e.g. " (interval 0 … 0.047, at bound)"; for
  /// an unidentifiable parameter, the range over which the cost stays flat.
  static func uncertaintyText(_ e: FitParameterEstimate) -> String {
    guard let interval = e.interval else { return e.standardError.map { " ± \($0)" } ?? "" }
    if e.status == .unidentifiable {
      return " (flat from \(interval.lower) to \(interval.upper)\(openText(interval)))"
    }
    if interval.method == .linearised, let se = e.standardError { return " ± \(se)" }
    let lower = interval.lowerEnd == .unbounded ? "-∞" : "\(interval.lower)"
    let upper = interval.upperEnd == .unbounded ? "∞" : "\(interval.upper)"
    var qualifiers: [String] = []
    if interval.lowerEnd == .bound || interval.upperEnd == .bound { qualifiers.append("at bound") }
    let open = openText(interval)
    if !open.isEmpty { qualifiers.append(String(open.dropFirst(2))) }
    return " (interval \(lower) … \(upper)\(qualifiers.map { ", \($0)" }.joined()))"
  }

  /// ", open below from x" / ", open above from x" for unbounded ends (the
  /// furthest value the profile reached), else "".
  static func openText(_ interval: FitInterval) -> String {
    var parts: [String] = []
    if interval.lowerEnd == .unbounded { parts.append("open below from \(interval.lower)") }
    if interval.upperEnd == .unbounded { parts.append("open above from \(interval.upper)") }
    return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
  }

  /// The JSON fields of the intervals: `intervalLower` and `intervalUpper`
  /// (numbers; null where there is no interval or the end is unbounded),
  /// `intervalLowerEnd` and `intervalUpperEnd` ("threshold", "bound" or
  /// "unbounded") and `intervalMethod` ("linearised" or "profile"), each an
  /// object over the contract keys.
  static func intervalFields(_ r: FitResult, number: (Double?) -> String, string: (String) -> String) -> [String] {
    let intervals = contractIntervals(r)
    func object(_ field: String, _ value: (FitInterval) -> String) -> String {
      "\(string(field)): {" + intervals.map { "\(string($0.0)): \($0.1.map(value) ?? "null")" }.joined(separator: ", ")
        + "}"
    }
    return [
      object("intervalLower") { number($0.lowerEnd == .unbounded ? nil : $0.lower) },
      object("intervalUpper") { number($0.upperEnd == .unbounded ? nil : $0.upper) },
      object("intervalLowerEnd") { string($0.lowerEnd.rawValue) },
      object("intervalUpperEnd") { string($0.upperEnd.rawValue) },
      object("intervalMethod") { string($0.method.rawValue) },
    ]
  }
}
