import Foundation
import Testing

@testable import SpringBenchCLI

/// ``SweepValues``: numbers, lists and ranges `start:stop:step`.
///
/// Range values are compared with `==` to decimal literals on purpose: the
/// claim is that value i is the double nearest the exact decimal
/// start + i·step (the literal is that double), not an approximation of it.
@Suite("Sweep values: numbers, lists and ranges")
struct SweepValuesTests {
  static let limit = SweepPlan.maximumCases

  static let ranges: [(text: String, values: [Double])] = [
    ("0.2:1.0:0.2", [0.2, 0.4, 0.6, 0.8, 1.0]),
    ("0:0.3:0.1", [0, 0.1, 0.2, 0.3]),
    ("0:1:0.3", [0, 0.3, 0.6, 0.9]),
    ("1:0:-0.25", [1, 0.75, 0.5, 0.25, 0]),
    ("-1:1:0.5", [-1, -0.5, 0, 0.5, 1]),
    ("1e6:1000000.3:0.1", [1e6, 1000000.1, 1000000.2, 1000000.3]),
    ("0.5:0.5:1", [0.5]),
    ("1:10:4", [1, 5, 9]),
    ("2.5e-3:1e-2:2.5e-3", [0.0025, 0.005, 0.0075, 0.01]),
  ]

  @Test("decimal ranges: start + i·step exactly, stop included on the grid", arguments: ranges.indices)
  func decimalRange(_ index: Int) throws {
    let (text, expected) = Self.ranges[index]
    let values = try SweepValues.parse(text, limit: Self.limit)
    #expect(values.form == .range)
    #expect(values.values == expected, "\(text)")
  }

  @Test("a range whose digits do not fit a decimal: start + Double(i)·step, stop within rounding")
  func binaryRange() throws {
    // 17 significant digits: not an exact decimal in a double.
    let values = try SweepValues.parse("0:0.30000000000000004:0.1", limit: Self.limit)
    #expect(values.count == 4)
    #expect(values[3] == 3 * 0.1)  // the one rounding of start + 3·step
    let third = try SweepValues.parse("0:1:0.33333333333333331", limit: Self.limit)
    #expect(third.count == 4)
  }

  @Test("lists and single numbers")
  func lists() throws {
    let list = try SweepValues.parse("3,1,2,1", limit: Self.limit)
    #expect(list.form == .list && list.values == [3, 1, 2, 1])
    let single = try SweepValues.parse("-2.5", limit: Self.limit)
    #expect(single.form == .single && single.values == [-2.5])
  }

  static let bad: [(text: String, problem: String)] = [
    ("0:1:0", "must not be 0"),
    ("1:0:0.1", "toward stop"),
    ("0:1:-0.1", "toward stop"),
    ("nan", "not a number"),
    ("1,nan", "not a number"),
    ("0:inf:1", "not a number"),
    ("1e999", "not finite"),
    ("0:1e999:1", "not finite"),
    ("abc", "not a number"),
    ("1,,2", "empty"),
    ("1:2", "three fields"),
    ("1:2:3:4", "three fields"),
    ("0:1e300:1e-300", "more than"),
    ("0:1e7:1", "more than"),
    ("0x10", "not a number"),
  ]

  @Test("bad text is a problem that says what is wrong", arguments: bad.indices)
  func badText(_ index: Int) {
    let (text, problem) = Self.bad[index]
    #expect {
      _ = try SweepValues.parse(text, limit: Self.limit)
    } throws: { error in
      (error as? SweepValues.Problem)?.text.contains(problem) == true
    }
  }

  @Test("the limit: 10^7 values are accepted, one more is not")
  func limit() throws {
    #expect(try SweepValues.parse("1:10000000:1", limit: Self.limit).count == 10_000_000)
    #expect(throws: SweepValues.Problem.self) { try SweepValues.parse("0:10000000:1", limit: Self.limit) }
  }

  @Test("column names: dashes dropped, - as _, param_ on a clash")
  func columns() {
    let reserved = SweepCommand.reservedColumns
    #expect(SweepPlan.column("--damping-fraction", reserved) == "damping_fraction")
    #expect(SweepPlan.column("--velocity", reserved) == "param_velocity")
    #expect(SweepPlan.column("--damping-ratio", reserved) == "param_damping_ratio")
    #expect(SweepPlan.column("--mass", reserved) == "param_mass")
    #expect(SweepPlan.column("--from", reserved) == "from")
  }
}

/// Fuzz finding (Tests/Fuzz/seeds/arguments/finding-sweep-slow-case): a
/// sweep of one slow spring (mass 8483: a settling time of hours at 120 Hz)
/// ran its whole case into memory before the output budget was checked. The
/// budget now bounds each case's buffer.
@Suite("sweep regressions")
struct SweepRegressionTests {
  @Test("an output budget stops a sweep inside a long case")
  func budgetInsideACase() throws {
    guard case .run(let parsed) = try CommandLineParser.parse(["--mass=08483"][...], for: SweepCommand.definition)
    else {
      Issue.record("not a run")
      return
    }
    let devNull = try #require(FileHandle(forWritingAtPath: "/dev/null"))
    var output = OutputBuffer(descriptor: devNull.fileDescriptor)
    output.budget = 1 << 20
    let start = ContinuousClock.now
    var failed = false
    do {
      try SweepCommand.run(parsed, output: &output)
    } catch {
      failed = error.status == .failure
    }
    #expect(failed, "the budget must stop the sweep")
    // Unbounded, the case is ~80 MB of CSV; bounded, a fraction of a second.
    #expect(ContinuousClock.now - start < .seconds(5))
  }
}
