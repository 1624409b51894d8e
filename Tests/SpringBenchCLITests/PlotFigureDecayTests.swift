import AnimationMath
import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// The decay figures: one style per engine in every panel, named coincidences, bounds
/// and hand-offs marked, parameters in the title, units on every axis.
@Suite struct PlotFigureDecayTests {
  /// Each legend entry of an SVG: its text and the stroke and dash of the swatch drawn
  /// just before it.
  static func legend(_ svg: String) -> [(name: String, stroke: String, dash: String)] {
    var entries: [(String, String, String)] = []
    var swatch: (String, String)?
    for line in svg.split(separator: "\n") {
      if line.hasPrefix("<line "), let stroke = attribute("stroke", line) {
        swatch = (stroke, attribute("stroke-dasharray", line) ?? "")
      } else if line.contains("class=\"legend\""), let open = line.firstIndex(of: ">"),
        let close = line.range(of: "</text>")
      {
        if let (stroke, dash) = swatch {
          entries.append((String(line[line.index(after: open)..<close.lowerBound]), stroke, dash))
        }
        swatch = nil
      }
    }
    return entries
  }

  /// The value of `name="…"` in an SVG element's text.
  static func attribute(_ name: String, _ element: Substring) -> String? {
    guard let start = element.range(of: " \(name)=\"") else { return nil }
    guard let end = element[start.upperBound...].firstIndex(of: "\"") else { return nil }
    return String(element[start.upperBound..<end])
  }

  /// The `<title>` of an SVG.
  static func title(_ svg: String) -> String {
    guard let start = svg.range(of: "<title>"), let end = svg.range(of: "</title>") else { return "" }
    return String(svg[start.upperBound..<end.lowerBound])
  }

  /// Every engine is drawn with one colour and dash in every panel, and no two engines share one.
  @Test func enginesKeepOneStyleEverywhere() throws {
    let result = try BinaryRunner.run([
      "engines", "decay", "--initial-velocity", "3000", "--bounds", "0,2000", "--format", "svg",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let engines = Set(DecayEngineName.allCases.map(\.rawValue))
    var styles: [String: Set<String>] = [:]
    var panelsPerEngine: [String: Int] = [:]
    for entry in Self.legend(result.output) where engines.contains(entry.name) {
      styles[entry.name, default: []].insert("\(entry.stroke) \(entry.dash)")
      panelsPerEngine[entry.name, default: 0] += 1
    }
    #expect(styles.count == engines.count, "\(styles.keys.sorted())")
    for (engine, set) in styles { #expect(set.count == 1, "\(engine) is drawn as \(set)") }
    #expect(panelsPerEngine.values.allSatisfy { $0 == 2 }, "each engine: its value panel and the velocity panel")
    let all = styles.values.compactMap(\.first)
    #expect(Set(all).count == all.count, "two engines share a style: \(styles)")
    // The bounds are drawn as levels in both value panels.
    #expect(Self.legend(result.output).filter { $0.name == "upper bound 2000" }.count == 2)
  }

  /// Runs with the given values on a shared 60 Hz grid.
  static func run(_ engine: DecayEngineName, _ values: [Double]) -> DecayRun {
    DecayRun(
      engine: engine,
      frames: values.enumerated().map {
        EngineFrame(hostTime: Double($0.offset) / 60, engineTime: nil, value: $0.element, velocity: nil)
      },
      completed: true, modelRestPosition: nil)
  }

  /// Curves within 0.5 % of the range at every frame both render and at rest coincide (a
  /// curve one frame longer too); a curve off by more than the tolerance at one frame
  /// does not, nor one that stops early at another value.
  @Test func coincidencesAreNamedWithTheirTolerance() {
    let base = (0..<30).map { 1000 * (1 - exp(-Double($0) / 10)) }
    let range = base.max()! - base.min()!
    // The tolerance from the base curve's range; the offsets below widen it by < 0.5 %.
    let tolerance = PlotFigure.decayCoincidenceFraction * range
    let runs = [
      Self.run(.ideal, base),
      Self.run(.uikit, base.map { $0 + 0.5 * tolerance }),
      Self.run(.android, base.enumerated().map { $0.offset == 20 ? $0.element + 2 * tolerance : $0.element }),
      Self.run(.compose, base + [base.last!]),
      Self.run(.reactNative, base.map { $0 - 0.9 * tolerance }),
      Self.run(.motion, Array(base.prefix(5))),
    ]
    let (groups, measured) = PlotFigure.decayCoincidences(runs)
    #expect(groups == [[.ideal, .uikit, .compose, .reactNative]])
    // The figure's range includes android's outlier (+2·tolerance at frame 20).
    expectClose(measured, tolerance, relative: 2 * PlotFigure.decayCoincidenceFraction)
    let figure = PlotFigure.decayEngines(title: "t", runs: runs)
    #expect(figure.notes.count == 1)
    #expect(figure.notes.first?.contains("ideal = uikit = compose = react-native") == true, "\(figure.notes)")
    let svg = SVGFigureRenderer().render(figure)
    #expect(svg.contains("ideal = uikit = compose = react-native"))
  }

  /// What the real engines' note says is true of their own `decay` output: every pair
  /// it names renders the same frames with values within the stated tolerance.
  @Test func realCoincidencesHoldInTheDecayCommandsOutput() throws {
    let arguments = ["--initial-velocity", "3000", "--bounds", "0,2000"]
    let svg = try BinaryRunner.run(["engines", "decay"] + arguments + ["--format", "svg"]).output
    // The note's lines, joined.
    let text = svg.split(separator: "\n").filter { $0.contains("class=\"note\"") }.map { line in
      line[line.index(after: line.firstIndex(of: ">")!)...].replacingOccurrences(of: "</text>", with: "")
    }.joined(separator: " ")
    print(text)
    let stated = try #require(
      text.range(of: "values within ").flatMap { start in
        text[start.upperBound...].split(separator: " ").first.flatMap { Double($0) }
      })
    // (t, value) of each CSV row of `decay --engine NAME`.
    func rows(_ name: String) throws -> [(t: Double, value: Double)] {
      // An engine without bounds runs unbounded in `engines decay`, as here.
      var result = try BinaryRunner.run(["decay", "--engine", name] + arguments)
      if result.status != 0 { result = try BinaryRunner.run(["decay", "--engine", name] + arguments.prefix(2)) }
      #expect(result.status == 0, "\(name): \(result.standardError)")
      let csv = result.output
      return csv.split(separator: "\n").dropFirst().map { line in
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        return (Double(fields[0]) ?? .nan, Double(fields[1]) ?? .nan)
      }
    }
    var checked = 0
    for group in text.split(separator: ":").last!.split(separator: ";") {
      let names = group.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
      let first = try rows(names[0])
      for name in names.dropFirst() {
        let other = try rows(name)
        let common = Swift.min(other.count, first.count)
        #expect(
          other.prefix(common).map(\.t) == first.prefix(common).map(\.t),
          "\(name) and \(names[0]) render different frames")
        let worst = (zip(other, first).map { abs($0.value - $1.value) } + [abs(other.last!.value - first.last!.value)])
          .max()!
        // The note prints the tolerance to 4 significant digits.
        #expect(worst <= stated * (1 + 1e-3), "\(name) and \(names[0]) differ by \(worst) > \(stated)")
        checked += 1
      }
    }
    #expect(checked >= 1)
  }

  /// The decay figure: parameters in the title, units on every axis, the bound as a
  /// level, the hand-off as a moment at the time `--summary` reports, and no engine-clock
  /// panel when the engine's clock is host time.
  @Test func decayMarksBoundAndHandOff() throws {
    let arguments = ["decay", "--engine", "uikit", "--initial-velocity", "3000", "--bounds", "0,500"]
    let svg = try BinaryRunner.run(arguments + ["--format", "svg"]).output
    let title = Self.title(svg)
    for part in ["uikit", "initial velocity 3000 units/s", "from 0", "bounds 0…500", "decelerationRate"] {
      #expect(title.contains(part), "title \(title) lacks \(part)")
    }
    for heading in ["value (units)", "velocity (units/s)", "t (s)"] {
      #expect(svg.contains(">\(heading)</text>"), "no axis title \(heading)")
    }
    #expect(!svg.contains("engine_time"), "uikit's clock is host time: no engine-time panel")
    let summary = try BinaryRunner.run(arguments + ["--summary"]).output
    let handOff = try #require(
      summary.split(separator: "\n").first { $0.hasPrefix("handoff_time") }?.split(separator: " ").last.flatMap {
        Double($0)
      })
    let legend = Self.legend(svg).map(\.name)
    #expect(legend.contains("upper bound 500"), "\(legend)")
    #expect(legend.contains("hand-off at t = \(TextTableWriter.measurement(handOff)) s"), "\(legend)")
    #expect(svg.contains("class=\"note\">Hand-off at t = \(TextTableWriter.measurement(handOff)) s"))
    // The moment is drawn in the value and velocity panels.
    #expect(
      svg.split(separator: "\n").filter { $0.contains("class=\"rule\"") && $0.contains("stroke-dasharray=\"2 2\"") }
        .count == 2)
  }

  /// The fling in the engines figure's title is in shortest form, as typed: `3000`, not `3000.0`.
  @Test func enginesTitleNumbersAreShortest() throws {
    let svg = try BinaryRunner.run([
      "engines", "decay", "--initial-velocity", "3000", "--bounds", "0,2000.5", "--engines", "ideal,uikit", "--format",
      "svg",
    ]).output
    #expect(Self.title(svg) == "one fling, every decay engine: 3000 units/s from 0, bounds 0…2000.5")
  }

  /// Every decay engine's title, with its deceleration settings at their defaults, takes
  /// at most two lines, and states the default when the key's summary does.
  @Test(arguments: DecayEngineName.allCases)
  func decayTitleIsCompact(_ engine: DecayEngineName) throws {
    let arguments = ["decay", "--engine", engine.rawValue, "--initial-velocity", "3000", "--format", "svg"]
    // An engine without bounds refuses them: its title is checked unbounded.
    var result = try BinaryRunner.run(arguments + ["--bounds", "0,500"])
    if result.status != 0 { result = try BinaryRunner.run(arguments) }
    #expect(result.status == 0, "\(engine): \(result.standardError)")
    let svg = result.output
    let titleLines = svg.split(separator: "\n").filter { $0.contains("font-size=\"15\" font-weight=\"bold\"") }
    #expect((1...2).contains(titleLines.count), "\(engine): \(Self.title(svg))")
    #expect(!Self.title(svg).contains("not set"), "\(Self.title(svg))")
  }

  @Test func statedDefaults() {
    #expect(PlotFigure.statedDefault("d per ms in (0, 1) (default 0.998)") == "0.998")
    #expect(PlotFigure.statedDefault("setFriction, > 0 (default 1): friction = −4.2·this, 1/s") == "1")
    #expect(PlotFigure.statedDefault("ScrollDecelerationRate: normal (default) or fast") == nil)
    #expect(PlotFigure.statedDefault("d per ms: normal (0.998), fast (0.99) or a number in (0, 1)") == nil)
  }

  /// A run that had not stopped, or that diverged, says so under the title.
  @Test func unfinishedRunsSaySo() {
    let frames = (0..<3).map { EngineFrame(hostTime: Double($0) / 60, engineTime: nil, value: Double($0), velocity: 1) }
    let running = DecayRun(engine: .ideal, frames: frames, completed: false, modelRestPosition: nil)
    let diverged = DecayRun(
      engine: .ideal, frames: frames, completed: false, modelRestPosition: nil, divergenceTime: 0.05)
    #expect(
      PlotFigure.decay(title: "", run: running, bounds: .unbounded).notes.contains { $0.contains("had not stopped") })
    #expect(
      PlotFigure.decay(title: "", run: diverged, bounds: .unbounded).notes == [EngineDivergence.rowNote(at: 0.05)])
  }

  /// The engine-clock panel appears exactly when some frame's engine time differs from
  /// host time.
  @Test func engineClockPanelOnlyWhenTheClocksDiffer() {
    func run(_ engineTimes: [Double?]) -> DecayRun {
      DecayRun(
        engine: .ideal,
        frames: engineTimes.enumerated().map {
          EngineFrame(hostTime: Double($0.offset) / 60, engineTime: $0.element, value: 0, velocity: 0)
        },
        completed: true, modelRestPosition: nil)
    }
    let same = PlotFigure.decay(title: "", run: run((0..<5).map { Double($0) / 60 }), bounds: .unbounded)
    let none = PlotFigure.decay(title: "", run: run([nil, nil, nil]), bounds: .unbounded)
    let lagging = PlotFigure.decay(title: "", run: run([0, 0, 1.0 / 60, 2.0 / 60]), bounds: .unbounded)
    #expect(same.panels.count == 2)
    #expect(none.panels.count == 2)
    #expect(lagging.panels.count == 3)
    #expect(lagging.panels.last?.series.first?.y == [0, -1.0 / 60, 1.0 / 60 - 2.0 / 60, 2.0 / 60 - 3.0 / 60])
  }

  /// The JavaScript panel holds exactly the engines whose sources are JavaScript or
  /// TypeScript (React Native's Animated, motion 13 and framer-motion 12, popmotion,
  /// Reanimated, react-spring), each a registered name.
  @Test("the JavaScript panel holds every JavaScript engine, motion@12 included")
  func javaScriptPanel() {
    let javaScript: Set<String> = [
      "react-native", "motion", "motion@12", "popmotion", "popmotion-inertia", "reanimated", "react-spring",
    ]
    #expect(PlotFigure.javaScriptDecayEngines == javaScript)
    #expect(javaScript.isSubset(of: Set(DecayEngineName.allCases.map(\.rawValue))))
  }
}
