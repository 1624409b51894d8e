/// The host that drives every ``FrameEngine``, spring (``SpringEngine``) and decay
/// (``DecayEngine``) alike: the shared clock and retarget convention.
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

  /// The frames of one drive: the start row, then one frame per rendered frame.
  struct Drive: Sendable, Hashable {
    /// The start row and the rendered frames, up to the stopping frame.
    var frames: [EngineFrame]
    /// True when the engine stopped; false when the schedule ran out first, or the
    /// engine diverged.
    var completed: Bool
    /// The retargets delivered (those due after the engine stopped are not).
    var delivered: [EngineRetarget]
    /// The host time of the first frame that was not finite, or nil.
    var divergenceTime: Double?
  }

  /// Drives `engine` over the schedule by the convention above, calling `retarget` for
  /// each retarget when it is due with the engine, the retarget and the host time of the
  /// last frame.
  func drive<Engine: FrameEngine>(
    _ engine: inout Engine, retarget: (inout Engine, EngineRetarget, Double) -> Void
  ) -> Drive {
    var drive = Drive(frames: [engine.startFrame], completed: engine.isComplete, delivered: [])
    drive.frames.reserveCapacity(min(schedule.count + 1, 1 << 16))
    var next = 0
    var lastTime = 0.0
    var index = 0
    while !drive.completed, index < schedule.count {
      let upcoming = schedule.time(ofFrame: index)
      while next < retargets.count, retargets[next].hostTime < upcoming {
        retarget(&engine, retargets[next], lastTime)
        drive.delivered.append(retargets[next])
        next += 1
      }
      let frame = engine.advance(to: upcoming)
      // An engine whose arithmetic overflowed stops at its last finite frame.
      guard frame.isFinite else {
        drive.completed = false
        drive.divergenceTime = upcoming
        return drive
      }
      drive.frames.append(frame)
      lastTime = upcoming
      drive.completed = engine.isComplete
      index += 1
    }
    return drive
  }

  /// Runs the spring engine `engine` over the schedule, delivering the retargets.
  public func run<Engine: SpringEngine>(_ engine: inout Engine) -> EngineRun {
    let drive = drive(&engine) { engine, retarget, time in engine.retarget(to: retarget.target, at: time) }
    return EngineRun(
      engine: Engine.name, frames: drive.frames, completed: drive.completed, deliveredRetargets: drive.delivered,
      divergenceTime: drive.divergenceTime)
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
