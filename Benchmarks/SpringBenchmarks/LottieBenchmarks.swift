// Lottie keyframe evaluation against the PyPI `lottie` package, on one seeded
// file both read: every animated layer transform at 600 frames, one core.
import AnimationMath
import AnimationScenes
import Foundation

/// The benchmark file's shape: layers × animated properties × segments each.
enum LottieBenchmarkShape {
  static let layers = 100
  /// position (2D), scale (2D), rotation, opacity.
  static let properties = 4
  static let segmentsPerProperty = 25
  static let frames = 600
  static let seed: UInt64 = 0x1077_1E
  static var segments: Int { layers * properties * segmentsPerProperty }
}

/// A bodymovin file of `LottieBenchmarkShape.layers` null layers whose
/// position, scale, rotation and opacity each have seeded keyframes over frames
/// 0 … 599.5: times strictly increasing, none but the first on a whole frame,
/// values in each property's usual range,
/// handles to 3 decimals as bodymovin writes them (one easing for every
/// dimension), one keyframe in 20 a hold.
func lottieBenchmarkFile() -> String {
  var random = SplitMix64(seed: LottieBenchmarkShape.seed)
  func decimal(_ x: Double) -> String { String(format: "%.3f", x) }
  func property(dimension: Int, range: ClosedRange<Double>) -> String {
    let count = LottieBenchmarkShape.segmentsPerProperty + 1
    let weights = (0..<(count - 1)).map { _ in random.uniform(0.2...1.8) }
    let total = weights.reduce(0, +)
    var time = 0.0
    var keyframes: [String] = []
    for index in 0..<count {
      let value = (0..<dimension).map { _ in decimal(random.uniform(range)) }.joined(separator: ",")
      let t = index == count - 1 ? Double(LottieBenchmarkShape.frames) - 0.5 : time
      var text = "{\"t\":\(decimal(t)),\"s\":[\(value)]"
      if index < count - 1 {
        if random.uniform(0...1) < 0.05 {
          text += ",\"h\":1"
        } else {
          let (ox, oy) = (random.uniform(0.05...0.95), random.uniform(-0.5...1.5))
          let (ix, iy) = (random.uniform(0.05...0.95), random.uniform(-0.5...1.5))
          text +=
            ",\"o\":{\"x\":[\(decimal(ox))],\"y\":[\(decimal(oy))]},\"i\":{\"x\":[\(decimal(ix))],\"y\":[\(decimal(iy))]}"
        }
        time += weights[index] / total * (Double(LottieBenchmarkShape.frames) - 0.5)
        time = (time * 1000).rounded() / 1000
        // No keyframe at a whole frame: there, after a hold, the package keeps the held value
        // where the specification (and ours) takes the next one, and the values would not compare.
        if time.rounded() == time { time += 0.25 }
      }
      keyframes.append(text + "}")
    }
    return "{\"a\":1,\"k\":[" + keyframes.joined(separator: ",") + "]}"
  }
  var layers: [String] = []
  for index in 0..<LottieBenchmarkShape.layers {
    let transform =
      "\"p\":\(property(dimension: 2, range: 0...512)),\"s\":\(property(dimension: 2, range: 50...150)),"
      + "\"r\":\(property(dimension: 1, range: -180...180)),\"o\":\(property(dimension: 1, range: 0...100))"
    layers.append(
      "{\"ty\":3,\"ind\":\(index + 1),\"nm\":\"L\(index)\",\"ip\":0,\"op\":\(LottieBenchmarkShape.frames),\"st\":0,\"ks\":{\(transform)}}"
    )
  }
  return
    "{\"v\":\"5.7.0\",\"fr\":60,\"ip\":0,\"op\":\(LottieBenchmarkShape.frames),\"w\":512,\"h\":512,\"nm\":\"springbench benchmark\",\"ddd\":0,\"assets\":[],\"layers\":["
    + layers.joined(separator: ",") + "]}"
}

/// Every value of `file` at frames 0 … 599 (summed, so the work is kept).
@inline(never)
func evaluateLottie(_ file: LottieFile) -> Double {
  var total = 0.0
  for frame in 0..<LottieBenchmarkShape.frames {
    for value in file.row(atFrame: Double(frame)) { total += value }
  }
  return total
}

/// The Lottie rows: ours against the PyPI `lottie` package (the Python of
/// `SPRINGBENCH_PYTHON`, set by Benchmarks/run), 5 interleaved rounds, each
/// side timed in its own CPU time around the same work; and the largest
/// difference between the two sides' values.
func lottieRows(only: String) throws -> (rows: [Row], notes: [String]) {
  guard only.isEmpty || only.contains("lottie") else { return ([], []) }
  guard let python = ProcessInfo.processInfo.environment["SPRINGBENCH_PYTHON"] else {
    return ([], ["Lottie: NOT RUN (SPRINGBENCH_PYTHON, the Python with the PyPI lottie package, is not set)."])
  }
  let script = "Benchmarks/Lottie/lottie_python.py"
  let text = lottieBenchmarkFile()
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-lottie-\(getpid()).json").path
  try text.write(toFile: path, atomically: false, encoding: .utf8)
  defer { try? FileManager.default.removeItem(atPath: path) }
  let frames = "\(LottieBenchmarkShape.frames)"

  // Like for like: the two sides' values at every frame and column.
  let file = try LottieReader.read(text)
  let header = file.header
  let columns = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
  let theirs = String(decoding: try captureOutput(python, [script, path, frames, "values"]), as: UTF8.self)
  var rows: [[Double]] = (0..<LottieBenchmarkShape.frames).map { file.row(atFrame: Double($0)) }
  var largest = (difference: 0.0, column: "", frame: 0)
  var compared = 0
  for line in theirs.split(separator: "\n") {
    let cells = line.split(separator: ",")
    guard cells.count == 3, let column = columns[String(cells[0])], let frame = Int(cells[1]),
      let value = Double(cells[2])
    else { throw CocoaError(.fileReadCorruptFile) }
    let difference = abs(rows[frame][column] - value)
    if !(difference <= largest.difference) { largest = (difference, String(cells[0]), frame) }
    compared += 1
  }
  rows.removeAll()

  var oursEvaluate: [Double] = [], oursTotal: [Double] = [], theirsEvaluate: [Double] = [], theirsTotal: [Double] = []
  _ = try captureOutput(python, [script, path, frames, "time"])
  sink += evaluateLottie(try LottieReader.read(text))
  for _ in 0..<5 {
    let start = threadCPUTime()
    let read = try LottieReader.read(text)
    let loaded = threadCPUTime()
    sink += evaluateLottie(read)
    let end = threadCPUTime()
    oursEvaluate.append(end - loaded)
    oursTotal.append(end - start)
    let fields = String(decoding: try captureOutput(python, [script, path, frames, "time"]), as: UTF8.self)
      .split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard fields.count == 3 else { throw CocoaError(.fileReadCorruptFile) }
    theirsEvaluate.append(fields[0])
    theirsTotal.append(fields[0] + fields[1])
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] * 1e3 }
  let shape =
    "\(LottieBenchmarkShape.segments) keyframed segments (\(LottieBenchmarkShape.layers) layers × position, scale, rotation, opacity × \(LottieBenchmarkShape.segmentsPerProperty)), every animated value at \(LottieBenchmarkShape.frames) frames, one core"
  let table = [
    Row(
      kernel: "Lottie: \(shape), file already read", ours: median(oursEvaluate),
      reference: "PyPI lottie 0.7.2 `get_value`, same file and frames", referenceValue: median(theirsEvaluate),
      unit: "ms"),
    Row(
      kernel: "Lottie: the same, reading the file included (`LottieReader.read`; lottie's `Animation.load`)",
      ours: median(oursTotal), reference: "PyPI lottie 0.7.2, same file and frames",
      referenceValue: median(theirsTotal), unit: "ms"),
  ]
  let ratio = median(theirsEvaluate) / median(oursEvaluate)
  let notes = [
    "Lottie: 5 interleaved rounds (thread CPU time ours, process CPU time of the Python loop theirs, medians); "
      + "file seed 0x\(String(LottieBenchmarkShape.seed, radix: 16)), \(text.utf8.count) bytes, \(header.count) columns. "
      + "Ours \(String(format: "%.1f", median(oursEvaluate))) ms, \(String(format: "%.0f", ratio))× the lottie package "
      + "(target: ≥ 20× and under 100 ms: \(ratio >= 20 && median(oursEvaluate) < 100 ? "met" : "NOT met")). "
      + "Values agree on all \(compared) of \(LottieBenchmarkShape.frames * header.count) (frame, column) pairs within "
      + "\(largest.difference) (largest at \(largest.column), frame \(largest.frame); the package solves the easing with "
      + "bezier-easing's 4 Newton steps or 10 bisections to 1e-7, ours exactly)."
  ]
  return (table, notes)
}
