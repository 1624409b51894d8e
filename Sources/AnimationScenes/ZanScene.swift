import AnimationMath

/// Seed 003 (`ZanLikeView`): six triangles, each with one group, and the
/// heart's 0.35 s shrink-and-rotate, all starting at 0.
///
/// - `triangle0…5`: group of duration `D` (the seed's `duration = 0.5f`),
///   ease-in-ease-out, fill forwards, `removedOnCompletion = NO`, holding
///   - `scale` 0 → 1 over `D·0.2f`;
///   - `path` from the start triangle (−2, −30), (2, −30), (0, 0) to the end
///     one (−2, −30), (2, −30), (0, −30), beginning at `D·0.2f` for `D·0.8f`.
///   `0.2f` and `0.8f` are `float` literals promoted to `CGFloat`, so the path
///   child begins at `D·0.2000000029802322` and lasts `D·0.800000011920929`:
///   it ends 7.45e-9 s after the group and is clipped just before its end.
///   The layers' model: the start path, scale 1 (the rotation by `i·π/3` is
///   not animated).
/// - `heart.scale` 1 → 0.1 and `heart.rotation` 0 → −π/4 over 0.35 s with
///   `UIViewAnimationOptionCurveEaseIn` (Core Animation's easeIn).
///
/// Preview drawing: a 50 pt red heart (assumed size) centred at (25, 25),
/// with the triangles added on top at its centre, each rotated `i·π/3` and
/// filled `redColor`, on white.
enum ZanScene {
  /// The triangles' length, in points (`CGFloat length = 30`).
  static let length = 30.0
  /// `0.2f` promoted to double.
  static let scaleShare = Double(Float(0.2))
  /// `0.8f` promoted to double.
  static let pathShare = Double(Float(0.8))
  /// The heart's block, in seconds.
  static let heartDuration = 0.35
  /// The heart image's side, in points (not given by the seed; assumed).
  static let heartSide = 50.0
  /// The heart's centre, where the triangles sit (`_likeBefore.center`).
  static let center = Point(x: 25, y: 25)

  static func make(duration d: Double) throws(SceneError) -> AnimationScene {
    let t = BuiltInScenes.self
    var startPath = BezierPath()
    startPath.move(to: Point(x: -2, y: -length))
    startPath.addLine(to: Point(x: 2, y: -length))
    startPath.addLine(to: Point(x: 0, y: 0))
    var endPath = BezierPath()
    endPath.move(to: Point(x: -2, y: -length))
    endPath.addLine(to: Point(x: 2, y: -length))
    endPath.addLine(to: Point(x: 0, y: -length))
    let group = AnimationGroup(
      animations: [
        .basic(
          BasicAnimation(keyPath: "scale", from: .scalar(0), to: .scalar(1), timing: t.timing(duration: d * scaleShare))
        ),
        .basic(
          BasicAnimation(
            keyPath: "path", from: .path(startPath), to: .path(endPath),
            timing: t.timing(begin: d * scaleShare, duration: d * pathShare))),
      ], timing: t.timing(duration: d, fill: .forwards, removedOnCompletion: false), timingFunction: .easeInEaseOut)
    let triangles = (0..<6).map { i in
      SceneLayer(
        name: "triangle\(i)", modelValues: [("scale", .scalar(1)), ("path", .path(startPath))],
        animations: [SceneAnimation(.group(group))],
        drawing: LayerDrawing(
          .shapePath(fill: LayerDrawing.uiRed, stroke: nil), position: center, rotation: Double.pi / 3 * Double(i),
          depth: 1))
    }
    let quarter = -Double.pi / 4
    let heart = SceneLayer(
      name: "heart", modelValues: [("scale", .scalar(1)), ("rotation", .scalar(0))],
      modelChanges: [
        ModelChange(at: 0, keyPath: "scale", value: .scalar(0.1)),
        ModelChange(at: 0, keyPath: "rotation", value: .scalar(quarter)),
      ],
      animations: [
        SceneAnimation(
          .basic(
            BasicAnimation(
              keyPath: "scale", from: .scalar(1), to: .scalar(0.1), timing: t.timing(duration: heartDuration),
              timingFunction: .easeIn))),
        SceneAnimation(
          .basic(
            BasicAnimation(
              keyPath: "rotation", from: .scalar(0), to: .scalar(quarter), timing: t.timing(duration: heartDuration),
              timingFunction: .easeIn))),
      ],
      drawing: LayerDrawing(.heart(side: heartSide, color: LayerDrawing.heartRed), position: center, depth: 0))
    let stage = SceneStage(
      origin: Point(x: center.x - 40, y: center.y - 40), size: Size(width: 80, height: 80),
      background: RGBAColor(red: 1, green: 1, blue: 1))
    return try AnimationScene(
      name: "zan", layers: triangles + [heart], duration: max(d, heartDuration), stage: stage)
  }
}
