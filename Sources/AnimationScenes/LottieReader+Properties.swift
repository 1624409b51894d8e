import AnimationMath

extension LottieReader {
  /// The animated or static property at `node` (`{"a": 0|1, "k": …}`).
  ///
  /// Keyframes that break the specification are refused with the JSON path of
  /// the fault; a non-hold keyframe without `o`/`i` is read as linear with a
  /// note (refused under `strict`).
  mutating func property(_ node: JSONNode) throws(SceneError) -> LottieProperty {
    let k = try node.required("k")
    if case .array(let items) = k.value, case .object(let first)? = items.first,
      first.contains(where: { $0.key == "t" })
    {
      let nodes = try k.elements()
      var keyframes: [LottieKeyframe] = []
      for keyframeNode in nodes { keyframes.append(try keyframe(keyframeNode)) }
      let property: LottieProperty
      do {
        property = try LottieProperty(keyframes: keyframes)
      } catch {
        let at = nodes[min(error.index, nodes.count - 1)]
        throw SceneError(path: "\(at.path).\(error.field)", message: error.message)
      }
      for index in property.linearFallbackIndices {
        let path = nodes[index].path
        if strict {
          throw SceneError(path: path, message: "a keyframe that is not a hold (h) needs o and i handles (--strict)")
        }
        notes.append("\(path): a keyframe without o/i handles is read as linear, as the players read it")
      }
      return property
    }
    return LottieProperty(value: try Self.numbers(k))
  }

  /// One keyframe object.
  func keyframe(_ node: JSONNode) throws(SceneError) -> LottieKeyframe {
    let time = try node.required("t").number()
    let value = try node.optional("s").map { (n: JSONNode) throws(SceneError) in try Self.numbers(n) } ?? []
    let end = try node.optional("e").map { (n: JSONNode) throws(SceneError) in try Self.numbers(n) }
    var hold = false
    if let h = try node.optional("h") {
      if case .bool(let flag) = h.value { hold = flag } else { hold = try h.number() != 0 }
    }
    return LottieKeyframe(
      time: time, value: value, endValue: end, isHold: hold, outHandle: try handle(node.optional("o")),
      inHandle: try handle(node.optional("i")),
      spatialOut: try node.optional("to").map { (n: JSONNode) throws(SceneError) in try Self.numbers(n) },
      spatialIn: try node.optional("ti").map { (n: JSONNode) throws(SceneError) in try Self.numbers(n) })
  }

  /// An easing handle `{"x": n|[n…], "y": n|[n…]}`.
  func handle(_ node: JSONNode?) throws(SceneError) -> LottieEasingHandle? {
    guard let node else { return nil }
    let x = try Self.numbers(node.required("x"))
    let y = try Self.numbers(node.required("y"))
    guard !x.isEmpty, !y.isEmpty else { throw node.error("a handle needs at least one x and one y") }
    return LottieEasingHandle(x: x, y: y)
  }

  /// A value flattened to numbers: a number, an array of numbers, or a Bézier
  /// path object (`{"v", "i", "o"}`, or an array holding one) flattened per
  /// vertex as v.x, v.y, i.x, i.y, o.x, o.y.
  static func numbers(_ node: JSONNode) throws(SceneError) -> [Double] {
    switch node.value {
    case .number: return [try node.number()]
    case .object: return try pathNumbers(node)
    case .array(let items):
      if items.count == 1, case .object = items[0] { return try pathNumbers(node.elements()[0]) }
      var out: [Double] = []
      for element in try node.elements() { out.append(try element.number()) }
      return out
    default: throw node.error("must be a number, an array of numbers or a path; got \(node.value.kind)")
    }
  }

  /// A path object flattened vertex by vertex: v.x, v.y, i.x, i.y, o.x, o.y.
  static func pathNumbers(_ node: JSONNode) throws(SceneError) -> [Double] {
    let vertices = try node.required("v").elements()
    let ins = try node.required("i").elements()
    let outs = try node.required("o").elements()
    guard ins.count == vertices.count, outs.count == vertices.count else {
      throw node.error("v, i and o must have the same number of points")
    }
    var out: [Double] = []
    for index in vertices.indices {
      for point in [vertices[index], ins[index], outs[index]] {
        let xy = try numbers(point)
        guard xy.count >= 2 else { throw point.error("a path point needs x and y") }
        out += xy[0..<2]
      }
    }
    return out
  }
}
