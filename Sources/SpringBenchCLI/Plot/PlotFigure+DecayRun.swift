import AnimationMath

extension PlotFigure {
  /// `decay --format svg`: one engine's fling. The value (units) with each finite bound
  /// drawn as a level, and the velocity (units/s); a hand-off to a spring-back,
  /// overfling or clamp is a vertical line at its time in both, and a note under the
  /// title names its phase, value and velocity. The engine's own notes, and a run that
  /// diverged or had not stopped by its last frame, are said under the title too. The engine's own clock gets a panel, `engine time − t`, only
  /// when it differs from host time on some frame: equal clocks draw a straight line
  /// that says nothing.
  static func decay(title: String, run: DecayRun, bounds: DecayBounds) -> PlotFigure {
    let time = run.frames.map(\.hostTime)
    var moments: [PlotRule] = []
    var notes: [String] = []
    if let handOff = run.handOff {
      let time = TextTableWriter.measurement(handOff.time)
      moments.append(PlotRule(orientation: .vertical, position: handOff.time, label: "hand-off at t = \(time) s"))
      notes.append(
        "Hand-off at t = \(time) s, value \(TextTableWriter.measurement(handOff.value)), velocity "
          + "\(TextTableWriter.measurement(handOff.velocity)) units/s, to: \(handOff.phase)")
    }
    var panels = [
      PlotPanel(
        label: "value", unit: "units",
        series: [PlotSeries(name: "value", x: time, y: run.frames.map(\.value), showsSamples: false)],
        rules: boundRules(bounds) + moments),
      PlotPanel(
        label: "velocity", unit: "units/s",
        series: [PlotSeries(name: "velocity", x: time, y: run.frames.map { $0.velocity ?? .nan }, showsSamples: false)],
        rules: moments),
    ]
    let offsets = run.frames.map { frame in frame.engineTime.map { $0 - frame.hostTime } ?? .nan }
    if offsets.contains(where: { $0.isFinite && $0 != 0 }) {
      panels.append(
        PlotPanel(
          label: "engine's clock − host time", unit: "s",
          series: [PlotSeries(name: "engine_time − t", x: time, y: offsets, showsSamples: false)]))
    }
    notes += run.notes
    if let time = run.divergenceTime {
      notes.append(EngineDivergence.rowNote(at: time))
    } else if !run.completed {
      notes.append(
        "The engine had not stopped by the last frame (t = \(TextTableWriter.measurement(time.last ?? 0)) s).")
    }
    var figure = PlotFigure(title: title, xLabel: "t", xUnit: "s", panels: panels)
    figure.notes = notes
    return figure
  }

  /// The decay figure's title: the engine, the fling (initial velocity, start, bounds)
  /// and the engine's deceleration settings, each as given (`deceleration = 0.99`) or,
  /// when not given, as its default: the value the key's summary states
  /// (`deceleration = 0.998 (default)`), else `decelerationRate = default`. Short, so
  /// that the title takes at most two lines.
  static func decayTitle(engine: DecayEngineName, request: DecayRequest) -> String {
    let type = engine.engineType
    let bounds =
      request.bounds.isUnbounded
      ? "unbounded"
      : "bounds \(TextTableWriter.measurement(request.bounds.lower))…\(TextTableWriter.measurement(request.bounds.upper))"
    var keys: [String] = []
    for setting in decelerationSettings {
      if let key = type.settingKeys[setting]?.key, !keys.contains(key) { keys.append(key) }
    }
    if keys.isEmpty, let first = type.configurationKeys.first { keys.append(first.name) }
    let settings = keys.map { key -> String in
      if let given = request.configuration.pairs.first(where: { $0.key == key }) { return "\(key) = \(given.value)" }
      let summary = type.configurationKeys.first { $0.name == key }?.summary ?? ""
      return statedDefault(summary).map { "\(key) = \($0) (default)" } ?? "\(key) = default"
    }
    let others = request.configuration.pairs.filter { !keys.contains($0.key) }.map { "\($0.key) = \($0.value)" }
    return
      "decay, engine \(engine.rawValue): initial velocity \(TextTableWriter.measurement(request.initialVelocity)) units/s "
      + "from \(TextTableWriter.measurement(request.from)), \(bounds); "
      + (settings + others).joined(separator: "; ")
  }

  /// The default a key's summary states, `default X` up to a comma, a closing
  /// parenthesis or a semicolon (`"d per ms (default 0.998)"` → `0.998`); nil when it states none.
  static func statedDefault(_ summary: String) -> String? {
    let words = summary.split(separator: "default ", maxSplits: 1, omittingEmptySubsequences: false)
    guard words.count == 2 else { return nil }
    let ends: Set<Character> = [",", ")", ";", ":"]
    let value = words[1].prefix { !ends.contains($0) }
    return value.isEmpty ? nil : String(value)
  }

  /// The shared settings that set how fast a fling slows, in the order the title names them.
  static let decelerationSettings: [DecaySetting] = [
    .rate, .friction, .frictionMultiplier, .drag, .constantDeceleration, .timeConstant,
  ]
}
