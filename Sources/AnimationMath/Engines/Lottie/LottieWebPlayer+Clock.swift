/// How airbnb/lottie-web hands a precomp's children their frame.
///
/// Read from airbnb/lottie-web at bede03d2, `player/js/elements/CompElement.js`,
/// `prepareFrame`: without time remap the children run at the exact rule's
/// (t − `st`)/`sr`; with time remap they run at tm(t)·`fr`, except that a
/// remapped frame equal to the precomp layer's `op` becomes `op` − 1.
extension LottieWebPlayer {
  /// The frame `timing`'s precomp hands its children at parent frame `frame`.
  static func childFrame(_ timing: LottieLayerTiming, atFrame frame: Double) -> Double {
    let child = timing.childFrame(atFrame: frame)
    return timing.timeRemap != nil && child == timing.outPoint ? timing.outPoint - 1 : child
  }
}
