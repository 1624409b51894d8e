/// The options and positional arguments of one invocation, before validation.
struct ParsedArguments: Sendable {
  /// For each canonical option name: the spelling the user typed and the value
  /// (the last one given wins, as in swift-argument-parser).
  private(set) var values: [String: (spelling: String, value: String)] = [:]
  /// Arguments that are not options, in order.
  private(set) var positionals: [String] = []
  /// The order in which canonical options first appeared.
  private(set) var order: [String] = []

  mutating func set(_ name: String, spelling: String, value: String) {
    if values[name] == nil { order.append(name) }
    values[name] = (spelling, value)
  }

  mutating func append(positional: String) { positionals.append(positional) }

  /// Whether the option was given.
  func has(_ name: String) -> Bool { values[name] != nil }

  /// The flag as the user spelled it (`--damping-ratio`), or `--name`.
  func spelling(_ name: String) -> String { values[name]?.spelling ?? "--\(name)" }

  /// The raw value of an option, if given.
  func raw(_ name: String) -> String? { values[name]?.value }

  /// A finite number, checked by `accepts`; `range` states the accepted values.
  func double(_ name: String, default fallback: Double? = nil, range: String, accepts: (Double) -> Bool = { _ in true })
    throws(CommandLineError) -> Double?
  {
    guard let text = raw(name) else { return fallback }
    guard let value = NumberSyntax.double(text), value.isFinite, accepts(value) else {
      throw .usage("\(spelling(name)) must be \(range); got '\(text)'")
    }
    return value
  }

  /// A whole number in `bounds`, also written as `1e6`.
  func integer(_ name: String, bounds: ClosedRange<Int>) throws(CommandLineError) -> Int? {
    guard let text = raw(name) else { return nil }
    let range = "a whole number from \(bounds.lowerBound) to \(bounds.upperBound)"
    guard let value = NumberSyntax.double(text), value.isFinite, value.rounded() == value,
      value >= Double(bounds.lowerBound), value <= Double(bounds.upperBound)
    else {
      throw .usage("\(spelling(name)) must be \(range); got '\(text)'")
    }
    return Int(value)
  }

  /// One of `choices`.
  func choice(_ name: String, _ choices: [String]) throws(CommandLineError) -> String? {
    guard let text = raw(name) else { return nil }
    guard choices.contains(text) else {
      throw .usage("\(spelling(name)) must be one of \(choices.joined(separator: ", ")); got '\(text)'")
    }
    return text
  }

  /// A comma-separated list of finite numbers, each checked by `accepts`.
  func doubles(_ name: String, range: String, accepts: (Double) -> Bool) throws(CommandLineError) -> [Double]? {
    guard let text = raw(name) else { return nil }
    let fields = text.split(separator: ",", omittingEmptySubsequences: false)
    guard !text.isEmpty else {
      throw .usage("\(spelling(name)) needs at least one value: a comma-separated list of \(range)")
    }
    var result: [Double] = []
    result.reserveCapacity(fields.count)
    for field in fields {
      guard let value = NumberSyntax.double(String(field)), value.isFinite, accepts(value) else {
        throw .usage("\(spelling(name)) takes a comma-separated list of \(range); got '\(field)'")
      }
      result.append(value)
    }
    return result
  }
}

/// The number syntax of the command line: decimal, with optional sign and exponent.
enum NumberSyntax {
  /// The value of `text`, or nil unless it is a plain decimal number such as
  /// `-1`, `0.25`, `.5` or `1e-3` (no hex, no `nan`/`inf` spellings, no spaces).
  static func double(_ text: String) -> Double? {
    var sawDigit = false
    for (index, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): break
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        if index != 0 {
          let previous = text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: index - 1)]
          guard previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
        }
      default: return nil
      }
    }
    guard sawDigit else { return nil }
    return Double(text)
  }
}
