/// The host's frame times: when the display asks the engine for a frame.
///
/// The animation starts at host time 0; the t = 0 row is the start state, not a
/// rendered frame. Rendered frames come at `n/fps` for n = 1, 2, … (computed from n,
/// never accumulated) up to a horizon, or at an explicit list of times, which replays a
/// real vsync trace with uneven gaps and dropped frames.
public struct FrameSchedule: Sendable, Hashable {
  /// How the frame times are laid out.
  public enum Layout: Sendable, Hashable {
    /// t_n = n / framesPerSecond for n ≥ 1 while t_n ≤ horizon (seconds).
    case framesPerSecond(Double, horizon: Double)
    /// Exactly these times in seconds, strictly increasing and > 0.
    case times([Double])
  }

  /// The layout.
  public let layout: Layout
  /// The number of rendered frames (the t = 0 row not included).
  public let count: Int

  /// The default horizon of a frame-rate schedule: 60 s, far beyond any UI spring
  /// (a spring still moving then is reported as not completed).
  public static let defaultHorizon = 60.0

  /// The most frames a schedule may hold.
  public static let maximumCount = 100_000_000

  /// Frames at n/fps, n ≥ 1, up to `horizon` seconds.
  ///
  /// - Throws: ``EngineError/invalidInput(_:)`` unless fps and horizon are finite and > 0.
  public init(framesPerSecond fps: Double, horizon: Double = FrameSchedule.defaultHorizon)
    throws(EngineError)
  {
    guard fps.isFinite, fps > 0 else {
      throw .invalidInput("the frame rate must be finite and > 0; got \(fps)")
    }
    guard horizon.isFinite, horizon > 0 else {
      throw .invalidInput("the frame horizon must be finite and > 0; got \(horizon)")
    }
    let frames = (horizon * fps).rounded(.down)
    guard frames < Double(Self.maximumCount) else {
      throw .invalidInput("more than \(Self.maximumCount) frames")
    }
    var n = Int(frames)
    // The product can round either way; the times decide.
    while n > 0, Double(n) / fps > horizon { n -= 1 }
    while Double(n + 1) / fps <= horizon { n += 1 }
    layout = .framesPerSecond(fps, horizon: horizon)
    count = n
  }

  /// Frames at exactly `times` (seconds).
  ///
  /// The start, t = 0, is always the first row and is not a rendered frame: a list may
  /// name it as its first time (as a recorded trace does), and it is then dropped.
  ///
  /// - Throws: ``EngineError/invalidInput(_:)`` unless the list has a time > 0 and is
  ///   finite and strictly increasing after an optional leading 0.
  public init(times listed: [Double]) throws(EngineError) {
    let times = listed.first == 0 ? Array(listed.dropFirst()) : listed
    let offset = listed.count - times.count
    guard !times.isEmpty else { throw .invalidInput("at least one frame time after t = 0 is needed") }
    var previous = 0.0
    for (index, t) in times.enumerated() {
      guard t.isFinite, t > previous else {
        throw .invalidInput(
          t.isFinite && index == 0
            ? "frame times must be > 0 (t = 0 is the start, implicit); time \(index + 1 + offset) is \(t)"
            : "frame times must be finite and strictly increasing; time \(index + 1 + offset) is \(t) after \(previous)"
        )
      }
      previous = t
    }
    guard times.count <= Self.maximumCount else {
      throw .invalidInput("more than \(Self.maximumCount) frames")
    }
    layout = .times(times)
    count = times.count
  }

  /// The host time of rendered frame `index` (0-based: index 0 is frame n = 1), in seconds.
  public func time(ofFrame index: Int) -> Double {
    switch layout {
    case .framesPerSecond(let fps, _): Double(index + 1) / fps
    case .times(let times): times[index]
    }
  }
}
