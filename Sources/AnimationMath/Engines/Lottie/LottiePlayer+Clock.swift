/// The frames a player evaluates at: its quantisation of the composition's
/// frame, the frame a precomp hands its children, the frame a layer's own
/// keyframes see and when a layer is drawn. A player without its own rule
/// follows ``LottieLayerTiming``'s (exact) ones.
extension LottiePlayer {
  /// The composition frame the player renders when asked for `frame`, in a
  /// composition that runs from `inPoint` (`ip`) to `outPoint` (`op`).
  public func compositionFrame(_ frame: Double, inPoint: Double, outPoint: Double) -> Double {
    switch self {
    case .rlottie: return RLottiePlayer.compositionFrame(frame, inPoint: inPoint, outPoint: outPoint)
    case .thorvg: return ThorVGPlayer.compositionFrame(frame, inPoint: inPoint, outPoint: outPoint)
    default: return frame
    }
  }
}

extension LottieLayerTiming {
  /// The frame a precomp's children see at parent frame `frame`, as `player` computes it.
  public func childFrame(atFrame frame: Double, player: LottiePlayer) -> Double {
    switch player {
    case .rlottie: return RLottiePlayer.childFrame(self, atFrame: frame)
    case .thorvg: return ThorVGPlayer.childFrame(self, atFrame: frame)
    default: return childFrame(atFrame: frame)
    }
  }

  /// The frame the layer's own keyframes see at parent frame `frame`, as `player` computes it.
  public func propertyFrame(atFrame frame: Double, player: LottiePlayer) -> Double {
    switch player {
    case .rlottie, .thorvg: return frame
    default: return propertyFrame(atFrame: frame)
    }
  }

  /// Whether the layer is drawn at parent frame `frame`, as `player` decides it.
  public func isVisible(atFrame frame: Double, player: LottiePlayer) -> Bool {
    switch player {
    case .rlottie: return RLottiePlayer.isVisible(self, atFrame: frame)
    default: return isVisible(atFrame: frame)
    }
  }
}
