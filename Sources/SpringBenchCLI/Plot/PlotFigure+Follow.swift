import AnimationMath

extension PlotFigure {
  /// `engines --follow --format svg`: the trace's target (a step at each sample) and every
  /// engine's frames, with each one's lag behind the target in effect.
  static func follow(title: String, runs: [EngineRun], trace: FollowTrace) -> PlotFigure {
    let end = runs.compactMap { $0.frames.last?.hostTime }.max() ?? trace.lastTime
    var stepX: [Double] = [0]
    var stepY: [Double] = [trace.start]
    for sample in trace.samples {
      stepX += [sample.hostTime, sample.hostTime]
      stepY += [stepY[stepY.count - 1], sample.target]
    }
    stepX.append(max(end, trace.lastTime))
    stepY.append(stepY[stepY.count - 1])
    var value = [PlotSeries(name: "target", x: stepX, y: stepY, showsSamples: false, styleIndex: 0)]
    var lag: [PlotSeries] = []
    for (index, run) in runs.enumerated() {
      let x = run.frames.map(\.hostTime)
      value.append(
        PlotSeries(
          name: run.engine.rawValue, x: x, y: run.frames.map(\.value), showsSamples: false, styleIndex: index + 1))
      let targets = FollowMetrics.targets(run.frames, trace: trace)
      lag.append(
        PlotSeries(
          name: run.engine.rawValue, x: x, y: zip(run.frames, targets).map { ($1 - $0.value) / trace.range },
          showsSamples: false, styleIndex: index + 1))
    }
    return PlotFigure(
      title: title, xLabel: "t", xUnit: "s",
      panels: [
        PlotPanel(label: "value", unit: "units", series: value),
        PlotPanel(label: "target − value", unit: "range", series: lag),
      ])
  }
}
