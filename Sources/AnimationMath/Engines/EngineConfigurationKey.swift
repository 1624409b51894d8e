/// One configuration key an engine accepts, in the engine's own name and units.
///
/// Each engine declares its keys once, as constants (`AndroidEngine.Key.stiffness`), and
/// reads ``EngineConfiguration`` through them; ``name`` is the spelling users type in
/// `--engine-params` (a contract).
public struct EngineConfigurationKey: Sendable, Hashable {
  /// The key as users write it in their code, e.g. `"tension"`, `"restDelta"`.
  public let name: String
  /// What the key means, with its units and the engine's default, e.g.
  /// `"Origami tension (default 40)"`.
  public let summary: String

  /// Creates a key.
  public init(_ name: String, _ summary: String) {
    self.name = name
    self.summary = summary
  }
}
