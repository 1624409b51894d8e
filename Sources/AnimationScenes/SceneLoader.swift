import AnimationMath

/// Reads a scene from JSON.
///
/// ```json
/// {
///   "name": "ring",
///   "duration": 0.6,
///   "layers": [
///     {
///       "name": "ring",
///       "model": { "lineWidth": 1, "path": null },
///       "changes": [ { "at": 0.5, "keyPath": "lineWidth", "value": 2 } ],
///       "animations": [
///         { "type": "group", "beginTime": 0.15, "duration": 0.25, "animations": [
///           { "type": "basic", "keyPath": "path", "from": "M 0 0 L 1 0", "to": "M 0 0 L 2 0" },
///           { "type": "keyframe", "keyPath": "lineWidth", "values": [1, 4, 0.3], "keyTimes": [0, 0.7, 0.9] }
///         ] }
///       ]
///     }
///   ]
/// }
/// ```
///
/// Documentation/SceneFormat.md gives every key, the value shapes and a complete
/// example, which the tests load.
///
/// Every problem is a ``SceneError`` naming its JSON path; unknown keys are
/// errors too, so that a typo does not silently change the animation.
public enum SceneLoader {
  /// Keys shared by every animation.
  static let timingKeys = [
    "type", "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses",
    "fillMode", "removedOnCompletion", "timingFunction",
  ]

  /// Parses a scene from JSON text.
  public static func load(_ text: String) throws(SceneError) -> AnimationScene {
    // A byte-order mark (Excel and some editors write one) is not content.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
    let root = JSONNode(root: try JSONValue(parsing: text))
    try root.requireKeys(in: ["name", "duration", "layers"])
    let name = try root.optional("name")?.string() ?? "scene"
    let layerNodes = try root.required("layers").elements()
    guard !layerNodes.isEmpty else { throw try root.required("layers").error("needs at least one layer") }
    var layers: [SceneLayer] = []
    for node in layerNodes {
      let layer = try self.layer(node)
      if layers.contains(where: { $0.name == layer.name }) {
        throw try node.required("name").error("duplicate layer name \"\(layer.name)\"")
      }
      layers.append(layer)
    }
    let duration = try root.optional("duration")?.number("a finite number ≥ 0") { $0 >= 0 }
    return try AnimationScene(name: name, layers: layers, duration: duration ?? defaultDuration(layers))
  }

  /// The latest finite end among the layers' animations and model changes (1 s
  /// when there is none).
  static func defaultDuration(_ layers: [SceneLayer]) -> Double {
    var end = 0.0
    for layer in layers {
      for change in layer.modelChanges { end = max(end, change.time) }
      for attached in layer.animations {
        let timing = attached.animation.timing
        if !timing.speed.isZero { end = max(end, timing.activeIntervalInParentTime.end) }
        if attached.removedAt.isFinite { end = max(end, attached.removedAt) }
      }
    }
    return end > 0 ? end : 1
  }

  static func layer(_ node: JSONNode) throws(SceneError) -> SceneLayer {
    try node.requireKeys(in: ["name", "model", "changes", "animations"])
    let name = try node.required("name").string()
    guard !name.isEmpty, !name.contains(","), !name.contains("\"") else {
      throw try node.required("name").error("must be a non-empty name without commas or quotes")
    }
    var model: [(keyPath: String, value: AnimationValue)] = []
    if let modelNode = try node.optional("model") {
      for (key, value) in try modelNode.members() {
        let child = JSONNode(value, path: modelNode.path(of: key))
        if case .null = value { continue }
        model.append((key, try self.value(child)))
      }
    }
    var changes: [ModelChange] = []
    for change in try node.optional("changes")?.elements() ?? [] {
      try change.requireKeys(in: ["at", "keyPath", "value"])
      let time = try change.required("at").number()
      let keyPath = try keyPathString(change.required("keyPath"))
      let value = try change.optional("value").map { (n) throws(SceneError) in try self.value(n) }
      changes.append(ModelChange(at: time, keyPath: keyPath, value: value))
    }
    var animations: [SceneAnimation] = []
    for element in try node.optional("animations")?.elements() ?? [] {
      let addedAt = try element.optional("addedAt")?.number() ?? 0
      let removedAt = try element.optional("removedAt")?.nonNegativeOrInfinity() ?? .infinity
      guard removedAt >= addedAt else {
        throw try element.required("removedAt").error("must not be before addedAt (\(addedAt))")
      }
      let animation = try self.animation(element, defaultBegin: addedAt, extraKeys: ["addedAt", "removedAt"])
      animations.append(SceneAnimation(animation, addedAt: addedAt, removedAt: removedAt))
    }
    return SceneLayer(name: name, modelValues: model, modelChanges: changes, animations: animations)
  }

  static func keyPathString(_ node: JSONNode) throws(SceneError) -> String {
    let text = try node.string()
    guard !text.isEmpty, !text.contains(","), !text.contains("\"") else {
      throw node.error("must be a non-empty key path without commas or quotes")
    }
    return text
  }

  static func animation(_ node: JSONNode, defaultBegin: Double, extraKeys: [String] = []) throws(SceneError)
    -> LayerAnimation
  {
    let type = try node.required("type").choice(["basic", "keyframe", "spring", "group"])
    let timing = try self.timing(node, defaultBegin: defaultBegin)
    let timingFunction = try node.optional("timingFunction").map { (n) throws(SceneError) in try easing(n) }
    switch type {
    case "basic":
      try node.requireKeys(in: timingKeys + extraKeys + ["keyPath", "from", "to", "by"])
      let (from, to, by) = try endpoints(node)
      return .basic(
        BasicAnimation(
          keyPath: try keyPathString(node.required("keyPath")), from: from, to: to, by: by, timing: timing,
          timingFunction: timingFunction))
    case "spring":
      try node.requireKeys(
        in: timingKeys + extraKeys + [
          "keyPath", "from", "to", "by", "initialVelocity", "mass", "stiffness", "damping", "dampingRatio",
        ])
      return .spring(try spring(node, timing: timing, timingFunction: timingFunction))
    case "keyframe":
      try node.requireKeys(
        in: timingKeys + extraKeys + [
          "keyPath", "values", "path", "keyTimes", "timingFunctions", "calculationMode", "tensionValues",
          "continuityValues", "biasValues", "rotationMode", "rotationKeyPath",
        ])
      return try keyframe(node, timing: timing, timingFunction: timingFunction)
    default:
      try node.requireKeys(in: timingKeys + extraKeys + ["animations"])
      let children = try node.required("animations").elements()
      var animations: [LayerAnimation] = []
      for child in children { animations.append(try animation(child, defaultBegin: 0)) }
      return .group(AnimationGroup(animations: animations, timing: timing, timingFunction: timingFunction))
    }
  }

  static func timing(_ node: JSONNode, defaultBegin: Double) throws(SceneError) -> MediaTiming {
    let begin = try node.optional("beginTime")?.number() ?? defaultBegin
    let duration = try node.optional("duration")?.nonNegativeOrInfinity() ?? 0
    let speed = try node.optional("speed")?.number() ?? 1
    let offset = try node.optional("timeOffset")?.number() ?? 0
    let repeatCount = try node.optional("repeatCount")?.nonNegativeOrInfinity() ?? 0
    let repeatDuration = try node.optional("repeatDuration")?.nonNegativeOrInfinity() ?? 0
    let autoreverses = try node.optional("autoreverses")?.bool() ?? false
    let fill = try node.optional("fillMode")?.choice(["removed", "forwards", "backwards", "both"]) ?? "removed"
    let removed = try node.optional("removedOnCompletion")?.bool() ?? true
    do {
      return try MediaTiming(
        beginTime: begin, duration: duration, speed: speed, timeOffset: offset, repeatCount: repeatCount,
        repeatDuration: repeatDuration, autoreverses: autoreverses,
        fillMode: FillMode(coreAnimationName: fill) ?? .removed, removedOnCompletion: removed)
    } catch {
      throw node.error("\(error)")
    }
  }

  static func easing(_ node: JSONNode) throws(SceneError) -> TimingFunction {
    let text = try node.string()
    do {
      return try EasingParser.parse(text)
    } catch {
      throw node.error("is not an easing: \(error)")
    }
  }

  static func endpoints(_ node: JSONNode) throws(SceneError)
    -> (AnimationValue?, AnimationValue?, AnimationValue?)
  {
    let from = try node.optional("from").map { (n) throws(SceneError) in try value(n) }
    let to = try node.optional("to").map { (n) throws(SceneError) in try value(n) }
    let by = try node.optional("by").map { (n) throws(SceneError) in try value(n) }
    let given = [(from, "from"), (to, "to"), (by, "by")].compactMap { pair in pair.0.map { ($0, pair.1) } }
    for (value, key) in given.dropFirst() where !value.isCompatible(with: given[0].0) {
      throw try node.required(key).error(
        "a \(value.kind) does not match the \(given[0].0.kind) of '\(given[0].1)'"
          + (value.kind == given[0].0.kind ? " (paths need the same elements)" : ""))
    }
    return (from, to, by)
  }

  static func spring(_ node: JSONNode, timing: MediaTiming, timingFunction: TimingFunction?) throws(SceneError)
    -> SpringAnimation<AnimationValue>
  {
    let keyPath = try keyPathString(node.required("keyPath"))
    let (from, to, by) = try endpoints(node)
    let velocity = try node.optional("initialVelocity")?.number() ?? 0
    do {
      if let ratio = try node.optional("dampingRatio") {
        for key in ["mass", "stiffness", "damping"] where try node.optional(key) != nil {
          throw try node.required(key).error("cannot be combined with dampingRatio (UIKit's parametrisation)")
        }
        var animation = try SpringAnimation<AnimationValue>.uikit(
          keyPath: keyPath, from: from, to: to, dampingRatio: try ratio.number(), relativeVelocity: velocity,
          timing: timing)
        animation.byValue = by
        animation.timingFunction = timingFunction
        return animation
      }
      let mass = try node.optional("mass")?.number("a finite number > 0") { $0 > 0 } ?? 1
      let stiffness = try node.required("stiffness").number("a finite number > 0") { $0 > 0 }
      let damping = try node.required("damping").number("a finite number ≥ 0") { $0 >= 0 }
      let parameters = try SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
      return try SpringAnimation(
        keyPath: keyPath, from: from, to: to, by: by, parameters: parameters, relativeVelocity: velocity,
        timing: timing, timingFunction: timingFunction)
    } catch let error as SceneError {
      throw error
    } catch {
      throw node.error("\(error)")
    }
  }

  static func keyframe(_ node: JSONNode, timing: MediaTiming, timingFunction: TimingFunction?) throws(SceneError)
    -> LayerAnimation
  {
    let keyPath = try keyPathString(node.required("keyPath"))
    let modeName = try node.optional("calculationMode")?.choice(CalculationMode.allCases.map(\.rawValue))
    let mode = modeName.flatMap(CalculationMode.init(rawValue:)) ?? .linear
    var functions: [TimingFunction] = []
    for element in try node.optional("timingFunctions")?.elements() ?? [] { functions.append(try easing(element)) }
    let keyTimesNode = try node.optional("keyTimes")
    var keyTimes: [Double]?
    if let keyTimesNode {
      var times: [Double] = []
      for element in try keyTimesNode.elements() {
        let time = try element.number("a number in [0, 1]") { $0 >= 0 && $0 <= 1 }
        if let last = times.last, time < last {
          throw element.error("key times must not decrease; got \(time) after \(last)")
        }
        times.append(time)
      }
      keyTimes = times
    }
    if let pathNode = try node.optional("path") {
      if try node.optional("values") != nil {
        throw try node.required("values").error("cannot be combined with path (the path overrides values)")
      }
      let path = try self.path(pathNode)
      guard !path.segments.isEmpty else { throw pathNode.error("needs at least one drawing element after the move") }
      try checkCount(keyTimesNode, keyTimes, frames: path.segments.count + 1, mode: mode)
      let rotationName = try node.optional("rotationMode")?.choice(RotationMode.allCases.map(\.rawValue))
      let rotation = rotationName.flatMap(RotationMode.init(rawValue:))
      var animation = KeyframePathAnimation(
        keyPath: keyPath, path: path, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode,
        rotationMode: rotation, timing: timing, timingFunction: timingFunction)
      if let rotationKeyPath = try node.optional("rotationKeyPath") {
        animation.rotationKeyPath = try keyPathString(rotationKeyPath)
      }
      return .path(animation)
    }
    for key in ["rotationMode", "rotationKeyPath"] where try node.optional(key) != nil {
      throw try node.required(key).error("applies to a keyframe animation with a path only")
    }
    let valueNodes = try node.required("values").elements()
    guard !valueNodes.isEmpty else { throw try node.required("values").error("needs at least one value") }
    var values: [AnimationValue] = []
    for element in valueNodes {
      let value = try self.value(element)
      if let first = values.first, !value.isCompatible(with: first) {
        throw element.error(
          "a \(value.kind) does not match the \(first.kind) of values[0]"
            + (value.kind == first.kind ? " (paths need the same elements)" : ""))
      }
      values.append(value)
    }
    try checkCount(keyTimesNode, keyTimes, frames: values.count, mode: mode)
    func numbers(_ key: String) throws(SceneError) -> [Double] {
      var result: [Double] = []
      for element in try node.optional(key)?.elements() ?? [] {
        result.append(try element.number("a number in [-1, 1]") { $0 >= -1 && $0 <= 1 })
      }
      return result
    }
    return .keyframe(
      KeyframeAnimation(
        keyPath: keyPath, values: values, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode,
        tensionValues: try numbers("tensionValues"), continuityValues: try numbers("continuityValues"),
        biasValues: try numbers("biasValues"), timing: timing, timingFunction: timingFunction))
  }

  /// Key times must match the keyframes (one more for discrete is allowed);
  /// the paced modes ignore them.
  static func checkCount(_ node: JSONNode?, _ keyTimes: [Double]?, frames: Int, mode: CalculationMode)
    throws(SceneError)
  {
    guard let node, let keyTimes, mode != .paced, mode != .cubicPaced else { return }
    let allowed = mode == .discrete ? [frames, frames + 1] : [frames]
    guard allowed.contains(keyTimes.count) else {
      let expected = allowed.map(String.init).joined(separator: " or ")
      throw node.error("needs \(expected) key times for \(frames) keyframes; got \(keyTimes.count)")
    }
  }

  /// A property value (see the type's documentation).
  package static func value(_ node: JSONNode) throws(SceneError) -> AnimationValue {
    switch node.value {
    case .number(let x):
      return .scalar(x)
    case .array(let items):
      guard items.count == 2, case .number(let x) = items[0], case .number(let y) = items[1] else {
        throw node.error("a point is [x, y] with two numbers")
      }
      return .point(Point(x: x, y: y))
    case .string(let text):
      if text.hasPrefix("#") { return .color(try hexColor(text, node)) }
      return .path(try path(node))
    case .object(let members):
      let keys = Set(members.map(\.key))
      if keys == ["x", "y"] {
        return .point(Point(x: try node.required("x").number(), y: try node.required("y").number()))
      }
      if keys == ["width", "height"] {
        return .size(Size(width: try node.required("width").number(), height: try node.required("height").number()))
      }
      if keys.isSubset(of: ["r", "g", "b", "a"]), keys.isSuperset(of: ["r", "g", "b"]) {
        func unit(_ key: String) throws(SceneError) -> Double {
          try node.required(key).number("a number in [0, 1]") { $0 >= 0 && $0 <= 1 }
        }
        let alpha = try node.optional("a")?.number("a number in [0, 1]") { $0 >= 0 && $0 <= 1 } ?? 1
        return .color(RGBAColor(red: try unit("r"), green: try unit("g"), blue: try unit("b"), alpha: alpha))
      }
      if keys.contains("arcCenter") { return .path(try path(node)) }
      throw node.error(
        "an object value is {\"x\", \"y\"}, {\"width\", \"height\"}, {\"r\", \"g\", \"b\"[, \"a\"]} or {\"arcCenter\", \"radius\", …}"
      )
    default:
      throw node.error(
        "must be a number, [x, y], {\"width\", \"height\"}, a color or SVG path data; got \(node.value.kind)")
    }
  }

  /// A path: SVG path data (a string), or a `UIBezierPath(arcCenter:…)`
  /// object `{"arcCenter": [x, y], "radius": r, "startAngle": a, "endAngle": b,
  /// "clockwise": true, "reading": "exact" | "coreGraphicsCubics"}` (radians).
  static func path(_ node: JSONNode) throws(SceneError) -> BezierPath {
    if case .object = node.value {
      try node.requireKeys(in: ["arcCenter", "radius", "startAngle", "endAngle", "clockwise", "reading"])
      let center = try node.required("arcCenter").elements()
      guard center.count == 2 else { throw try node.required("arcCenter").error("must be [x, y]") }
      let radius = try node.required("radius").number("a finite number > 0") { $0 > 0 }
      let start = try node.required("startAngle").number()
      let end = try node.required("endAngle").number()
      let clockwise = try node.required("clockwise").bool()
      let reading = try node.optional("reading")?.choice(ArcReading.allCases.map(\.rawValue)) ?? "exact"
      return BezierPath(
        arcCenter: Point(x: try center[0].number(), y: try center[1].number()), radius: radius, startAngle: start,
        endAngle: end, clockwise: clockwise, reading: ArcReading(rawValue: reading)!)
    }
    let text = try node.string()
    do {
      return try BezierPath(svgPathData: text)
    } catch {
      throw node.error("is not SVG path data: \(error)")
    }
  }

  static func hexColor(_ text: String, _ node: JSONNode) throws(SceneError) -> RGBAColor {
    let digits = Array(text.dropFirst())
    guard digits.count == 6 || digits.count == 8, let value = UInt32(String(digits), radix: 16) else {
      throw node.error("a hex color is #RRGGBB or #RRGGBBAA; got \"\(text)\"")
    }
    let full = digits.count == 6 ? value << 8 | 0xFF : value
    func channel(_ shift: UInt32) -> Double { Double((full >> shift) & 0xFF) / 255 }
    return RGBAColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
  }
}
