public import AnimationMath

/// One animated quantity of a Lottie file and the CSV columns it fills:
/// `<layer>.<property>[.<component>]`.
public struct LottieChannel: Sendable {
  /// What the channel evaluates.
  public enum Source: Sendable {
    /// An animated property; the columns pick `components` from its value.
    case property(LottieProperty)
    /// A split position: one scalar property per dimension.
    case split([LottieProperty])
    /// The auto-orient angle of a position, in degrees in (−180, 180].
    case orientation(LottieProperty)
    /// 1 while the layer is visible (ip ≤ t < op), else 0.
    case visible
  }

  /// `<layer>.<property>` (a shape's `<layer>/<group>/…/<shape>.<property>`).
  public let name: String
  /// Column suffixes and the value index each one reads (an empty suffix: the bare name).
  public let components: [(suffix: String, index: Int)]
  /// The precomp layers that contain the layer, outermost first: each maps its
  /// parent's frame to its children's.
  public let ancestors: [LottieLayerTiming]
  /// The timing of the layer that owns the channel.
  public let layer: LottieLayerTiming
  /// What is evaluated.
  public let source: Source
  /// The property of a `.property` source, stored apart so that evaluating it borrows it instead of copying it out of the enum.
  private let property: LottieProperty?

  /// Creates a channel.
  public init(
    name: String, components: [(suffix: String, index: Int)], ancestors: [LottieLayerTiming],
    layer: LottieLayerTiming, source: Source
  ) {
    self.name = name
    self.components = components
    self.ancestors = ancestors
    self.layer = layer
    self.source = source
    if case .property(let property) = source { self.property = property } else { self.property = nil }
  }

  /// The channel's column names.
  public var columns: [String] { components.map { $0.suffix.isEmpty ? name : "\(name).\($0.suffix)" } }

  /// Appends ``values(atFrame:player:)`` to `row`: the same doubles, without
  /// building arrays for an exact animated property.
  public func append(atFrame frame: Double, player: LottiePlayer = .exact, to row: inout [Double]) {
    guard player == .exact, property != nil else {
      row.append(contentsOf: values(atFrame: frame, player: player))
      return
    }
    var parentFrame = frame
    for ancestor in ancestors { parentFrame = ancestor.childFrame(atFrame: parentFrame) }
    let local = layer.propertyFrame(atFrame: parentFrame)
    for component in components {
      row.append(component.index < property!.dimension ? property!.component(component.index, atFrame: local) : .nan)
    }
  }

  /// The column values at composition frame `frame`, as `player` evaluates
  /// them (the auto-orient angle is the exact one except under lottie-web).
  public func values(atFrame frame: Double, player: LottiePlayer = .exact) -> [Double] {
    var parentFrame = frame
    for ancestor in ancestors { parentFrame = ancestor.childFrame(atFrame: parentFrame, player: player) }
    let local = layer.propertyFrame(atFrame: parentFrame, player: player)
    let value: [Double]
    switch source {
    case .visible: value = [layer.isVisible(atFrame: parentFrame, player: player) ? 1 : 0]
    case .property(let property): value = property.value(atFrame: local, player: player)
    case .split(let properties): value = properties.map { $0.value(atFrame: local, player: player)[0] }
    case .orientation(let property): value = [property.orientation(atFrame: local, player: player)]
    }
    return components.map { $0.index < value.count ? value[$0.index] : .nan }
  }
}
