import Synchronization
import Testing

@testable import SpringBenchCLI

/// ``SweepRunner``: results in case order whatever the workers and the
/// window, every case run once, and the first failing case in order wins.
@Suite("SweepRunner")
struct SweepRunnerTests {
  /// Work whose cost varies with the case (so workers finish out of order).
  static func work(_ index: Int) -> Int {
    var x = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
    for _ in 0..<((index * 7919) % 2000) { x = x &* 6_364_136_223_846_793_005 &+ 1 }
    return index &+ Int(truncatingIfNeeded: x >> 60)
  }

  @Test("delivers every case once, in order", arguments: [(1, 1), (2, 1), (2, 2), (3, 4), (8, 3), (2, 100)])
  func order(_ jobs: Int, _ window: Int) throws {
    let count = 500
    let runs = Mutex([Int](repeating: 0, count: count))
    var delivered: [Int] = []
    try SweepRunner.run(
      count: count, jobs: jobs, window: window,
      work: { index throws(CommandLineError) -> Int in
        runs.withLock { $0[index] += 1 }
        return Self.work(index)
      },
      deliver: { (index: Int, value: Int) throws(CommandLineError) in
        #expect(value == Self.work(index))
        delivered.append(index)
      })
    #expect(delivered == Array(0..<count))
    #expect(runs.withLock { $0 } == [Int](repeating: 1, count: count))
  }

  /// Cases 137 and 300 fail; every case before 137 is delivered and 137's error is thrown.
  @Test("the first failing case in order wins", arguments: [1, 2, 3, 8])
  func failure(_ jobs: Int) {
    var delivered: [Int] = []
    var thrown: CommandLineError?
    do throws(CommandLineError) {
      try SweepRunner.run(
        count: 1000, jobs: jobs, window: 16,
        work: { index throws(CommandLineError) -> Int in
          if index == 137 || index == 300 { throw .failure(.writeFailed(reason: "case \(index)")) }
          return Self.work(index)
        },
        deliver: { (index: Int, _: Int) throws(CommandLineError) in delivered.append(index) })
    } catch {
      thrown = error
    }
    #expect(thrown == .failure(.writeFailed(reason: "case 137")))
    #expect(delivered == Array(0..<137))
  }

  /// A failing `deliver` stops the run with its error.
  @Test("a failing deliver stops the run", arguments: [1, 2, 4])
  func deliverFailure(_ jobs: Int) {
    var delivered = 0
    var thrown: CommandLineError?
    do throws(CommandLineError) {
      try SweepRunner.run(
        count: 1000, jobs: jobs, window: 8,
        work: { index throws(CommandLineError) -> Int in Self.work(index) },
        deliver: { (index: Int, _: Int) throws(CommandLineError) in
          if index == 50 { throw .failure(.writeFailed(reason: "full disk")) }
          delivered += 1
        })
    } catch {
      thrown = error
    }
    #expect(thrown == .failure(.writeFailed(reason: "full disk")))
    #expect(delivered == 50)
  }
}
