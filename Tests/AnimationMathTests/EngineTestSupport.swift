import AnimationMath

/// Shared builders for the engine tests.
enum EngineTesting {
  /// A request for the spring `k`, `zeta` (stated exactly), mass 1.
  static func request(
    stiffness k: Double, dampingRatio zeta: Double, from: Double, to: Double, velocity: Double = 0,
    settings: EngineSettings = EngineSettings(), configuration: String? = nil
  ) throws -> SpringEngineRequest {
    try SpringEngineRequest(
      spring: SpringParameters(naturalFrequency: k.squareRoot(), dampingRatio: zeta), statedDampingRatio: zeta,
      from: from, to: to, initialVelocity: velocity, settings: settings,
      configuration: configuration.map { try EngineConfiguration(parsing: $0) } ?? .empty)
  }

  /// Runs `name` on `times` (seconds) or at `fps`.
  static func run(
    _ name: SpringEngineName, _ request: SpringEngineRequest, fps: Double? = nil, times: [Double]? = nil,
    retargets: [(Double, Double)] = []
  ) throws -> EngineRun {
    let schedule = try times.map { try FrameSchedule(times: $0) } ?? FrameSchedule(framesPerSecond: fps ?? 60)
    return try name.run(
      request, schedule: schedule, retargets: retargets.map { try EngineRetarget(hostTime: $0.0, target: $0.1) })
  }

  /// Engine times in whole ms (exact: every engine time here is an integer count / 1000).
  static func milliseconds(_ run: EngineRun) -> [Int] {
    run.frames.dropFirst().map { Int((($0.engineTime ?? -1) * 1000).rounded()) }
  }
}
