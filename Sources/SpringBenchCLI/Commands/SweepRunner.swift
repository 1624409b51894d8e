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
/// `jobs` workers take the next case not yet taken, one at a time (so a
/// worker the system pauses does not hold the others up), and put each
/// result in that case's slot; then `deliver` receives every result of the
/// window on the calling thread, in case order, before the next window
/// starts. Output is therefore byte-identical whatever `jobs` is, and at
/// most one window of results is in memory. `deliver` is also the hook for a
/// progress line: it sees each case once, in order.
///
/// The first failing case in order wins: cases are handed out in increasing
/// order, so every case before a failure was taken, and has been run, by the
/// time the window ends; after a failure no new case is taken.
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
      let slots = WindowSlots<Result>(count: size)
      let first = start
      @Sendable func run(_ worker: Int) {
        while let index = slots.take() {
          do throws(CommandLineError) {
            slots.store(.success(try work(first + index)), at: index)
          } catch {
            slots.store(.failure(error), at: index)
            slots.stop()
            return
          }
        }
      }
      if workers == 1 {
        run(0)
      } else {
        DispatchQueue.concurrentPerform(iterations: workers) { worker in run(worker) }
      }
      for index in 0..<size {
        // Every slot up to the first failure is filled (see above).
        switch slots.result(at: index) {
        case .success(let result): try deliver(first + index, result)
        case .failure(let error): throw error
        case nil: preconditionFailure("sweep case \(first + index) was not run")
        }
      }
      start += size
    }
  }
}

/// The results of one window, one slot per case, and the next case to hand
/// out. The counter is guarded by a mutex; each slot is written by the one
/// worker that took its case and read by the caller after
/// `concurrentPerform` returns (which orders the accesses), hence
/// `@unchecked Sendable`.
private final class WindowSlots<Result>: @unchecked Sendable {
  /// Allocated once, so that workers write distinct elements without an
  /// exclusive access to a shared array.
  private let results: UnsafeMutableBufferPointer<Swift.Result<Result, CommandLineError>?>
  private var next = 0
  private var stopped = false
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init(count: Int) {
    results = .allocate(capacity: count)
    results.initialize(repeating: nil)
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
    results.deinitialize()
    results.deallocate()
  }

  /// The next case to run, or nil when every case is taken or one failed.
  func take() -> Int? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    guard !stopped, next < results.count else { return nil }
    next += 1
    return next - 1
  }

  /// No case is handed out after this.
  func stop() {
    pthread_mutex_lock(lock)
    stopped = true
    pthread_mutex_unlock(lock)
  }

  func store(_ result: Swift.Result<Result, CommandLineError>, at index: Int) {
    results[index] = result
  }

  func result(at index: Int) -> Swift.Result<Result, CommandLineError>? { results[index] }
}
