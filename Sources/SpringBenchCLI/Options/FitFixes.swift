import AnimationMath

/// `fit --fix NAME=VALUE,…`: the parameters a fit holds, read for the model
/// chosen. Names are those of the model's parameters (`SpringFitParameter`,
/// `CubicBezierFitParameter`, `DecayFitParameter`), plus the spring's
/// `stiffness` (k with mass 1, so ω0 = √k).
enum FitFixes {
  /// What is wrong with the list, in words (the usage error names the flag
  /// and the text typed).
  struct Problem: Error, Sendable {
    let message: String
  }

  /// `"from=0,to=1"` → [from: 0, to: 1] for the spring model.
  static func spring(_ text: String) throws(Problem) -> [SpringFitParameter: Double] {
    var result: [SpringFitParameter: Double] = [:]
    let sameParameter = Problem(message: "stiffness and naturalFrequency hold the same parameter; give one")
    for (name, value) in try pairs(text) {
      if name == "stiffness" {
        guard value > 0 else { throw Problem(message: "stiffness=\(value) must be > 0") }
        guard result[.naturalFrequency] == nil else { throw sameParameter }
        result[.naturalFrequency] = value.squareRoot()
        continue
      }
      let parameter = try named(name, in: SpringFitParameter.allCases, model: "spring", extra: ["stiffness"])
      guard result[parameter] == nil else { throw sameParameter }
      result[parameter] = value
    }
    return result
  }

  /// `"x1=0.42,x2=0.58"` → the cubic-bézier parameters; x1 and x2 lie in [0, 1].
  static func cubicBezier(_ text: String) throws(Problem) -> [CubicBezierFitParameter: Double] {
    var result: [CubicBezierFitParameter: Double] = [:]
    for (name, value) in try pairs(text) {
      let parameter = try named(name, in: CubicBezierFitParameter.allCases, model: "cubic-bezier")
      if (parameter == .x1 || parameter == .x2) && !(value >= 0 && value <= 1) {
        throw Problem(message: "\(name)=\(value) must be in [0, 1]")
      }
      result[parameter] = value
    }
    return result
  }

  /// `"from=0"` → the decay parameters; decayRate is > 0.
  static func decay(_ text: String) throws(Problem) -> [DecayFitParameter: Double] {
    var result: [DecayFitParameter: Double] = [:]
    for (name, value) in try pairs(text) {
      let parameter = try named(name, in: DecayFitParameter.allCases, model: "decay")
      if parameter == .decayRate && !(value > 0) { throw Problem(message: "decayRate=\(value) must be > 0") }
      result[parameter] = value
    }
    return result
  }

  /// The parameter of `cases` whose name is `name`, else the problem that
  /// lists the known names (and `extra` ones).
  static func named<Parameter: CustomStringConvertible>(
    _ name: String, in cases: [Parameter], model: String, extra: [String] = []
  ) throws(Problem) -> Parameter {
    guard let parameter = cases.first(where: { $0.description == name }) else {
      let known = cases.map(\.description) + extra
      throw Problem(message: "unknown \(model) parameter '\(name)' (known: \(known.joined(separator: ", ")))")
    }
    return parameter
  }

  /// Splits `NAME=VALUE,…` into finite numbers, each name once.
  static func pairs(_ text: String) throws(Problem) -> [(String, Double)] {
    var result: [(String, Double)] = []
    for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = parts.first.map { trimmed(String($0)) } ?? ""
      guard parts.count == 2, !name.isEmpty, let value = Double(trimmed(String(parts[1]))), value.isFinite else {
        throw Problem(message: "'\(entry)' is not NAME=VALUE with a finite number")
      }
      if result.contains(where: { $0.0 == name }) {
        throw Problem(message: "\(name) is held twice; hold each parameter once")
      }
      result.append((name, value))
    }
    return result
  }

  /// `text` without leading and trailing spaces (U+0020 only).
  static func trimmed(_ text: String) -> String {
    var slice = text[...]
    while slice.first == " " { slice = slice.dropFirst() }
    while slice.last == " " { slice = slice.dropLast() }
    return String(slice)
  }
}
