/// Parses `--fix NAME=VALUE,…` lists: the parameters a fit holds.
public enum FitParameterFixes {
  /// `"from=0,to=1"` → [from: 0, to: 1] for the spring model. Names are those
  /// of ``SpringFitParameter``, plus `stiffness` (k with mass 1, so ω0 = √k).
  ///
  /// - Throws: ``FitInputError`` (column `--fix`) naming the bad entry.
  public static func spring(_ text: String) throws(FitInputError) -> [SpringFitParameter: Double] {
    var result: [SpringFitParameter: Double] = [:]
    for (name, value) in try pairs(text) {
      if name == "stiffness" {
        guard value > 0 else { throw FitInputError(row: nil, column: "--fix", message: "stiffness=\(value) must be > 0") }
        guard result[.naturalFrequency] == nil else {
          throw FitInputError(row: nil, column: "--fix", message: "stiffness and naturalFrequency hold the same parameter; give one")
        }
        result[.naturalFrequency] = value.squareRoot()
        continue
      }
      guard let parameter = SpringFitParameter.allCases.first(where: { $0.description == name }) else {
        throw FitInputError(
          row: nil, column: "--fix",
          message: "unknown spring parameter '\(name)' (known: \(SpringFitParameter.allCases.map(\.description).joined(separator: ", ")), stiffness)")
      }
      guard result[parameter] == nil else {
        throw FitInputError(row: nil, column: "--fix", message: "stiffness and naturalFrequency hold the same parameter; give one")
      }
      result[parameter] = value
    }
    return result
  }

  /// `"x1=0.42,x2=0.58"` → the cubic-bézier parameters (names of ``CubicBezierFitParameter``).
  ///
  /// - Throws: ``FitInputError`` (column `--fix`) naming the bad entry.
  public static func cubicBezier(_ text: String) throws(FitInputError) -> [CubicBezierFitParameter: Double] {
    var result: [CubicBezierFitParameter: Double] = [:]
    for (name, value) in try pairs(text) {
      guard let parameter = CubicBezierFitParameter.allCases.first(where: { $0.description == name }) else {
        throw FitInputError(
          row: nil, column: "--fix",
          message: "unknown cubic-bezier parameter '\(name)' (known: \(CubicBezierFitParameter.allCases.map(\.description).joined(separator: ", ")))")
      }
      if (parameter == .x1 || parameter == .x2) && !(value >= 0 && value <= 1) {
        throw FitInputError(row: nil, column: "--fix", message: "\(name)=\(value) must be in [0, 1]")
      }
      result[parameter] = value
    }
    return result
  }

  /// `"from=0"` → the decay parameters (names of ``DecayFitParameter``, plus
  /// `restPosition`, which is not held directly: it needs two parameters).
  ///
  /// - Throws: ``FitInputError`` (column `--fix`) naming the bad entry.
  public static func decay(_ text: String) throws(FitInputError) -> [DecayFitParameter: Double] {
    var result: [DecayFitParameter: Double] = [:]
    for (name, value) in try pairs(text) {
      guard let parameter = DecayFitParameter.allCases.first(where: { $0.description == name }) else {
        throw FitInputError(
          row: nil, column: "--fix",
          message: "unknown decay parameter '\(name)' (known: \(DecayFitParameter.allCases.map(\.description).joined(separator: ", ")))")
      }
      if parameter == .decayRate && !(value > 0) {
        throw FitInputError(row: nil, column: "--fix", message: "decayRate=\(value) must be > 0")
      }
      result[parameter] = value
    }
    return result
  }

  /// Splits `NAME=VALUE,…` into finite numbers.
  static func pairs(_ text: String) throws(FitInputError) -> [(String, Double)] {
    var result: [(String, Double)] = []
    for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = parts.first.map { String($0).trimmingSpaces } ?? ""
      guard parts.count == 2, !name.isEmpty, let value = Double(String(parts[1]).trimmingSpaces), value.isFinite
      else {
        throw FitInputError(row: nil, column: "--fix", message: "'\(entry)' is not NAME=VALUE with a finite number")
      }
      if result.contains(where: { $0.0 == name }) {
        throw FitInputError(row: nil, column: "--fix", message: "\(name) is held twice; hold each parameter once")
      }
      result.append((name, value))
    }
    return result
  }
}
