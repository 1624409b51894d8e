/// A spring written as each ecosystem's code: the one place where SpringBench
/// spells a spring in UIKit, Core Animation, SwiftUI, Compose, Android,
/// Flutter, React Native, framer-motion and WebKit's CSS `spring()`.
///
/// Every number goes through ``DeclarationNumber`` (the shortest decimal within
/// 4 ulps). Each property is one declaration without any commentary; callers
/// add their own labels and notes. A form the spring cannot take (UIKit's
/// duration API for ζ > 1, React Native's friction < 0) is nil.
public struct SpringDeclarations: Sendable, Hashable {
  /// The spring.
  public let parameters: SpringParameters
  /// The initial velocity relative to the travel, per second (+ toward the target).
  public let relativeVelocity: Double

  /// The declarations of `parameters` released with `relativeVelocity` (travel per second).
  public init(_ parameters: SpringParameters, relativeVelocity: Double = 0) {
    self.parameters = parameters
    self.relativeVelocity = relativeVelocity
  }

  private func n(_ x: Double) -> String { DeclarationNumber.text(x) }
  private var p: SpringParameters { parameters }

  /// `animate(withDuration: d, usingSpringWithDamping: ζ, initialSpringVelocity: v)`, the
  /// duration by the Framer hypothesis; nil where UIKit's duration API cannot give this spring.
  public var uikitAnimate: String? {
    guard let d = p.uikit.duration(initialSpringVelocity: relativeVelocity) else { return nil }
    return
      "animate(withDuration: \(n(d)), usingSpringWithDamping: \(n(p.dampingRatio)), initialSpringVelocity: \(n(relativeVelocity)))"
  }

  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, the velocity relative (dx).
  public var uikitTimingParameters: String {
    "UISpringTimingParameters(mass: \(n(p.mass)), stiffness: \(n(p.stiffness)), damping: \(n(p.damping)), initialVelocity: CGVector(dx: \(n(relativeVelocity)), dy: 0))"
  }

  /// `mass m, stiffness k, damping c, initialVelocity v`: CASpringAnimation's properties in words.
  public var coreAnimationProperties: String {
    "mass \(n(p.mass)), stiffness \(n(p.stiffness)), damping \(n(p.damping)), initialVelocity \(n(relativeVelocity))"
  }

  /// `let spring = CASpringAnimation(); spring.mass = …; …`, with `allowsOverdamping` for ζ > 1.
  public var coreAnimationCode: String {
    "let spring = CASpringAnimation(); spring.mass = \(n(p.mass)); spring.stiffness = \(n(p.stiffness)); spring.damping = \(n(p.damping)); spring.initialVelocity = \(n(relativeVelocity))"
      + (p.dampingRatio > 1
        ? "; spring.allowsOverdamping = true // iOS 17+; earlier versions clamp ζ > 1 to critical" : "")
  }

  /// `Spring(response: r, dampingRatio: ζ)`.
  public var swiftUISpringResponse: String {
    "Spring(response: \(n(p.swiftUI.response)), dampingRatio: \(n(p.dampingRatio)))"
  }

  /// `Spring(duration: d, bounce: b)`.
  public var swiftUISpringDuration: String {
    "Spring(duration: \(n(p.swiftUI.response)), bounce: \(n(p.swiftUI.bounce)))"
  }

  /// `Spring(mass: m, stiffness: k, damping: c)`.
  public var swiftUISpringPhysics: String {
    "Spring(mass: \(n(p.mass)), stiffness: \(n(p.stiffness)), damping: \(n(p.damping)))"
  }

  /// `.spring(duration: d, bounce: b)`.
  public var swiftUIAnimationDuration: String {
    ".spring(duration: \(n(p.swiftUI.response)), bounce: \(n(p.swiftUI.bounce)))"
  }

  /// `.spring(response: r, dampingFraction: ζ)`.
  public var swiftUIAnimationResponse: String {
    ".spring(response: \(n(p.swiftUI.response)), dampingFraction: \(n(p.dampingRatio)))"
  }

  /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`, the velocity relative.
  public var swiftUIInterpolatingSpring: String {
    ".interpolatingSpring(mass: \(n(p.mass)), stiffness: \(n(p.stiffness)), damping: \(n(p.damping)), initialVelocity: \(n(relativeVelocity)))"
  }

  /// `stiffness k, damping c, mass m`: React Native's and framer-motion's physics options in words.
  public var physicsOptions: String {
    "stiffness \(n(p.stiffness)), damping \(n(p.damping)), mass \(n(p.mass))"
  }

  /// `tension t, friction f` (React Native's Origami form, mass 1); nil when friction would be < 0.
  public var reactNativeOrigami: String? {
    guard p.reactNative.friction >= 0 else { return nil }
    return "tension \(n(p.reactNative.tension)), friction \(n(p.reactNative.friction))"
  }

  /// `bounciness b, speed s` (React Native / POP, mass 1); nil when no such pair exists.
  public var reactNativeBouncinessAndSpeed: String? {
    guard let pop = p.reactNative.bouncinessAndSpeed else { return nil }
    return "bounciness \(n(pop.bounciness)), speed \(n(pop.speed))"
  }

  /// `stiffness k/m, dampingRatio ζ`: Android SpringForce's parameters (mass 1) in words.
  public var androidSpringForceProperties: String {
    "stiffness \(n(p.android.stiffness)), dampingRatio \(n(p.dampingRatio))"
  }

  /// `SpringForce(to f).setStiffness(k f).setDampingRatio(ζ f)`: Android's code, `Float` literals.
  public func androidSpringForce(finalPosition: Double) -> String {
    "SpringForce(\(n(finalPosition))f).setStiffness(\(n(p.android.stiffness))f).setDampingRatio(\(n(p.dampingRatio))f)"
  }

  /// `spring<Float>(dampingRatio = ζf, stiffness = (k/m)f)`: Compose's `spring` (mass 1).
  public var composeSpring: String {
    "spring<Float>(dampingRatio = \(n(p.dampingRatio))f, stiffness = \(n(p.android.stiffness))f)"
  }

  /// `SpringDescription(mass: m, stiffness: k, damping: c)`: Flutter.
  public var flutterSpringDescription: String {
    "SpringDescription(mass: \(n(p.mass)), stiffness: \(n(p.stiffness)), damping: \(n(p.damping)))"
  }

  /// `spring(m k c v)`: WebKit's CSS `spring()` timing function.
  public var cssSpring: String {
    let css = p.css
    return "spring(\(n(css.mass)) \(n(css.stiffness)) \(n(css.damping)) \(n(relativeVelocity)))"
  }

  /// `visualDuration d, bounce b` (framer-motion's duration form); nil outside ζ ∈ [0.05, 1].
  public var framerVisualDuration: String? {
    guard let framer = p.framer.visualDurationAndBounce else { return nil }
    return "visualDuration \(n(framer.visualDuration)), bounce \(n(framer.bounce))"
  }

  /// `{ type: "spring", stiffness: k, damping: c, mass: m, velocity: v }`, the velocity in units/s.
  public func framerTransition(absoluteVelocity: Double) -> String {
    "{ type: \"spring\", stiffness: \(n(p.stiffness)), damping: \(n(p.damping)), mass: \(n(p.mass)), velocity: \(n(absoluteVelocity)) }"
  }

  /// `SpringSimulation(SpringDescription(…), from, to, velocity)`, the velocity in units/s.
  public func flutterSimulation(from: Double, to: Double, absoluteVelocity: Double) -> String {
    "SpringSimulation(\(flutterSpringDescription), \(n(from)), \(n(to)), \(n(absoluteVelocity)))"
  }
}
