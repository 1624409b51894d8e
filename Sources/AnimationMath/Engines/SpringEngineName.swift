/// The names of the spring engines: a contract with users (`--engine NAME`).
///
/// A bare name is the engine's current major version; `name@N` is an older one.
public enum SpringEngineName: String, Sendable, Hashable, CaseIterable {
  /// The exact closed-form curve (``SpringSolution``); the default.
  case ideal
  /// `CASpringAnimation`: the closed form cut at the animation's `duration`.
  case coreAnimation = "core-animation"
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` with its duration.
  case uikit
  /// SwiftUI `Spring`: logically complete versus removed.
  case swiftui
  /// AndroidX `SpringAnimation` (dynamicanimation).
  case android
  /// Jetpack Compose `spring()` through `Animatable`.
  case compose
  /// Flutter `SpringSimulation` through `AnimationController`.
  case flutter
  /// motion 13.
  case motion
  /// framer-motion 12.
  case motion12 = "motion@12"
  /// popmotion 11.
  case popmotion
  /// React Native Animated, JS driver.
  case reactNative = "react-native"
  /// react-native-reanimated 4.
  case reanimated
  /// react-native-reanimated 3.
  case reanimated3 = "reanimated@3"
  /// @react-spring/core 9.
  case reactSpring = "react-spring"
  /// rebound-js.
  case rebound
  /// anime.js 4.
  case anime
  /// anime.js 3.
  case anime3 = "anime@3"
  /// wobble.
  case wobble

  /// The engine named `name`.
  ///
  /// - Throws: ``EngineError/unknownEngine(_:known:)`` listing every name.
  public init(parsing name: String) throws(EngineError) {
    guard let value = SpringEngineName(rawValue: name) else {
      throw .unknownEngine(name, known: Self.allCases.map(\.rawValue))
    }
    self = value
  }
}
