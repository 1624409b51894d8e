// SpringBench benchmarks: the core side by side with GSL and with plain C, in
// one run, so the ratios are measured on the same machine at the same time.
// Run through Benchmarks/run (release mode only).
import AnimationMath
import Foundation
import GSLOracle

nonisolated(unsafe) var sink = 0.0

/// Median of `repeats` timings of `body`, in nanoseconds per operation.
func medianNanoseconds(operations: Int, repeats: Int = 15, _ body: () throws -> Void) rethrows -> Double {
  var samples: [Double] = []
  try body()  // warm-up
  for _ in 0..<repeats {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    samples.append(seconds * 1e9 / Double(operations))
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Median wall time of a whole command with stdout to /dev/null, in seconds.
func medianWallTime(_ executable: String, _ arguments: [String], repeats: Int = 5) throws -> Double {
  var samples: [Double] = []
  for _ in 0..<repeats {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }
  samples.sort()
  return samples[samples.count / 2]
}

struct Row: Codable {
  let kernel: String
  let ours: Double
  let reference: String
  let referenceValue: Double
  let unit: String
  var ratio: Double { referenceValue / ours }
}

/// The straightforward cubic-bezier solver: 8 Newton steps from t = x, then
/// bisection to 1e-7 in x (WebKit's UnitBezier recipe, restated).
@inline(never)
func plainBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
  let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
  let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
  func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  var t = x
  for _ in 0..<8 {
    let error = sampleX(t) - x
    if abs(error) < 1e-7 { return ((ay * t + by) * t + cy) * t }
    let derivative = (3 * ax * t + 2 * bx) * t + cx
    if abs(derivative) < 1e-6 { break }
    t -= error / derivative
  }
  var lo = 0.0, hi = 1.0
  t = x
  while lo < hi {
    let value = sampleX(t)
    if abs(value - x) < 1e-7 { break }
    if x > value { lo = t } else { hi = t }
    t = (hi - lo) / 2 + lo
    if hi - lo < 1e-15 { break }
  }
  return ((ay * t + by) * t + cy) * t
}

/// Plain bisection on x(t) = x over [0, 1] to full precision, then y(t).
@inline(never)
func bisectionBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
  let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
  let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
  var lo = 0.0, hi = 1.0
  for _ in 0..<60 {
    let mid = 0.5 * (lo + hi)
    if ((ax * mid + bx) * mid + cx) * mid < x { lo = mid } else { hi = mid }
  }
  let t = 0.5 * (lo + hi)
  return ((ay * t + by) * t + cy) * t
}

/// The obvious arc length: the length of a polyline through `chords` + 1 points.
@inline(never)
func polylineLength(_ c: CubicBezier, chords: Int) -> Double {
  var previous = c.point(at: 0)
  var total = 0.0
  for k in 1...chords {
    let p = c.point(at: Double(k) / Double(chords))
    let dx = p.x - previous.x, dy = p.y - previous.y
    total += (dx * dx + dy * dy).squareRoot()
    previous = p
  }
  return total
}

func runBenchmarks() throws {
  let arguments = CommandLine.arguments
  let baselines = arguments.count > 1 ? arguments[1] : ".build/baselines"
  let jsonPath = arguments.count > 2 ? arguments[2] : "Benchmarks/results.json"
  let binDirectory = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().path

  // The seeds' spring: UIKit 0.5 s, ζ 0.6, v 0.8, 0 → 1.
  let spring = try SpringParameters(uikitDuration: 0.5, dampingRatio: 0.6, relativeVelocity: 0.8)
  let motion = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: 0.8)
  let count = 1 << 16
  var state: UInt64 = 0x5EED
  let randomTimes = (0..<count).map { _ -> Double in
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return Double(state >> 11) / 9007199254740992.0 * 2
  }
  let gridTimes = (0..<count).map { Double($0) / 120 }

  func springKernel(_ times: [Double]) -> Double {
    medianNanoseconds(operations: times.count) {
      var acc = 0.0
      for t in times {
        let s = motion.state(at: t)
        acc += s.position + s.velocity
      }
      sink += acc
    }
  }

  var rows: [Row] = []
  let cBaseline = try String(
    decoding: {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: baselines + "/closed_form")
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return data
    }(), as: UTF8.self)
  var cTimes: [String: Double] = [:]
  for line in cBaseline.split(separator: "\n") {
    let fields = line.split(separator: " ")
    if fields.count == 2, let value = Double(fields[1]) { cTimes[String(fields[0])] = value }
  }

  let recurrenceNs = medianNanoseconds(operations: count) {
    var acc = 0.0
    for (_, s) in SpringGridSamples(motion, step: 1.0 / 120, count: count) {
      acc += s.position + s.velocity
    }
    sink += acc
  }
  let randomNs = springKernel(randomTimes)
  let gridNs = springKernel(gridTimes)
  rows.append(Row(kernel: "spring x,v at random times", ours: randomNs, reference: "C closed form (gcc -O2)", referenceValue: cTimes["c_closed_form_random"] ?? .nan, unit: "ns/sample"))
  rows.append(Row(kernel: "spring x,v on a 120 Hz grid", ours: gridNs, reference: "C closed form (gcc -O2)", referenceValue: cTimes["c_closed_form_grid"] ?? .nan, unit: "ns/sample"))

  let sortedRandom = randomTimes.sorted()
  let oracle = GSLSpringOracle(stepper: .rk8pd, absoluteTolerance: 1e-10, relativeTolerance: 1e-10)
  let gslRandomNs = try medianNanoseconds(operations: count, repeats: 5) {
    let states = try oracle.states(parameters: spring, from: 0, to: 1, initialVelocity: 0.8, times: sortedRandom)
    sink += states[count / 2].position
  }
  let gslGridNs = try medianNanoseconds(operations: count, repeats: 5) {
    let states = try oracle.states(parameters: spring, from: 0, to: 1, initialVelocity: 0.8, times: gridTimes)
    sink += states[count / 2].position
  }
  rows.append(Row(kernel: "spring x,v on a 120 Hz grid (recurrence)", ours: recurrenceNs, reference: "C closed form (gcc -O2)", referenceValue: cTimes["c_closed_form_grid"] ?? .nan, unit: "ns/sample"))
  rows.append(Row(kernel: "spring x,v on a 120 Hz grid (recurrence)", ours: recurrenceNs, reference: "GSL rk8pd at 1e-10", referenceValue: gslGridNs, unit: "ns/sample"))
  rows.append(Row(kernel: "spring x,v at random times", ours: randomNs, reference: "GSL rk8pd at 1e-10", referenceValue: gslRandomNs, unit: "ns/sample"))
  rows.append(Row(kernel: "spring x,v on a 120 Hz grid", ours: gridNs, reference: "GSL rk8pd at 1e-10", referenceValue: gslGridNs, unit: "ns/sample"))

  // Settling duration: the exact last exit, per spring, on random springs.
  var settleState: UInt64 = 0xA11
  let settleSprings = try (0..<2048).map { _ -> SpringSolution in
    settleState = settleState &* 6364136223846793005 &+ 1442695040888963407
    let zeta = 0.05 + Double(settleState >> 11) / 9007199254740992.0 * 1.9
    return try SpringSolution(
      parameters: SpringParameters(naturalFrequency: 20, dampingRatio: zeta), from: 0, to: 1, initialVelocity: 0.8)
  }
  let settleNs = medianNanoseconds(operations: settleSprings.count) {
    var acc = 0.0
    for s in settleSprings { acc += s.settlingDuration() }
    sink += acc
  }
  // The straightforward baseline: step the closed form at 1 ms and keep the last exit.
  let steppedNs = medianNanoseconds(operations: 64, repeats: 5) {
    var acc = 0.0
    for s in settleSprings.prefix(64) {
      var last = 0.0
      var t = 0.0
      while t < 5 {
        if abs(s.displacement(at: t)) > 1e-3 { last = t }
        t += 1e-3
      }
      acc += last
    }
    sink += acc
  }
  rows.append(Row(kernel: "settling duration (exact, to ~1e-15 s)", ours: settleNs, reference: "stepping the closed form at 1 ms over 5 s", referenceValue: steppedNs, unit: "ns/spring"))
  // The GSL-based search: rk8pd at 1e-10 on a 1 ms grid over 5 s, last exit from the band.
  let gslGrid = (0...5000).map { Double($0) * 1e-3 }
  let gslSettleNs = try medianNanoseconds(operations: 16, repeats: 3) {
    var acc = 0.0
    for s in settleSprings.prefix(16) {
      let states = try oracle.states(
        parameters: s.parameters, from: 0, to: 1, initialVelocity: s.initialVelocity, times: gslGrid)
      var last = 0.0
      for (t, state) in zip(gslGrid, states) where abs(state.position - 1) > 1e-3 { last = t }
      acc += last
    }
    sink += acc
  }
  rows.append(Row(kernel: "settling duration (exact, to ~1e-15 s)", ours: settleNs, reference: "GSL rk8pd on a 1 ms grid over 5 s (1 ms resolution)", referenceValue: gslSettleNs, unit: "ns/spring"))

  // Easing: one evaluation at a random input for the named curves, the CSS
  // "back" curve and (1,0,0,1), against GSL's Brent solver and a plain
  // bisection to full precision (the straightforward baseline), plus the
  // 1e-7 engine recipe (8 Newton steps, then bisection, as WebKit's UnitBezier).
  let easeInputs = Array(randomTimes.prefix(8192).map { $0 / 2 })
  let curves: [(String, Double, Double, Double, Double)] = [
    ("ease", 0.25, 0.1, 0.25, 1), ("ease-in", 0.42, 0, 1, 1), ("ease-out", 0, 0, 0.58, 1),
    ("ease-in-out", 0.42, 0, 0.58, 1), ("back (0.68,-0.55,0.265,1.55)", 0.68, -0.55, 0.265, 1.55),
    ("(1,0,0,1)", 1, 0, 0, 1),
  ]
  for (name, x1, y1, x2, y2) in curves {
    let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
    let oursNs = medianNanoseconds(operations: easeInputs.count) {
      var acc = 0.0
      for p in easeInputs { acc += curve.value(at: p) }
      sink += acc
    }
    let gslNs = try medianNanoseconds(operations: 256, repeats: 5) {
      var acc = 0.0
      for p in easeInputs.prefix(256) { acc += try GSLTimingOracle.evaluate(curve, at: p).value }
      sink += acc
    }
    let bisectionNs = medianNanoseconds(operations: easeInputs.count, repeats: 7) {
      var acc = 0.0
      for p in easeInputs { acc += bisectionBezier(x1, y1, x2, y2, p) }
      sink += acc
    }
    let recipeNs = medianNanoseconds(operations: easeInputs.count) {
      var acc = 0.0
      for p in easeInputs { acc += plainBezier(x1, y1, x2, y2, p) }
      sink += acc
    }
    rows.append(Row(kernel: "cubic-bezier \(name), value at a random input", ours: oursNs, reference: "GSL Brent (oracle)", referenceValue: gslNs, unit: "ns/eval"))
    rows.append(Row(kernel: "cubic-bezier \(name), value at a random input", ours: oursNs, reference: "bisection to full precision", referenceValue: bisectionNs, unit: "ns/eval"))
    rows.append(Row(kernel: "cubic-bezier \(name), value at a random input", ours: oursNs, reference: "Newton ×8 + bisection to 1e-7 (WebKit's recipe, 1e-7 only)", referenceValue: recipeNs, unit: "ns/eval"))
  }

  // Arc length of one random cubic, against GSL qag (GAUSS61 per monotone piece)
  // and a 1024-chord polyline.
  var cubicState: UInt64 = 0xC0B1C
  func coordinate() -> Double {
    cubicState = cubicState &* 6364136223846793005 &+ 1442695040888963407
    return Double(cubicState >> 11) / 9007199254740992.0 * 100
  }
  let cubics = (0..<256).map { _ in
    CubicBezier(
      start: Point(x: coordinate(), y: coordinate()), control1: Point(x: coordinate(), y: coordinate()),
      control2: Point(x: coordinate(), y: coordinate()), end: Point(x: coordinate(), y: coordinate()))
  }
  let arcNs = medianNanoseconds(operations: cubics.count) {
    var acc = 0.0
    for c in cubics { acc += ArcLengthTable(c).length }
    sink += acc
  }
  let gslArcNs = try medianNanoseconds(operations: 64, repeats: 5) {
    var acc = 0.0
    for c in cubics.prefix(64) { acc += try GSLArcLengthOracle.measure(c).qag }
    sink += acc
  }
  let chordNs = medianNanoseconds(operations: cubics.count) {
    var acc = 0.0
    for c in cubics { acc += polylineLength(c, chords: 1024) }
    sink += acc
  }
  rows.append(Row(kernel: "arc length of a cubic (to 1e-12)", ours: arcNs, reference: "GSL qag GAUSS61 + cquad (oracle)", referenceValue: gslArcNs, unit: "ns/cubic"))
  rows.append(Row(kernel: "arc length of a cubic (to 1e-12)", ours: arcNs, reference: "1024-chord polyline (~1e-7)", referenceValue: chordNs, unit: "ns/cubic"))

  // Uniform (arc-length) sampling: per point, 1000 points on a 3-segment path.
  var heart = BezierPath()
  heart.move(to: Point(x: 0, y: 0))
  heart.addCurve(to: Point(x: 100, y: 200), control1: Point(x: 120, y: 40), control2: Point(x: -40, y: 160))
  heart.addCurve(to: Point(x: 40, y: 420), control1: Point(x: 220, y: 240), control2: Point(x: -80, y: 330))
  heart.addQuadCurve(to: Point(x: 90, y: 600), control: Point(x: 160, y: 520))
  let measure = PathMeasure(heart)
  let uniformNs = try medianNanoseconds(operations: 1000) {
    let samples = try measure.samples(count: 1000, spacing: .arcLength)
    sink += samples[500].x
  }
  let independentNs = try medianNanoseconds(operations: 1000) {
    var acc = 0.0
    for k in 0..<1000 { acc += try measure.sample(atArcLength: measure.length * Double(k) / 999).x }
    sink += acc
  }
  rows.append(Row(kernel: "arc-length sampling, per point (1000 points)", ours: uniformNs, reference: "each point inverted on its own (sample(atArcLength:))", referenceValue: independentNs, unit: "ns/point"))
  // The GSL way: bisect t on the qag arc length of the segment, per point.
  let firstCubic = CubicBezier(
    start: Point(x: 0, y: 0), control1: Point(x: 120, y: 40), control2: Point(x: -40, y: 160), end: Point(x: 100, y: 200))
  let firstLength = try GSLArcLengthOracle.measure(firstCubic).qag
  let gslSamplingNs = try medianNanoseconds(operations: 10, repeats: 3) {
    var acc = 0.0
    for k in 0..<10 {
      let target = firstLength * Double(k) / 9
      var lo = 0.0, hi = 1.0
      for _ in 0..<45 {
        let mid = 0.5 * (lo + hi)
        if try GSLArcLengthOracle.measure(firstCubic, upTo: mid).qag < target { lo = mid } else { hi = mid }
      }
      acc += firstCubic.point(at: 0.5 * (lo + hi)).x
    }
    sink += acc
  }
  rows.append(Row(kernel: "arc-length sampling, per point (1000 points)", ours: uniformNs, reference: "GSL: bisection on qag arc length, per point", referenceValue: gslSamplingNs, unit: "ns/point"))

  // The main job end to end: 1,000,000 CSV rows to /dev/null.
  let ourRun = try medianWallTime(binDirectory + "/springbench", ["--damping", "0.6", "--velocity", "0.8", "--samples", "1000000"])
  let cRun = try medianWallTime(baselines + "/printf_rows", ["1000000"])
  rows.append(Row(kernel: "main job: 1,000,000 CSV rows", ours: ourRun * 1e9 / 1e6, reference: "C printf(\"%.17g\")", referenceValue: cRun * 1e9 / 1e6, unit: "ns/row"))

  func format(_ x: Double) -> String { String(format: x < 10 ? "%.2f" : "%.0f", x) }
  print("| kernel | springbench | reference | reference time | ratio (reference / ours) |")
  print("|---|---|---|---|---|")
  for row in rows {
    print("| \(row.kernel) | \(format(row.ours)) \(row.unit) | \(row.reference) | \(format(row.referenceValue)) \(row.unit) | \(String(format: "%.1f", row.ratio))× |")
  }
  struct Report: Codable {
    let machine: String
    let rows: [Row]
  }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let uname = ProcessInfo.processInfo.operatingSystemVersionString
  try encoder.encode(Report(machine: uname, rows: rows)).write(to: URL(fileURLWithPath: jsonPath))
  if sink.isNaN { print("") }

}

#if DEBUG
  FileHandle.standardError.write("SpringBenchmarks must be built in release mode: use Benchmarks/run\n".data(using: .utf8)!)
  exit(64)
#else
  try runBenchmarks()
#endif
