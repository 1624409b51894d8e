// Output and input streaming: JSON's cost per row against CSV's, and the cost
// of reading `--times @FILE` per line, end to end through the release binary.
import AnimationMath
import Foundation

/// The rows of the streaming benchmarks, each from 5 interleaved runs (child
/// CPU time, medians), after one warm-up of each command.
///
/// - JSON against CSV: the main job's 1,000,000 rows with `--format json`
///   and as CSV (the same rows; JSON adds only the document's punctuation),
///   and a wide table, `scene zan` at 100,000 samples, the same way. Both
///   JSON runs are past the writer's memory budget, so they include moving
///   column text to temporary files and back.
/// - `--times @FILE`: 1,000,000 numbers in shortest form (seeded uniform in
///   [0, 3) s), the spring evaluated at each; the reading cost per line is
///   that run minus the same number of rows from `--samples`, against
///   Swift's `Double(Substring)` on the same lines already split in memory.
func streamingRows(binDirectory: String, only: String) throws -> (rows: [Row], notes: [String]) {
  guard only.isEmpty || "streaming".contains(only) || only.contains("streaming") else { return ([], []) }
  let binary = binDirectory + "/springbench"
  let count = 1_000_000
  let spring = ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "10"]
  let csv = spring + ["--samples", "\(count)", "--until", "1"]
  let json = csv + ["--format", "json"]
  let sceneCount = 100_000
  let sceneCSV = ["scene", "zan", "--samples", "\(sceneCount)"]
  let sceneJSON = sceneCSV + ["--format", "json"]

  var rng = SplitMix64(seed: 0x71_3E5)
  var text = ""
  text.reserveCapacity(count * 20)
  var lines: [Substring] = []
  for _ in 0..<count {
    text += (Double.random(in: 0..<3, using: &rng)).description
    text += "\n"
  }
  lines = text.split(separator: "\n")
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-times-\(getpid()).txt").path
  try text.write(toFile: path, atomically: false, encoding: .utf8)
  defer { try? FileManager.default.removeItem(atPath: path) }
  let timed = spring + ["--times", "@" + path]

  for arguments in [csv, json, timed, sceneCSV, sceneJSON] { _ = try cpuTime(binary, arguments) }
  var csvRuns: [Double] = [], jsonRuns: [Double] = [], timedRuns: [Double] = [], parseRuns: [Double] = []
  var sceneCSVRuns: [Double] = [], sceneJSONRuns: [Double] = []
  for _ in 0..<5 {
    csvRuns.append(try cpuTime(binary, csv))
    jsonRuns.append(try cpuTime(binary, json))
    sceneCSVRuns.append(try cpuTime(binary, sceneCSV))
    sceneJSONRuns.append(try cpuTime(binary, sceneJSON))
    timedRuns.append(try cpuTime(binary, timed))
    let start = threadCPUTime()
    var total = 0.0
    for line in lines { total += Double(line) ?? 0 }
    parseRuns.append(threadCPUTime() - start)
    if total.isNaN { print("") }
  }
  func median(_ runs: [Double], rows: Int = count) -> Double { runs.sorted()[runs.count / 2] * 1e9 / Double(rows) }
  let csvRow = median(csvRuns), jsonRow = median(jsonRuns), timedRow = median(timedRuns)
  let sceneCSVRow = median(sceneCSVRuns, rows: sceneCount), sceneJSONRow = median(sceneJSONRuns, rows: sceneCount)
  let reading = timedRow - csvRow
  let rows = [
    Row(
      kernel: "JSON output: the main job with `--format json`, 1,000,000 rows", ours: jsonRow,
      reference: "the same rows as CSV", referenceValue: csvRow, unit: "ns/row"),
    Row(
      kernel: "JSON output: `scene zan --samples 100000 --format json`, a wide table", ours: sceneJSONRow,
      reference: "the same rows as CSV", referenceValue: sceneCSVRow, unit: "ns/row"),
    Row(
      kernel: "`--times @FILE`, 1,000,000 numbers: reading one line (the run minus the same rows from `--samples`)",
      ours: reading, reference: "Swift `Double(Substring)`, lines already split in memory",
      referenceValue: median(parseRuns),
      unit: "ns/line"),
  ]
  let notes = [
    "Streaming: 5 interleaved runs each (child CPU time, medians): CSV \(String(format: "%.0f", csvRow)) ns/row, "
      + "JSON \(String(format: "%.0f", jsonRow)) ns/row, `--times @FILE` \(String(format: "%.0f", timedRow)) ns/row."
  ]
  return (rows, notes)
}
