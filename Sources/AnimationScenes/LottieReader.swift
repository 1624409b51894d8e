import AnimationMath

/// Reads a bodymovin (Lottie) JSON file into a ``LottieFile``: the
/// composition clock, layers (shape, null, solid, precomp with its asset),
/// their transforms, and the animated properties of their shapes.
///
/// Only animated properties become columns, named
/// `<layer>.<property>[.<component>]` (see Documentation/Lottie.md).
/// Problems are ``SceneError``s naming the JSON path of the fault.
public struct LottieReader {
  /// Whether a non-hold keyframe without handles is refused instead of read as linear.
  let strict: Bool
  /// Notes collected while reading.
  var notes: [String] = []
  /// The frame rate of the composition.
  var frameRate = 0.0
  /// The composition's frame range.
  var compositionRange = 0.0...0.0
  /// Precomp assets by id.
  var assets: [String: JSONNode] = [:]
  /// The channels read so far.
  var channels: [LottieChannel] = []

  /// Reads the file `text`.
  ///
  /// - Parameter strict: refuse a non-hold keyframe without `o`/`i` instead
  ///   of reading it as linear.
  /// - Throws: ``SceneError`` with the JSON path of the fault.
  public static func read(_ text: String, strict: Bool = false) throws(SceneError) -> LottieFile {
    var reader = LottieReader(strict: strict)
    let root = JSONNode(root: try JSONValue(parsing: text))
    return try reader.composition(root)
  }

  init(strict: Bool) { self.strict = strict }

  /// The whole composition.
  mutating func composition(_ root: JSONNode) throws(SceneError) -> LottieFile {
    frameRate = try root.required("fr").number("a frame rate > 0") { $0 > 0 }
    let inPoint = try root.required("ip").number()
    let outPointNode = try root.required("op")
    let outPoint = try outPointNode.number("a frame after ip") { $0 > inPoint }
    compositionRange = inPoint...outPoint
    for asset in try root.optional("assets")?.elements() ?? [] {
      guard try asset.optional("layers") != nil else { continue }
      assets[try asset.required("id").string()] = asset
    }
    try layers(root.required("layers"), prefix: "", ancestors: [], depth: 0)
    return LottieFile(
      frameRate: frameRate, inPoint: inPoint, outPoint: outPoint, channels: channels, notes: notes)
  }

  /// The deepest nesting of precomps followed (a cycle of assets is refused by it).
  static let maximumPrecompDepth = 32

  /// Reads a list of layers; `prefix` is the containing precomp's name plus "/".
  mutating func layers(
    _ node: JSONNode, prefix: String, ancestors: [LottieLayerTiming], depth: Int
  ) throws(SceneError) {
    guard depth <= Self.maximumPrecompDepth else {
      throw node.error("precomps nested deeper than \(Self.maximumPrecompDepth) (a cycle of assets?)")
    }
    let list = try node.elements()
    var names: [String] = []
    for layer in list { names.append(try layerName(layer)) }
    for (layer, name) in zip(list, names) {
      let repeated = names.filter { $0 == name }.count > 1
      let index = try layer.optional("ind")?.number() ?? 0
      let unique = repeated ? "\(name)#\(Self.shortest(index))" : name
      try self.layer(layer, name: prefix + unique, ancestors: ancestors, isTopLevel: depth == 0, depth: depth)
    }
  }

  /// A layer's `nm`, or `layer<ind>` without one.
  func layerName(_ layer: JSONNode) throws(SceneError) -> String {
    if let name = try layer.optional("nm")?.string(), !name.isEmpty { return name }
    return "layer\(Self.shortest(try layer.optional("ind")?.number() ?? 0))"
  }

  /// One layer: its visibility, transform, shapes and (for a precomp) children.
  mutating func layer(
    _ node: JSONNode, name: String, ancestors: [LottieLayerTiming], isTopLevel: Bool, depth: Int
  ) throws(SceneError) {
    let inPoint = try node.optional("ip")?.number() ?? compositionRange.lowerBound
    let outPoint = try node.optional("op")?.number() ?? compositionRange.upperBound
    let stretch = try node.optional("sr")?.number("a non-zero time stretch") { $0 != 0 } ?? 1
    let remap = try node.optional("tm").map { (n: JSONNode) throws(SceneError) in try property(n) }
    let timing = LottieLayerTiming(
      inPoint: inPoint, outPoint: outPoint, startTime: try node.optional("st")?.number() ?? 0, stretch: stretch,
      timeRemap: remap, frameRate: frameRate)
    if isTopLevel, inPoint > compositionRange.lowerBound || outPoint < compositionRange.upperBound {
      channels.append(
        LottieChannel(
          name: "\(name).visible", components: [("", 0)], ancestors: ancestors, layer: timing, source: .visible))
    }
    let autoOrient = try node.optional("ao")?.number() == 1
    if let transform = try node.optional("ks") {
      try self.transform(
        transform, name: name, ancestors: ancestors, layer: timing, autoOrient: autoOrient)
    }
    if let shapes = try node.optional("shapes") {
      try self.shapes(shapes, path: name, ancestors: ancestors, layer: timing)
    }
    if let reference = try node.optional("refId") {
      let id = try reference.string()
      guard let asset = assets[id] else { throw reference.error("no asset with id \"\(id)\" has layers") }
      try layers(asset.required("layers"), prefix: name + "/", ancestors: ancestors + [timing], depth: depth + 1)
    }
  }

  /// A number as the shortest decimal that reads back (whole numbers without ".0").
  static func shortest(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
