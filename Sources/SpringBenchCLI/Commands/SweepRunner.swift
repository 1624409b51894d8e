import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the cases of a sweep on several workers and hands their results back
/// in case order, as soon as each is ready.
///
/// `jobs` workers take cases in increasing order, at most `window` cases
/// ahead of the last one delivered, and put each result in that case's slot.
/// The calling thread is one of the workers: between cases it hands every
/// result that is ready, in order, to `deliver` and frees its slot, and it
/// waits only when the window is full or every case is taken. So `jobs`
/// workers are `jobs` threads (`jobs − 1` started here), and a result is
/// handed over without waking a sleeping writer each time. Output is
/// byte-identical whatever `jobs` is, and at most `window` results are in
/// memory. `deliver` is also the hook for a progress line: it sees each case
/// once, in order.
///
/// The first failing case in order wins: cases are handed out in increasing
/// order, so every case before a failure was taken and is delivered before
/// it; after a failure no new case is taken, and the workers are waited for
/// before the error is thrown.
enum SweepRunner {
  /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1: `--jobs`'s default.
  static var activeProcessorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  static func run<Result: Sendable>(
    count: Int, jobs: Int, window: Int,
    work: @escaping @Sendable (Int) throws(CommandLineError) -> Result,
    deliver: (Int, Result) throws(CommandLineError) -> Void
  ) throws(CommandLineError) {
    precondition(jobs >= 1 && window >= 1)
    let workers = min(jobs, count)
    if workers <= 1 {
      for index in 0..<count { try deliver(index, try work(index)) }
      return
    }
    let slots = PipelineSlots<Result>(count: count, window: max(window, workers))
    /// Runs case `index` and stores its result; false after a failure.
    @Sendable func runCase(_ index: Int) -> Bool {
      do throws(CommandLineError) {
        slots.store(.success(try work(index)), at: index)
        return true
      } catch {
        slots.store(.failure(error), at: index)
        slots.stop()
        return false
      }
    }
    let group = DispatchGroup()
    // Workers write notes to the run's streams, which a queue's thread does not inherit.
    let streams = StandardStreams.current
    for _ in 1..<workers {
      DispatchQueue.global().async(group: group) {
        streams.scoped { while let index = slots.take(), runCase(index) {} }
      }
    }
    var failure: CommandLineError?
    var next = 0
    while next < count, failure == nil {
      // The next result if it is ready; else a case to run here; else wait.
      let ready: Swift.Result<Result, CommandLineError>
      if let result = slots.poll(next) {
        ready = result
      } else if let index = slots.take(waiting: false) {
        _ = runCase(index)
        continue
      } else {
        ready = slots.next(next)
      }
      switch ready {
      case .success(let result):
        do throws(CommandLineError) {
          try deliver(next, result)
        } catch {
          failure = error
        }
      case .failure(let error):
        failure = error
      }
      next += 1
    }
    if failure != nil { slots.stop() }
    group.wait()
    if let failure { throw failure }
  }
}

/// The results in flight: a ring of `window` slots, the next case to hand
/// out and the next to deliver, guarded by one mutex with two conditions
/// (a slot was filled; a slot was freed). Each slot is written by the one
/// worker that took its case and read by the caller under the mutex, hence
/// `@unchecked Sendable`.
private final class PipelineSlots<Result>: @unchecked Sendable {
  private let results: UnsafeMutableBufferPointer<Swift.Result<Result, CommandLineError>?>
  private let count: Int
  private var handedOut = 0
  private var delivered = 0
  private var stopped = false
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let filled = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let freed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init(count: Int, window: Int) {
    self.count = count
    results = .allocate(capacity: window)
    results.initialize(repeating: nil)
    pthread_mutex_init(lock, nil)
    pthread_cond_init(filled, nil)
    pthread_cond_init(freed, nil)
  }

  deinit {
    pthread_cond_destroy(freed)
    pthread_cond_destroy(filled)
    pthread_mutex_destroy(lock)
    freed.deallocate()
    filled.deallocate()
    lock.deallocate()
    results.deinitialize()
    results.deallocate()
  }

  /// The next case to run, waiting while the window is full (or, with
  /// `waiting` false, nil then); nil when every case is taken or the run stopped.
  func take(waiting: Bool = true) -> Int? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    while waiting, !stopped, handedOut < count, handedOut - delivered >= results.count {
      pthread_cond_wait(freed, lock)
    }
    guard !stopped, handedOut < count, handedOut - delivered < results.count else { return nil }
    handedOut += 1
    return handedOut - 1
  }

  /// No case is handed out after this; waiting workers wake and end.
  func stop() {
    pthread_mutex_lock(lock)
    stopped = true
    pthread_cond_broadcast(freed)
    pthread_mutex_unlock(lock)
  }

  /// Stores the result of case `index` (taken, so within the window).
  func store(_ result: Swift.Result<Result, CommandLineError>, at index: Int) {
    pthread_mutex_lock(lock)
    results[index % results.count] = result
    pthread_cond_broadcast(filled)
    pthread_mutex_unlock(lock)
  }

  /// The result of case `index` (the next in order), waiting until it is
  /// stored; frees its slot.
  func next(_ index: Int) -> Swift.Result<Result, CommandLineError> {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    let slot = index % results.count
    while results[slot] == nil { pthread_cond_wait(filled, lock) }
    return release(slot, index)
  }

  /// The result of case `index` (the next in order) if it is stored, freeing
  /// its slot; nil otherwise.
  func poll(_ index: Int) -> Swift.Result<Result, CommandLineError>? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    let slot = index % results.count
    return results[slot] == nil ? nil : release(slot, index)
  }

  /// Empties `slot`, which holds case `index`, and wakes workers waiting for room (the lock is held).
  private func release(_ slot: Int, _ index: Int) -> Swift.Result<Result, CommandLineError> {
    let result = results[slot]!
    results[slot] = nil
    delivered = index + 1
    pthread_cond_broadcast(freed)
    return result
  }
}
