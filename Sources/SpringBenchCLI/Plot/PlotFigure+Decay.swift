import AnimationMath

extension PlotFigure {
  /// The engines that run in JavaScript, drawn in their own panel so that neither panel
  /// holds more curves than the palette tells apart.
  static let javaScriptDecayEngines: Set<String> = [
    "react-native", "motion", "motion@12", "popmotion", "popmotion-inertia", "reanimated", "react-spring",
  ]

  /// `engines decay --format svg`: the value of every engine's run against host time, the
  /// native engines in one panel and the JavaScript engines in another, then the
  /// velocity of all of them. Each engine keeps one colour and dash in every panel
  /// (``decayStyleIndex(_:)``); finite bounds are drawn as levels; a note under the
  /// title names the engines whose curves coincide (``decayCoincidences(_:)``) and so
  /// hide one another.
  static func decayEngines(title: String, runs: [DecayRun], bounds: DecayBounds = .unbounded) -> PlotFigure {
    func series(_ run: DecayRun, _ y: (EngineFrame) -> Double) -> PlotSeries {
      PlotSeries(
        name: run.engine.rawValue, x: run.frames.map(\.hostTime), y: run.frames.map(y), showsSamples: false,
        styleIndex: decayStyleIndex(run.engine))
    }
    let native = runs.filter { !javaScriptDecayEngines.contains($0.engine.rawValue) }
    let javaScript = runs.filter { javaScriptDecayEngines.contains($0.engine.rawValue) }
    let rules = boundRules(bounds)
    var panels: [PlotPanel] = []
    if !native.isEmpty {
      panels.append(
        PlotPanel(
          label: "value, native engines", unit: "units", series: native.map { series($0, \.value) }, rules: rules))
    }
    if !javaScript.isEmpty {
      panels.append(
        PlotPanel(
          label: "value, JavaScript engines", unit: "units", series: javaScript.map { series($0, \.value) },
          rules: rules))
    }
    panels.append(
      PlotPanel(
        label: "velocity", unit: "units/s", series: (native + javaScript).map { series($0, { $0.velocity ?? .nan }) }))
    var figure = PlotFigure(title: title, xLabel: "t", xUnit: "s", panels: panels)
    if let note = decayCoincidenceNote(runs) { figure.notes.append(note) }
    return figure
  }

  /// The palette entry of a decay engine: its place in the registry, so that an engine
  /// is drawn alike in every panel and figure, and the registry's 16 engines get 16
  /// different colour-and-dash pairs (``PlotPalette/style(_:)``).
  static func decayStyleIndex(_ engine: DecayEngineName) -> Int {
    DecayEngineName.allCases.firstIndex(of: engine) ?? 0
  }

  /// Two runs coincide when, at every frame both render (same host times) and at their
  /// rest values, their values differ by at most this fraction of the figure's value
  /// range: 0.5 % of a 130 px panel is 0.65 px, less than half the 1.6 px stroke, so
  /// the later curve covers the earlier.
  static let decayCoincidenceFraction = 5e-3

  /// The groups of engines whose value curves coincide (``decayCoincidenceFraction``),
  /// each in registry order, and the tolerance used (units); groups of one are left out.
  static func decayCoincidences(_ runs: [DecayRun]) -> (groups: [[DecayEngineName]], tolerance: Double) {
    let values = runs.flatMap { $0.frames.map(\.value) }.filter(\.isFinite)
    let span = (values.max() ?? 0) - (values.min() ?? 0)
    let tolerance = decayCoincidenceFraction * span
    func coincide(_ a: DecayRun, _ b: DecayRun) -> Bool {
      Swift.min(a.frames.count, b.frames.count) >= 2 && Swift.abs(a.finalValue - b.finalValue) <= tolerance
        && zip(a.frames, b.frames).allSatisfy {
          $0.hostTime == $1.hostTime && Swift.abs($0.value - $1.value) <= tolerance
        }
    }
    var groups: [[DecayRun]] = []
    for run in runs.sorted(by: { decayStyleIndex($0.engine) < decayStyleIndex($1.engine) }) {
      if let index = groups.firstIndex(where: { coincide($0[0], run) }) {
        groups[index].append(run)
      } else {
        groups.append([run])
      }
    }
    return (groups.filter { $0.count > 1 }.map { $0.map(\.engine) }, tolerance)
  }

  /// `coincide (…): a = b; c = d`, or nil when no two curves coincide.
  static func decayCoincidenceNote(_ runs: [DecayRun]) -> String? {
    let (groups, tolerance) = decayCoincidences(runs)
    guard !groups.isEmpty else { return nil }
    let list = groups.map { $0.map(\.rawValue).joined(separator: " = ") }.joined(separator: "; ")
    return "Coincide (values within \(TextTableWriter.measurement(tolerance)) units, "
      + "\(decayCoincidenceFraction * 100) % of the range, at every frame both render and at rest; the later "
      + "curve covers the earlier): \(list)"
  }

  /// A level for each finite bound, labelled `lower bound MIN` and `upper bound MAX`.
  static func boundRules(_ bounds: DecayBounds) -> [PlotRule] {
    var rules: [PlotRule] = []
    if bounds.lower.isFinite {
      rules.append(
        PlotRule(
          orientation: .horizontal, position: bounds.lower,
          label: "lower bound \(TextTableWriter.measurement(bounds.lower))"))
    }
    if bounds.upper.isFinite {
      rules.append(
        PlotRule(
          orientation: .horizontal, position: bounds.upper,
          label: "upper bound \(TextTableWriter.measurement(bounds.upper))"))
    }
    return rules
  }
}
