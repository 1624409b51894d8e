/// What an engine resolved a request to, for `describe --engine`.
public struct EngineDescription: Sendable, Hashable {
  /// One named value.
  public struct Entry: Sendable, Hashable {
    /// The engine's own name for the value, e.g. `"tension"`.
    public let name: String
    /// The value.
    public let value: Value
    /// Creates an entry.
    public init(_ name: String, _ value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// A resolved value.
  public enum Value: Sendable, Hashable {
    /// A number (in the units named by the entry).
    case number(Double)
    /// An integer (counts, integer-ms durations).
    case integer(Int64)
    /// A flag.
    case flag(Bool)
    /// Text (a mode, a regime).
    case text(String)
  }

  /// The engine.
  public let engine: SpringEngineName
  /// The version and source files (with commit) the engine follows.
  public let source: String
  /// The engine's own parameters, resolved (e.g. tension and friction), with units in the names.
  public let parameters: [Entry]
  /// The stop rule in words, e.g. `"|v| < 62.5·T and |x − to| < T (strict), then snap"`.
  public let stopRule: String
  /// The thresholds in force, in the engine's units (named with them).
  public let thresholds: [Entry]
  /// What the engine does not model, in words.
  public let limitations: String
  /// The host time of completion in seconds on the run it was described for, or nil
  /// when it did not complete (filled by ``SpringEngineName/describe(_:schedule:)``).
  public var completionTime: Double?

  /// Creates a description.
  public init(
    engine: SpringEngineName, source: String, parameters: [Entry], stopRule: String,
    thresholds: [Entry], limitations: String, completionTime: Double? = nil
  ) {
    self.engine = engine
    self.source = source
    self.parameters = parameters
    self.stopRule = stopRule
    self.thresholds = thresholds
    self.limitations = limitations
    self.completionTime = completionTime
  }
}
