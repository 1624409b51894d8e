import AnimationMath

/// Seed 000 (`LikeView`, Douyin's like): the white heart shrinks, the red heart
/// springs in, a ring grows (path and lineWidth keyframes in one group), and
/// six triangles burst (path keyframes). `D` is the view's `duration`
/// (0.5 s; the seed also shows 10 s). The view is 50 × 50 pt, so the centre
/// is (25, 25).
///
/// Timeline (scene time 0 = the tap):
/// - `whiteHeart.scale`: 1 → 0.2 over `[0, 0.3D]`, `.curveEaseInOut`; stays
///   0.2 until the red heart's completion at `D + 0.1`, then 1 (model change).
/// - `heart.scale`: set to 0.2 at 0; at `0.3D` (completion) a UIKit spring
///   0.2 → 1 of `0.7D` with delay 0.1 s (begins at `0.3D + 0.1`, fills
///   backwards as UIKit's delayed animations do), damping 0.6, velocity 0.8.
/// - `heart.opacity`: 0 at 0, 1 at `0.3D` (set in the completion, not animated).
/// - `ring`: group at `0.3D` lasting `0.5D` (`circleGroupDuration`), children
///   inherit it: `path` from the circle of radius 50/6 to the circle of radius
///   √(50² + 50²)/2, and `lineWidth` keyframes [1, 4, 0.3] at [0, 0.7, 0.9]
///   (holding 0.3 on [0.9, 1]). Removed on completion: afterwards the layer's
///   model (`lineWidth` 1, no path).
/// - `triangle0…5`: `path` keyframes start → middle → end at [0, 0.3, 0.7]
///   over `0.7D` from `0.3D` (holding the end on [0.7, 1]); height
///   50/2 + 12 = 37, base 50/10 = 5. Afterwards no path (the layers' `path`
///   was never set).
///
/// Preview drawing (``LayerDrawing``): the view controller's black
/// background; sublayer order white heart, triangles (each at the centre,
/// rotated `i·π/3`, filled `UIColor.red`), ring (stroked `UIColor.red`, in
/// view coordinates), red heart.
enum LikeScene {
  /// The LikeView's side, in points (the seed's frames are 50 × 50).
  static let side = 50.0

  static func make(duration d: Double) throws(SceneError) -> AnimationScene {
    let t = BuiltInScenes.self
    let center = Point(x: side / 2, y: side / 2)
    let whiteHeart = SceneLayer(
      name: "whiteHeart", modelValues: [("scale", .scalar(1))],
      modelChanges: [
        ModelChange(at: 0, keyPath: "scale", value: .scalar(0.2)),
        ModelChange(at: d + 0.1, keyPath: "scale", value: .scalar(1)),
      ],
      animations: [
        SceneAnimation(
          .basic(
            BasicAnimation(
              keyPath: "scale", from: .scalar(1), to: .scalar(0.2), timing: t.timing(duration: 0.3 * d),
              timingFunction: .easeInEaseOut)))
      ],
      drawing: LayerDrawing(.heart(side: side, color: RGBAColor(red: 1, green: 1, blue: 1)), position: center, depth: 0)
    )
    let spring: SpringAnimation<AnimationValue>
    do {
      spring = try SpringAnimation.uikit(
        keyPath: "scale", from: .scalar(0.2), to: .scalar(1), dampingRatio: 0.6, relativeVelocity: 0.8,
        timing: t.timing(begin: 0.3 * d + 0.1, duration: 0.7 * d, fill: .backwards))
    } catch {
      throw SceneError(path: "(parameters).duration", message: "gives no UIKit spring: \(error)")
    }
    let heart = SceneLayer(
      name: "heart", modelValues: [("scale", .scalar(1)), ("opacity", .scalar(0))],
      modelChanges: [
        ModelChange(at: 0, keyPath: "scale", value: .scalar(0.2)),
        ModelChange(at: 0.3 * d, keyPath: "scale", value: .scalar(1)),
        ModelChange(at: 0.3 * d, keyPath: "opacity", value: .scalar(1)),
      ],
      animations: [SceneAnimation(.spring(spring), addedAt: 0.3 * d)],
      drawing: LayerDrawing(.heart(side: side, color: LayerDrawing.heartRed), position: center, depth: 3))
    let small = BuiltInScenes.circle(center: center, radius: side / 6)
    let large = BuiltInScenes.circle(center: center, radius: (side * side + side * side).squareRoot() / 2)
    let ring = SceneLayer(
      name: "ring", modelValues: [("lineWidth", .scalar(1))],
      animations: [
        SceneAnimation(
          .group(
            AnimationGroup(
              animations: [
                .basic(BasicAnimation(keyPath: "path", from: .path(small), to: .path(large), timing: t.timing())),
                .keyframe(
                  KeyframeAnimation(
                    keyPath: "lineWidth", values: [.scalar(1), .scalar(4), .scalar(0.3)], keyTimes: [0, 0.7, 0.9],
                    timing: t.timing())),
              ], timing: t.timing(begin: 0.3 * d, duration: 0.5 * d))))
      ],
      drawing: LayerDrawing(.shapePath(fill: nil, stroke: LayerDrawing.uiRed), position: .zero, depth: 2))
    let height = side / 2 + 12
    let width = side / 10
    func triangle(_ apex: Point, _ left: Point, _ right: Point) -> AnimationValue {
      var path = BezierPath()
      path.move(to: apex)
      path.addLine(to: left)
      path.addLine(to: right)
      path.closeSubpath()
      return .path(path)
    }
    let start = triangle(.zero, Point(x: -1, y: -1), Point(x: 1, y: -1))
    let middle = triangle(.zero, Point(x: -width / 2, y: -height), Point(x: width / 2, y: -height))
    let end = triangle(Point(x: 0, y: -height), Point(x: -width / 2, y: -height), Point(x: width / 2, y: -height))
    let triangles = (0..<6).map { i in
      SceneLayer(
        name: "triangle\(i)",
        animations: [
          SceneAnimation(
            .keyframe(
              KeyframeAnimation(
                keyPath: "path", values: [start, middle, end], keyTimes: [0, 0.3, 0.7],
                timing: t.timing(begin: 0.3 * d, duration: 0.7 * d))))
        ],
        drawing: LayerDrawing(
          .shapePath(fill: LayerDrawing.uiRed, stroke: nil), position: center, rotation: Double.pi / 3 * Double(i),
          depth: 1))
    }
    // The ring reaches radius 35.4 + 2 and the triangles 37 from the centre.
    let stage = SceneStage(
      origin: Point(x: -side / 2, y: -side / 2), size: Size(width: 2 * side, height: 2 * side),
      background: RGBAColor(red: 0, green: 0, blue: 0))
    return try AnimationScene(
      name: "like", layers: [whiteHeart, heart, ring] + triangles, duration: d + 0.1, stage: stage)
  }
}
