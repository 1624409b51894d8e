public import AnimationMath

extension LottieFile {
  /// The channels `player` refuses, each with why, in file order (empty when
  /// it evaluates every channel). The auto-orient angle is always exact's, so
  /// it is never refused.
  public func refusals(by player: LottiePlayer) -> [(channel: LottieChannel, reason: String)] {
    channels.compactMap { channel in
      let properties: [LottieProperty]
      switch channel.source {
      case .property(let property): properties = [property]
      case .split(let split): properties = split
      case .orientation, .visible: properties = []
      }
      return properties.lazy.compactMap { $0.refusal(by: player) }.first.map { (channel, $0) }
    }
  }
}
