import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the cases of a sweep on several workers and hands their results back
/// in case order, a window at a time.
///
/// Cases `0..<count` are cut into windows of `window` cases. In each window,
/// worker w of `jobs` takes cases w, w + jobs, w + 2·jobs, … (interleaved, so
/// neighbouring cases, which cost about the same, spread evenly) and keeps
/// its results in its own storage; then `deliver` receives every result of
/// the window on the calling thread, in case order, before the next window
/// starts. Output is therefore byte-identical whatever `jobs` is, and at
/// most one window of results is in memory. `deliver` is also the hook for a
/// progress line: it sees each case once, in order.
///
/// The first failing case in order wins: a worker stops at its first failure,
/// and every case before it in the window has been run by the others.
enum SweepRunner {
  /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1: `--jobs`'s default.
  static var activeProcessorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  static func run<Result: Sendable>(
    count: Int, jobs: Int, window: Int,
    work: @escaping @Sendable (Int) throws(CommandLineError) -> Result,
    deliver: (Int, Result) throws(CommandLineError) -> Void
  ) throws(CommandLineError) {
    precondition(jobs >= 1 && window >= 1)
    var start = 0
    while start < count {
      let size = min(window, count - start)
      let workers = min(jobs, size)
      let slots = (0..<workers).map { _ in WorkerSlot<Result>() }
      let first = start
      @Sendable func run(_ worker: Int) {
        let slot = slots[worker]
        var index = worker
        while index < size {
          do throws(CommandLineError) {
            slot.results.append(try work(first + index))
          } catch {
            slot.failure = (index, error)
            return
          }
          index += workers
        }
      }
      if workers == 1 {
        run(0)
      } else {
        DispatchQueue.concurrentPerform(iterations: workers) { worker in run(worker) }
      }
      let failure = slots.compactMap(\.failure).min { $0.index < $1.index }
      for index in 0..<(failure?.index ?? size) {
        try deliver(first + index, slots[index % workers].results[index / workers])
      }
      if let failure { throw failure.error }
      start += size
    }
  }
}

/// One worker's results in one window: written by that worker only, read by
/// the caller after `concurrentPerform` returns (which orders the accesses),
/// hence `@unchecked Sendable`.
private final class WorkerSlot<Result>: @unchecked Sendable {
  var results: [Result] = []
  var failure: (index: Int, error: CommandLineError)?
}
