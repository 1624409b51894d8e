import AnimationMath

/// Seed 002 (`SGShootControlView`, the record button): press at 0, release
/// at `R`.
///
/// - Press: a 0.25 s UIView block (UIKit's default ease-in-ease-out) sets
///   `center.cornerRadius` 30 → 10, `center.scale` 1 → 0.7 and `border.scale`
///   1 → 1.8. Its completion (0.25 s) adds the `borderWidth` animation: 5 → 10,
///   duration 0.5, autoreverses, `repeatCount = FLT_MAX`, fill backwards,
///   `removedOnCompletion = NO`, begin time "now" (0.25 s).
/// - Release at `R ≥ 0.25` s: the `borderWidth` animation is removed (the
///   model was always 5), and a 0.25 s block returns `cornerRadius` to 30 and
///   both scales to 1.
///
/// The layers are standalone `CALayer`s; the bench treats the blocks' changes
/// as 0.25 s ease-in-ease-out animations (see TIMING_NOTES).
enum ShootScene {
  /// The press (and release) block's duration, in seconds.
  static let pressDuration = 0.25
  /// The default release time, in seconds.
  static let defaultRelease = 1.0

  static func make(release r: Double) throws(SceneError) -> AnimationScene {
    let t = BuiltInScenes.self
    let press = pressDuration
    func block(_ keyPath: String, _ from: Double, _ to: Double, at begin: Double) -> SceneAnimation {
      SceneAnimation(
        .basic(
          BasicAnimation(
            keyPath: keyPath, from: .scalar(from), to: .scalar(to), timing: t.timing(begin: begin, duration: press),
            timingFunction: .easeInEaseOut)), addedAt: begin)
    }
    let center = SceneLayer(
      name: "center", modelValues: [("cornerRadius", .scalar(30)), ("scale", .scalar(1))],
      modelChanges: [
        ModelChange(at: 0, keyPath: "cornerRadius", value: .scalar(10)),
        ModelChange(at: 0, keyPath: "scale", value: .scalar(0.7)),
        ModelChange(at: r, keyPath: "cornerRadius", value: .scalar(30)),
        ModelChange(at: r, keyPath: "scale", value: .scalar(1)),
      ],
      animations: [
        block("cornerRadius", 30, 10, at: 0), block("scale", 1, 0.7, at: 0),
        block("cornerRadius", 10, 30, at: r), block("scale", 0.7, 1, at: r),
      ])
    let borderWidth = BasicAnimation<AnimationValue>(
      keyPath: "borderWidth", from: .scalar(5), to: .scalar(10),
      timing: t.timing(
        begin: press, duration: 0.5, repeatCount: Double(Float.greatestFiniteMagnitude), autoreverses: true,
        fill: .backwards, removedOnCompletion: false))
    let border = SceneLayer(
      name: "border", modelValues: [("scale", .scalar(1)), ("borderWidth", .scalar(5))],
      modelChanges: [
        ModelChange(at: 0, keyPath: "scale", value: .scalar(1.8)),
        ModelChange(at: r, keyPath: "scale", value: .scalar(1)),
      ],
      animations: [
        block("scale", 1, 1.8, at: 0),
        SceneAnimation(.basic(borderWidth), addedAt: press, removedAt: r),
        block("scale", 1.8, 1, at: r),
      ])
    return try AnimationScene(name: "shoot", layers: [center, border], duration: r + press)
  }
}
