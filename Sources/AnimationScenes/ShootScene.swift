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
///
/// Preview drawing: the border (80 pt, corner radius 40, border colour the
/// seed's red at alpha 0.5) under the centre (60 pt, filled the seed's red),
/// both centred in the 80 × 80 button, on a dark background (the seed's
/// label is white; its background is not given).
enum ShootScene {
  /// The press (and release) block's duration, in seconds.
  static let pressDuration = 0.25
  /// The default release time, in seconds.
  static let defaultRelease = 1.0
  /// `[UIColor colorWithRed:251/255.0 green:49/255.0 blue:89/255.0 alpha:1]`.
  static let seedRed = RGBAColor(red: 251.0 / 255, green: 49.0 / 255, blue: 89.0 / 255)
  /// The button's centre in its own 80 × 80 bounds.
  static let middle = Point(x: 40, y: 40)

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
      ],
      drawing: LayerDrawing(
        .box(size: Size(width: 60, height: 60), fill: seedRed, border: nil, cornerRadius: 30), position: middle,
        depth: 1))
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
      ],
      drawing: LayerDrawing(
        .box(
          size: Size(width: 80, height: 80), fill: nil,
          border: RGBAColor(red: seedRed.red, green: seedRed.green, blue: seedRed.blue, alpha: 0.5), cornerRadius: 40),
        position: middle, depth: 0))
    // The border grows to 1.8 × 80 = 144 pt around the button's centre.
    let stage = SceneStage(
      origin: Point(x: -40, y: -40), size: Size(width: 160, height: 160),
      background: RGBAColor(red: 0.1, green: 0.1, blue: 0.1))
    return try AnimationScene(name: "shoot", layers: [center, border], duration: r + press, stage: stage)
  }
}
