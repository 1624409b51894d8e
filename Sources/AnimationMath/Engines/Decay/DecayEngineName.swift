/// The registry names of the decay (fling) engines: a contract with the CLI.
///
/// Each engine's file declares its name as a static member (`DecayEngineName.android`);
/// the names that exist are those of the types in ``registry``, in its order.
public struct DecayEngineName: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The contract name, e.g. `android-fling`.
  public let rawValue: String

  /// The registered engine called `rawValue`; nil for a name no engine registers.
  public init?(rawValue: String) {
    guard Self.registry.contains(where: { $0.name.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// Declares an engine's name; only an engine's own file calls this, once.
  init(declaring rawValue: String) { self.rawValue = rawValue }

  /// Every registered name, in the order of ``registry``.
  public static var allCases: [DecayEngineName] { registry.map { $0.name } }

  /// The contract name.
  public var description: String { rawValue }
}
