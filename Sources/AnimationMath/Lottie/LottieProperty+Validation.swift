extension LottieProperty {
  /// Checks the specification's rules on a keyframe list (see ``init(keyframes:)``).
  static func validate(_ keyframes: [LottieKeyframe]) throws(LottieKeyframeError) {
    for (index, keyframe) in keyframes.enumerated() {
      guard keyframe.time.isFinite else {
        throw LottieKeyframeError(index: index, field: "t", message: "must be a finite frame number")
      }
      if index > 0 {
        let previous = keyframes[index - 1].time
        if keyframe.time < previous {
          throw LottieKeyframeError(
            index: index, field: "t",
            message:
              "keyframes must be in ascending order of t (this t = \(keyframe.time) follows t = \(previous))")
        }
        if index > 1, keyframe.time == previous, keyframes[index - 2].time == previous {
          throw LottieKeyframeError(
            index: index, field: "t", message: "more than two keyframes at t = \(keyframe.time) (at most two)")
        }
      }
      for number in keyframe.value + (keyframe.endValue ?? []) + (keyframe.spatialOut ?? [])
        + (keyframe.spatialIn ?? []) where !number.isFinite
      {
        throw LottieKeyframeError(index: index, field: "s", message: "values and tangents must be finite numbers")
      }
      for (name, handle) in [("o", keyframe.outHandle), ("i", keyframe.inHandle)] {
        guard let handle else { continue }
        for x in handle.x where !(x >= 0 && x <= 1) {
          throw LottieKeyframeError(index: index, field: "\(name).x", message: "x handle \(x) must lie in [0, 1]")
        }
        for y in handle.y where !y.isFinite {
          throw LottieKeyframeError(index: index, field: "\(name).y", message: "y handle must be a finite number")
        }
        if handle.x.isEmpty || handle.y.isEmpty {
          throw LottieKeyframeError(index: index, field: name, message: "a handle needs x and y")
        }
      }
    }
  }
}
