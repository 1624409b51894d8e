import AnimationMath

extension PlotFigure {
  /// The components a Lottie column name may end with.
  static let lottieComponents: Set<String> = ["x", "y", "z", "r", "g", "b", "a"]

  /// A Lottie column's property (`dot.position` for `dot.position.x`) and its component (`x`, or nil).
  static func lottieProperty(of column: String) -> (property: String, component: String?) {
    guard let dot = column.lastIndex(of: "."), column[..<dot].contains("."),
      lottieComponents.contains(String(column[column.index(after: dot)...]))
    else { return (column, nil) }
    return (String(column[..<dot]), String(column[column.index(after: dot)...]))
  }

  /// `lottie --format svg`: small multiples layer by layer, one panel per
  /// property with its components as curves against t; above them, every
  /// layer's position traced in the x–y plane. `columns` are the table's:
  /// frame, t, then one per name of `header`.
  static func lottie(title: String, header: [String], columns: [[Double]]) -> PlotFigure {
    var figure = PlotFigure(title: title, xLabel: "t", xUnit: "s")
    guard columns.count == header.count + 2 else { return figure }
    let time = columns[1]
    var order: [String] = []
    var members: [String: [(name: String, index: Int)]] = [:]
    for (index, name) in header.enumerated() {
      let (property, component) = lottieProperty(of: name)
      if members[property] == nil { order.append(property) }
      members[property, default: []].append((component ?? property, index + 2))
    }
    var trace = BezierPath()
    for property in order {
      let parts = members[property] ?? []
      figure.panels.append(
        PlotPanel(
          label: property, unit: LottiePlayersCommand.unit(of: parts.first.map { header[$0.index - 2] } ?? property),
          series: parts.map { PlotSeries(name: $0.name, x: time, y: columns[$0.index]) }))
      guard property.hasSuffix(".position"), let x = parts.first(where: { $0.name == "x" }),
        let y = parts.first(where: { $0.name == "y" })
      else { continue }
      var previous: Point?
      for row in time.indices {
        let point = Point(x: columns[x.index][row], y: columns[y.index][row])
        guard point.x.isFinite, point.y.isFinite, point != previous else { continue }
        if previous == nil { trace.move(to: point) } else { trace.addLine(to: point) }
        previous = point
      }
    }
    if !trace.segments.isEmpty { figure.path = PathPlot(path: trace, unit: "px", isTrace: true) }
    return figure
  }

  /// `lottie players --format svg`: the columns where the players differ most
  /// from exact, each as a panel with exact and every player overlaid against
  /// t, then a panel of each player minus exact.
  static func lottiePlayers(
    title: String, time: [Double], columns: [(name: String, exact: [Double], players: [(String, [Double])])]
  ) -> PlotFigure {
    var figure = PlotFigure(title: title, xLabel: "t", xUnit: "s")
    if columns.isEmpty { figure.notes = ["No player differs from exact in any column at these frames."] }
    for column in columns {
      var series = [PlotSeries(name: "exact", x: time, y: column.exact)]
      for (index, (player, values)) in column.players.enumerated() {
        series.append(PlotSeries(name: player, x: time, y: values, styleIndex: 7 + index))
      }
      let unit = LottiePlayersCommand.unit(of: column.name)
      figure.panels.append(PlotPanel(label: column.name, unit: unit, series: series))
      let differences = column.players.enumerated().map { index, player in
        PlotSeries(
          name: "\(player.0) − exact", x: time, y: zip(player.1, column.exact).map { $0 - $1 }, styleIndex: 7 + index)
      }
      figure.panels.append(PlotPanel(label: "\(column.name): player − exact", unit: unit, series: differences))
    }
    return figure
  }
}
