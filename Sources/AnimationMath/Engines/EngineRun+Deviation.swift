/// How far an engine's run of a spring departs from the ideal curve, each
/// distance as a share of the travel |to − from| (of 1 when the travel is 0).
public struct EngineDeviation: Sendable, Hashable {
  /// |last frame's value − the ideal value at that frame's engine time (its
  /// host time when it has none)|: the jump a snap to rest makes, in value units.
  public let snap: Double
  /// ``snap`` as a share of the travel.
  public let snapJump: Double
  /// The largest |frame value − ideal value at the frame's host time| over
  /// the frames in flight (all but a completed run's last), as a share of
  /// the travel.
  public let maximumDeviation: Double
  /// The largest excursion past `to`, away from `from` (0 if none), as a
  /// share of the travel.
  public let overshoot: Double

  /// The deviation of `run` from `ideal`, the spring from `from` to `to`
  /// the engine rendered. `run` has at least one frame (the host's t = 0).
  public init(run: EngineRun, ideal: SpringSolution, from: Double, to: Double) {
    let travel = abs(to - from)
    let scale = travel > 0 ? travel : 1
    let last = run.frames.last!
    let flight = run.frames.dropLast(run.completed ? 1 : 0)
    let deviation = flight.map { abs($0.value - ideal.position(at: $0.hostTime)) }.max() ?? 0
    let direction: Double = to >= from ? 1 : -1
    let overshoot = max(0, run.frames.map { ($0.value - to) * direction }.max() ?? 0)
    snap = abs(last.value - ideal.position(at: last.engineTime ?? last.hostTime))
    snapJump = snap / scale
    maximumDeviation = deviation / scale
    self.overshoot = overshoot / scale
  }
}
