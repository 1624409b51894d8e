// SpringBench benchmarks: the core side by side with GSL and with plain C, in
// one run. Every kernel's repeats are interleaved (round r runs every kernel
// once), so the ratios are measured on the same machine at the same time;
// the table gives medians over the rounds and reference/ours ratios.
// Run through Benchmarks/run (release mode only).
import AnimationMath
import Foundation
import GSLOracle

#if canImport(Glibc)
  import Glibc
#endif

nonisolated(unsafe) var sink = 0.0

/// Seconds of a ContinuousClock duration.
func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// CPU seconds used by this thread so far. The benchmark machine is shared with
/// other builds, so kernels are timed in CPU time, not wall time.
func threadCPUTime() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// CPU seconds (user + system) used by waited-for child processes so far.
func childrenCPUTime() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
  func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
  return s(usage.ru_utime) + s(usage.ru_stime)
}

/// Kernels timed in interleaved rounds.
struct Harness {
  struct Kernel {
    let id: String
    let operations: Int
    let body: () throws -> Void
    var samples: [Double] = []
  }
  var kernels: [Kernel] = []

  /// Registers a kernel of `operations` operations per call.
  var only = ""
  mutating func add(_ id: String, operations: Int, _ body: @escaping () throws -> Void) {
    // `only` may list several parts, comma-separated ("arc,sampling").
    guard only.isEmpty || only.split(separator: ",").contains(where: { id.contains($0) }) else { return }
    kernels.append(Kernel(id: id, operations: operations, body: body))
  }

  /// One warm-up round, then `rounds` rounds; each round runs every kernel once.
  mutating func run(rounds: Int) throws {
    for kernel in kernels { try kernel.body() }
    for _ in 0..<rounds {
      for i in kernels.indices {
        let start = threadCPUTime()
        try kernels[i].body()
        let elapsed = threadCPUTime() - start
        kernels[i].samples.append(elapsed * 1e9 / Double(kernels[i].operations))
      }
    }
  }

  /// Median nanoseconds per operation of kernel `id`.
  func median(_ id: String) -> Double {
    guard let kernel = kernels.first(where: { $0.id == id }) else { return .nan }
    let s = kernel.samples.sorted()
    return s[s.count / 2]
  }
}

/// Runs `executable` with `arguments`, stdout to `output`, and waits for it
/// with `waitpid`. (posix_spawn rather than Foundation's `Process`, whose
/// `waitUntilExit` spins a run loop on Linux and so takes CPU from a
/// parallel child: a 2-worker sweep measured 1.5× instead of 1.8×.)
func spawnAndWait(_ executable: String, _ arguments: [String], output: String = "/dev/null") throws {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { throw CocoaError(.executableLoad) }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  // Exited normally (the low 7 bits are 0) with status 0.
  guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { throw CocoaError(.executableLoad) }
}

/// CPU time (user + system) of a whole command with stdout to /dev/null, in seconds.
func cpuTime(_ executable: String, _ arguments: [String]) throws -> Double {
  let start = childrenCPUTime()
  try spawnAndWait(executable, arguments)
  return childrenCPUTime() - start
}

/// Wall-clock seconds of one run of `executable` (stdout to /dev/null), and
/// the CPU seconds (user + system) it used in that time.
func wallAndCPUTime(_ executable: String, _ arguments: [String]) throws -> (wall: Double, cpu: Double) {
  let cpuStart = childrenCPUTime()
  let start = ContinuousClock.now
  try spawnAndWait(executable, arguments)
  let elapsed = ContinuousClock.now - start
  return (seconds(elapsed), childrenCPUTime() - cpuStart)
}

/// The bytes `executable` writes to stdout.
func captureOutput(_ executable: String, _ arguments: [String]) throws -> [UInt8] {
  let path = NSTemporaryDirectory() + "springbenchmarks-\(getpid()).out"
  defer { unlink(path) }
  try spawnAndWait(executable, arguments, output: path)
  return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
}

/// The 1-minute load average, to say how busy the machine was.
func loadAverage() -> Double {
  var load = [0.0, 0.0, 0.0]
  return getloadavg(&load, 3) > 0 ? load[0] : .nan
}

struct Row: Codable {
  let kernel: String
  let ours: Double
  let reference: String
  let referenceValue: Double
  let unit: String
  var ratio: Double { referenceValue / ours }
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

/// Checks `count` seeded random bit patterns: ShortestDecimal against
/// `Double.description`, byte for byte. Returns the number of mismatches.
func checkShortest(count: Int, seed: UInt64) -> Int {
  var generator = SplitMix64(seed: seed)
  var bytes = [UInt8](repeating: 0, count: ShortestDecimal.requiredCapacity)
  var mismatches = 0
  for _ in 0..<count {
    let value = Double(bitPattern: generator.next())
    let n = bytes.withUnsafeMutableBytes { ShortestDecimal.write(value, into: $0) }
    if !value.description.utf8.elementsEqual(bytes[0..<n]) {
      mismatches += 1
      if mismatches <= 10 {
        print("ShortestDecimal mismatch: bits 0x\(String(value.bitPattern, radix: 16)) → \(value)")
      }
    }
  }
  return mismatches
}

/// The machine, for the report.
func machine() -> String {
  let cpu =
    (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("model name") }?
    .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
  return
    "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)"
}

typealias CClosedForm = @convention(c) (UnsafePointer<Double>, Int, Double, Double, Double, Double) -> Double

func runBenchmarks() throws {
  let arguments = CommandLine.arguments
  let baselines = arguments.count > 1 ? arguments[1] : ".build/baselines"
  let jsonPath = arguments.count > 2 ? arguments[2] : "Benchmarks/results.json"
  let shortestCount = arguments.count > 3 ? Int(arguments[3]) ?? 100_000_000 : 100_000_000
  // A fifth argument keeps only kernels whose id contains it, or one of its
  // comma-separated parts ("arc,sampling") (for quick looks;
  // Benchmarks/run never passes one).
  let only = arguments.count > 4 ? arguments[4] : ""
  let binDirectory = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().path
  print("machine: \(machine())")

  guard let library = dlopen(baselines + "/libclosed_form.so", RTLD_NOW),
    let symbol = dlsym(library, "c_closed_form")
  else { throw CocoaError(.executableLoad) }
  let cClosedForm = unsafeBitCast(symbol, to: CClosedForm.self)

  var harness = Harness()
  harness.only = only
  var rows: [(kernel: String, ours: String, reference: String, referenceLabel: String, unit: String)] = []

  // MARK: Springs
  // Seed 004's spring (the floating heart's pop): UIKit 0.5 s, ζ 0.6, v 0.8, 0 → 1.
  let spring = try SpringParameters.uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8)
  let motion = try SpringSolution(parameters: spring, from: 0, to: 1, initialVelocity: 0.8)
  let omega0 = spring.naturalFrequency, zeta = spring.dampingRatio
  let count = 1 << 16
  var random = SplitMix64(seed: 0x5EED)
  let randomTimes = (0..<count).map { _ in random.uniform(0...2) }
  harness.add("spring random ours", operations: count) {
    var acc = 0.0
    for t in randomTimes {
      let s = motion.state(at: t)
      acc += s.position + s.velocity
    }
    sink += acc
  }
  harness.add("spring random C", operations: count) {
    sink += randomTimes.withUnsafeBufferPointer { cClosedForm($0.baseAddress!, $0.count, omega0, zeta, -1, 0.8) }
  }
  let oracle = GSLSpringOracle(stepper: .rk8pd, absoluteTolerance: 1e-10, relativeTolerance: 1e-10)
  let sortedRandom = randomTimes.sorted()
  harness.add("spring random GSL", operations: count) {
    let states = try oracle.states(parameters: spring, from: 0, to: 1, initialVelocity: 0.8, times: sortedRandom)
    sink += states[count / 2].position
  }
  // Accuracy of the closed form at those times, against GSL rk8pd at 1e-13.
  let tight = GSLSpringOracle(stepper: .rk8pd, absoluteTolerance: 1e-13, relativeTolerance: 1e-13)
  let reference = try tight.states(parameters: spring, from: 0, to: 1, initialVelocity: 0.8, times: sortedRandom)
  var worstRandom = 0.0
  for (t, r) in zip(sortedRandom, reference) {
    worstRandom = max(worstRandom, abs(motion.state(at: t).position - r.position))
  }

  // The 120 Hz grid over the spring's own settling time (both ends included).
  let settling = motion.settlingDuration()
  let grid = try TimeGrid(.framesPerSecond(120), end: settling)
  let gridTimes = Array(grid)
  let passes = 2000
  let gridOperations = passes * gridTimes.count
  let repeatedGrid = Array((0..<passes).map { _ in gridTimes }.joined())
  harness.add("grid closed ours", operations: gridOperations) {
    var acc = 0.0
    for t in repeatedGrid {
      let s = motion.state(at: t)
      acc += s.position + s.velocity
    }
    sink += acc
  }
  harness.add("grid recurrence ours", operations: gridOperations) {
    var acc = 0.0
    for _ in 0..<passes {
      for (_, s) in SpringGridSamples(motion, grid: grid) { acc += s.position + s.velocity }
    }
    sink += acc
  }
  harness.add("grid C", operations: gridOperations) {
    sink += repeatedGrid.withUnsafeBufferPointer { cClosedForm($0.baseAddress!, $0.count, omega0, zeta, -1, 0.8) }
  }
  harness.add("grid GSL", operations: 50 * gridTimes.count) {
    for _ in 0..<50 {
      let states = try oracle.states(parameters: spring, from: 0, to: 1, initialVelocity: 0.8, times: gridTimes)
      sink += states[1].position
    }
  }
  let gridLabel = "spring x,v on a 120 Hz grid over its settling time (\(gridTimes.count) samples)"
  rows.append(
    (
      "spring x,v at random times in [0, 2] s", "spring random ours", "spring random C",
      "C closed form (gcc -O2, glibc)", "ns/sample"
    ))
  rows.append(
    (
      "spring x,v at random times in [0, 2] s", "spring random ours", "spring random GSL", "GSL rk8pd at 1e-10",
      "ns/sample"
    ))
  rows.append((gridLabel, "grid closed ours", "grid C", "C closed form (gcc -O2, glibc)", "ns/sample"))
  rows.append(
    (gridLabel + " (recurrence)", "grid recurrence ours", "grid C", "C closed form (gcc -O2, glibc)", "ns/sample"))
  rows.append((gridLabel + " (recurrence)", "grid recurrence ours", "grid GSL", "GSL rk8pd at 1e-10", "ns/sample"))

  // MARK: Settling: one set of 16 springs for all three rows.
  var settleRandom = SplitMix64(seed: 0xA11)
  // ζ = 0.05 (settles at ~6.9 s), 1.95 and 14 seeded values between.
  let dampingRatios = [0.05, 1.95] + (0..<14).map { _ in settleRandom.uniform(0.05...1.95) }
  let settleSprings = try dampingRatios.map { zeta -> SpringSolution in
    try SpringSolution(
      parameters: SpringParameters(naturalFrequency: 20, dampingRatio: zeta),
      from: 0, to: 1, initialVelocity: 0.8)
  }
  /// A horizon past every last exit: three times the time for the slow mode's
  /// envelope (1 + |v0|/ω0) to fall to 1e-3 (from the parameters, not the core).
  func horizon(_ s: SpringSolution) -> Double {
    let w = s.parameters.naturalFrequency, z = s.parameters.dampingRatio
    let slow = z <= 1 ? z * w : w * (z - (z * z - 1).squareRoot())
    return 3 * log(1e3 * (1 + abs(s.initialVelocity) / w)) / slow
  }
  let horizons = settleSprings.map(horizon)
  let settlePasses = 64
  harness.add("settle ours", operations: settlePasses * settleSprings.count) {
    var acc = 0.0
    for _ in 0..<settlePasses { for s in settleSprings { acc += s.settlingDuration() } }
    sink += acc
  }
  func steppedLastExit(_ s: SpringSolution, _ horizon: Double) -> Double {
    var last = 0.0
    var k = 0
    while true {
      let t = Double(k) * 1e-3
      if t > horizon { break }
      if abs(s.displacement(at: t)) > 1e-3 { last = t }
      k += 1
    }
    return last
  }
  harness.add("settle stepped", operations: settleSprings.count) {
    var acc = 0.0
    for (s, h) in zip(settleSprings, horizons) { acc += steppedLastExit(s, h) }
    sink += acc
  }
  let gslGrids = horizons.map { h in (0...Int(h * 1000)).map { Double($0) * 1e-3 } }
  func gslLastExit(_ s: SpringSolution, _ times: [Double]) throws -> Double {
    let states = try oracle.states(
      parameters: s.parameters, from: 0, to: 1, initialVelocity: s.initialVelocity, times: times)
    var last = 0.0
    for (t, state) in zip(times, states) where abs(state.position - 1) > 1e-3 { last = t }
    return last
  }
  harness.add("settle GSL", operations: settleSprings.count) {
    var acc = 0.0
    for (s, times) in zip(settleSprings, gslGrids) { acc += try gslLastExit(s, times) }
    sink += acc
  }
  var settleAgree = 0
  for (s, (h, times)) in zip(settleSprings, zip(horizons, gslGrids)) {
    let exact = s.settlingDuration()
    let a = steppedLastExit(s, h), b = try gslLastExit(s, times)
    if exact >= a && exact <= a + 1.001e-3 && exact >= b && exact <= b + 1.001e-3 { settleAgree += 1 }
  }
  let longest = settleSprings.map { $0.settlingDuration() }.max()!
  let settleLabel = "settling duration, 16 springs ζ ∈ [0.05, 1.95] (exact, to ~1e-15 s)"
  rows.append(
    (settleLabel, "settle ours", "settle stepped", "closed form stepped at 1 ms to 3× the envelope time", "ns/spring"))
  rows.append(
    (settleLabel, "settle ours", "settle GSL", "GSL rk8pd on a 1 ms grid to 3× the envelope time", "ns/spring"))

  // MARK: Easing
  let webKitLabel = "WebKit UnitBezier at 1e-7 (made once per curve; table guess, Newton ×4, bisection)"
  let webKit2008Label = "WebKit's 2008 UnitBezier at 1e-7 (made once per curve; Newton ×8 from t = x, bisection)"
  let easeInputs = Array(randomTimes.prefix(8192).map { $0 / 2 })
  let curves: [(String, Double, Double, Double, Double)] = [
    ("ease", 0.25, 0.1, 0.25, 1), ("ease-in", 0.42, 0, 1, 1), ("ease-out", 0, 0, 0.58, 1),
    ("ease-in-out", 0.42, 0, 0.58, 1), ("back (0.68,-0.55,0.265,1.55)", 0.68, -0.55, 0.265, 1.55),
    ("(1,0,0,1)", 1, 0, 0, 1),
  ]
  var worstWebKit = 0.0, worstWebKit2008 = 0.0
  for (name, x1, y1, x2, y2) in curves {
    let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2).precomputed()
    let webkit = UnitBezierBaseline(x1: x1, y1: y1, x2: x2, y2: y2)
    for p in easeInputs { worstWebKit = max(worstWebKit, abs(webkit.value(at: p) - curve.value(at: p))) }
    harness.add("ease \(name) ours", operations: easeInputs.count) {
      var acc = 0.0
      for p in easeInputs { acc += curve.value(at: p) }
      sink += acc
    }
    harness.add("ease \(name) GSL", operations: 256) {
      var acc = 0.0
      for p in easeInputs.prefix(256) { acc += try GSLTimingOracle.evaluate(curve, at: p).value }
      sink += acc
    }
    harness.add("ease \(name) bisection", operations: easeInputs.count) {
      var acc = 0.0
      for p in easeInputs { acc += bisectionBezier(x1, y1, x2, y2, p) }
      sink += acc
    }
    harness.add("ease \(name) webkit", operations: easeInputs.count) {
      var acc = 0.0
      for p in easeInputs { acc += webkit.value(at: p) }
      sink += acc
    }
    let webkit2008 = UnitBezier2008Baseline(x1: x1, y1: y1, x2: x2, y2: y2)
    for p in easeInputs { worstWebKit2008 = max(worstWebKit2008, abs(webkit2008.value(at: p) - curve.value(at: p))) }
    harness.add("ease \(name) webkit2008", operations: easeInputs.count) {
      var acc = 0.0
      for p in easeInputs { acc += webkit2008.value(at: p) }
      sink += acc
    }
    let label = "cubic-bezier \(name), value at a random input"
    rows.append((label, "ease \(name) ours", "ease \(name) GSL", "GSL Brent (oracle)", "ns/eval"))
    rows.append((label, "ease \(name) ours", "ease \(name) bisection", "bisection to full precision", "ns/eval"))
    rows.append((label, "ease \(name) ours", "ease \(name) webkit", webKitLabel, "ns/eval"))
    rows.append((label, "ease \(name) ours", "ease \(name) webkit2008", webKit2008Label, "ns/eval"))
  }
  // Making a curve for many evaluations: our table of 127 knots (and a
  // second table near a vertical end) against WebKit's coefficients and
  // 11-entry table.
  let buildPasses = 4
  harness.add("ease build ours", operations: buildPasses * curves.count) {
    var acc = 0.0
    for _ in 0..<buildPasses {
      for (_, x1, y1, x2, y2) in curves {
        acc += try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2).precomputed().value(at: 0.5)
      }
    }
    sink += acc
  }
  // Making a curve and evaluating it once, at an input that changes with
  // each curve (no table: the one row the input needs is solved).
  let onceInputs = Array(easeInputs.prefix(64))
  harness.add("ease once ours", operations: onceInputs.count * curves.count) {
    var acc = 0.0
    for p in onceInputs {
      for (_, x1, y1, x2, y2) in curves { acc += try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2).value(at: p) }
    }
    sink += acc
  }
  harness.add("ease once webkit", operations: onceInputs.count * curves.count) {
    var acc = 0.0
    for p in onceInputs {
      for (_, x1, y1, x2, y2) in curves { acc += UnitBezierBaseline(x1: x1, y1: y1, x2: x2, y2: y2).value(at: p) }
    }
    sink += acc
  }
  let webKitBuilds = 1000
  harness.add("ease build webkit", operations: webKitBuilds * curves.count) {
    var acc = 0.0
    for k in 0..<webKitBuilds {
      for (_, x1, y1, x2, y2) in curves {
        let made = UnitBezierBaseline(x1: x1, y1: y1 + Double(k) * 1e-12, x2: x2, y2: y2)
        acc += made.ay + made.table[5]
      }
    }
    sink += acc
  }
  rows.append(
    (
      "cubic-bezier table build (per curve), the six curves above", "ease build ours", "ease build webkit",
      "WebKit UnitBezier(x1, y1, x2, y2): coefficients + 11-entry table", "ns/curve"
    ))
  rows.append(
    (
      "cubic-bezier construct + 1 evaluation (per curve), the six curves above", "ease once ours",
      "ease once webkit", "WebKit UnitBezier at 1e-7: made, then evaluated once", "ns/curve"
    ))

  // MARK: Arc length
  var cubicRandom = SplitMix64(seed: 0xC0B1C)
  func coordinate() -> Double { cubicRandom.uniform(0...100) }
  let cubics = (0..<256).map { _ in
    CubicBezier(
      start: Point(x: coordinate(), y: coordinate()), control1: Point(x: coordinate(), y: coordinate()),
      control2: Point(x: coordinate(), y: coordinate()), end: Point(x: coordinate(), y: coordinate()))
  }
  harness.add("arc ours", operations: cubics.count) {
    var acc = 0.0
    for c in cubics { acc += ArcLengthTable(c).length }
    sink += acc
  }
  harness.add("arc length-only", operations: cubics.count) {
    var acc = 0.0
    for c in cubics { acc += c.length }
    sink += acc
  }
  // GSL as a user measuring many curves runs it: one workspace reused, and
  // the core's own tolerance (ArcLengthTable.panelTolerance, 1e-12 relative).
  let arcTolerance = 1e-12
  let qag = try GSLArcLengthOracle.QAGWorkspace()
  harness.add("arc GSL qag", operations: 64) {
    var acc = 0.0
    for c in cubics.prefix(64) { acc += try qag.length(c, relativeTolerance: arcTolerance) }
    sink += acc
  }
  // How close GSL at that tolerance comes to the core, and to GSL's own 2e-14.
  var worstArcVersusOurs = 0.0, worstArcVersusTight = 0.0
  for c in cubics {
    let loose = try qag.length(c, relativeTolerance: arcTolerance)
    let tight = try qag.length(c)
    worstArcVersusOurs = max(worstArcVersusOurs, abs(loose - ArcLengthTable(c).length) / tight)
    worstArcVersusTight = max(worstArcVersusTight, abs(loose - tight) / tight)
  }
  harness.add("arc polyline", operations: cubics.count) {
    var acc = 0.0
    for c in cubics { acc += polylineLength(c, chords: 1024) }
    sink += acc
  }
  rows.append(
    (
      "arc length of a random cubic (to 1e-12)", "arc ours", "arc GSL qag",
      "GSL qag GAUSS61 at 1e-12, one reused workspace, per monotone-speed piece", "ns/cubic"
    ))
  rows.append(
    ("arc length of a random cubic (to 1e-12)", "arc ours", "arc polyline", "1024-chord polyline (~1e-7)", "ns/cubic"))
  rows.append(
    (
      "arc length of a random cubic, length only (`CubicBezier.length`, no table)", "arc length-only", "arc GSL qag",
      "GSL qag GAUSS61 at 1e-12, one reused workspace, per monotone-speed piece", "ns/cubic"
    ))

  // Arc-length sampling: per point, 1000 points on a 3-segment path.
  var heart = BezierPath()
  heart.move(to: Point(x: 0, y: 0))
  heart.addCurve(to: Point(x: 100, y: 200), control1: Point(x: 120, y: 40), control2: Point(x: -40, y: 160))
  heart.addCurve(to: Point(x: 40, y: 420), control1: Point(x: 220, y: 240), control2: Point(x: -80, y: 330))
  heart.addQuadCurve(to: Point(x: 90, y: 600), control: Point(x: 160, y: 520))
  let measure = PathMeasure(heart)
  harness.add("sampling ours", operations: 1000) {
    let samples = try measure.samples(count: 1000, spacing: .arcLength)
    sink += samples[500].x
  }
  harness.add("sampling independent", operations: 1000) {
    var acc = 0.0
    for k in 0..<1000 { acc += try measure.sample(atArcLength: measure.length * Double(k) / 999).x }
    sink += acc
  }
  // The GSL way, incrementally: each point bisects from the previous point's
  // parameter, integrating only the new stretch with qag.
  let firstCubic = CubicBezier(
    start: Point(x: 0, y: 0), control1: Point(x: 120, y: 40), control2: Point(x: -40, y: 160),
    end: Point(x: 100, y: 200))
  let firstLength = try qag.length(firstCubic, relativeTolerance: arcTolerance)
  harness.add("sampling GSL", operations: 20) {
    var acc = 0.0
    var previousParameter = 0.0
    var previousLength = 0.0
    for k in 0..<20 {
      let target = firstLength * Double(k) / 19
      var lo = previousParameter, hi = 1.0
      for _ in 0..<45 {
        let mid = 0.5 * (lo + hi)
        let length =
          try previousLength
          + qag.length(firstCubic, from: previousParameter, upTo: mid, relativeTolerance: arcTolerance)
        if length < target { lo = mid } else { hi = mid }
      }
      let parameter = 0.5 * (lo + hi)
      previousLength += try qag.length(
        firstCubic, from: previousParameter, upTo: parameter, relativeTolerance: arcTolerance)
      previousParameter = parameter
      acc += firstCubic.point(at: parameter).x
    }
    sink += acc
  }
  rows.append(
    (
      "arc-length sampling, per point (1000 points)", "sampling ours", "sampling independent",
      "each point inverted on its own (sample(atArcLength:))", "ns/point"
    ))
  rows.append(
    (
      "arc-length sampling, per point (1000 points)", "sampling ours", "sampling GSL",
      "GSL: bisection on qag at 1e-12 (one reused workspace), from the previous point", "ns/point"
    ))

  // MARK: Doubles to text: the curve's values at random times.
  typealias CFormat = @convention(c) (UnsafePointer<Double>, Int, UnsafeMutablePointer<CChar>) -> Int
  guard let formatSymbol = dlsym(library, "c_format") else { throw CocoaError(.executableLoad) }
  let cFormat = unsafeBitCast(formatSymbol, to: CFormat.self)
  let textValues = randomTimes.map { motion.position(at: $0) }
  harness.add("text ours", operations: textValues.count) {
    var total = 0
    withUnsafeTemporaryAllocation(byteCount: ShortestDecimal.requiredCapacity, alignment: 8) { buffer in
      let writer = ShortestDecimal.Writer()
      for x in textValues { total += writer.write(x, to: buffer.baseAddress!) }
    }
    sink += Double(total)
  }
  harness.add("text description", operations: textValues.count) {
    var total = 0
    for x in textValues { total += x.description.utf8.count }
    sink += Double(total)
  }
  harness.add("text C", operations: textValues.count) {
    var buffer = [CChar](repeating: 0, count: 64)
    sink += Double(textValues.withUnsafeBufferPointer { cFormat($0.baseAddress!, $0.count, &buffer) })
  }
  rows.append(
    (
      "a double as shortest round-trip text (ShortestDecimal)", "text ours", "text description",
      "Swift's Double.description (a String each)", "ns/number"
    ))
  rows.append(
    (
      "a double as shortest round-trip text (ShortestDecimal)", "text ours", "text C",
      "C snprintf(\"%.17g\") (17 digits, not shortest)", "ns/number"
    ))

  // MARK: The main job's kernel: grid samples + ShortestDecimal into a buffer.
  let mainSpring = try SpringSolution(
    parameters: SpringParameters(mass: 1, stiffness: 100, damping: 10), from: 0, to: 1, initialVelocity: 0)
  let mainGrid = try TimeGrid(.samples(1_000_000), end: 1)
  harness.add("write path", operations: 1_000_000) {
    sink += Double(writeMainJobRows(mainSpring, grid: mainGrid) { _ in })
  }
  typealias RowSink = @convention(c) (UnsafePointer<CChar>?, Int, UnsafeMutableRawPointer?) -> Void
  typealias CWriteRows = @convention(c) (Int, RowSink?, UnsafeMutableRawPointer?) -> Int
  guard let writeRowsSymbol = dlsym(library, "c_write_rows") else { throw CocoaError(.executableLoad) }
  let cWriteRows = unsafeBitCast(writeRowsSymbol, to: CWriteRows.self)
  harness.add("write path C", operations: 1_000_000) {
    sink += Double(cWriteRows(1_000_000, nil, nil))
  }
  // Same work, same bytes: each kernel's output for 1,001 rows against its
  // own process's stdout.
  let checkRows = 1001
  let oursBytes = try captureOutput(
    binDirectory + "/springbench",
    ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "10", "--samples", "\(checkRows)", "--until", "1"])
  var oursKernelBytes: [UInt8] = []
  _ = writeMainJobRows(
    try SpringSolution(
      parameters: SpringParameters(mass: 1, stiffness: 100, damping: 10), from: 0, to: 1, initialVelocity: 0),
    grid: try TimeGrid(.samples(checkRows), end: 1)
  ) { oursKernelBytes.append(contentsOf: $0) }
  let cBytes = try captureOutput(baselines + "/printf_rows", ["\(checkRows)"])
  final class ByteBox { var bytes: [UInt8] = [] }
  let cKernelBox = ByteBox()
  _ = cWriteRows(
    checkRows,
    { bytes, count, context in
      let box = Unmanaged<ByteBox>.fromOpaque(context!).takeUnretainedValue()
      bytes!.withMemoryRebound(to: UInt8.self, capacity: count) {
        box.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
      }
    }, Unmanaged.passUnretained(cKernelBox).toOpaque())
  let kernelsMatch = (ours: oursKernelBytes == oursBytes, c: cKernelBox.bytes == cBytes)

  try addFitBenchmarks(&harness, &rows)

  let rounds = 11
  try harness.run(rounds: rounds)

  // The main job end to end, interleaved: 1,000,000 CSV rows to /dev/null.
  let mainArguments = [
    "--mass", "1", "--stiffness", "100", "--damping-coefficient", "10", "--samples", "1000000", "--until", "1",
  ]
  var ourRuns: [Double] = [.nan, .nan, .nan, .nan]
  var cRuns: [Double] = [.nan, .nan, .nan, .nan]
  if only.isEmpty {
    _ = try cpuTime(binDirectory + "/springbench", mainArguments)
    ourRuns = []
    cRuns = []
  }
  for _ in 0..<(only.isEmpty ? 7 : 0) {
    ourRuns.append(try cpuTime(binDirectory + "/springbench", mainArguments))
    cRuns.append(try cpuTime(baselines + "/printf_rows", ["1000000"]))
  }
  let ourRun = ourRuns.sorted()[3] * 1e3, cRun = cRuns.sorted()[3] * 1e3  // ns/row

  // A sweep on 1 and 2 workers, interleaved, wall clock, with the CPU time
  // (user + system) each run used: utilisation = CPU / wall, in processors.
  let sweepArguments = [
    "sweep", "--damping", "0.1:1:0.01", "--velocity", "0:1.9:0.1", "--samples", "2000", "--until", "1",
  ]
  var sweepOne: [(wall: Double, cpu: Double)] = []
  var sweepTwo: [(wall: Double, cpu: Double)] = []
  let loadBefore = loadAverage()
  if only.isEmpty || "sweep".contains(only) {
    _ = try wallAndCPUTime(binDirectory + "/springbench", sweepArguments + ["--jobs", "1"])
    for _ in 0..<7 {
      sweepOne.append(try wallAndCPUTime(binDirectory + "/springbench", sweepArguments + ["--jobs", "1"]))
      sweepTwo.append(try wallAndCPUTime(binDirectory + "/springbench", sweepArguments + ["--jobs", "2"]))
    }
  }
  func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
  let sweepOneWall = median(sweepOne.map(\.wall)), sweepTwoWall = median(sweepTwo.map(\.wall))
  let sweepOneUse = median(sweepOne.map { $0.cpu / $0.wall }), sweepTwoUse = median(sweepTwo.map { $0.cpu / $0.wall })
  let loadAfter = loadAverage()
  let streaming = try streamingRows(binDirectory: binDirectory, only: only)
  let captureFits = bezierCaptureRows(harness)
  let fitCommand = try fitCommandRows(binDirectory: binDirectory, only: only)
  let lottie = try lottieRows(only: only)

  var table: [Row] = rows.map {
    Row(
      kernel: $0.kernel, ours: harness.median($0.ours), reference: $0.referenceLabel,
      referenceValue: harness.median($0.reference), unit: $0.unit)
  }
  table.append(
    Row(
      kernel:
        "main job: `springbench --mass 1 --stiffness 100 --damping-coefficient 10 --samples 1000000 --until 1 > /dev/null`",
      ours: ourRun, reference: "C printf(\"%.17g\"), same spring and rows", referenceValue: cRun, unit: "ns/row"))
  table.append(
    Row(
      kernel: "main job's kernel in process: grid samples + ShortestDecimal into a 64 KiB buffer, 1,000,000 rows",
      ours: harness.median("write path"),
      reference:
        "C printf_rows.c's loop in process: fprintf(\"%.17g\") into a stdio stream with a 64 KiB buffer, no write(2)",
      referenceValue: harness.median("write path C"), unit: "ns/row"))

  table.append(
    Row(
      kernel:
        "sweep, 1,820 springs × 2,000 rows (`springbench \(sweepArguments.joined(separator: " "))`), --jobs 2, wall clock (CPU use \(String(format: "%.2f", sweepTwoUse)) processors; --jobs 1 \(String(format: "%.2f", sweepOneUse)))",
      ours: sweepTwoWall * 1e3, reference: "the same with --jobs 1", referenceValue: sweepOneWall * 1e3, unit: "ms"))

  table += streaming.rows
  table += captureFits.rows + fitCommand.rows
  table += lottie.rows
  func format(_ x: Double) -> String { String(format: x < 10 ? "%.2f" : "%.0f", x) }
  print("")
  print("| kernel | springbench | reference | reference time | ratio (reference / ours) |")
  print("|---|---|---|---|---|")
  for row in table where !row.ratio.isNaN {
    print(
      "| \(row.kernel) | \(format(row.ours)) \(row.unit) | \(row.reference) | \(format(row.referenceValue)) \(row.unit) | \(String(format: row.ratio < 0.1 ? "%.5f" : "%.2f", row.ratio))× |"
    )
  }
  print("")
  print("Medians of \(rounds) interleaved rounds of thread CPU time (main job: 7 alternating runs, child CPU time).")
  print(
    "Sweep: 7 alternating runs each of --jobs 1 and 2 (medians), on \(ProcessInfo.processInfo.activeProcessorCount) processors; CPU use = (user + system CPU time) / wall time of each run, median: --jobs 1 \(String(format: "%.2f", sweepOneUse)), --jobs 2 \(String(format: "%.2f", sweepTwoUse)) processors; 1-minute load average \(String(format: "%.1f", loadBefore)) before, \(String(format: "%.1f", loadAfter)) after."
  )
  print(
    "Main job's kernels: for \(checkRows) rows each writes its own process's stdout byte for byte: ours \(kernelsMatch.ours ? "yes" : "NO"), C \(kernelsMatch.c ? "yes" : "NO")."
  )
  print(
    "cubic-bezier: WebKit UnitBezier at 1e-7 within \(worstWebKit) of ours (2008 recipe: \(worstWebKit2008)) over the six curves × \(easeInputs.count) inputs."
  )
  let buildCost = harness.median("ease build ours") - harness.median("ease build webkit")
  let breakEven = curves.map { (name, _, _, _, _) -> Double in
    buildCost / (harness.median("ease \(name) webkit") - harness.median("ease \(name) ours"))
  }
  print(
    "cubic-bezier table build (precomputed()): \(format(buildCost / 1e3)) µs more per curve than WebKit's; repaid after \(breakEven.map { $0 > 0 ? String(format: "%.0f", $0) : "never" }.joined(separator: ", ")) evaluations (\(curves.map(\.0).joined(separator: ", ")))."
  )
  print(
    "Arc length: GSL qag at 1e-12 within \(worstArcVersusOurs) of ours and \(worstArcVersusTight) of itself at 2e-14 (relative, \(cubics.count) cubics)."
  )
  print(
    "Spring at random times: worst |position − GSL rk8pd at 1e-13| = \(worstRandom) of the travel over \(count) times.")
  for note in streaming.notes { print(note) }
  for note in captureFits.notes + fitCommand.notes { print(note) }
  for note in lottie.notes { print(note) }
  print(
    "Settling baselines: \(settleAgree)/\(settleSprings.count) springs agree with the exact last exit to 1 ms; longest settling \(String(format: "%.3f", longest)) s, longest horizon \(String(format: "%.1f", horizons.max()!)) s."
  )

  var mismatches = 0
  if shortestCount > 0 {
    let start = ContinuousClock.now
    mismatches = checkShortest(count: shortestCount, seed: 0x5407_7E57)
    print(
      "ShortestDecimal vs Double.description: \(shortestCount) random bit patterns (seed 0x54077E57), \(mismatches) mismatches, \(String(format: "%.1f", seconds(ContinuousClock.now - start))) s."
    )
  }

  struct Report: Codable {
    let machine: String
    let rows: [Row]
    let shortestChecked: Int
    let shortestMismatches: Int
    /// Median (user + system CPU time) / wall time of the sweep runs, in processors.
    let sweepCPUUse: [String: Double]
  }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  try encoder.encode(
    Report(
      machine: machine(), rows: table.filter { !$0.ratio.isNaN }, shortestChecked: shortestCount,
      shortestMismatches: mismatches,
      sweepCPUUse: ["jobs1": sweepOneUse, "jobs2": sweepTwoUse].filter { !$0.value.isNaN })
  )
  .write(to: URL(fileURLWithPath: jsonPath))
  if sink.isNaN { print("") }
  if mismatches > 0 || (only.isEmpty && !(kernelsMatch.ours && kernelsMatch.c)) { exit(1) }
}

#if DEBUG
  FileHandle.standardError.write(
    "SpringBenchmarks must be built in release mode: use Benchmarks/run\n".data(using: .utf8)!)
  exit(64)
#else
  try runBenchmarks()
#endif
