/// An engine's own configuration: `KEY=VALUE` pairs in the engine's names and units.
///
/// The pairs are kept verbatim, in order; each engine reads the keys it knows with
/// ``number(_:)``, ``flag(_:)`` or ``text(_:)`` after ``requireKnown(_:by:)`` has
/// rejected unknown ones. The readers take an ``EngineConfigurationKey`` declared once by
/// the engine, never a string, so that a misspelt key does not compile.
public struct EngineConfiguration: Sendable, Hashable {
  /// The pairs in the order given.
  public let pairs: [(key: String, value: String)]

  /// No configuration.
  public static let empty = EngineConfiguration()

  /// Creates a configuration from pairs.
  ///
  /// - Throws: ``EngineError/invalidInput(_:)`` for an empty or repeated key.
  public init(_ pairs: [(key: String, value: String)] = []) throws(EngineError) {
    var seen: Set<String> = []
    for pair in pairs {
      guard !pair.key.isEmpty else { throw .invalidInput("an engine parameter has an empty key") }
      guard seen.insert(pair.key).inserted else {
        throw .invalidInput("engine parameter \(pair.key) is given twice")
      }
    }
    self.pairs = pairs
  }

  private init() { pairs = [] }

  /// Parses `KEY=VALUE,KEY=VALUE` (spaces around keys and values are ignored).
  ///
  /// - Throws: ``EngineError/invalidInput(_:)`` for an item without `=`, an empty key,
  ///   or a repeated key.
  public init(parsing text: String) throws(EngineError) {
    var result: [(key: String, value: String)] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let equals = item.firstIndex(of: "=") else {
        throw .invalidInput("engine parameter '\(item)' is not KEY=VALUE")
      }
      let key = item[..<equals].trimmingSpaces
      let value = item[item.index(after: equals)...].trimmingSpaces
      result.append((key, value))
    }
    try self.init(result)
  }

  /// Throws ``EngineError/unknownKey(engine:key:known:)`` for the first key not in `keys`:
  /// the one unknown-key check of every engine family.
  public func requireKnown(_ keys: [EngineConfigurationKey], by engine: EngineID)
    throws(EngineError)
  {
    let names = Set(keys.map(\.name))
    for pair in pairs where !names.contains(pair.key) {
      throw .unknownKey(engine: engine, key: pair.key, known: keys.map(\.name))
    }
  }

  /// The raw value of `key`, or nil.
  public func text(_ key: EngineConfigurationKey) -> String? {
    pairs.first { $0.key == key.name }?.value
  }

  /// Whether `key` is given (whatever its value).
  public func has(_ key: EngineConfigurationKey) -> Bool { text(key) != nil }

  /// The value of `key` as a finite number, or nil when absent.
  ///
  /// - Throws: ``EngineError/invalidValue(key:value:accepted:)`` when it is not one.
  public func number(_ key: EngineConfigurationKey) throws(EngineError) -> Double? {
    guard let raw = text(key) else { return nil }
    guard let value = Double(raw), value.isFinite else {
      throw .invalidValue(key: key.name, value: raw, accepted: "a finite number")
    }
    return value
  }

  /// The value of `key` as `true` or `false`, or nil when absent.
  ///
  /// - Throws: ``EngineError/invalidValue(key:value:accepted:)`` for anything else.
  public func flag(_ key: EngineConfigurationKey) throws(EngineError) -> Bool? {
    guard let raw = text(key) else { return nil }
    switch raw {
    case "true": return true
    case "false": return false
    default: throw .invalidValue(key: key.name, value: raw, accepted: "true or false")
    }
  }

  /// Equal when the pairs are equal, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.pairs.count == rhs.pairs.count
      && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  /// Hashes the pairs in order.
  public func hash(into hasher: inout Hasher) {
    for pair in pairs {
      hasher.combine(pair.key)
      hasher.combine(pair.value)
    }
  }
}
