import AnimationMath

extension PlotFigure {
  /// The engines that run in JavaScript, drawn in their own panel so that neither panel
  /// holds more curves than the palette tells apart.
  static let javaScriptDecayEngines: Set<String> = [
    "react-native", "motion", "popmotion", "popmotion-inertia", "reanimated", "react-spring",
  ]

  /// `engines decay --format svg`: the value of every engine's run against host time, the
  /// native engines in one panel and the JavaScript engines in another, then the
  /// velocity of all of them. A hand-off to a spring-back is marked on its curve by
  /// the engine's frames being shown as dots from that frame on.
  static func decayEngines(title: String, runs: [DecayRun]) -> PlotFigure {
    func series(_ run: DecayRun, _ y: (EngineFrame) -> Double, style: Int) -> PlotSeries {
      PlotSeries(
        name: run.engine.rawValue, x: run.frames.map(\.hostTime), y: run.frames.map(y), showsSamples: false,
        styleIndex: style)
    }
    let native = runs.filter { !javaScriptDecayEngines.contains($0.engine.rawValue) }
    let javaScript = runs.filter { javaScriptDecayEngines.contains($0.engine.rawValue) }
    var panels: [PlotPanel] = []
    if !native.isEmpty {
      panels.append(
        PlotPanel(
          label: "value, native engines", unit: "units",
          series: native.enumerated().map { series($1, \.value, style: $0) }))
    }
    if !javaScript.isEmpty {
      panels.append(
        PlotPanel(
          label: "value, JavaScript engines", unit: "units",
          series: javaScript.enumerated().map { series($1, \.value, style: $0) }))
    }
    let ordered = native + javaScript
    panels.append(
      PlotPanel(
        label: "velocity", unit: "units/s",
        series: ordered.enumerated().map { series($1, { $0.velocity ?? .nan }, style: $0) }))
    return PlotFigure(title: title, xLabel: "t", xUnit: "s", panels: panels)
  }
}
