public import AnimationMath

/// A bodymovin (Lottie) file read for evaluation: the composition's clock and
/// one ``LottieChannel`` per animated property, in file order.
public struct LottieFile: Sendable {
  /// `fr`: frames per second.
  public let frameRate: Double
  /// `ip`: the composition's first frame.
  public let inPoint: Double
  /// `op`: the frame the composition stops at (the last frame shown is before it).
  public let outPoint: Double
  /// The animated quantities, layers in file order, then their properties.
  public let channels: [LottieChannel]
  /// Notes for stderr: keyframes read as the players read them (linear without handles).
  public let notes: [String]

  /// Creates a file model.
  public init(frameRate: Double, inPoint: Double, outPoint: Double, channels: [LottieChannel], notes: [String]) {
    self.frameRate = frameRate
    self.inPoint = inPoint
    self.outPoint = outPoint
    self.channels = channels
    self.notes = notes
  }

  /// The number of columns after `frame,t`.
  var columnCount: Int { channels.reduce(0) { $0 + $1.components.count } }

  /// The column names after `frame,t`.
  public var header: [String] { channels.flatMap(\.columns) }

  /// The values of every column at composition frame `frame`, as `player` evaluates them.
  public func row(atFrame frame: Double, player: LottiePlayer = .exact) -> [Double] {
    let rendered = player.compositionFrame(frame, inPoint: inPoint, outPoint: outPoint)
    var row: [Double] = []
    row.reserveCapacity(columnCount)
    for channel in channels { channel.append(atFrame: rendered, player: player, to: &row) }
    return row
  }

  /// The default frames: every integer frame from `ip` to `op − 1`.
  public var defaultFrames: [Double] {
    let first = inPoint.rounded(.up)
    guard outPoint - 1 >= first else { return [first] }
    return Array(stride(from: first, through: outPoint - 1, by: 1))
  }
}
