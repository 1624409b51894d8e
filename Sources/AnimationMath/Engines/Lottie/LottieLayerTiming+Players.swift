/// A layer's clock as each player computes it: the frame a precomp hands its
/// children, the frame the layer's own keyframes see and when the layer is
/// drawn. A player without its own rule follows the exact ones.
extension LottieLayerTiming {
  /// The frame a precomp's children see at parent frame `frame`, as `player` computes it.
  public func childFrame(atFrame frame: Double, player: LottiePlayer) -> Double {
    switch player {
    case .rlottie: return RLottiePlayer.childFrame(self, atFrame: frame)
    case .thorvg: return ThorVGPlayer.childFrame(self, atFrame: frame)
    case .lottieWeb: return LottieWebPlayer.childFrame(self, atFrame: frame)
    default: return childFrame(atFrame: frame)
    }
  }

  /// The frame the layer's own keyframes see at parent frame `frame`: every
  /// player agrees with ``propertyFrame(atFrame:)``.
  public func propertyFrame(atFrame frame: Double, player: LottiePlayer) -> Double {
    propertyFrame(atFrame: frame)
  }

  /// Whether the layer is drawn at parent frame `frame`, as `player` decides it.
  public func isVisible(atFrame frame: Double, player: LottiePlayer) -> Bool {
    switch player {
    case .rlottie: return RLottiePlayer.isVisible(self, atFrame: frame)
    default: return isVisible(atFrame: frame)
    }
  }
}
