extension LottieProperty {
  /// Why `player` refuses this property's keyframes (a sentence without the
  /// property's name), or nil when it evaluates them. Only Skottie refuses
  /// keyframes the specification allows: two at one `t`.
  public func refusal(by player: LottiePlayer) -> String? {
    switch player {
    case .skottie: return SkottiePlayer.refusal(keyframes)
    default: return nil
    }
  }
}
