/// The registry names of the decay (fling) engines: a contract with the CLI.
///
/// Each name's type is ``engineType``; add a case there when adding an engine.
public enum DecayEngineName: String, Sendable, CaseIterable, Hashable {
  /// Exponential decay x'' = −k·x', evaluated in closed form at the host times.
  case ideal
  /// UIScrollView deceleration from the documented formulas (d per ms).
  case uikit
  /// AOSP `OverScroller`: its spline, int px, int-ms clock, overfling and spring-back, flywheel.
  case android
  /// AOSP `Scroller`: the same spline with Scroller's fling rules (no overfling).
  case androidScroller = "android-scroller"
  /// AndroidX `FlingAnimation` with its `DragForce`.
  case androidFling = "android-fling"
  /// Compose `splineBasedDecay` (float32).
  case compose
  /// Compose `exponentialDecay` (float32).
  case composeExponential = "compose-exponential"
  /// Flutter's `ClampingScrollPhysics` / `ClampingScrollSimulation` (Android-like).
  case flutter
  /// Flutter's `BouncingScrollPhysics` / `BouncingScrollSimulation` (iOS-like).
  case flutterBouncing = "flutter-bouncing"
  /// Flutter's `FrictionSimulation` (drag and constant deceleration).
  case flutterFriction = "flutter-friction"
  /// React Native `Animated.decay` (JS driver).
  case reactNative = "react-native"
  /// motion (framer-motion) `inertia` under JSAnimation, with its 50 ms probe.
  case motion
  /// popmotion's `decay` on framesync.
  case popmotion
  /// popmotion's `inertia()` with its own defaults.
  case popmotionInertia = "popmotion-inertia"
  /// react-native-reanimated's `withDecay` (clamp, rubber band).
  case reanimated
  /// @react-spring/core with `config.decay`.
  case reactSpring = "react-spring"
}
