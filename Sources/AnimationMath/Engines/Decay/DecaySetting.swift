/// A setting that several decay engines share under different names, so that one generic
/// command-line flag can reach each engine's own key (`--rate` is UIScrollView's
/// `decelerationRate` and React Native's `deceleration`).
///
/// Each engine lists the settings it has in ``DecayEngine/settingKeys``; a setting an
/// engine does not list does not apply to it.
public enum DecaySetting: String, Sendable, CaseIterable, Hashable {
  /// A deceleration rate per ms (`normal`, `fast` or a number in (0, 1)).
  case rate
  /// A friction scalar (AndroidX `setFriction`, OverScroller's scroll friction,
  /// `ClampingScrollSimulation`'s friction).
  case friction
  /// Compose `exponentialDecay`'s `frictionMultiplier`.
  case frictionMultiplier = "friction-multiplier"
  /// Flutter `FrictionSimulation`'s drag coefficient (fraction of velocity left after 1 s).
  case drag
  /// A constant deceleration, units/s² (Flutter `FrictionSimulation`).
  case constantDeceleration = "constant-deceleration"
  /// The display density (Android px per dp, Flutter device pixel ratio, the UIKit screen
  /// scale of the `uikit` spring-back's threshold).
  case density
  /// How far past a bound the motion may go before it springs back, units (OverScroller's `over`).
  case overscroll
  /// A grid that the rest position snaps to (motion's `modifyTarget`), units.
  case snapTo = "snap-to"
  /// An exponential time constant, s (motion, popmotion).
  case timeConstant = "time-constant"
  /// The speed below which the engine stops, units/s.
  case restSpeed = "rest-speed"
  /// The smallest change the engine shows, units (AndroidX `setMinimumVisibleChange`).
  case minimumVisibleChange = "min-visible-change"
}

/// Where a ``DecaySetting`` lands in one engine: its configuration key, and the factor
/// from the setting's generic unit (s, units/s, units) to the key's unit.
///
/// `DecaySettingKey(MotionDecayEngine.Key.timeConstant, scale: 1000)` takes `--time-constant`
/// in seconds to motion's `timeConstant` in ms. A text setting (`--rate normal`) is passed
/// unscaled.
public struct DecaySettingKey: Sendable, Hashable {
  /// The engine's configuration key, as users spell it.
  public let key: String
  /// The key's value per unit of the generic setting.
  public let scale: Double

  /// The engine's key `key`, reached with the factor `scale`.
  public init(_ key: EngineConfigurationKey, scale: Double = 1) {
    self.init(key.name, scale: scale)
  }

  /// A key by its spelling, for comparing with an engine's table; engines declare theirs
  /// with ``init(_:scale:)-(EngineConfigurationKey,_)``.
  public init(_ key: String, scale: Double = 1) {
    self.key = key
    self.scale = scale
  }
}
