/// The registry names of the decay (fling) engines: a contract with the CLI.
///
/// Only the engines built in this version are listed; issue 14 names more
/// (`android`, `compose`, `flutter`, `flutter-bouncing`, `motion`, …) that are not built yet.
public enum DecayEngineName: String, Sendable, CaseIterable, Hashable {
  /// Exponential decay x'' = −k·x', evaluated in closed form at the host times.
  case ideal
  /// UIScrollView deceleration from the documented formulas (d per ms).
  case uikit
  /// Flutter's `FrictionSimulation` (drag and constant deceleration).
  case flutterFriction = "flutter-friction"
  /// Compose `exponentialDecay` (float32).
  case composeExponential = "compose-exponential"
  /// React Native `Animated.decay` (JS driver).
  case reactNative = "react-native"
  /// AndroidX `FlingAnimation` with its `DragForce`.
  case androidFling = "android-fling"

  /// The velocity unit the engine uses inside (the request is always units/s).
  public var internalVelocityUnit: String {
    switch self {
    case .reactNative: "units/ms"
    default: "units/s"
    }
  }
}
