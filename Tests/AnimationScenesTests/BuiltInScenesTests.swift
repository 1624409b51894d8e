import AnimationMath
import TestSupport
import Testing

@testable import AnimationScenes

/// Scene values are lerps and keyframe fractions of times such as
/// 0.15 + 0.25·0.7: a few ulp of the O(10) values, and a fraction one ulp off
/// a key time moves a value by ≤ 1e-14.
private let sceneTolerance = 1e-12
/// The UIKit spring is within 1e-3 of the travel at its duration (the
/// hypothesis' definition).
private let springEnvelope = 1e-3
/// x = f_eio⁻¹(0.2) is known to 6 digits (from the seed's own numbers); the slope of
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
    .init(
      scene: "like", column: "ring.path.p0.x", time: ringStart + ringDuration * 0.5, value: 25 + (small + large) / 2),
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
    #expect(
      try BuiltInScenes.scene(named: "shoot").header
        == ["center.cornerRadius", "center.scale", "border.scale", "border.borderWidth"])
    #expect(
      try BuiltInScenes.scene(named: "floating-heart").header == [
        "heart.scale", "heart.opacity", "heart.rotation", "heart.position.x", "heart.position.y",
        "pacedHeart.position.x", "pacedHeart.position.y",
      ])
  }

  /// The heart's path read back from the scene's own output, without
  /// re-deriving its random draws: P0 and P3 at u = 0 and 1 (u = t/T_d, linear
  /// timing on the Bézier parameter), P1 and P2 from B(⅓) and B(⅔):
  /// `27B(⅓) − 8P0 − P3 = 12P1 + 6P2`, `27B(⅔) − P0 − 8P3 = 6P1 + 12P2`.
  func heartPath(_ scene: AnimationScene) -> (p0: Point, p1: Point, p2: Point, p3: Point, duration: Double) {
    let duration = scene.duration
    func position(_ u: Double) -> Point {
      Point(
        x: value(scene, "heart.position.x", at: u * duration) ?? .nan,
        y: value(scene, "heart.position.y", at: u * duration) ?? .nan)
    }
    let p0 = position(0)
    let p3 = position(1)
    let r1 = 27 * position(1.0 / 3) - 8 * p0 - p3
    let r2 = 27 * position(2.0 / 3) - p0 - 8 * p3
    return (p0, (2 * r1 - r2) / 18, (2 * r2 - r1) / 18, p3, duration)
  }

  /// Whether `x` is within `tolerance` of a whole number.
  func isWhole(_ x: Double, tolerance: Double = 1e-6) -> Bool { abs(x - x.rounded()) <= tolerance }

  /// The seed's rules (seed 004: a 36 pt heart at (300, 600) in a 667 pt view;
  /// arc4random_uniform draws whole numbers), checked on what the scene
  /// outputs: end = (300 ± U(72), 667/6 + U(166)); c1 = (300 + Δx, 667 − Δy),
  /// c2 = (300 − 2Δx, Δy) with |Δx| = 18 + U(72); duration 6 + end.y/667;
  /// rotation ±π/(16 + 0.2·U(10)) over 6 s; fade 0.9 → 0 over 6 s; scale a
  /// UIKit spring 0 → 1 over 0.5 s.
  @Test("floating-heart: the seed's S curve, pop, turn and fade", arguments: [0, 1, 7, 12345] as [UInt64])
  func floatingHeart(_ seed: UInt64) throws {
    let scene = try BuiltInScenes.scene(named: "floating-heart", .init(seed: seed))
    let path = heartPath(scene)
    // The fit recovers control points to ~1e-12·600; 1e-6 tells whole numbers apart.
    expectClose(path.p0.x, 300, absolute: sceneTolerance, "seed \(seed)")
    expectClose(path.p0.y, 600, absolute: 1e-9, "seed \(seed)")
    expectClose(path.duration, 6 + path.p3.y / 667, absolute: sceneTolerance, "seed \(seed)")
    let endX = path.p3.x - 300
    let endY = path.p3.y - 667.0 / 6
    #expect(isWhole(endX) && abs(endX) < 72, "seed \(seed): end.x − 300 = \(endX)")
    #expect(isWhole(endY) && endY >= 0 && endY < 166, "seed \(seed): end.y − 667/6 = \(endY)")
    let deltaX = path.p1.x - 300
    #expect(isWhole(abs(deltaX) - 18) && abs(deltaX) >= 18 && abs(deltaX) < 90, "seed \(seed): Δx = \(deltaX)")
    expectClose(path.p2.x, 300 - 2 * deltaX, absolute: 1e-6, "seed \(seed): c2.x = 300 − 2Δx")
    expectClose(path.p1.y + path.p2.y, 667, absolute: 1e-6, "seed \(seed): c1.y + c2.y = 667")
    let deltaY = path.p2.y
    #expect(deltaY >= path.p3.y - 1e-6 && deltaY >= 36 - 1e-6 && deltaY < 288, "seed \(seed): Δy = \(deltaY)")
    #expect(abs(deltaY - path.p3.y) <= 1e-6 || isWhole(deltaY), "seed \(seed): Δy = max(end.y, U(288), 36)")
    // Paced: same ends.
    expectClose(value(scene, "pacedHeart.position.x", at: path.duration) ?? .nan, path.p3.x, absolute: 1e-9)
    expectClose(value(scene, "pacedHeart.position.y", at: 0) ?? .nan, 600, absolute: sceneTolerance)
    // Rotation θ = ±π/(16 + 0.2k), k a whole number in [0, 9]; half of it at 3 s (f_eio(½) = ½).
    let theta = try #require(value(scene, "heart.rotation", at: 6))
    let k = (Double.pi / abs(theta) - 16) / 0.2
    #expect(isWhole(k) && k > -0.5 && k < 9.5, "seed \(seed): θ = \(theta), k = \(k)")
    expectClose(value(scene, "heart.rotation", at: 3) ?? .nan, theta / 2, absolute: sceneTolerance, "seed \(seed)")
    // Opacity: the 6 s fade 0.9 → 0 wins over the pop: 0.45 at 3 s, 0 at 6 s.
    expectClose(value(scene, "heart.opacity", at: 3) ?? .nan, 0.45, absolute: sceneTolerance, "seed \(seed)")
    expectClose(value(scene, "heart.opacity", at: 6) ?? .nan, 0, absolute: sceneTolerance, "seed \(seed)")
    // Scale: the UIKit spring 0 → 1 over 0.5 s.
    expectClose(value(scene, "heart.scale", at: 0) ?? .nan, 0, absolute: sceneTolerance, "seed \(seed)")
    expectClose(value(scene, "heart.scale", at: 0.5) ?? .nan, 1, absolute: springEnvelope, "seed \(seed)")
  }

  @Test("floating-heart over 300 seeds: both turn directions, every rotation fraction, both S-curve directions")
  func floatingHeartDistribution() throws {
    var directions = Set<Bool>()
    var fractions = Set<Int>()
    var travel = Set<Bool>()
    for seed in 0..<300 as Range<UInt64> {
      let scene = try BuiltInScenes.scene(named: "floating-heart", .init(seed: seed))
      let theta = try #require(value(scene, "heart.rotation", at: 6))
      directions.insert(theta > 0)
      fractions.insert(Int(((Double.pi / abs(theta) - 16) / 0.2).rounded()))
      travel.insert(heartPath(scene).p1.x > 300)
    }
    #expect(directions.count == 2 && travel.count == 2)
    #expect(fractions == Set(0..<10), "rotation fractions seen: \(fractions.sorted())")
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
