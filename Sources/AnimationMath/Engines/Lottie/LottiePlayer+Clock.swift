/// The composition frame a player renders: its quantisation of the frame a
/// host asks for. A player without its own rule renders the frame asked for.
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
