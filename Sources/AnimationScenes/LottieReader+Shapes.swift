import AnimationMath

extension LottieReader {
  /// How a property's value maps to column suffixes.
  enum ComponentKind {
    /// `.x .y .z` (a single number: the bare name).
    case vector
    /// `.r .g .b .a`.
    case color
    /// `v<k>.x`, `v<k>.y`, `i<k>.x`, … per vertex.
    case path
    /// `stop<k>.offset .r .g .b` for `colorStops` stops, then `stop<k>.alpha`.
    case gradient(colorStops: Int)
  }

  /// The column suffixes of a value with `count` numbers.
  static func components(_ kind: ComponentKind, count: Int) -> [(suffix: String, index: Int)] {
    switch kind {
    case .vector:
      if count == 1 { return [("", 0)] }
      return (0..<count).map { (count <= 3 ? ["x", "y", "z"][$0] : String($0), $0) }
    case .color:
      return (0..<count).map { (count <= 4 ? ["r", "g", "b", "a"][$0] : String($0), $0) }
    case .path:
      return (0..<count).map { index in
        let vertex = index / 6
        let role = ["v", "v", "i", "i", "o", "o"][index % 6]
        return ("\(role)\(vertex).\(index % 2 == 0 ? "x" : "y")", index)
      }
    case .gradient(let stops):
      var out: [(suffix: String, index: Int)] = []
      for index in 0..<min(count, 4 * stops) {
        out.append(("stop\(index / 4).\(["offset", "r", "g", "b"][index % 4])", index))
      }
      // Opacity stops follow as (offset, alpha) pairs; the alpha of the k-th is stop<k>.alpha.
      var stop = 0
      var index = 4 * stops + 1
      while index < count {
        out.append(("stop\(stop).alpha", index))
        stop += 1
        index += 2
      }
      return out
    }
  }

  /// Adds a channel for the property `key` of `node` if it is animated.
  mutating func animated(
    _ node: JSONNode, _ key: String, name: String, kind: ComponentKind, ancestors: [LottieLayerTiming],
    layer: LottieLayerTiming
  ) throws(SceneError) -> LottieProperty? {
    guard let child = try node.optional(key) else { return nil }
    let property = try property(child)
    if property.isAnimated {
      channels.append(
        LottieChannel(
          name: name, components: Self.components(kind, count: property.dimension), ancestors: ancestors,
          layer: layer, source: .property(property)))
    }
    return property
  }

  /// A transform (`ks` of a layer, `tr` of a group) named `name`.
  mutating func transform(
    _ node: JSONNode, name: String, ancestors: [LottieLayerTiming], layer: LottieLayerTiming, autoOrient: Bool
  ) throws(SceneError) {
    _ = try animated(node, "a", name: "\(name).anchor", kind: .vector, ancestors: ancestors, layer: layer)
    var position: LottieProperty?
    if let p = try node.optional("p"), try p.optional("s")?.value == .bool(true) {
      var parts: [LottieProperty] = []
      for axis in ["x", "y", "z"] {
        guard let part = try p.optional(axis) else { continue }
        parts.append(try property(part))
      }
      if parts.contains(where: \.isAnimated) {
        channels.append(
          LottieChannel(
            name: "\(name).position", components: Self.components(.vector, count: parts.count),
            ancestors: ancestors, layer: layer, source: .split(parts)))
      }
    } else {
      position = try animated(node, "p", name: "\(name).position", kind: .vector, ancestors: ancestors, layer: layer)
    }
    _ = try animated(node, "s", name: "\(name).scale", kind: .vector, ancestors: ancestors, layer: layer)
    let hasR = try node.optional("r") != nil
    let hasRZ = try node.optional("rz") != nil
    let rotationKey = !hasR && hasRZ ? "rz" : "r"
    _ = try animated(node, rotationKey, name: "\(name).rotation", kind: .vector, ancestors: ancestors, layer: layer)
    _ = try animated(node, "o", name: "\(name).opacity", kind: .vector, ancestors: ancestors, layer: layer)
    _ = try animated(node, "sk", name: "\(name).skew", kind: .vector, ancestors: ancestors, layer: layer)
    _ = try animated(node, "sa", name: "\(name).skewAxis", kind: .vector, ancestors: ancestors, layer: layer)
    if autoOrient, let position, position.isAnimated {
      channels.append(
        LottieChannel(
          name: "\(name).orientation", components: [("", 0)], ancestors: ancestors, layer: layer,
          source: .orientation(position)))
    }
  }

  /// The shape items of a layer or group; `path` names the container.
  mutating func shapes(
    _ node: JSONNode, path: String, ancestors: [LottieLayerTiming], layer: LottieLayerTiming
  ) throws(SceneError) {
    let items = try node.elements()
    var names: [String] = []
    for (index, item) in items.enumerated() {
      let type = try item.optional("ty")?.string() ?? "shape"
      let name = try item.optional("nm")?.string() ?? ""
      names.append(name.isEmpty ? "\(type)\(index)" : name)
    }
    for (index, item) in items.enumerated() {
      let repeated = names.filter { $0 == names[index] }.count > 1
      let name = path + "/" + (repeated ? "\(names[index])#\(index)" : names[index])
      try shape(item, name: name, container: path, ancestors: ancestors, layer: layer)
    }
  }

  /// One shape item.
  mutating func shape(
    _ item: JSONNode, name: String, container: String, ancestors: [LottieLayerTiming], layer: LottieLayerTiming
  ) throws(SceneError) {
    let type = try item.optional("ty")?.string() ?? ""
    func add(_ key: String, _ property: String, _ kind: ComponentKind = .vector) throws(SceneError) {
      _ = try animated(item, key, name: "\(name).\(property)", kind: kind, ancestors: ancestors, layer: layer)
    }
    switch type {
    case "gr":
      if let items = try item.optional("it") { try shapes(items, path: name, ancestors: ancestors, layer: layer) }
    case "tr":
      try transform(item, name: container, ancestors: ancestors, layer: layer, autoOrient: false)
    case "el":
      try add("s", "size")
      try add("p", "position")
    case "rc":
      try add("s", "size")
      try add("p", "position")
      try add("r", "roundness")
    case "sh":
      if let ks = try item.optional("ks") {
        let property = try property(ks)
        if property.isAnimated {
          channels.append(
            LottieChannel(
              name: name, components: Self.components(.path, count: property.dimension), ancestors: ancestors,
              layer: layer, source: .property(property)))
        }
      }
    case "fl":
      try add("c", "color", .color)
      try add("o", "opacity")
    case "st":
      try add("c", "color", .color)
      try add("o", "opacity")
      try add("w", "width")
    case "tm":
      try add("s", "start")
      try add("e", "end")
      try add("o", "offset")
    case "gf", "gs":
      if let gradient = try item.optional("g") {
        let stops = Int(try gradient.required("p").number("a whole number of stops ≥ 0") { $0 >= 0 && $0 < 1e6 })
        _ = try animated(
          gradient, "k", name: name, kind: .gradient(colorStops: stops), ancestors: ancestors, layer: layer)
      }
      try add("o", "opacity")
      try add("s", "start")
      try add("e", "end")
      if type == "gs" { try add("w", "width") }
    case "sr":
      try add("pt", "points")
      try add("p", "position")
      try add("r", "rotation")
      try add("ir", "innerRadius")
      try add("or", "outerRadius")
      try add("is", "innerRoundness")
      try add("os", "outerRoundness")
    default:
      break
    }
  }
}
