/// The names of the spring engines: a contract with users (`--engine NAME`).
///
/// A bare name is the engine's current major version; `name@N` is an older one. Each
/// engine's file declares its name as a static member (`SpringEngineName.rebound`);
/// the names that exist are those of the types in ``registry``, in its order.
public struct SpringEngineName: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The contract name, e.g. `motion@12`.
  public let rawValue: String

  /// The registered engine called `rawValue`; nil for a name no engine registers.
  public init?(rawValue: String) {
    guard Self.registry.contains(where: { $0.name.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// Declares an engine's name; only an engine's own file calls this, once.
  init(declaring rawValue: String) { self.rawValue = rawValue }

  /// The engine named `name`.
  ///
  /// - Throws: ``EngineError/unknownEngine(_:known:)`` listing every name.
  public init(parsing name: String) throws(EngineError) {
    guard let value = SpringEngineName(rawValue: name) else {
      throw .unknownEngine(name, known: Self.allCases.map(\.rawValue))
    }
    self = value
  }

  /// Every registered name, in the order of ``registry``.
  public static var allCases: [SpringEngineName] { registry.map { $0.name } }

  /// The contract name.
  public var description: String { rawValue }
}
