import AnimationMath
import AnimationScenes
import TestSupport
import Testing

@testable import SpringBenchCLI

/// The plot layout's rules, checked against hand-derived values (round
/// ticks: 1, 2, 5 × 10ⁿ; CSS Easing Level 1's step outputs) and against the
/// full data (decimation keeps each pixel column's extremes).
/// k/n, k/jumps and 0.3·0.5 are exact up to one rounding of a value ≤ 1.
private let oneRounding = Double.ulpOfOne

@Suite struct PlotRenderingTests {
  struct TickCase: Sendable, CustomTestStringConvertible {
    let lower: Double
    let upper: Double
    let target: Double
    let labels: [String]
    var testDescription: String { "[\(lower), \(upper)] ~\(target)" }
  }

  /// Hand-derived: step = the first of 1, 2, 5 × 10ⁿ ≥ span/target, ticks
  /// at its multiples covering the range.
  @Test(arguments: [
    TickCase(lower: 0, upper: 1.09, target: 4, labels: ["0", "0.5", "1", "1.5"]),
    TickCase(lower: 0, upper: 0.8, target: 8, labels: ["0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8"]),
    TickCase(lower: -5, upper: 11, target: 4, labels: ["−5", "0", "5", "10", "15"]),
    TickCase(
      lower: 0.0003, upper: 0.0011, target: 4, labels: ["0.0002", "0.0004", "0.0006", "0.0008", "0.001", "0.0012"]),
    TickCase(lower: 0, upper: 3e-7, target: 3, labels: ["0", "1×10⁻⁷", "2×10⁻⁷", "3×10⁻⁷"]),
  ])
  func linearTicksAreRound(_ c: TickCase) {
    #expect(PlotTicks.linear(c.lower, c.upper, target: c.target).ticks.map(\.label) == c.labels)
  }

  @Test func logTicksAreDecades() {
    #expect(PlotTicks.logarithmic(1.1e-16, 4e-15).ticks.map(\.label) == ["10⁻¹⁶", "10⁻¹⁵", "10⁻¹⁴"])
    #expect(PlotTicks.logarithmic(0.002, 1).ticks.map(\.label) == ["10⁻³", "10⁻²", "10⁻¹", "1"])
    // 20 decades: every fourth or fifth is labelled, at most 7 ticks.
    #expect(PlotTicks.logarithmic(1e-18, 1e2).ticks.count <= 7)
  }

  struct JumpCase: Sendable, CustomTestStringConvertible {
    let function: String
    let jumps: [PlotJump]
    var testDescription: String { function }
  }

  /// CSS Easing Level 1 § 2.3: steps(n, pos) outputs k/jumps; the values
  /// here are worked by hand from the spec's algorithm.
  @Test(arguments: [
    JumpCase(
      function: "steps(4, jump-end)",
      jumps: [
        PlotJump(x: 0.25, before: 0, after: 0.25), PlotJump(x: 0.5, before: 0.25, after: 0.5),
        PlotJump(x: 0.75, before: 0.5, after: 0.75), PlotJump(x: 1, before: 0.75, after: 1),
      ]),
    JumpCase(
      function: "steps(2, jump-start)",
      jumps: [PlotJump(x: 0, before: 0, after: 0.5), PlotJump(x: 0.5, before: 0.5, after: 1)]),
    JumpCase(
      function: "steps(3, jump-none)",
      jumps: [PlotJump(x: 1.0 / 3, before: 0, after: 0.5), PlotJump(x: 2.0 / 3, before: 0.5, after: 1)]),
    JumpCase(function: "linear(0, 0.5 50%, 0.8 50%, 1)", jumps: [PlotJump(x: 0.5, before: 0.5, after: 0.8)]),
    JumpCase(function: "ease-in-out", jumps: []),
  ])
  func jumpsComeFromTheFunction(_ c: JumpCase) throws {
    let function = try TimingFunction(parsing: c.function)
    let jumps = function.plotJumps(in: 0...1)
    try #require(jumps.count == c.jumps.count, "\(jumps)")
    for (got, want) in zip(jumps, c.jumps) {
      expectClose(got.x, want.x, absolute: oneRounding)
      expectClose(got.before, want.before, absolute: oneRounding)
      expectClose(got.after, want.after, absolute: oneRounding)
    }
  }

  /// M4 keeps each column's first, last, lowest and highest sample.
  @Test func decimationKeepsEveryColumnsExtremes() {
    var rng = SplitMix64(seed: 17)
    print("seed 17")
    let count = 20_000
    var ys: [Double] = []
    var y = 0.0
    for _ in 0..<count {
      y += Double(rng.next() % 2001) / 1000 - 1
      ys.append(y)
    }
    let columns = (0..<count).map { $0 * 200 / count }
    let kept = PlotDecimation.keep(columns: columns, ys: ys)
    #expect(kept.count <= 4 * 200)
    #expect(kept.first == 0 && kept.last == count - 1)
    #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 })
    var checked = 0
    for column in 0..<200 {
      let all = columns.indices.filter { columns[$0] == column }
      let some = kept.filter { columns[$0] == column }
      // The kept values are samples themselves: equal extremes are exact.
      #expect(all.map { ys[$0] }.min() == some.map { ys[$0] }.min())
      #expect(all.map { ys[$0] }.max() == some.map { ys[$0] }.max())
      checked += 1
    }
    #expect(checked == 200)
  }

  /// A zero on a log axis is a gap (two runs), never a clamped point; a
  /// jump splits the line at exactly its position.
  @Test func gapsAndJumpsSplitTheLine() {
    let log = PlotSeries(name: "error", x: [0, 1, 2, 3], y: [1e-3, 0, 1e-3, 1e-3])
    let logRuns = SVGFigureRenderer.runs(log) { $0 > 0 ? -PlotMath.log10($0) : nil }
    #expect(logRuns.map(\.count) == [1, 2])
    let step = PlotSeries(name: "v", x: [0, 1, 2, 3], y: [0, 0, 1, 1], jumps: [PlotJump(x: 1.5, before: 0, after: 1)])
    let runs = SVGFigureRenderer.runs(step) { $0 }
    #expect(runs.count == 2)
    #expect(runs[0].map(\.x) == [0, 1, 1.5] && runs[0].map(\.y) == [0, 0, 0])
    #expect(runs[1].map(\.x) == [1.5, 2, 3] && runs[1].map(\.y) == [1, 1, 1])
  }

  /// The spring plot's title names from, to and the initial velocity: springs that differ
  /// only there get different titles.
  @Test(
    "spring plot titles tell apart springs that differ in velocity, from or to",
    arguments: [
      ["--velocity", "0.8"], ["--velocity", "-0.5"], ["--from", "10", "--to", "-30"],
    ])
  func springTitleNamesTheMotion(_ extra: [String]) throws {
    let base = try BinaryRunner.run(["--damping", "0.6", "--format", "svg"]).output
    let other = try BinaryRunner.run(["--damping", "0.6", "--format", "svg"] + extra).output
    func title(_ svg: String) -> Substring? {
      svg.range(of: "<title>").flatMap { start in
        svg.range(of: "</title>", range: start.upperBound..<svg.endIndex).map { svg[start.upperBound..<$0.lowerBound] }
      }
    }
    let a = try #require(title(base)), b = try #require(title(other))
    #expect(a != b, "\(a)")
    #expect(b.contains("initial velocity") && b.contains("from"), "\(b)")
  }

  /// Times listed out of order are drawn in order of t: every polyline's x coordinates rise.
  @Test(
    "unsorted --times and --inputs are drawn in order of x, not joined in input order",
    arguments: [
      ["--damping", "0.6", "--times", "0.3,0.05,0.2,0.1,0.4,0"],
      ["ease", "ease", "--inputs", "0.9,0.1,0.5,0.3,0.7"],
    ])
  func unsortedInputsDrawnInOrder(_ arguments: [String]) throws {
    let svg = try BinaryRunner.run(arguments + ["--format", "svg"]).output
    var polylines = 0
    var rest = svg[...]
    while let start = rest.range(of: "points=\"") {
      let end = try #require(rest.range(of: "\"", range: start.upperBound..<rest.endIndex))
      let xs = rest[start.upperBound..<end.lowerBound].split(separator: " ").compactMap {
        Double($0.split(separator: ",")[0])
      }
      #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }, "\(xs)")
      polylines += 1
      rest = rest[end.upperBound...]
    }
    #expect(polylines >= 2)
  }

  /// The validation plot's tolerances are one level per family, never joined across families.
  @Test("validation tolerances are drawn as separate horizontal levels")
  func validationTolerances() throws {
    let figure = PlotFigure.validation(
      title: "validate", rows: [("a", 1e-14, 1e-10), ("b", 1e-15, 1e-13), ("c", 1e-9, 1e-6)])
    let tolerance = try #require(figure.panels[0].series.first { $0.name == "tolerance" })
    let svg = SVGFigureRenderer().render(figure)
    var levels = 0
    var rest = svg[...]
    while let start = rest.range(of: "points=\"") {
      let end = try #require(rest.range(of: "\"", range: start.upperBound..<rest.endIndex))
      let ys = rest[start.upperBound..<end.lowerBound].split(separator: " ").compactMap {
        Double($0.split(separator: ",")[1])
      }
      if ys.count == 2 && ys[0] == ys[1] { levels += 1 }
      #expect(ys.count <= 2 || Set(ys).count > 1, "a polyline joins families: \(ys)")
      rest = rest[end.upperBound...]
    }
    #expect(levels == 3)
    #expect(tolerance.y.filter(\.isNaN).count == 3)
  }

  /// Slope discontinuities are jumps, not ramps: `linear()` at its stops, bounce at its
  /// three branch points; smooth curves have none.
  @Test(
    "slope jumps of linear() and bounce are drawn as jumps",
    arguments: [
      ("linear(0, 0.5 30%, 1)", [0.3]), ("easeOutBounce", [1 / 2.75, 2 / 2.75, 2.5 / 2.75]), ("ease", []),
    ] as [(String, [Double])])
  func slopeJumps(function text: String, at expected: [Double]) throws {
    let function = try TimingFunction(parsing: text)
    let jumps = function.plotSlopeJumps(in: 0...1)
    #expect(jumps.map(\.x) == expected)
    for jump in jumps {
      #expect(abs(jump.before - function.slope(at: jump.x - 1e-6)) < 1e-4, "\(jump)")
      #expect(abs(jump.after - function.slope(at: jump.x + 1e-6)) < 1e-4, "\(jump)")
    }
    if text.hasPrefix("linear") {
      #expect(abs(jumps[0].before - 0.5 / 0.3) < 1e-12 && abs(jumps[0].after - 0.5 / 0.7) < 1e-12)
    }
  }

  /// The timing plot keeps the phase and steps the iteration and progress at the exact
  /// boundary times, found by bisection, instead of ramping between samples.
  @Test("timing plots show the phase and jump at the exact iteration and phase boundaries")
  func timingJumps() throws {
    let timing = try MediaTiming(duration: 0.5, repeatCount: 3, fillMode: .forwards, removedOnCompletion: false)
    // Samples at 0.13 s spacing straddle the boundaries at 0.5, 1 and 1.5 s.
    let times = (0...15).map { Double($0) * 0.13 }
    let figure = PlotFigure.timing(title: "t", times: times) { t in
      let state = timing.evaluate(parentTime: t)
      return (state.phase, state.iteration, state.progress)
    }
    #expect(figure.panels.map(\.label).first == "phase (0 before, 1 active, 2 after)")
    let iteration = figure.panels[1].series[0].jumps
    #expect(iteration.map(\.x) == [0.5, 1.0], "\(iteration)")
    let progress = figure.panels[2].series[0].jumps
    // At 1.5 s the active interval ends at progress 1 and the forwards fill holds 1: no jump.
    #expect(progress.map(\.x) == [0.5, 1.0], "\(progress)")
    #expect(progress.allSatisfy { abs($0.before - 1) < 1e-12 && $0.after == 0 }, "\(progress)")
    let phase = figure.panels[0].series[0].jumps
    #expect(phase.count == 1 && phase[0].before == 1 && phase[0].after == 2, "\(phase)")
  }

  /// Long titles wrap inside the canvas (by the renderer's width estimate).
  @Test func titlesWrapInsideTheWidth() {
    let title = String(repeating: "parametrisation in words ", count: 12)
    let lines = SVGFigureRenderer.wrap(title, width: 736, fontSize: 15)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { SVGFigureRenderer.textWidth($0, fontSize: 15) <= 736 })
  }

  /// The like scene: one group per layer, the six identical triangles
  /// merged, no panel with more than four series, every property present.
  @Test func scenePanelsPerLayer() throws {
    let scene = try BuiltInScenes.scene(named: "like")
    let figure = PlotFigure.scene(scene, times: (0...72).map { Double($0) / 120 })
    #expect(figure.panels.allSatisfy { $0.series.count <= 4 })
    #expect(figure.panels.contains { $0.label.hasPrefix("triangle0 … triangle5 (6 layers") })
    #expect(!figure.panels.contains { $0.label.hasPrefix("triangle1") })
    let labels = figure.panels.map(\.label)
    for expected in ["whiteHeart: scale", "heart: scale, opacity", "ring: path bounds", "ring: lineWidth"] {
      #expect(labels.contains(expected), "\(labels)")
    }
    // The red heart's opacity jumps 0 → 1 at 0.3·D = 0.15 s (a model change).
    let opacity = try #require(
      figure.panels.first { $0.label == "heart: scale, opacity" }?.series.first { $0.name == "opacity" })
    #expect(opacity.jumps.count == 1)
    expectClose(opacity.jumps.first?.x ?? .nan, 0.15, absolute: oneRounding)
  }

  /// The preview is self-contained and never lets the browser interpolate.
  @Test(arguments: BuiltInScenes.names)
  func previewIsSelfContained(_ name: String) throws {
    let html = ScenePreview().render(try BuiltInScenes.scene(named: name))
    let withoutNamespace = html.replacingAll("http://www.w3.org/2000/svg", with: "")
    for forbidden in [
      "http:", "https:", "<script src", "<link", "@import", "@font-face", "transition", "@keyframes", ".animate(",
    ] {
      #expect(!withoutNamespace.contains(forbidden), "\(name): contains \(forbidden)")
    }
    #expect(html.contains("id=\"plot-cursor\""))
  }
}

extension String {
  /// `self` with every `target` replaced (no Foundation in this check).
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
