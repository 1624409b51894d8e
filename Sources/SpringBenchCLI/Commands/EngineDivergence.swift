/// The words for an engine run that stopped because the engine's own
/// arithmetic overflowed (``AnimationMath/EngineRun/divergenceTime``): the
/// output ends at the last finite frame and says so.
enum EngineDivergence {
  /// The stderr note of a single run.
  static func note(engine: String, at time: Double, lastFrame: Double) -> String {
    "note: engine \(engine) diverged: its own arithmetic overflowed at t = \(time) s, "
      + "so the output ends at the last finite frame (t = \(lastFrame) s)"
  }

  /// The note in a table row (`engines`, `engines decay`).
  static func rowNote(at time: Double) -> String {
    "diverged: its own arithmetic overflowed at t = \(time) s; the values are the last finite frame's"
  }
}
