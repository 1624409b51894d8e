import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A progress line on stderr for long runs (`validate`, `fit --model auto`,
/// sweeps): `label: 120/1400 cases (8%)`, redrawn in place with `\r` at most
/// every ``interval`` and erased by ``finish()``.
///
/// It draws only when the run's stderr is a terminal (``StandardStreams``); piped or
/// redirected stderr gets nothing, so logs and scripts see the same bytes as
/// before. Safe to share between workers: ``advance(by:)`` may be called
/// from any thread.
///
/// Use: `let progress = ProgressReporter(label: "validate", total: n, unit: "cases")`,
/// `progress.advance()` per unit of work, `progress.finish()` before writing
/// the output.
final class ProgressReporter: Sendable {
  /// What the line says before the count.
  let label: String
  /// The units of work in all.
  let total: Int
  /// The unit's name, plural ("cases", "models").
  let unit: String
  /// Whether to draw at all: stderr is a terminal.
  let isTerminal: Bool
  /// The least time between two redraws (the first is drawn at once).
  let interval: Duration
  private let write: @Sendable (String) -> Void
  private let state = Mutex(State())

  private struct State {
    var done = 0
    var lastDraw: ContinuousClock.Instant?
    var drawnWidth = 0
    var finished = false
  }

  /// A reporter of `total` units; draws the first line at once when `isTerminal`.
  ///
  /// - Parameters:
  ///   - isTerminal: whether to draw (default: stderr is a terminal); tests inject it.
  ///   - write: where the bytes go (default: the run's stderr, unbuffered, no newline added).
  init(
    label: String, total: Int, unit: String, isTerminal: Bool = StandardStreams.current.errorIsTerminal,
    interval: Duration = .milliseconds(100), write: (@Sendable (String) -> Void)? = nil
  ) {
    self.label = label
    self.total = max(total, 0)
    self.unit = unit
    self.isTerminal = isTerminal
    self.interval = interval
    let descriptor = StandardStreams.current.error
    self.write = write ?? { writeRaw($0, to: descriptor) }
    if isTerminal { state.withLock { draw(&$0, now: .now) } }
  }

  /// Records `count` more units done; redraws when ``interval`` has passed.
  func advance(by count: Int = 1) {
    guard isTerminal else { return }
    state.withLock { state in
      guard !state.finished else { return }
      state.done = min(state.done + count, total)
      let now = ContinuousClock.now
      if let last = state.lastDraw, now - last < interval, state.done < total { return }
      draw(&state, now: now)
    }
  }

  /// Erases the line (spaces over it, then `\r`); later calls do nothing.
  func finish() {
    guard isTerminal else { return }
    state.withLock { state in
      guard !state.finished else { return }
      state.finished = true
      write("\r" + String(repeating: " ", count: state.drawnWidth) + "\r")
      state.drawnWidth = 0
    }
  }

  /// The text of the line at `done` units: `label: done/total unit (p%)`.
  func line(done: Int) -> String {
    let percent = total == 0 ? 100 : done * 100 / total
    return "\(label): \(done)/\(total) \(unit) (\(percent)%)"
  }

  private func draw(_ state: inout State, now: ContinuousClock.Instant) {
    let text = line(done: state.done)
    let width = text.unicodeScalars.count
    // Pads over a longer previous line (there is none while counts only grow).
    let padding = String(repeating: " ", count: max(0, state.drawnWidth - width))
    write("\r" + text + padding)
    state.drawnWidth = max(width, state.drawnWidth)
    state.lastDraw = now
  }
}
