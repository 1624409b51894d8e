extension MotionToken {
  /// The token's declarations on `platform`, one line each, headed by a comment
  /// with its name and description.
  ///
  /// A spring in CSS becomes a `linear()` within `maximumError` (output
  /// progress) over ``cssSpringDuration(_:maximumError:)`` and a duration
  /// property; the comment gives its stop count and measured error, and says
  /// so when the error exceeds `maximumError`. Android has no resource for a
  /// spring, so its line is the `SpringForce` call in a comment.
  public func declarations(for platform: DeclarationPlatform, maximumError: Double = 0.001) -> [String] {
    let about = description.map { "\(name): \($0)" } ?? name
    let comment: String
    switch platform {
    case .css: comment = "/* \(about) */"
    case .android: comment = "<!-- \(about) -->"
    case .swiftui, .uikit, .compose, .flutter: comment = "// \(about)"
    }
    return [comment] + body(for: platform, maximumError: maximumError)
  }

  private func body(for platform: DeclarationPlatform, maximumError: Double) -> [String] {
    let camel = Self.camelCaseName(name)
    let css = Self.cssName(name)
    let resource = Self.resourceName(name)
    switch value {
    case .duration(let seconds):
      switch platform {
      case .css: return ["\(css): \(EasingDeclarations.cssDuration(seconds));"]
      case .swiftui: return ["let \(camel): Double = \(DeclarationNumber.text(seconds)) // seconds"]
      case .uikit: return ["let \(camel): TimeInterval = \(DeclarationNumber.text(seconds))"]
      case .compose: return ["const val \(camel) = \(EasingDeclarations.wholeMilliseconds(seconds)) // ms"]
      case .android:
        return ["<integer name=\"\(resource)\">\(EasingDeclarations.wholeMilliseconds(seconds))</integer>"]
      case .flutter: return ["const \(camel) = \(EasingDeclarations.flutterDuration(seconds));"]
      }
    case .cubicBezier(let curve):
      let code = EasingDeclarations(curve)
      switch platform {
      case .css: return ["\(css): \(code.css);"]
      case .swiftui: return ["let \(camel) = \(code.swiftUIUnitCurve)"]
      case .uikit: return ["let \(camel) = \(code.uikit)"]
      case .compose: return ["val \(camel) = \(code.compose)"]
      case .android: return ["<!-- res/interpolator/\(resource).xml -->", code.androidPathInterpolator]
      case .flutter: return ["const \(camel) = \(code.flutter);"]
      }
    case .transition(let transition):
      return transitionBody(transition, platform: platform, camel: camel, css: css, resource: resource)
    case .spring(let parameters, let shape):
      return springBody(parameters, shape, platform: platform, maximumError: maximumError)
    }
  }

  private func transitionBody(
    _ transition: MotionTransition, platform: DeclarationPlatform, camel: String, css: String, resource: String
  ) -> [String] {
    let code = EasingDeclarations(transition.timingFunction)
    let (duration, delay) = (transition.duration, transition.delay)
    switch platform {
    case .css:
      return [
        "\(css): \(EasingDeclarations.cssDuration(duration)) \(code.css) \(EasingDeclarations.cssDuration(delay));"
      ]
    case .swiftui:
      return ["let \(camel) = \(code.swiftUITimingCurve(duration: duration)).delay(\(DeclarationNumber.text(delay)))"]
    case .uikit:
      return [
        "let \(camel) = UIViewPropertyAnimator(duration: \(DeclarationNumber.text(duration)), timingParameters: \(code.uikit)) // startAnimation(afterDelay: \(DeclarationNumber.text(delay)))"
      ]
    case .compose: return ["val \(camel) = \(code.composeTween(duration: duration, delay: delay))"]
    case .android:
      return [
        "<!-- res/interpolator/\(resource).xml -->", code.androidPathInterpolator,
        "<integer name=\"\(resource)_duration\">\(EasingDeclarations.wholeMilliseconds(duration))</integer>",
        "<integer name=\"\(resource)_delay\">\(EasingDeclarations.wholeMilliseconds(delay))</integer>",
      ]
    case .flutter:
      return [
        "const \(camel)Duration = \(EasingDeclarations.flutterDuration(duration));",
        "const \(camel)Delay = \(EasingDeclarations.flutterDuration(delay));",
        "const \(camel)Curve = \(code.flutter);",
      ]
    }
  }

  private func springBody(
    _ parameters: SpringParameters, _ shape: SpringShape, platform: DeclarationPlatform, maximumError: Double
  ) -> [String] {
    let code = SpringDeclarations(parameters)
    let camel = Self.camelCaseName(name)
    switch platform {
    case .css:
      guard let css = Self.cssSpring(parameters, maximumError: maximumError) else {
        return ["/* no linear() within \(maximumError) was found for this spring */"]
      }
      let claim =
        css.fit.maximumError <= maximumError
        ? "max error \(css.fit.maximumError) (allowed \(maximumError))"
        : "max error \(css.fit.maximumError) EXCEEDS the allowed \(maximumError)"
      return [
        "/* linear(): \(css.fit.easing.points.count) stops, \(claim) */",
        "\(Self.cssName(name)): \(css.fit.css);",
        "\(Self.cssName(name))-duration: \(EasingDeclarations.cssDuration(css.duration));",
      ]
    case .swiftui:
      switch shape {
      case .bounceDuration: return ["let \(camel) = Animation\(code.swiftUIAnimationDuration)"]
      case .responseDampingFraction: return ["let \(camel) = Animation\(code.swiftUIAnimationResponse)"]
      case .massStiffnessDamping: return ["let \(camel) = \(code.swiftUISpringPhysics)"]
      }
    case .uikit: return ["let \(camel) = \(code.uikitTimingParameters)"]
    case .compose: return ["val \(camel) = \(code.composeSpring)"]
    case .android:
      return ["<!-- no XML resource for a spring; in code: \(code.androidSpringForce(finalPosition: 1)) -->"]
    case .flutter: return ["const \(camel) = \(code.flutterSpringDescription);"]
    }
  }

  /// A spring's CSS `linear()` and the animation-duration it covers (seconds): the time after
  /// which the spring (from rest) stays within `maximumError`/2 of rest, rounded up to a whole
  /// millisecond; the last stop is the rest value 1. Nil when the spring never settles or no
  /// fit is found.
  public static func cssSpring(_ parameters: SpringParameters, maximumError: Double)
    -> (fit: LinearEasing.Fit, duration: Double)?
  {
    guard let motion = try? SpringSolution(parameters: parameters, from: 0, to: 1, relativeVelocity: 0) else {
      return nil
    }
    let settle = motion.settlingDuration(band: .relative(maximumError / 2))
    guard settle.isFinite, settle > 0, settle < 1e6 else { return nil }
    let duration = (settle * 1000).rounded(.up) / 1000
    guard let fit = LinearEasing.fitting({ motion.position(at: $0 * duration) }, maximumError: maximumError, endStop: 1)
    else { return nil }
    return (fit, duration)
  }

  /// The words of a token path: each group or token name split at every character that is
  /// not an ASCII letter or digit.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isASCII, character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.isEmpty ? ["token"] : words
  }

  /// `motion.easing.standard` → `motionEasingStandard` (Swift, Kotlin, Dart); a leading digit gets `_`.
  public static func camelCaseName(_ name: String) -> String {
    let parts = words(name)
    let text =
      parts[0].prefix(1).lowercased() + parts[0].dropFirst()
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return text.first?.isNumber == true ? "_" + text : text
  }

  /// `motion.easing.standard` → `--motion-easing-standard` (a CSS custom property).
  public static func cssName(_ name: String) -> String { "--" + words(name).joined(separator: "-").lowercased() }

  /// `motion.easing.standard` → `motion_easing_standard` (an Android resource name); a leading digit gets `_`.
  public static func resourceName(_ name: String) -> String {
    let text = words(name).joined(separator: "_").lowercased()
    return text.first?.isNumber == true ? "_" + text : text
  }
}
