import Foundation
import TestSupport
import Testing

// Expected cells are text: every value below is an exact binary fraction
// (quarters, halves), printed in shortest round-trip form.

/// The CSV of `springbench timing` as rows of text cells.
private func cells(_ text: String) -> (header: String, rows: [[String]]) {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if lines.last == "" { lines.removeLast() }
  guard !lines.isEmpty else { return ("", []) }
  let header = lines.removeFirst()
  return (header, lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) })
}

@Suite("springbench timing, end to end over the built binary")
struct TimingCommandTests {
  @Test("ca: seed 002's borderWidth timing (0.5 s, autoreverses, forever), quarter-second grid")
  func coreAnimationSeed() throws {
    let result = try BinaryRunner.run([
      "timing", "--duration", "0.5", "--autoreverses", "--repeat-count", "infinity", "--begin-time", "0.5",
      "--fill-mode", "backwards", "--until", "2", "--step", "0.25",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let csv = cells(result.output)
    #expect(csv.header == "t,phase,iteration,progress")
    // e = t − 0.5; φ = e mod 1; p = 2φ on φ ≤ 0.5, else 2 − 2φ; before 0.5 the
    // backwards fill holds p = 0.
    let expected: [[String]] = [
      ["0.0", "before", "0", "0.0"], ["0.25", "before", "0", "0.0"], ["0.5", "active", "0", "0.0"],
      ["0.75", "active", "0", "0.5"], ["1.0", "active", "0", "1.0"], ["1.25", "active", "0", "0.5"],
      ["1.5", "active", "1", "0.0"], ["1.75", "active", "1", "0.5"], ["2.0", "active", "1", "1.0"],
    ]
    #expect(csv.rows == expected)
  }

  @Test("web: alternate, 3 iterations, fill both, negative and boundary times")
  func web() throws {
    let result = try BinaryRunner.run([
      "timing", "--model", "web", "--duration", "1", "--iterations", "3", "--direction", "alternate", "--fill",
      "both", "--delay", "1", "--times", "-1,1,2.25,3.25,4,5",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    // Local t; active time t − 1 in [0, 3). At 2.25: iteration 1 (odd) reverse →
    // 1 − 0.25; at 3.25: iteration 2 → 0.25; at 4 (= B2) after, fill: σ 1,
    // iteration 2 (even) → 1.
    #expect(
      cells(result.output).rows == [
        ["-1.0", "before", "0", "0.0"], ["1.0", "active", "0", "0.0"], ["2.25", "active", "1", "0.75"],
        ["3.25", "active", "2", "0.25"], ["4.0", "after", "2", "1.0"], ["5.0", "after", "2", "1.0"],
      ])
  }

  @Test("not in effect: iteration and progress cells are empty, the phase is still written")
  func notInEffect() throws {
    let ca = try BinaryRunner.run(["timing", "--begin-time", "1", "--duration", "1", "--times", "0.5,1.5,2.5"])
    #expect(
      cells(ca.output).rows == [["0.5", "before", "", ""], ["1.5", "active", "0", "0.5"], ["2.5", "after", "", ""]])
    let web = try BinaryRunner.run(["timing", "--model", "web", "--duration", "1", "--times", "1"])
    #expect(cells(web.output).rows == [["1.0", "after", "", ""]])  // fill auto = none, endpoint-exclusive
  }

  @Test("ca: the closed interval keeps the end applied; negative speed plays from the end")
  func coreAnimationEnd() throws {
    let end = try BinaryRunner.run(["timing", "--duration", "2", "--times", "2"])
    #expect(cells(end.output).rows == [["2.0", "active", "0", "1.0"]])
    // b 2, s −1, D 1: e = 2 − t; t 1.25 → e 0.75.
    let reversed = try BinaryRunner.run([
      "timing", "--begin-time", "2", "--speed", "-1", "--duration", "1",
      "--times", "1.25,2.5",
    ])
    #expect(cells(reversed.output).rows == [["1.25", "active", "0", "0.75"], ["2.5", "before", "", ""]])
  }

  @Test("infinity and Infinity are accepted for --duration and --iterations; iteration prints inf")
  func infinity() throws {
    let result = try BinaryRunner.run([
      "timing", "--model", "web", "--duration", "0", "--iterations", "Infinity", "--fill", "forwards", "--times", "0",
    ])
    #expect(cells(result.output).rows == [["0.0", "after", "inf", "1.0"]])
    let layer = try BinaryRunner.run(["timing", "--duration", "infinity", "--times", "3"])
    #expect(cells(layer.output).rows == [["3.0", "active", "0", "0.0"]])
  }

  @Test("--timing-function and --easing: CA names and CSS syntax; the before flag reaches steps()")
  func easings() throws {
    // easeInEaseOut is symmetric: f(0.5) = 0.5 exactly (x(1/2) = 1/2 at u = 1/2).
    let ca = try BinaryRunner.run(["timing", "--duration", "1", "--timing-function", "easeInEaseOut", "--times", "0.5"])
    #expect(cells(ca.output).rows == [["0.5", "active", "0", "0.5"]], "\(ca.standardError)")
    // steps(2, jump-start) with fill both, delay 1: before phase → before flag →
    // 0; active at 0 → jump → 0.5; at 0.75 → 1.
    let web = try BinaryRunner.run([
      "timing", "--model", "web", "--duration", "1", "--delay", "1", "--fill", "both", "--easing",
      "steps(2, jump-start)", "--times", "0,1,1.75",
    ])
    #expect(
      cells(web.output).rows == [
        ["0.0", "before", "0", "0.0"], ["1.0", "active", "0", "0.5"], ["1.75", "active", "0", "1.0"],
      ],
      "\(web.standardError)")
  }

  @Test("the default grid covers the active interval at 120 Hz")
  func defaultGrid() throws {
    let result = try BinaryRunner.run(["timing", "--duration", "0.5", "--repeat-count", "2"])
    let rows = cells(result.output).rows
    #expect(rows.count == 121)  // 0 … 1 s at 120 Hz
    #expect(rows.last == ["1.0", "active", "1", "1.0"])
  }

  struct BadInput: Sendable, CustomStringConvertible {
    let arguments: [String]
    let flag: String
    var description: String { arguments.joined(separator: " ") }
  }

  static let badInputs: [BadInput] = [
    .init(arguments: ["timing", "--duration", "-1"], flag: "--duration"),
    .init(arguments: ["timing", "--model", "web", "--duration", "-0.5"], flag: "--duration"),
    .init(arguments: ["timing", "--model", "web", "--iterations", "-2"], flag: "--iterations"),
    .init(arguments: ["timing", "--repeat-count", "-1"], flag: "--repeat-count"),
    .init(arguments: ["timing", "--repeat-duration", "-1"], flag: "--repeat-duration"),
    .init(arguments: ["timing", "--model", "web", "--iteration-start", "-1"], flag: "--iteration-start"),
    .init(arguments: ["timing", "--model", "web", "--iteration-start", "infinity"], flag: "--iteration-start"),
    .init(arguments: ["timing", "--model", "qt"], flag: "--model"),
    .init(arguments: ["timing", "--fill-mode", "none"], flag: "--fill-mode"),
    .init(arguments: ["timing", "--model", "web", "--fill", "removed"], flag: "--fill"),
    .init(arguments: ["timing", "--model", "web", "--direction", "backwards"], flag: "--direction"),
    .init(arguments: ["timing", "--delay", "1"], flag: "--delay"),
    .init(arguments: ["timing", "--model", "web", "--speed", "2"], flag: "--speed"),
    .init(arguments: ["timing", "--model", "web", "--autoreverses"], flag: "--autoreverses"),
    .init(arguments: ["timing", "--speed", "inf"], flag: "--speed"),
    .init(arguments: ["timing", "--begin-time", "nan"], flag: "--begin-time"),
    .init(arguments: ["timing", "--duration", "INF"], flag: "--duration"),
    .init(arguments: ["timing", "--autoreverses=yes"], flag: "--autoreverses"),
    .init(arguments: ["timing", "--times", "0,abc"], flag: "--times"),
    .init(arguments: ["timing", "--times", "1", "--until", "2"], flag: "--until"),
    .init(arguments: ["timing", "--until", "settled"], flag: "--until"),
    .init(arguments: ["timing", "--timing-function", "wobbly"], flag: "--timing-function"),
    .init(arguments: ["timing", "--model", "web", "--easing", "cubic-bezier(2,0,1,1)"], flag: "--easing"),
    .init(arguments: ["timing", "extra"], flag: "extra"),
  ]

  @Test("bad input: exit 64, one line on stderr naming the flag, nothing on stdout", arguments: badInputs)
  func badInput(_ c: BadInput) throws {
    let result = try BinaryRunner.run(c.arguments)
    expectUsageError(result, naming: c.flag, hint: "springbench timing --help", "\(c)")
  }
}
