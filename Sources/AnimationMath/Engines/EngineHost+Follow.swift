extension EngineHost {
  /// Drives `engine` after the moving target `trace`, on this host's schedule.
  ///
  /// Each sample is delivered as a retarget is (right after the last frame at or before
  /// its time, several between two frames all in order) through
  /// ``SpringEngine/follow(to:at:)``. Unlike ``run(_:)``, the run goes on while samples
  /// remain: an engine at rest between samples shows rest frames (its last value, velocity
  /// 0) without being advanced. It ends on the first frame after the last sample on
  /// which the engine is complete, or when the schedule runs out (not completed).
  public func follow<Engine: SpringEngine>(_ engine: inout Engine, trace: FollowTrace) -> EngineRun {
    let samples = trace.samples
    var frames = [engine.startFrame]
    var next = 0
    var lastTime = 0.0
    var divergence: Double?
    for index in 0..<schedule.count {
      if engine.isComplete, next == samples.count { break }
      let upcoming = schedule.time(ofFrame: index)
      while next < samples.count, samples[next].hostTime < upcoming {
        engine.follow(to: samples[next].target, at: lastTime)
        next += 1
      }
      let frame: EngineFrame
      if engine.isComplete {
        let last = frames[frames.count - 1]
        frame = EngineFrame(
          hostTime: upcoming, engineTime: last.engineTime, value: last.value, velocity: last.velocity.map { _ in 0 })
      } else {
        frame = engine.advance(to: upcoming)
        guard frame.isFinite else {
          divergence = upcoming
          break
        }
      }
      frames.append(frame)
      lastTime = upcoming
    }
    return EngineRun(
      engine: Engine.name, frames: frames, completed: divergence == nil && engine.isComplete && next == samples.count,
      deliveredRetargets: Array(samples.prefix(next)), divergenceTime: divergence)
  }

  /// Follows `trace` with an engine of unknown type.
  public func follow(_ engine: inout any SpringEngine, trace: FollowTrace) -> EngineRun {
    func open<Engine: SpringEngine>(_ concrete: Engine) -> (EngineRun, Engine) {
      var copy = concrete
      let run = self.follow(&copy, trace: trace)
      return (run, copy)
    }
    let (result, final) = open(engine)
    engine = final
    return result
  }
}
