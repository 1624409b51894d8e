import AnimationMath
import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// The JSON writer keeps each column's text in memory up to a budget and
/// moves older text to a temporary file: the document is the same bytes
/// whatever the budget, the memory stays within it, and a failed run prints
/// nothing.
@Suite("JSON writer: columns past their memory budget")
struct JSONWriterTests {
  /// Columns of every kind of cell: numbers, a whole-number column, words,
  /// flags, missing cells and infinities.
  static let layout = TableLayout(
    columns: ["t", "frame", "value", "phase", "done"], integerColumns: [1], expectedRows: 0,
    plot: PlotDecoration(title: "", xLabel: ""), parameters: { [("from", .number(0)), ("label", .text("a \"b\""))] })

  /// Row `index` of a seeded table; odd seeds give rows of numbers only.
  static func row(_ index: Int, _ rng: inout SplitMix64) -> [TableCell] {
    let value = Double.random(in: -1e3...1e3, using: &rng)
    let words = ["before", "active", "after, \"quoted\"", "ünïcödé"]
    return [
      .number(Double(index) / 60), .number(Double(index)),
      index % 97 == 0 ? .number(.infinity) : .number(value),
      index % 13 == 0 ? .missing : .text(words[index % words.count]), .flag(index % 3 == 0),
    ]
  }

  /// The document of `rows` seeded rows, written with `budget` bytes a column
  /// (nil: the default), and the most bytes the writer held in memory after any row.
  static func document(rows: Int, seed: UInt64, budget: Int?) throws -> (text: String, peak: Int) {
    var rng = SplitMix64(seed: seed)
    var writer = try budget.map { JSONWriter(layout, columnBudget: $0) } ?? JSONWriter(layout)
    var output = OutputBuffer(collecting: 1 << 16)
    var peak = 0
    writer.begin(&output)
    for index in 0..<rows {
      try writer.append(cells: row(index, &rng), &output)
      peak = Swift.max(peak, writer.bytesInMemory)
    }
    #expect(output.count == 0, "nothing is printed before the end")
    try writer.end(&output)
    return (String(decoding: output.collectedBytes(), as: UTF8.self), peak)
  }

  @Test("spilled columns give the bytes of columns kept in memory", arguments: [1, 64, 1000])
  func spilledMatchesInMemory(budget: Int) throws {
    let seed: UInt64 = 0x150_2024
    let rows = 20_000
    let inMemory = try Self.document(rows: rows, seed: seed, budget: nil)
    let spilled = try Self.document(rows: rows, seed: seed, budget: budget)
    #expect(spilled.text == inMemory.text, "seed \(seed), budget \(budget)")
    // The default budget holds far more in memory than the small ones, which
    // move nearly all of the text to files, holding at most one cell past each column's budget.
    #expect(inMemory.peak > 100 * budget, "seed \(seed)")
    #expect(spilled.peak <= Self.layout.columns.count * (budget + 32), "seed \(seed), peak \(spilled.peak)")
    #expect(inMemory.text.hasPrefix("{\n  \"parameters\": {\n    \"from\": 0.0,\n    \"label\": \"a \\\"b\\\"\"\n  },"))
    #expect(inMemory.text.contains("\"frame\": [0,1,2,"))
    #expect(inMemory.text.hasSuffix("]\n  }\n}\n"))
  }

  @Test("the memory a writer holds does not grow with the rows at the default budget")
  func defaultBudgetBoundsMemory() throws {
    let layout = TableLayout(
      columns: ["t", "value"], expectedRows: 1_000_000, plot: PlotDecoration(title: "", xLabel: ""))
    var writer = try JSONWriter(layout)
    var output = OutputBuffer(collecting: 1 << 16)
    var peak = 0
    // About 16 MB of text: more than the budget.
    let rows = 450_000
    for index in 0..<rows {
      let t = Double(index) * 0.001_234_567
      try writer.append([t, t.squareRoot()], &output)
      if index & 255 == 0 { peak = Swift.max(peak, writer.bytesInMemory) }
    }
    #expect(peak <= JSONWriter.memoryBudget + 64 * layout.columns.count, "peak \(peak)")
    try writer.end(&output)
    let text = String(decoding: output.collectedBytes(), as: UTF8.self)
    #expect(text.utf8.count > JSONWriter.memoryBudget)
    let last = Double(rows - 1) * 0.001_234_567
    #expect(text.hasSuffix(",\(last.squareRoot())]\n  }\n}\n"), "\(text.suffix(80))")
    #expect(text.contains(",\(last)],\n    \"value\": [0.0,"))
  }

  @Test("a run that fails after its columns spilled prints nothing", arguments: [false, true])
  func failureAfterSpillPrintsNothing(toDescriptor: Bool) throws {
    var rng = SplitMix64(seed: 7)
    var writer = JSONWriter(Self.layout, columnBudget: 16)
    let descriptor = toDescriptor ? try Self.temporaryFile() : -1
    defer { if descriptor >= 0 { close(descriptor) } }
    var output = toDescriptor ? OutputBuffer(descriptor: descriptor) : OutputBuffer(collecting: 1024)
    for index in 0..<1000 { try writer.append(cells: Self.row(index, &rng), &output) }
    var bad = Self.row(1000, &rng)
    bad[2] = .number(.nan)
    #expect(throws: CommandLineError.self) { try writer.append(cells: bad, &output) }
    #expect(output.count == 0)
    if toDescriptor {
      try output.flush()
      #expect(lseek(descriptor, 0, SEEK_END) == 0)
    }
  }

  @Test("written to a descriptor, a spilled document is the collected one")
  func descriptorMatchesCollected() throws {
    let collected = try Self.document(rows: 3000, seed: 11, budget: 100).text
    var rng = SplitMix64(seed: 11)
    var writer = JSONWriter(Self.layout, columnBudget: 100)
    let descriptor = try Self.temporaryFile()
    defer { close(descriptor) }
    var output = OutputBuffer(descriptor: descriptor)
    for index in 0..<3000 { try writer.append(cells: Self.row(index, &rng), &output) }
    try writer.end(&output)
    try output.flush()
    let size = Int(lseek(descriptor, 0, SEEK_END))
    var bytes = [UInt8](repeating: 0, count: size)
    let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, size, 0) }
    #expect(read == size)
    #expect(String(decoding: bytes, as: UTF8.self) == collected)
  }

  @Test("an output budget (the fuzzer's) stops a JSON run that outgrows it")
  func outputBudget() throws {
    let layout = TableLayout(columns: ["t", "value"], expectedRows: 0, plot: PlotDecoration(title: "", xLabel: ""))
    var writer = try JSONWriter(layout)
    var output = OutputBuffer(collecting: 1024)
    output.budget = 1 << 16
    var rows = 0
    #expect(throws: CommandLineError.self) {
      for index in 0..<100_000 {
        try writer.append([Double(index) * 0.1, 1 / Double(index + 1)], &output)
        rows += 1
      }
    }
    #expect(rows < 10_000)
  }

  @Test("a whole spring curve past the budget: each JSON column is its CSV column")
  func commandMatchesCSV() throws {
    // 200,000 rows of three columns: about 12 MB of text, past the 8 MiB budget.
    let arguments = ["--damping", "0.6", "--velocity", "0.8", "--samples", "200000", "--until", "2"]
    let csv = try BinaryRunner.run(arguments)
    let json = try BinaryRunner.run(arguments + ["--format", "json"])
    #expect(csv.status == 0 && json.status == 0)
    #expect(csv.standardOutput.count > JSONWriter.memoryBudget)
    var lines = csv.output.split(separator: "\n")
    let names = lines.removeFirst().split(separator: ",").map(String.init)
    var fields = names.map { _ in [Substring]() }
    for line in lines {
      for (index, field) in line.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
        fields[index].append(field)
      }
    }
    let expected =
      "  \"columns\": {\n"
      + zip(names, fields).map { "    \"\(JSONKey.camelCase($0))\": [\($1.joined(separator: ","))]" }.joined(
        separator: ",\n") + "\n  }\n}\n"
    #expect(json.output.hasSuffix(expected))
    #expect(json.output.hasPrefix("{\n  \"parameters\": {\n"))
  }

  /// A file opened for reading and writing with no name.
  static func temporaryFile() throws -> Int32 {
    var template = Array((FileManager.default.temporaryDirectory.path + "/springbench-test-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    return descriptor
  }
}
