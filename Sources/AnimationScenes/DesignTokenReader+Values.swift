import AnimationMath

extension DesignTokenReader {
  /// The value of a token of `type`: nil for the types this reader does not read.
  mutating func value(_ node: JSONNode, type: String, chain: [String]) throws(SceneError) -> MotionToken.Value? {
    switch type {
    case "duration": return .duration(try Self.duration(node))
    case "cubicBezier": return .cubicBezier(try Self.cubicBezier(node))
    case "transition": return .transition(try transition(node, chain: chain))
    case _ where Self.isSpringType(type):
      let (parameters, shape) = try Self.spring(node)
      return .spring(parameters, shape)
    default: return nil
    }
  }

  /// A member of a composite value that may be an alias to a token of `type`.
  private mutating func member(_ node: JSONNode, type: String, chain: [String]) throws(SceneError)
    -> MotionToken.Value
  {
    if let target = try Self.alias(node) {
      let resolved = try follow(target, from: node, chain: chain)
      guard resolved.type == type, let value = resolved.value else {
        throw node.error("the alias {\(target)} is a \(resolved.type) token, not \(type)")
      }
      return value
    }
    if case .object(let members) = node.value, members.contains(where: { $0.key == "$ref" }) {
      throw node.error("JSON Pointer references ({\"$ref\": …}) are not supported by this reader")
    }
    return try value(node, type: type, chain: chain)!
  }

  /// `{duration, delay, timingFunction}`, each a value or an alias.
  mutating func transition(_ node: JSONNode, chain: [String]) throws(SceneError) -> MotionTransition {
    try node.requireKeys(in: ["duration", "delay", "timingFunction"])
    guard case .duration(let duration) = try member(node.required("duration"), type: "duration", chain: chain),
      case .duration(let delay) = try member(node.required("delay"), type: "duration", chain: chain),
      case .cubicBezier(let curve) = try member(
        node.required("timingFunction"), type: "cubicBezier", chain: chain)
    else { throw node.error("must be {duration, delay, timingFunction}") }
    return MotionTransition(duration: duration, delay: delay, timingFunction: curve)
  }

  /// A DTCG duration `{value, unit: "ms"|"s"}`, in seconds.
  static func duration(_ node: JSONNode) throws(SceneError) -> Double {
    if case .object(let members) = node.value, members.contains(where: { $0.key == "$ref" }) {
      throw node.error("JSON Pointer references ({\"$ref\": …}) are not supported by this reader")
    }
    guard case .object = node.value else {
      throw node.error(
        "a duration must be an object {\"value\": number, \"unit\": \"ms\" or \"s\"}; got \(node.describe)")
    }
    try node.requireKeys(in: ["value", "unit"])
    let value = try node.required("value").number()
    let unit = try node.required("unit").choice(["ms", "s"])
    return try seconds(unit == "ms" ? value / 1000 : value, node.required("value"))
  }

  /// `seconds` if finite, ≥ 0 and at most ``DesignTokenFile/maximumSeconds``.
  static func seconds(_ seconds: Double, _ node: JSONNode) throws(SceneError) -> Double {
    guard seconds.isFinite, seconds >= 0, seconds <= DesignTokenFile.maximumSeconds else {
      throw node.error(
        "a duration must be ≥ 0 and at most \(DesignTokenFile.maximumSeconds) s (this reader is stricter than the schema); got \(node.describe)"
      )
    }
    return seconds
  }

  /// `[x1, y1, x2, y2]`, x in [0, 1].
  static func cubicBezier(_ node: JSONNode) throws(SceneError) -> CubicBezierTiming {
    let items = try node.elements()
    guard items.count == 4 else {
      throw node.error("a cubicBezier must be 4 numbers [x1, y1, x2, y2]; got \(items.count)")
    }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
      if index % 2 == 0 {
        numbers.append(try item.number("a number in [0, 1] (an x coordinate)") { $0 >= 0 && $0 <= 1 })
      } else {
        // Stricter than the schema: Compose, Android and Core Animation store Float.
        numbers.append(
          try item.number("a number within ±3.4e38 (Float's range; this reader is stricter than the schema)") {
            abs($0) <= Double(Float.greatestFiniteMagnitude)
          })
      }
    }
    do {
      return try CubicBezierTiming(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    } catch {
      throw node.error("not a cubic-bézier: \(error)")
    }
  }

  /// The spring in a token's `$extensions`, if any (the token's own `$value` is still read).
  func extensionSpring(_ entry: Entry) throws(SceneError) -> MotionToken.Value? {
    guard let extensions = try entry.node.optional("$extensions") else { return nil }
    for (key, value) in try extensions.members() {
      let vendor = try extensions.required(key)
      if key == "spring" || key.hasSuffix(".spring") {
        let (parameters, shape) = try Self.spring(vendor)
        return .spring(parameters, shape)
      }
      if case .object(let members) = value, members.contains(where: { $0.key == "spring" }) {
        let (parameters, shape) = try Self.spring(vendor.required("spring"))
        return .spring(parameters, shape)
      }
    }
    return nil
  }

  /// A spring object in one of ``DesignTokenFile/springShapes``.
  static func spring(_ node: JSONNode) throws(SceneError) -> (SpringParameters, MotionToken.SpringShape) {
    let keys = Set(try node.members().map(\.key))
    do {
      if keys.contains("bounce") {
        try node.requireKeys(in: ["bounce", "duration"])
        let duration = try springSeconds(node.required("duration"))
        let bounce = try node.required("bounce").number("a number in (−1, 1]") { $0 > -1 && $0 <= 1 }
        return (try SpringParameters.swiftUI(duration: duration, bounce: bounce), .bounceDuration)
      }
      if keys.contains("response") {
        let ratioKey = ["dampingFraction", "dampingRatio", "damping"].first(where: keys.contains) ?? "dampingFraction"
        try node.requireKeys(in: ["response", ratioKey])
        let response = try springSeconds(node.required("response"))
        let ratio = try node.required(ratioKey).number("a number ≥ 0") { $0 >= 0 }
        return (
          try SpringParameters.swiftUI(response: response, dampingFraction: ratio), .responseDampingFraction
        )
      }
      if keys.contains("stiffness") {
        try node.requireKeys(in: ["mass", "stiffness", "damping"])
        let mass = try node.optional("mass")?.number("a number > 0") { $0 > 0 } ?? 1
        let stiffness = try node.required("stiffness").number("a number > 0") { $0 > 0 }
        let damping = try node.required("damping").number("a number ≥ 0") { $0 >= 0 }
        return (try SpringParameters(mass: mass, stiffness: stiffness, damping: damping), .massStiffnessDamping)
      }
    } catch let error as SpringParameterError {
      throw node.error("not a spring: \(error)")
    } catch let error as SceneError {
      throw error
    } catch {
      throw node.error("not a spring")
    }
    throw node.error("a spring must be \(DesignTokenFile.springShapes)")
  }

  /// A spring's time: a DTCG duration, "400ms" / "0.4s", or a number of seconds; > 0.
  static func springSeconds(_ node: JSONNode) throws(SceneError) -> Double {
    let seconds: Double
    switch node.value {
    case .number(let x): seconds = try Self.seconds(x, node)
    case .string(let text):
      let (digits, divisor) = text.hasSuffix("ms") ? (text.dropLast(2), 1000.0) : (text.dropLast(1), 1.0)
      guard text.hasSuffix("s"), let x = Double(String(digits)), x.isFinite else {
        throw node.error("must be a duration such as \"400ms\" or \"0.4s\"; got \(node.describe)")
      }
      seconds = try Self.seconds(x / divisor, node)
    default: seconds = try duration(node)
    }
    guard seconds > 0 else { throw node.error("a spring's time must be > 0; got \(node.describe)") }
    return seconds
  }
}
