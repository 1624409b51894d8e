@testable import AnimationScenes
import AnimationMath
import TestSupport
import Testing

/// Scene values are lerps and keyframe fractions of times such as
/// 0.15 + 0.25·0.7: a few ulp of the O(10) values, and a fraction one ulp off
/// a key time moves a value by ≤ 1e-14.
private let sceneTolerance = 1e-12
/// The UIKit spring is within 1e-3 of the travel at its duration (the
/// hypothesis' definition).
private let springEnvelope = 1e-3
/// x = f_eio⁻¹(0.2) is known to 6 digits (timing-model.md §4a); the slope of
/// the scale child there turns 5e-7 of time into < 5e-5 of scale.
private let sixDigitTolerance = 5e-5

/// The value of column `name` at `t`.
private func value(_ scene: AnimationScene, _ name: String, at t: Double) -> Double? {
  guard let index = scene.header.firstIndex(of: name) else {
    Issue.record("no column \(name) in \(scene.name)")
    return nil
  }
  return scene.row(at: t)[index]
}

/// Seed 003's `0.2f` and `0.8f`, promoted to double.
private let floatTwoTenths = Double(Float(0.2))
private let floatEightTenths = Double(Float(0.8))

struct SceneCase: Sendable, CustomStringConvertible {
  let scene: String
  let column: String
  let time: Double
  /// nil: an empty cell.
  let value: Double?
  var tolerance = sceneTolerance
  var description: String { "\(scene) \(column) @ \(time)" }
}

@Suite("Built-in seed scenes against values derived from the seeds' numbers")
struct BuiltInScenesTests {
  // like, D = 0.5: ring group at 0.15 for 0.25 (linear); triangles at 0.15 for
  // 0.35 (keyTimes 0, 0.3, 0.7); white heart 0 → 0.15 ease-in-out; red heart
  // spring 0.25 → 0.6.
  static let ringStart = 0.15
  static let ringDuration = 0.25
  static let small = 50.0 / 6
  static let large = (50.0 * 50 + 50 * 50).squareRoot() / 2

  static let cases: [SceneCase] = [
    // Seed 000's lineWidth at 0.7 and 0.9 of its group time: 4, then 0.3 (held).
    .init(scene: "like", column: "ring.lineWidth", time: ringStart + ringDuration * 0.7, value: 4),
    .init(scene: "like", column: "ring.lineWidth", time: ringStart + ringDuration * 0.9, value: 0.3),
    .init(scene: "like", column: "ring.lineWidth", time: ringStart + ringDuration * 0.35, value: 2.5),  // 1 + 3·0.5
    .init(scene: "like", column: "ring.lineWidth", time: ringStart + ringDuration * 0.95, value: 0.3),
    .init(scene: "like", column: "ring.lineWidth", time: 0.1, value: 1),  // model before the group
    .init(scene: "like", column: "ring.lineWidth", time: 0.45, value: 1),  // removed after it
    // The ring's first point (25 + r, 25): r from 50/6 to √5000/2, halfway at ½.
    .init(scene: "like", column: "ring.path.p0.x", time: ringStart + ringDuration * 0.5, value: 25 + (small + large) / 2),
    .init(scene: "like", column: "ring.path.p0.y", time: ringStart + ringDuration * 0.5, value: 25),
    .init(scene: "like", column: "ring.path.p0.x", time: 0.1, value: nil),  // no model path
    // White heart: 1 → 0.2 with f_eio(½) = ½ at 0.075; 0.2 until 0.6; then 1.
    .init(scene: "like", column: "whiteHeart.scale", time: 0, value: 1),
    .init(scene: "like", column: "whiteHeart.scale", time: 0.075, value: 0.6),
    .init(scene: "like", column: "whiteHeart.scale", time: 0.3, value: 0.2),
    .init(scene: "like", column: "whiteHeart.scale", time: 0.6, value: 1),
    // Red heart: 0.2 until its spring begins at 0.25; ≈ 1 at 0.6; model 1 after.
    .init(scene: "like", column: "heart.scale", time: 0.1, value: 0.2),
    .init(scene: "like", column: "heart.scale", time: 0.2, value: 0.2),  // backwards fill (delay 0.1)
    .init(scene: "like", column: "heart.scale", time: 0.6, value: 1, tolerance: springEnvelope * 0.8),
    .init(scene: "like", column: "heart.scale", time: 0.7, value: 1),
    .init(scene: "like", column: "heart.opacity", time: 0.1, value: 0),
    .init(scene: "like", column: "heart.opacity", time: 0.2, value: 1),
    // Triangle paths over [0.15, 0.5]: key times at 0.255 (middle) and 0.395 (end).
    .init(scene: "like", column: "triangle3.path.p1.x", time: 0.15 + 0.35 * 0.15, value: -1.75),  // (−1 − 2.5)/2
    .init(scene: "like", column: "triangle3.path.p1.y", time: 0.15 + 0.35 * 0.15, value: -19),  // (−1 − 37)/2
    .init(scene: "like", column: "triangle3.path.p1.x", time: 0.15 + 0.35 * 0.3, value: -2.5),
    .init(scene: "like", column: "triangle3.path.p0.y", time: 0.15 + 0.35 * 0.7, value: -37),
    .init(scene: "like", column: "triangle3.path.p0.y", time: 0.45, value: -37),  // held after 0.7
    .init(scene: "like", column: "triangle3.path.p0.y", time: 0.55, value: nil),  // removed, no model path

    // shoot, R = 1: 0.25 s ease-in-out blocks at 0 and 1 (f(½) = ½); borderWidth
    // 5 → 10, 0.5 s, autoreverse, forever, from 0.25 until 1.
    .init(scene: "shoot", column: "center.cornerRadius", time: 0, value: 30),
    .init(scene: "shoot", column: "center.cornerRadius", time: 0.125, value: 20),
    .init(scene: "shoot", column: "center.cornerRadius", time: 0.5, value: 10),
    .init(scene: "shoot", column: "center.cornerRadius", time: 1.125, value: 20),
    .init(scene: "shoot", column: "center.cornerRadius", time: 1.5, value: 30),
    .init(scene: "shoot", column: "center.scale", time: 0.125, value: 0.85),
    .init(scene: "shoot", column: "border.scale", time: 0.125, value: 1.4),
    .init(scene: "shoot", column: "border.scale", time: 0.5, value: 1.8),
    .init(scene: "shoot", column: "border.scale", time: 1.125, value: 1.4),
    .init(scene: "shoot", column: "border.borderWidth", time: 0.1, value: 5),  // not yet added
    .init(scene: "shoot", column: "border.borderWidth", time: 0.375, value: 6.25),  // φ 0.125 → p ¼
    .init(scene: "shoot", column: "border.borderWidth", time: 0.5, value: 7.5),
    .init(scene: "shoot", column: "border.borderWidth", time: 0.75, value: 10),  // φ ½ → p 1
    .init(scene: "shoot", column: "border.borderWidth", time: 0.875, value: 8.75),  // φ .625 → p ¾
    .init(scene: "shoot", column: "border.borderWidth", time: 1, value: 5),  // removed at release

    // zan, D = 0.5: group ease-in-out, so at t 0.25 the children see τ 0.25.
    // Scale child (0 → 1 over 0.5·0.2f) is past its end without fill → model 1.
    .init(scene: "zan", column: "triangle0.scale", time: 0, value: 0),
    .init(scene: "zan", column: "triangle0.scale", time: 0.25, value: 1),
    // At x = f_eio⁻¹(0.2) = 0.309797 the scale child reaches its end (τ ≈ 0.1).
    .init(scene: "zan", column: "triangle0.scale", time: 0.309797 * 0.5, value: 1, tolerance: sixDigitTolerance),
    // Path child from 0.5·0.2f for 0.5·0.8f: before it, the model start path
    // (apex at y 0); at τ 0.25 the apex is at −30·(0.25 − 0.5·0.2f)/(0.5·0.8f).
    .init(scene: "zan", column: "triangle0.path.p2.y", time: 0.1, value: 0),
    .init(
      scene: "zan", column: "triangle0.path.p2.y", time: 0.25,
      value: -30 * (0.25 - 0.5 * floatTwoTenths) / (0.5 * floatEightTenths)),
    // At and after the group's end the group is frozen at τ = 0.5, where the
    // path child (ending at 0.5·(0.2f + 0.8f) = 0.5000000075) is one 1.9e-8
    // short of its end: −29.99999944…, not −30.
    .init(
      scene: "zan", column: "triangle5.path.p2.y", time: 0.5,
      value: -30 * (0.5 - 0.5 * floatTwoTenths) / (0.5 * floatEightTenths)),
    .init(
      scene: "zan", column: "triangle5.path.p2.y", time: 2,
      value: -30 * (0.5 - 0.5 * floatTwoTenths) / (0.5 * floatEightTenths)),
    .init(scene: "zan", column: "triangle5.path.p0.x", time: 2, value: -2),
    .init(scene: "zan", column: "heart.scale", time: 0, value: 1),
    .init(scene: "zan", column: "heart.scale", time: 0.35, value: 0.1),
    .init(scene: "zan", column: "heart.rotation", time: 0.35, value: -Double.pi / 4),
    .init(scene: "zan", column: "heart.rotation", time: 1, value: -Double.pi / 4),
  ]

  @Test("values at key times", arguments: cases)
  func keyTimes(_ c: SceneCase) throws {
    let scene = try BuiltInScenes.scene(named: c.scene)
    let actual = value(scene, c.column, at: c.time)
    guard let expected = c.value else {
      #expect(actual == nil, "\(c): \(String(describing: actual))")
      return
    }
    expectClose(actual ?? .nan, expected, absolute: c.tolerance, "\(c)")
  }

  @Test("like with the seed's 10 s duration: the ring's lineWidth at 0.7 and 0.9 of its group")
  func likeTenSeconds() throws {
    // Group at 0.3·10 = 3 for 0.5·10 = 5.
    let scene = try BuiltInScenes.scene(named: "like", .init(duration: 10))
    expectClose(value(scene, "ring.lineWidth", at: 3 + 5 * 0.7) ?? .nan, 4, absolute: sceneTolerance)
    expectClose(value(scene, "ring.lineWidth", at: 3 + 5 * 0.9) ?? .nan, 0.3, absolute: sceneTolerance)
    // The red heart's spring begins at 3 + 0.1 (the delay is not scaled).
    expectClose(value(scene, "heart.scale", at: 3.1) ?? .nan, 0.2, absolute: sceneTolerance)
    #expect(abs((value(scene, "heart.scale", at: 3.3) ?? 0.2) - 0.2) > 0.01, "the spring should be moving at 3.3")
  }

  @Test("the column layout")
  func columns() throws {
    let like = try BuiltInScenes.scene(named: "like")
    // 3 scalars + the ring (lineWidth + 13 path points) + 6 triangles × 3 points.
    #expect(like.header.count == 3 + 1 + 26 + 6 * 6)
    #expect(like.header.contains("triangle3.path.p1.x"))
    #expect(try BuiltInScenes.scene(named: "shoot").header
      == ["center.cornerRadius", "center.scale", "border.scale", "border.borderWidth"])
    #expect(try BuiltInScenes.scene(named: "floating-heart").header == [
      "heart.scale", "heart.opacity", "heart.rotation", "heart.position.x", "heart.position.y",
      "pacedHeart.position.x", "pacedHeart.position.y",
    ])
  }

  /// Seed 004's draws, re-derived from the seed text: arc4random_uniform(n)
  /// is a uniform integer in [0, n) from SplitMix64, n truncated.
  func seedDraws(_ seed: UInt64) -> (direction: Double, fraction: Double, end: Point, c1: Point, c2: Point) {
    var rng = SplitMix64(seed: seed)
    func arc4random_uniform(_ n: Double) -> Double {
      let bound = UInt32(n)
      return bound < 2 ? 0 : Double(UInt32.random(in: 0..<bound, using: &rng))
    }
    let heartSize = 36.0
    let heartCenterX = 300.0
    let viewHeight = 667.0
    let i = arc4random_uniform(2)
    let rotationDirection = 1 - 2 * i
    let rotationFraction = arc4random_uniform(10)
    let endX = heartCenterX + rotationDirection * arc4random_uniform(2 * heartSize)
    let endY = viewHeight / 6.0 + arc4random_uniform(viewHeight / 4.0)
    let j = arc4random_uniform(2)
    let travelDirection = 1 - 2 * j
    let xDelta = (heartSize / 2.0 + arc4random_uniform(2 * heartSize)) * travelDirection
    let yDelta = max(endY, max(arc4random_uniform(8 * heartSize), heartSize))
    return (
      rotationDirection, rotationFraction, Point(x: endX, y: endY),
      Point(x: heartCenterX + xDelta, y: viewHeight - yDelta), Point(x: heartCenterX - 2 * xDelta, y: yDelta)
    )
  }

  @Test("floating-heart: the seed's S curve, pop, turn and fade", arguments: [0, 1, 7, 12345] as [UInt64])
  func floatingHeart(_ seed: UInt64) throws {
    let scene = try BuiltInScenes.scene(named: "floating-heart", .init(seed: seed))
    let d = seedDraws(seed)
    let pathDuration = 6 + d.end.y / 667
    expectClose(scene.duration, pathDuration, absolute: sceneTolerance, "seed \(seed)")
    // Position: B(u) with u = t/T_d (linear timing, Bézier parameter).
    // B(½) = (P0 + 3P1 + 3P2 + P3)/8 with P0 = (300, 600).
    let half = (Point(x: 300, y: 600) + 3 * d.c1 + 3 * d.c2 + d.end) / 8
    expectClose(value(scene, "heart.position.x", at: pathDuration / 2) ?? .nan, half.x, absolute: 1e-9, "seed \(seed)")
    expectClose(value(scene, "heart.position.y", at: pathDuration / 2) ?? .nan, half.y, absolute: 1e-9, "seed \(seed)")
    expectClose(value(scene, "heart.position.x", at: 0) ?? .nan, 300, absolute: sceneTolerance, "seed \(seed)")
    expectClose(value(scene, "heart.position.y", at: pathDuration) ?? .nan, d.end.y, absolute: 1e-9, "seed \(seed)")
    // Paced: same ends.
    expectClose(value(scene, "pacedHeart.position.x", at: pathDuration) ?? .nan, d.end.x, absolute: 1e-9)
    expectClose(value(scene, "pacedHeart.position.y", at: 0) ?? .nan, 600, absolute: sceneTolerance)
    // Rotation: θ = direction·π/(16 + fraction·0.2), half of it at 3 s (f_eio(½) = ½).
    let theta = d.direction * Double.pi / (16 + d.fraction * 0.2)
    expectClose(value(scene, "heart.rotation", at: 3) ?? .nan, theta / 2, absolute: sceneTolerance, "seed \(seed)")
    expectClose(value(scene, "heart.rotation", at: 6) ?? .nan, theta, absolute: sceneTolerance, "seed \(seed)")
    // Opacity: the 6 s fade 0.9 → 0 wins over the pop: 0.45 at 3 s, 0 at 6 s.
    expectClose(value(scene, "heart.opacity", at: 3) ?? .nan, 0.45, absolute: sceneTolerance, "seed \(seed)")
    expectClose(value(scene, "heart.opacity", at: 6) ?? .nan, 0, absolute: sceneTolerance, "seed \(seed)")
    // Scale: the UIKit spring 0 → 1 over 0.5 s.
    expectClose(value(scene, "heart.scale", at: 0) ?? .nan, 0, absolute: sceneTolerance, "seed \(seed)")
    expectClose(value(scene, "heart.scale", at: 0.5) ?? .nan, 1, absolute: springEnvelope, "seed \(seed)")
    // The seed's ranges: end.x within 2·36 of the centre, end.y in [667/6, 667/6 + 166).
    #expect(abs(d.end.x - 300) < 72 && d.end.y >= 667.0 / 6 && d.end.y < 667.0 / 6 + 166, "seed \(seed)")
  }

  @Test("floating-heart is reproducible per seed and varies between seeds")
  func reproducible() throws {
    let a = try BuiltInScenes.scene(named: "floating-heart", .init(seed: 42))
    let b = try BuiltInScenes.scene(named: "floating-heart", .init(seed: 42))
    #expect(a.row(at: 2.5) == b.row(at: 2.5))
    let ends = try (0..<10).map { try BuiltInScenes.scene(named: "floating-heart", .init(seed: $0)).duration }
    #expect(Set(ends).count > 1, "ten seeds gave the same curve")
  }

  @Test("parameters: unknown names, parameters a scene does not take, out-of-range values")
  func parameters() {
    #expect(throws: SceneError.self) { try BuiltInScenes.scene(named: "wobble") }
    #expect(throws: SceneError.self) { try BuiltInScenes.scene(named: "like", .init(seed: 1)) }
    #expect(throws: SceneError.self) { try BuiltInScenes.scene(named: "shoot", .init(release: 0.1)) }
    #expect(throws: SceneError.self) { try BuiltInScenes.scene(named: "zan", .init(duration: -1)) }
  }
}
