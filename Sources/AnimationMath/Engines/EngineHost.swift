/// The host that drives a ``SpringEngine``: the shared clock and retarget convention.
///
/// 1. The run starts at host time 0 with the engine's ``SpringEngine/startFrame``.
/// 2. After each frame at host time tₙ (the start row included) the host delivers, in
///    order of time, every retarget with tₙ ≤ T < tₙ₊₁ (T ≥ tₙ for the last frame),
///    calling ``SpringEngine/retarget(to:at:)`` with tₙ: "right after the last frame at
///    or before T, with the host clock still reading that frame's time".
/// 3. It then renders the frame at tₙ₊₁ with ``SpringEngine/advance(to:)``, and stops on
///    the first frame after which ``SpringEngine/isComplete`` holds, or when the
///    schedule runs out.
///
/// Retargets not yet due when the engine completes are not delivered: the animation is
/// over, and a new one would be a new run.
///
/// An engine whose own arithmetic overflows (an explicit integrator stepped far
/// beyond its stability limit) stops the run at the last frame whose value and
/// velocity are finite; ``EngineRun/divergenceTime`` gives the host time of the
/// first frame that was not.
public struct EngineHost: Sendable {
  /// The frame times.
  public let schedule: FrameSchedule
  /// The retargets, sorted by host time (stable for equal times).
  public let retargets: [EngineRetarget]

  /// Creates a host.
  public init(schedule: FrameSchedule, retargets: [EngineRetarget] = []) {
    self.schedule = schedule
    self.retargets = retargets.enumerated()
      .sorted { ($0.element.hostTime, $0.offset) < ($1.element.hostTime, $1.offset) }
      .map(\.element)
  }

  /// Runs `engine` over the schedule.
  public func run<Engine: SpringEngine>(_ engine: inout Engine) -> EngineRun {
    var frames = [engine.startFrame]
    frames.reserveCapacity(min(schedule.count + 1, 1 << 16))
    var delivered: [EngineRetarget] = []
    var next = 0
    var lastTime = 0.0
    var completed = engine.isComplete
    var index = 0
    while !completed, index < schedule.count {
      let upcoming = schedule.time(ofFrame: index)
      while next < retargets.count, retargets[next].hostTime < upcoming {
        engine.retarget(to: retargets[next].target, at: lastTime)
        delivered.append(retargets[next])
        next += 1
      }
      let frame = engine.advance(to: upcoming)
      guard frame.isFinite else {
        return EngineRun(
          engine: Engine.name, frames: frames, completed: false, deliveredRetargets: delivered,
          divergenceTime: upcoming)
      }
      frames.append(frame)
      lastTime = upcoming
      completed = engine.isComplete
      index += 1
    }
    return EngineRun(
      engine: Engine.name, frames: frames, completed: completed, deliveredRetargets: delivered)
  }

  /// Runs an engine of unknown type.
  public func run(_ engine: inout any SpringEngine) -> EngineRun {
    func open<Engine: SpringEngine>(_ concrete: Engine) -> (EngineRun, Engine) {
      var copy = concrete
      let run = self.run(&copy)
      return (run, copy)
    }
    let (result, final) = open(engine)
    engine = final
    return result
  }
}
