/// A real animation engine's spring, rendered frame by frame the way that engine renders it.
///
/// ## Design
///
/// An engine is a small state machine driven by a host (``EngineHost``), which owns the
/// one clock convention every engine shares:
///
/// - The animation starts at host time 0 (an integer millisecond). The host first records
///   ``startFrame`` (the start state at t = 0), then calls ``advance(to:)`` once per
///   rendered frame, at the times of a ``FrameSchedule`` (n/fps for n ≥ 1, or a listed,
///   possibly uneven vsync trace), strictly increasing.
/// - Each engine turns the host time into its own clock reading inside `advance(to:)`
///   (integer-ms uptime, `Date.now()`, float32 nanoseconds truncated to ms, integer µs:
///   see ``EngineClock``), applies its own first-frame rule and delta caps, integrates or
///   evaluates, applies its stop rule and snap, and reports ``isComplete``.
/// - A retarget at host time T is delivered by the host right after the last frame at or
///   before T, with the host clock still reading that frame's time (``retarget(to:at:)``);
///   the next frame is the first one toward the new target, with the engine's semantics.
/// - The host stops at the first frame after which ``isComplete`` is true, or when the
///   schedule runs out (``EngineRun/completed`` is then false).
///
/// Engines are values: `init` resolves everything (the spring into the engine's own
/// parameters, the generic ``EngineSettings``, the engine's own KEY=VALUE
/// ``EngineConfiguration``) and throws an ``EngineError`` on anything it cannot honour,
/// so that `advance` cannot fail. One file per engine; the name registry is
/// ``SpringEngineName`` and ``SpringEngineName/makeEngine(_:)``.
///
/// Engines never change the ideal math: each one uses ``SpringSolution`` (or its own
/// integrator, written from the engine's published source) plus its clock and rules, so
/// ``IdealEngine`` is byte-identical to the core's curve at the host times.
public protocol SpringEngine: FrameEngine {
  /// The registry name of this engine (a contract: see ``SpringEngineName``).
  static var name: SpringEngineName { get }

  /// The engine's own configuration keys, in its own names and units.
  static var configurationKeys: [EngineConfigurationKey] { get }

  /// The generic settings this engine maps onto one of its own options.
  static var supportedSettings: Set<EngineSetting> { get }

  /// Resolves `request` into this engine's own parameters.
  ///
  /// - Throws: ``EngineError`` for an unknown configuration key (listing the engine's
  ///   keys), a bad value, a setting the engine has no option for, or a spring the
  ///   engine cannot represent.
  init(_ request: SpringEngineRequest) throws(EngineError)

  /// Changes the target to `target`, called right after the frame at `hostTime`
  /// (the host clock still reads that frame's time).
  mutating func retarget(to target: Double, at hostTime: Double)

  /// Changes the target of a follow (a moving target such as a pointer, delivered like
  /// ``retarget(to:at:)``); an engine whose follow API differs from its retarget overrides it.
  mutating func follow(to target: Double, at hostTime: Double)

  /// The engine's resolved parameters and stop rule, for `describe --engine`.
  var engineDescription: EngineDescription { get }

  /// Why, by the engine's own retarget rule, a follow whose samples come before every frame
  /// shows no motion until the samples stop; nil for an engine whose retargets always move it.
  static var followStall: String? { get }
}

extension SpringEngine {
  /// A follow target is a retarget.
  public mutating func follow(to target: Double, at hostTime: Double) { retarget(to: target, at: hostTime) }

  /// No stall: each retarget moves the engine on a later frame.
  public static var followStall: String? { nil }
}
