import AnimationMath

/// Seed 004 (Inke's floating heart): a heart pops in with a spring, drifts up
/// an S curve drawn from random numbers, turns slightly and fades over 6 s.
///
/// The seed's view sizes are not given; the scene uses a 375 × 667 pt view and
/// a 36 pt heart centred at (300, 600) (lower right). `arc4random_uniform(n)`
/// becomes a uniform integer in `[0, n)` drawn from ``SplitMix64`` with the
/// scene's seed (n truncated to an integer as the C conversion does), in the
/// seed's order: `i`, `rotationFraction`, the end point's x and y draws, `j`,
/// the x delta draw, the y delta draw.
///
/// - `heart.scale`: UIKit spring 0 → 1, 0.5 s, damping 0.6, velocity 0.8.
/// - `heart.opacity`: the spring block animates 0 → 0.9; the 6 s block in the
///   same run-loop turn animates the model value 0.9 → 0 and, being added
///   later on the same property, wins (non-additive): 0.9·(1 − eio(t/6)).
/// - `heart.rotation`: 0 → `direction·π/(16 + fraction·0.2)` over 6 s
///   (UIKit's default curve). Scale and rotation are kept as two properties
///   (UIKit composes the two transform animations additively).
/// - `heart.position`: keyframe animation along move-to(centre) + one cubic,
///   linear timing function, linear calculation mode (Bézier parameter, not
///   arc length), duration `6 + end.y/viewHeight`.
/// - `pacedHeart.position`: the same path in paced mode (constant speed).
///
/// Preview drawing: the red heart over a half-transparent grey one for the
/// paced comparison, on the white 375 × 667 view.
enum FloatingHeartScene {
  /// The superview's size, in points.
  static let viewWidth = 375.0
  static let viewHeight = 667.0
  /// The heart view's side, in points.
  static let heartSize = 36.0
  /// The heart's centre, in points.
  static let start = Point(x: 300, y: 600)
  /// `totalAnimationDuration`, in seconds.
  static let totalDuration = 6.0

  /// The seed's random S curve and rotation.
  struct Draws {
    let rotationDirection: Double
    let rotationFraction: Double
    let end: Point
    let control1: Point
    let control2: Point

    /// The keyframe duration `6 + end.y/viewHeight`.
    var pathDuration: Double { totalDuration + end.y / viewHeight }
    /// The rotation, in radians.
    var rotation: Double { rotationDirection * Double.pi / (16 + rotationFraction * 0.2) }
  }

  /// `arc4random_uniform(UInt32(bound))`: 0 when the bound truncates below 2.
  static func uniform(_ bound: Double, _ rng: inout SplitMix64) -> Double {
    let n = UInt32(bound)
    return n < 2 ? 0 : Double(UInt32.random(in: 0..<n, using: &rng))
  }

  static func draws(seed: UInt64) -> Draws {
    var rng = SplitMix64(seed: seed)
    let i = uniform(2, &rng)
    let rotationDirection = 1 - 2 * i
    let rotationFraction = uniform(10, &rng)
    let endX = start.x + rotationDirection * uniform(2 * heartSize, &rng)
    let endY = viewHeight / 6 + uniform(viewHeight / 4, &rng)
    let j = uniform(2, &rng)
    let travelDirection = 1 - 2 * j
    let xDelta = (heartSize / 2 + uniform(2 * heartSize, &rng)) * travelDirection
    let yDelta = max(endY, max(uniform(8 * heartSize, &rng), heartSize))
    return Draws(
      rotationDirection: rotationDirection, rotationFraction: rotationFraction, end: Point(x: endX, y: endY),
      control1: Point(x: start.x + xDelta, y: viewHeight - yDelta), control2: Point(x: start.x - 2 * xDelta, y: yDelta))
  }

  static func make(seed: UInt64) throws(SceneError) -> AnimationScene {
    let t = BuiltInScenes.self
    let draws = Self.draws(seed: seed)
    var path = BezierPath()
    path.move(to: start)
    path.addCurve(to: draws.end, control1: draws.control1, control2: draws.control2)
    let scale: SpringAnimation<AnimationValue>
    let pop: SpringAnimation<AnimationValue>
    do {
      scale = try .uikit(
        keyPath: "scale", from: .scalar(0), to: .scalar(1), dampingRatio: 0.6, relativeVelocity: 0.8,
        timing: t.timing(duration: 0.5))
      pop = try .uikit(
        keyPath: "opacity", from: .scalar(0), to: .scalar(0.9), dampingRatio: 0.6, relativeVelocity: 0.8,
        timing: t.timing(duration: 0.5))
    } catch {
      preconditionFailure("the seed's spring is valid: \(error)")
    }
    let fade = BasicAnimation<AnimationValue>(
      keyPath: "opacity", from: .scalar(0.9), to: .scalar(0), timing: t.timing(duration: totalDuration),
      timingFunction: .easeInEaseOut)
    let turn = BasicAnimation<AnimationValue>(
      keyPath: "rotation", from: .scalar(0), to: .scalar(draws.rotation), timing: t.timing(duration: totalDuration),
      timingFunction: .easeInEaseOut)
    let linear = KeyframePathAnimation(
      path: path, timing: t.timing(duration: draws.pathDuration), timingFunction: .linear)
    let paced = KeyframePathAnimation(
      path: path, calculationMode: .paced, timing: t.timing(duration: draws.pathDuration), timingFunction: .linear)
    let heart = SceneLayer(
      name: "heart",
      modelValues: [
        ("scale", .scalar(0)), ("opacity", .scalar(0)), ("rotation", .scalar(0)), ("position", .point(start)),
      ],
      modelChanges: [
        ModelChange(at: 0, keyPath: "scale", value: .scalar(1)),
        ModelChange(at: 0, keyPath: "rotation", value: .scalar(draws.rotation)),
      ],
      animations: [
        SceneAnimation(.spring(scale)), SceneAnimation(.spring(pop)), SceneAnimation(.basic(turn)),
        SceneAnimation(.path(linear)), SceneAnimation(.basic(fade)),
      ],
      drawing: LayerDrawing(.heart(side: heartSize, color: LayerDrawing.heartRed), position: start, depth: 1))
    let pacedHeart = SceneLayer(
      name: "pacedHeart", modelValues: [("position", .point(start))], animations: [SceneAnimation(.path(paced))],
      drawing: LayerDrawing(
        .heart(side: heartSize, color: RGBAColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 0.5)), position: start,
        depth: 0))
    let stage = SceneStage(
      origin: .zero, size: Size(width: viewWidth, height: viewHeight), background: RGBAColor(red: 1, green: 1, blue: 1))
    return try AnimationScene(
      name: "floating-heart", layers: [heart, pacedHeart], duration: draws.pathDuration, stage: stage)
  }
}
