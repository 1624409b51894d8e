/// One option, declared once: its names, value placeholder, help, default,
/// accepted range and how its text becomes a typed value.
///
/// Parsing (``CommandLineParser``), validation (``ParsedArguments/value(_:)``),
/// help (``HelpText``), completions and error messages all read this one
/// declaration, in the spirit of swift-argument-parser's `@Option`:
///
///     static let mass = Option<Double>.number(
///       "mass", value: "m", help: "CASpringAnimation mass.", default: 1, range: .positive)
struct Option<Value: Sendable>: Sendable {
  /// Names, placeholder, help and default text: what the parser and help see.
  let definition: OptionDefinition
  /// The value when the option is absent; nil: no default.
  let defaultValue: Value?
  /// The accepted values in words, e.g. "a finite number > 0".
  let accepted: String
  /// The typed value of `text`, or nil when it is not accepted.
  let convert: @Sendable (String) -> Value?
  /// For a list of numbers, the range of each (what a line of `@FILE` may hold).
  var elementRange: NumberRange?

  /// The canonical name, without dashes.
  var name: String { definition.name }

  init(
    _ name: String, aliases: [String] = [], value valueName: String?, help: String, default defaultValue: Value?,
    defaultText: String? = nil, accepted: String, convert: @escaping @Sendable (String) -> Value?
  ) {
    self.definition = OptionDefinition(
      name, aliases: aliases, value: valueName, help: help,
      default: defaultText ?? defaultValue.map { Self.describe($0) })
    self.defaultValue = defaultValue
    self.accepted = accepted
    self.convert = convert
  }

  /// The same option (names, accepted values, conversion) where a command gives it
  /// another default and help sentence: the flag is still declared once.
  func withDefault(_ value: Value, help: String) -> Option {
    Option(
      definition.name, aliases: definition.aliases, value: definition.valueName, help: help, default: value,
      accepted: accepted, convert: convert)
  }

  /// The default as help shows it: `0.6`, `120`, `csv`.
  private static func describe(_ value: Value) -> String {
    switch value {
    case let number as Double:
      return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    case let flag as Bool: return flag ? "true" : "false"
    case let choice as any RawRepresentable: return "\(choice.rawValue)"
    default: return "\(value)"
    }
  }
}

/// The values a numeric option accepts, with their description.
struct NumberRange: Sendable {
  /// The range in words.
  let text: String
  /// Whether a finite value is accepted.
  let contains: @Sendable (Double) -> Bool
  /// Whether `infinity` is also accepted (spelled `infinity`, `Infinity` or `inf`).
  var allowsInfinity = false

  /// Any finite number.
  static let finite = NumberRange(text: "a finite number") { _ in true }
  /// A finite number > 0.
  static let positive = NumberRange(text: "a finite number > 0") { $0 > 0 }
  /// A finite number ≥ 0.
  static let nonNegative = NumberRange(text: "a finite number ≥ 0") { $0 >= 0 }
  /// A number ≥ 0, or infinity.
  static let nonNegativeOrInfinity = NumberRange(
    text: "a number ≥ 0 or infinity", contains: { $0 >= 0 }, allowsInfinity: true)

  /// A position or velocity: |x| ≤ ``InputLimits/magnitude``.
  static let magnitude = NumberRange(text: "a number with |x| ≤ 1e150") { abs($0) <= InputLimits.magnitude }

  /// Seconds: a finite number ≥ 0.
  static let seconds = NumberRange(text: "a finite number of seconds ≥ 0") { $0 >= 0 }
  /// Seconds: a finite number > 0.
  static let positiveSeconds = NumberRange(text: "a finite number of seconds > 0") { $0 > 0 }
}

extension Option where Value == Double {
  /// A decimal number option (`-1`, `0.25`, `1e-3`).
  static func number(
    _ name: String, aliases: [String] = [], value: String, help: String, default defaultValue: Double? = nil,
    defaultText: String? = nil, range: NumberRange = .finite
  ) -> Option {
    Option(
      name, aliases: aliases, value: value, help: help, default: defaultValue, defaultText: defaultText,
      accepted: range.text
    ) { text in
      if range.allowsInfinity, ["infinity", "Infinity", "inf"].contains(text) { return .infinity }
      guard let number = NumberSyntax.double(text), number.isFinite, range.contains(number) else { return nil }
      return number
    }
  }
}

extension Option where Value == Int {
  /// A whole number in `bounds`, also written as `1e6`.
  static func integer(
    _ name: String, value: String, help: String, default defaultValue: Int? = nil, bounds: ClosedRange<Int>
  ) -> Option {
    Option(
      name, value: value, help: help, default: defaultValue,
      accepted: "a whole number from \(bounds.lowerBound) to \(bounds.upperBound)"
    ) { text in
      guard let number = NumberSyntax.double(text), number.isFinite, number.rounded() == number,
        number >= Double(bounds.lowerBound), number <= Double(bounds.upperBound)
      else { return nil }
      return Int(number)
    }
  }
}

extension Option where Value == Bool {
  /// A flag without a value: true when given.
  static func flag(_ name: String, help: String) -> Option {
    Option(name, value: nil, help: help, default: false, defaultText: nil, accepted: "no value") { _ in true }
  }
}

extension Option where Value == String {
  /// Free text (an easing, a path, a file name), checked by its command.
  static func text(_ name: String, value: String, help: String, default defaultValue: String? = nil) -> Option {
    Option(name, value: value, help: help, default: defaultValue, accepted: "text") { $0 }
  }
}

extension Option where Value == [Double] {
  /// A comma-separated list of numbers, each in `range`.
  static func numbers(_ name: String, value: String, help: String, range: NumberRange) -> Option {
    var option = Option(
      name, value: value, help: help, default: nil, accepted: "a comma-separated list of \(plural(range.text))"
    ) { text in
      guard !text.isEmpty else { return nil }
      var result: [Double] = []
      for field in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let value = NumberSyntax.double(String(field)), value.isFinite, range.contains(value) else { return nil }
        result.append(value)
      }
      return result
    }
    option.elementRange = range
    return option
  }
}

/// "a finite number ≥ 0" → "finite numbers ≥ 0", for lists.
private func plural(_ text: String) -> String {
  var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
  if words.first == "a" { words.removeFirst() }
  if let index = words.firstIndex(of: "number") { words[index] = "numbers" }
  return words.joined(separator: " ")
}

extension Option where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// One of the raw values of `Value`.
  static func choice(
    _ name: String, aliases: [String] = [], value: String? = nil, help: String, default defaultValue: Value?,
    defaultText: String? = nil, cases: [Value] = Array(Value.allCases)
  ) -> Option {
    let names = cases.map(\.rawValue)
    return Option(
      name, aliases: aliases, value: value ?? names.joined(separator: "|"), help: help, default: defaultValue,
      defaultText: defaultText, accepted: "one of \(names.joined(separator: ", "))"
    ) { text in cases.first { $0.rawValue == text } }
  }
}

/// The number syntax of the command line: decimal, with optional sign and exponent.
enum NumberSyntax {
  /// The value of `text`, or nil unless it is a plain decimal number such as
  /// `-1`, `0.25`, `.5` or `1e-3` (no hex, no `nan`/`inf` spellings, no spaces).
  static func double(_ text: String) -> Double? {
    var sawDigit = false
    var previous: UInt8 = 0
    for (index, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): break
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        if index != 0 {
          guard previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
        }
      default: return nil
      }
      previous = byte
    }
    guard sawDigit else { return nil }
    return Double(text)
  }
}
