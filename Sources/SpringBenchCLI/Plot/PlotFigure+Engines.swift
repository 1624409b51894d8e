import AnimationMath

extension PlotFigure {
  /// `engines --format svg`: every engine's frames of one spring over the
  /// ideal curve, and each engine's distance from the ideal at its frames, as
  /// a share of the travel (the quantity the table's max_deviation column
  /// summarises). Each engine keeps one palette entry in both panels.
  ///
  /// - Parameter travel: `to − from`, in value units; deviations are divided by its magnitude (1 when 0).
  static func engines(title: String, runs: [EngineRun], ideal: SpringSolution, travel: Double) -> PlotFigure {
    let scale = travel != 0 ? abs(travel) : 1
    let end = runs.compactMap { $0.frames.last?.hostTime }.max() ?? 0
    let count = 400
    let times = (0...count).map { end * Double($0) / Double(count) }
    // The ideal curve is drawn once: as the `ideal` engine's frames when it ran, else sampled here.
    let drawsIdeal = !runs.contains { $0.engine == .ideal }
    var value =
      drawsIdeal
      ? [
        PlotSeries(name: "ideal", x: times, y: times.map { ideal.position(at: $0) }, showsSamples: false, styleIndex: 0)
      ] : []
    var deviation: [PlotSeries] = []
    for (index, run) in runs.enumerated() {
      let x = run.frames.map(\.hostTime)
      value.append(
        PlotSeries(
          name: run.engine.rawValue, x: x, y: run.frames.map(\.value), showsSamples: false, styleIndex: index + 1))
      deviation.append(
        PlotSeries(
          name: run.engine.rawValue, x: x, y: run.frames.map { ($0.value - ideal.position(at: $0.hostTime)) / scale },
          showsSamples: false, styleIndex: index + 1))
    }
    return PlotFigure(
      title: title, xLabel: "t", xUnit: "s",
      panels: [
        PlotPanel(label: "value", unit: "units", series: value),
        PlotPanel(label: "engine − ideal", unit: "travel", series: deviation),
      ])
  }

  /// `sweep --format svg`: one curve per case of the long-format columns
  /// (case, swept flags…, t, value, velocity…): value and velocity against t,
  /// each case named by its swept values.
  static func sweep(title: String, columnNames: [String], columns: [[Double]], axes: Int) -> PlotFigure {
    guard let t = columnNames.firstIndex(of: "t") else { return PlotFigure(title: title, xLabel: "t", xUnit: "s") }
    let caseColumn = columns[0]
    var starts: [Int] = []
    for row in caseColumn.indices where row == 0 || caseColumn[row] != caseColumn[row - 1] { starts.append(row) }
    var panels: [PlotPanel] = []
    for (quantity, unit) in [("value", "units"), ("velocity", "units/s")] {
      guard let column = columnNames.firstIndex(of: quantity) else { continue }
      var series: [PlotSeries] = []
      for (k, start) in starts.enumerated() {
        let stop = k + 1 < starts.count ? starts[k + 1] : caseColumn.count
        let name = (1..<(1 + axes)).map { "\(columnNames[$0]) \(PasteNumber.text(columns[$0][start]))" }
          .joined(separator: ", ")
        series.append(
          PlotSeries(
            name: name.isEmpty ? "case \(k)" : name, x: Array(columns[t][start..<stop]),
            y: Array(columns[column][start..<stop]), showsSamples: false, styleIndex: k))
      }
      panels.append(PlotPanel(label: quantity, unit: unit, series: series))
    }
    return PlotFigure(title: title, xLabel: "t", xUnit: "s", panels: panels)
  }
}
