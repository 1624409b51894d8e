/// The engines whose cubic-bézier solvers SpringBench can emulate.
///
/// **The names are a contract** (`springbench ease F --engine NAME`): they
/// never change meaning. ``ideal`` is the default and is today's exact
/// ``CubicBezierTiming``, unchanged. Every other engine re-states the solver
/// of one real engine from its source (file and commit in the engine's type):
///
/// | name | type | source |
/// |---|---|---|
/// | `ideal` | ``CubicBezierTiming`` | this package (exact to ~1e-16) |
/// | `chromium` | ``ChromiumCubicBezier`` | `ui/gfx/geometry/cubic_bezier.cc` |
/// | `webkit` | ``WebKitUnitBezier`` | `Source/WebCore/platform/graphics/UnitBezier.h` |
/// | `firefox` | ``FirefoxKeySpline`` | `dom/smil/SMILKeySpline.cpp` |
/// | `flutter` | ``FlutterCubic`` | `packages/flutter/lib/src/animation/curves.dart` |
/// | `android` | ``AndroidPathInterpolator`` | `android/view/animation/PathInterpolator.java` |
/// | `motion` | ``MotionCubicBezier`` | `packages/motion-utils/src/easing/cubic-bezier.ts` |
/// | `core-animation` | ``CoreAnimationFloat32Bezier`` | (no source: `Float` emulation) |
///
/// `float32` is accepted as an alias of `core-animation` (the old
/// `--float32` mode). The AndroidX lookup-table interpolators
/// (`FastOutSlowInInterpolator` and its siblings) are named curves rather
/// than a solver: see ``AndroidLookupTableInterpolator``.
public enum EasingEngine: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The exact curve (``CubicBezierTiming``): the default.
  case ideal
  /// Chromium / Blink `gfx::CubicBezier` (``ChromiumCubicBezier``).
  case chromium
  /// WebKit `UnitBezier` with its caller's duration-dependent epsilon (``WebKitUnitBezier``).
  case webkit
  /// Gecko `SMILKeySpline` (``FirefoxKeySpline``).
  case firefox
  /// Flutter `Cubic` (``FlutterCubic``).
  case flutter
  /// Android `PathInterpolator` (``AndroidPathInterpolator``).
  case android
  /// motion's `cubicBezier` (``MotionCubicBezier``).
  case motion
  /// Core Animation emulated in `Float` (``CoreAnimationFloat32Bezier``).
  case coreAnimation = "core-animation"

  /// The engine called `name` (`float32` is an alias of `core-animation`), or nil.
  public init?(name: String) {
    if name == "float32" {
      self = .coreAnimation
      return
    }
    self.init(rawValue: name)
  }

  /// The contract name, e.g. `core-animation`.
  public var name: String { rawValue }

  /// The contract name.
  public var description: String { rawValue }

  /// Whether the engine computes a slope dy/dx (``EasingEngineCurve/slope(at:)``
  /// is nil for the others).
  public var computesSlope: Bool {
    switch self {
    case .ideal, .chromium, .firefox: true
    case .webkit, .flutter, .android, .motion, .coreAnimation: false
    }
  }

  /// Whether the engine's solver depends on the animation's duration (only
  /// WebKit: its tolerance is 1/(1000·duration)).
  public var needsAnimationDuration: Bool { self == .webkit }

  /// The source file(s) and commit the emulation follows, or what it rests on.
  public var source: String {
    switch self {
    case .ideal:
      "SpringBench CubicBezierTiming (exact; checked against GSL)"
    case .chromium:
      "chromium/chromium ui/gfx/geometry/cubic_bezier.cc @ a8ea66f10c58abe83d1a44a82dda3d11bcbd8023"
    case .webkit:
      "WebKit/WebKit Source/WebCore/platform/graphics/UnitBezier.h @ 029da7d3d074a75a24c2413e98b183a8bbfcfb62; "
        + "Source/WebCore/platform/animation/TimingFunction.cpp @ 06dcb620a8a96ca6674eb2914d92e35c630d85b2"
    case .firefox:
      "Firefox dom/smil/SMILKeySpline.cpp (bolucat/Firefox mirror @ 8c47440c23cdaf25feb34b6d9fb07895ef8112f6)"
    case .flutter:
      "flutter/flutter packages/flutter/lib/src/animation/curves.dart @ d59038d57b17a556760621a75f03a00fdb46c5e6"
    case .android:
      "aosp-mirror/platform_frameworks_base core/java/android/view/animation/PathInterpolator.java "
        + "@ 49f2ab6cec73a0dd66061b30937ce430fe8cd4dd; libs/hwui/jni/Path.cpp @ 36077e0186685a3dd1bab961529aabe9bad365de"
    case .motion:
      "motiondivision/motion packages/motion-utils/src/easing/cubic-bezier.ts @ 1b037b0032578b52af94b06ff3920bfa0aaa5e36"
    case .coreAnimation:
      "no published source: Float control points (Apple docs) and the 2008 UnitBezier shape, in Float"
    }
  }

  /// `curve` as this engine evaluates it.
  ///
  /// - Parameters:
  ///   - curve: the timing function; engines that store `Float` control
  ///     points (Android, Core Animation) round them as the engine does.
  ///   - animationDuration: the animation's duration in seconds; required by
  ///     ``webkit`` and refused by every other engine.
  /// - Throws: ``EasingEngineError`` when the duration is missing, unused or
  ///   not a finite number > 0.
  public func curve(_ curve: CubicBezierTiming, animationDuration: Double? = nil)
    throws(EasingEngineError) -> any EasingEngineCurve
  {
    if let duration = animationDuration {
      guard needsAnimationDuration else { throw .unusedAnimationDuration(self) }
      guard duration.isFinite && duration > 0 else { throw .invalidAnimationDuration(duration) }
    } else if needsAnimationDuration {
      throw .missingAnimationDuration(self)
    }
    let (x1, y1, x2, y2) = (curve.x1, curve.y1, curve.x2, curve.y2)
    switch self {
    case .ideal: return IdealCubicBezier(curve)
    case .chromium: return ChromiumCubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    case .webkit:
      return WebKitUnitBezier(x1: x1, y1: y1, x2: x2, y2: y2, animationDuration: animationDuration!)
    case .firefox: return FirefoxKeySpline(x1: x1, y1: y1, x2: x2, y2: y2)
    case .flutter: return FlutterCubic(x1: x1, y1: y1, x2: x2, y2: y2)
    case .android:
      return AndroidPathInterpolator(
        controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
    case .motion: return MotionCubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    case .coreAnimation: return CoreAnimationFloat32Bezier(curve)
    }
  }

  /// `function` as this engine evaluates it: cubic-béziers through
  /// ``curve(_:animationDuration:)``; the `linear` keyword is the identity in
  /// every engine (each special-cases it before any solver runs).
  ///
  /// - Throws: ``EngineError/unsupportedFunction(_:function:)`` for
  ///   `steps()`, CSS `linear(…)` and springs unless the engine is ``ideal``
  ///   (which evaluates them exactly); otherwise as ``curve(_:animationDuration:)``.
  public func curve(_ function: TimingFunction, animationDuration: Double? = nil)
    throws(EasingEngineError) -> any EasingEngineCurve
  {
    switch function {
    case .cubicBezier(let bezier):
      return try curve(bezier, animationDuration: animationDuration)
    case .linear:
      // Validate the duration rules the same way, then use the identity.
      _ = try curve(
        CubicBezierTiming(validatedX1: 0, y1: 0, x2: 1, y2: 1), animationDuration: animationDuration)
      return IdentityEngineCurve(engine: self)
    default:
      guard self == .ideal else {
        throw .unsupportedFunction(self, function: function.description)
      }
      if animationDuration != nil { throw .unusedAnimationDuration(self) }
      return IdealTimingFunction(function)
    }
  }
}
