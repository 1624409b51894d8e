import AnimationMath

/// The four seed animations as scenes, written from the seeds' own numbers.
///
/// | name | seed | parameters |
/// |---|---|---|
/// | `like` | 000 (Douyin like, Swift) | `duration` (default 0.5 s; the seed also shows 10 s) |
/// | `shoot` | 002 (record button, Objective-C) | `release`: when the finger lifts (default 1 s, ≥ 0.25 s) |
/// | `zan` | 003 (six triangles, Objective-C) | `duration` (default 0.5 s) |
/// | `floating-heart` | 004 (Inke floating heart) | `seed` for the random S curve (default 0) |
///
/// Scene time 0 is the tap (or the press). UIKit animation blocks become basic
/// (or spring) animations from the old to the new value with UIKit's default
/// ease-in-ease-out curve unless the seed names another; a block's assignments
/// and those of completion handlers are model changes at their times.
public enum BuiltInScenes {
  /// The names, in help order.
  public static let names = ["like", "shoot", "zan", "floating-heart"]

  /// The parameters a built-in scene takes.
  public struct Parameters: Sendable {
    /// `like`, `zan`: the seed's `duration` variable, in seconds (> 0).
    public var duration: Double?
    /// `shoot`: when the press ends, in seconds (≥ 0.25).
    public var release: Double?
    /// `floating-heart`: the random generator's seed.
    public var seed: UInt64?

    /// No parameters: every scene's defaults.
    public init(duration: Double? = nil, release: Double? = nil, seed: UInt64? = nil) {
      self.duration = duration
      self.release = release
      self.seed = seed
    }
  }

  /// The built-in scene called `name`.
  ///
  /// - Throws: ``SceneError`` for an unknown name, a parameter the scene does
  ///   not take, or one out of range (path `(parameters).name`).
  public static func scene(named name: String, _ parameters: Parameters = Parameters()) throws(SceneError)
    -> AnimationScene
  {
    func reject(_ given: Bool, _ parameter: String) throws(SceneError) {
      if given { throw SceneError(path: "(parameters).\(parameter)", message: "does not apply to the \(name) scene") }
    }
    switch name {
    case "like":
      try reject(parameters.release != nil, "release")
      try reject(parameters.seed != nil, "seed")
      return try LikeScene.make(duration: try positiveDuration(parameters.duration))
    case "shoot":
      try reject(parameters.duration != nil, "duration")
      try reject(parameters.seed != nil, "seed")
      let release = parameters.release ?? ShootScene.defaultRelease
      guard release.isFinite, release >= ShootScene.pressDuration else {
        throw SceneError(
          path: "(parameters).release",
          message: "must be a finite time ≥ \(ShootScene.pressDuration) s (the press animation's end); got \(release)")
      }
      return try ShootScene.make(release: release)
    case "zan":
      try reject(parameters.release != nil, "release")
      try reject(parameters.seed != nil, "seed")
      return try ZanScene.make(duration: try positiveDuration(parameters.duration))
    case "floating-heart":
      try reject(parameters.duration != nil, "duration")
      try reject(parameters.release != nil, "release")
      return try FloatingHeartScene.make(seed: parameters.seed ?? 0)
    default:
      throw SceneError(
        path: "(name)", message: "no built-in scene '\(name)'; choose one of \(names.joined(separator: ", "))")
    }
  }

  static func positiveDuration(_ duration: Double?) throws(SceneError) -> Double {
    let value = duration ?? 0.5
    guard value.isFinite, value > 0 else {
      throw SceneError(path: "(parameters).duration", message: "must be a finite number of seconds > 0; got \(value)")
    }
    return value
  }

  /// A timing that cannot fail: every call site passes valid constants.
  static func timing(
    begin: Double = 0, duration: Double = 0, repeatCount: Double = 0, autoreverses: Bool = false,
    fill: FillMode = .removed, removedOnCompletion: Bool = true
  ) -> MediaTiming {
    do {
      return try MediaTiming(
        beginTime: begin, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses, fillMode: fill,
        removedOnCompletion: removedOnCompletion)
    } catch {
      preconditionFailure("built-in timing rejected: \(error)")
    }
  }

  /// `UIBezierPath(arcCenter:radius:startAngle: 0, endAngle: 2π, clockwise: true)`:
  /// a move to (cx + r, cy) and four quarter-circle cubics, control points at
  /// `k = 4/3·tan(π/8)` of the radius along the tangents (the standard
  /// split of an arc into ≤ 90° Béziers).
  static func circle(center: Point, radius r: Double) -> BezierPath {
    let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)  // 4/3·tan(π/8)
    // Unit directions at 0, π/2, π, 3π/2 and 2π, exact.
    let axes = [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0)]
    func at(_ i: Int) -> Point { Point(x: center.x + r * axes[i].0, y: center.y + r * axes[i].1) }
    func tangent(_ i: Int) -> Point { Point(x: -axes[i].1, y: axes[i].0) }
    var path = BezierPath()
    path.move(to: at(0))
    for i in 0..<4 {
      let start = at(i)
      let end = at(i + 1)
      path.addCurve(
        to: end, control1: start.adding(tangent(i), scaledBy: k * r),
        control2: end.adding(tangent(i + 1), scaledBy: -k * r))
    }
    return path
  }
}
