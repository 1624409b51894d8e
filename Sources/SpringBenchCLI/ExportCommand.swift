import AnimationMath
import AnimationScenes

/// `springbench export`: a curve as CSS `linear()`, and a spring as the
/// equivalent parameters of other engines.
enum ExportCommand: BenchCommand {
  static let targets = ["css", "swiftui", "caspring", "android", "flutter", "framer", "all"]

  static let definition = CommandDefinition(
    name: "springbench export",
    abstract: "Export a curve as CSS linear() and a spring as other engines' parameters.",
    usage: "springbench export [--target <engine>] [--max-error <e>] [<spring options> | --easing <function>]",
    groups: [
      (
        "EXPORT",
        [
          OptionDefinition(
            "target", value: "engine",
            help: "css, swiftui, caspring, android, flutter, framer, or all (all: every engine a spring maps to).",
            default: "all for springs, css for easings"),
          OptionDefinition(
            "max-error", value: "e",
            help: "Largest |linear() − curve| allowed, in output progress.", default: "0.001"),
          OptionDefinition("easing", value: "function", help: "Export this timing function instead of a spring."),
          OptionDefinition(
            "scene", value: "name|file.json", help: "Export a scene channel (with --channel) instead of a spring."),
          OptionDefinition("channel", value: "column", help: "The scene column to export, e.g. heart.scale."),
          OptionDefinition("release", value: "seconds", help: "shoot: when the press ends (with --scene)."),
          OptionDefinition("seed", value: "n", help: "floating-heart: the seed of its random curve (with --scene)."),
        ]
      )
    ] + SpringOptions.flagDefinitions,
    discussion: """
      CSS: the curve is output progress (x − from)/(to − from) against input progress
      t/D over the spring's duration D (UIKit's --duration, else the settling
      duration); set animation-duration to D. Stops lie on the curve; the error is
      verified on a grid 32,000 points fine with our own linear() evaluation.
      Velocities: the spring flags' --velocity is relative (travel per second);
      each engine line states the units it expects.
      """)

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    try requireNoPositionals(arguments)
    let maximumError = try arguments.double("max-error", default: 1e-3, range: "a number in (0, 1]") {
      $0 > 0 && $0 <= 1
    }!
    if let source = arguments.raw("scene") {
      try exportScene(source, arguments, maximumError: maximumError, output: &output)
      return
    }
    for flag in ["channel", "release", "seed"] where arguments.has(flag) {
      throw .usage("\(arguments.spelling(flag)) applies with --scene")
    }
    if let text = arguments.raw("easing") {
      if let flag = SpringOptions.flagNames.first(where: { arguments.has($0) }) {
        throw .usage("\(arguments.spelling(flag)) cannot be combined with \(arguments.spelling("easing")); export a spring or an easing")
      }
      let target = try arguments.choice("target", ["css"]) ?? "css"
      let function: TimingFunction
      do {
        function = try EasingParser.parse(text)
      } catch {
        throw .usage("\(arguments.spelling("easing")) '\(text)': \(error.description)")
      }
      _ = target
      let fit = try linear({ function.value(at: $0) }, maximumError: maximumError, source: "easing \(text)")
      output.append("\(fit.css)\n")
      output.append("/* \(function.description): \(fit.easing.points.count) stops, max error \(fit.maximumError) at input \(fit.worstInput) (allowed \(maximumError)) */\n")
      return
    }
    let target = try arguments.choice("target", targets) ?? "all"
    let spring = try SpringOptions(arguments)
    let duration: Double
    if let end = spring.defaultEnd {
      duration = end
    } else {
      duration = try spring.finiteSettlingDuration(for: "the CSS linear() export")
    }
    var lines: [String] = []
    let p = spring.parameters
    let zeta = p.dampingRatio
    let v = spring.relativeVelocity
    let vAbsolute = spring.absoluteVelocity + 0
    if target == "swiftui" || target == "all" {
      lines.append("// SwiftUI (no initial velocity in .spring; interpolatingSpring's initialVelocity is relative: \(v))")
      lines.append(".spring(duration: \(p.response), bounce: \(p.bounce))")
      lines.append(".spring(response: \(p.response), dampingFraction: \(zeta))")
      lines.append(".interpolatingSpring(mass: \(p.mass), stiffness: \(p.stiffness), damping: \(p.damping), initialVelocity: \(v))\(zeta > 1 ? " // ζ > 1: SwiftUI's mass/stiffness/damping form treats it as critical unless allowOverDamping" : "")")
    }
    if target == "caspring" || target == "all" {
      lines.append("// CASpringAnimation (initialVelocity relative to the travel, + toward toValue)")
      lines.append("let spring = CASpringAnimation(); spring.mass = \(p.mass); spring.stiffness = \(p.stiffness); spring.damping = \(p.damping); spring.initialVelocity = \(v)\(zeta > 1 ? "; spring.allowsOverdamping = true // iOS 17+; earlier versions clamp ζ > 1 to critical" : "")")
    }
    if target == "android" || target == "all" {
      lines.append("// Android SpringForce (mass 1: stiffness = k/m; setStartVelocity in units/s)")
      lines.append("SpringForce(\(spring.to)f).setStiffness(\(p.stiffness / p.mass)f).setDampingRatio(\(zeta)f) // startVelocity \(vAbsolute)f")
    }
    if target == "flutter" || target == "all" {
      lines.append("// Flutter (SpringSimulation velocity in units/s)")
      lines.append("SpringSimulation(SpringDescription(mass: \(p.mass), stiffness: \(p.stiffness), damping: \(p.damping)), \(spring.from), \(spring.to), \(vAbsolute))")
    }
    if target == "framer" || target == "all" {
      lines.append("// framer-motion (velocity in units/s)")
      lines.append("{ type: \"spring\", stiffness: \(p.stiffness), damping: \(p.damping), mass: \(p.mass), velocity: \(vAbsolute) }")
    }
    if target == "css" || target == "all" {
      let motion = spring.solution
      let travel = spring.to - spring.from
      guard travel != 0 else {
        throw .usage("CSS linear() needs --from and --to to differ (progress is relative to the travel)")
      }
      let fit = try linear(
        { (motion.position(at: $0 * duration) - spring.from) / travel }, maximumError: maximumError,
        source: "the spring")
      lines.append("/* CSS: animation-duration: \(duration)s; \(fit.easing.points.count) stops, max error \(fit.maximumError) at input \(fit.worstInput) (allowed \(maximumError)) */")
      lines.append("animation-timing-function: \(fit.css);")
    }
    for line in lines { output.append(line + "\n") }
  }

  /// A scene channel as CSS: output progress (v − v(0))/scale over the scene's
  /// duration T, scale = v(T) − v(0) (or the channel's range if that is 0); the
  /// comment gives the keyframe values to pair it with.
  static func exportScene(_ source: String, _ arguments: ParsedArguments, maximumError: Double, output: inout OutputBuffer)
    throws(CommandLineError)
  {
    let others = SpringOptions.flagNames.filter { $0 != "duration" && arguments.has($0) } + (arguments.has("easing") ? ["easing"] : [])
    if let flag = others.first {
      throw .usage("\(arguments.spelling(flag)) cannot be combined with \(arguments.spelling("scene")); export a spring, an easing or a scene channel")
    }
    if let target = arguments.raw("target"), target != "css" {
      throw .usage("\(arguments.spelling("target")) for a scene channel must be css; got '\(target)'")
    }
    guard let channel = arguments.raw("channel") else {
      throw .usage("--scene needs --channel <column>, for example heart.scale")
    }
    let scene = try SceneCommand.load(source, arguments)
    guard let column = scene.header.firstIndex(of: channel) else {
      let known = scene.header.prefix(8).joined(separator: ", ")
      throw .usage("\(arguments.spelling("channel")) '\(channel)' is not a column of scene \(scene.name) (columns: \(known)\(scene.header.count > 8 ? ", …" : ""))")
    }
    let duration = scene.duration
    guard let first = scene.value(column: column, at: 0), let last = scene.value(column: column, at: duration) else {
      throw .usage("\(arguments.spelling("channel")) '\(channel)' has no value at the start or end of the scene")
    }
    // Output progress is (v − v(0))/scale with scale = v(T) − v(0), or the
    // channel's range when it ends where it starts (pair the linear() with
    // keyframes from v(0) to v(0) + scale either way).
    var scale = last - first
    if scale.isZero {
      var lower = first
      var upper = first
      for k in 0...LinearEasing.fittingSamples {
        if let v = scene.value(column: column, at: duration * Double(k) / Double(LinearEasing.fittingSamples)) {
          lower = min(lower, v)
          upper = max(upper, v)
        }
      }
      scale = upper - lower
    }
    guard scale.isFinite, !scale.isZero else {
      throw .usage("\(arguments.spelling("channel")) '\(channel)' is constant (\(first)); there is no curve to export")
    }
    var missing: Double?
    let fit = try linear(
      { p in
        guard let value = scene.value(column: column, at: p * duration) else {
          missing = missing ?? p * duration
          return .nan
        }
        return (value - first) / scale
      }, maximumError: maximumError, source: "\(scene.name) \(channel)")
    if let missing { throw .usage("\(arguments.spelling("channel")) '\(channel)' has no value at t = \(missing)") }
    output.append("/* \(scene.name) \(channel): keyframes from \(first) to \(first + scale), animation-duration: \(duration)s; \(fit.easing.points.count) stops, max error \(fit.maximumError) (progress) at input \(fit.worstInput) (allowed \(maximumError)) */\n")
    output.append("animation-timing-function: \(fit.css);\n")
  }

  static func linear(_ curve: (Double) -> Double, maximumError: Double, source: String) throws(CommandLineError)
    -> LinearEasing.Fit
  {
    guard let fit = LinearEasing.fitting(curve, maximumError: maximumError) else {
      throw .failure("no linear() within --max-error \(maximumError) of \(source) was found (the curve jumps faster than 1/\(LinearEasing.fittingSamples) of its duration)")
    }
    return fit
  }
}
