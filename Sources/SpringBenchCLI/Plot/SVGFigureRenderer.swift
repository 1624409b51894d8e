import AnimationMath

/// Renders a ``PlotFigure`` as one self-contained SVG document: the title
/// wrapped to the width, the path figure (if any), then one panel per
/// quantity with its heading, a legend that wraps, its own y axis and the
/// shared x axis (tick labels under the last panel only).
///
/// Guarantees the browser tests check: every text element lies inside the
/// canvas (widths are estimated generously, ``SVGFigureRenderer/characterWidth``,
/// and lines wrap before the edge); every series name appears in a legend;
/// every series is decimated to the pixel grid (``PlotDecimation``) and
/// broken at its known jumps. Coordinates are rounded to 0.01 px, so the
/// same figure always gives the same bytes.
struct SVGFigureRenderer {
  /// The canvas margins, in px.
  var marginLeft = 74.0
  var marginRight = 18.0
  /// The height of one panel's plot area, in px.
  var panelHeight = 130.0
  /// The plot area's height when the figure has a single panel.
  var singlePanelHeight = 220.0
  /// The gap between panels, in px.
  var panelGap = 16.0
  /// Adds a hidden vertical line `id="plot-cursor"` across every panel and
  /// the data attributes `data-x-lower`, `data-x-upper`, `data-plot-left`,
  /// `data-plot-right` that place it (the HTML preview moves it).
  var cursor = false

  /// Estimated advance per character, as a fraction of the font size: a
  /// little more than sans-serif fonts' average (DejaVu Sans ≈ 0.55), so
  /// estimates err towards wrapping early.
  static let characterWidth = 0.62

  /// The estimated width of `text` at `fontSize`, in px.
  static func textWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * characterWidth
  }

  /// The SVG text of `figure`.
  func render(_ figure: PlotFigure) -> String {
    let width = figure.width
    let left = marginLeft
    let right = width - marginRight
    var body = SVGText()
    var y = renderTitle(figure, into: &body)
    if let path = figure.path {
      y = renderPath(path, into: &body, top: y, left: left, right: right)
      y += panelGap
    }
    let (xLower, xUpper) = Self.sharedXRange(figure)
    let xAxis = PlotTicks.linear(xLower, xUpper, target: 8)
    // Room for whole dots at the ends when samples are drawn as dots (the
    // ticks stay those of the data's range).
    let dotted = figure.panels.contains {
      $0.series.contains { $0.showsSamples ?? ($0.x.count <= PlotSeries.dotLimit) }
    }
    let pad = dotted ? 0.02 * (xAxis.upper - xAxis.lower) : 0
    let (mapLower, mapUpper) = (xAxis.lower - pad, xAxis.upper + pad)
    let px = { (x: Double) -> Double in left + (x - mapLower) / (mapUpper - mapLower) * (right - left) }
    let height = figure.panels.count == 1 ? singlePanelHeight : panelHeight
    var panelsTop = y
    var panelsBottom = y
    for (index, panel) in figure.panels.enumerated() {
      let isLast = index == figure.panels.count - 1
      let top = renderPanel(
        panel, index: index, into: &body, top: y, left: left, right: right, height: height, xTicks: xAxis.ticks, px: px,
        showsXLabels: isLast)
      if index == 0 { panelsTop = top }
      panelsBottom = top + height
      y = top + height + (isLast ? 0 : panelGap)
    }
    if !figure.panels.isEmpty {
      y += 18
      body.text(figure.xAxisTitle, x: (left + right) / 2, y: y + 14, size: 12, anchor: "middle")
      y += 22
    }
    if cursor && !figure.panels.isEmpty {
      body.raw(
        "<line id=\"plot-cursor\" x1=\"\(n(left))\" y1=\"\(n(panelsTop))\" x2=\"\(n(left))\" y2=\"\(n(panelsBottom))\" stroke=\"#D55E00\" stroke-width=\"1.5\" visibility=\"hidden\"/>\n"
      )
    }
    return document(figure, body: body, height: (y + 10).rounded(.up), xMap: (mapLower, mapUpper))
  }

  /// The title and notes, wrapped to the width; returns the y below them.
  func renderTitle(_ figure: PlotFigure, into body: inout SVGText) -> Double {
    var y = 8.0
    for line in Self.wrap(figure.title, width: figure.width - 24, fontSize: 15) {
      y += 19
      body.text(line, x: 12, y: y, size: 15, weight: "bold")
    }
    for note in figure.notes {
      for line in Self.wrap(note, width: figure.width - 24, fontSize: 12) {
        y += 16
        body.text(line, x: 12, y: y, size: 12, cssClass: "note")
      }
    }
    return y + 8
  }

  /// The x range the panels share: every series' x, every jump and every
  /// vertical rule; [0, 1] when there is none.
  static func sharedXRange(_ figure: PlotFigure) -> (lower: Double, upper: Double) {
    var xLower = Double.infinity
    var xUpper = -Double.infinity
    for panel in figure.panels {
      for series in panel.series {
        for x in series.x where x.isFinite {
          xLower = Swift.min(xLower, x)
          xUpper = Swift.max(xUpper, x)
        }
        for jump in series.jumps where jump.x.isFinite {
          xLower = Swift.min(xLower, jump.x)
          xUpper = Swift.max(xUpper, jump.x)
        }
      }
      for rule in panel.rules where rule.orientation == .vertical && rule.position.isFinite {
        xLower = Swift.min(xLower, rule.position)
        xUpper = Swift.max(xUpper, rule.position)
      }
    }
    if !xLower.isFinite { (xLower, xUpper) = (0, 1) }
    return (xLower, xUpper)
  }

  /// The SVG document around `body`: canvas, title element, white
  /// background, and with ``cursor`` the data attributes that place it
  /// (`xMap`: the data x at the plot's left and right edges).
  func document(
    _ figure: PlotFigure, body: SVGText, height canvasHeight: Double, xMap: (lower: Double, upper: Double)
  ) -> String {
    let width = figure.width
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(canvasHeight))\" "
    svg += "viewBox=\"0 0 \(n(width)) \(n(canvasHeight))\" font-family=\"sans-serif\" font-size=\"12\""
    if cursor {
      svg +=
        " data-x-lower=\"\(xMap.lower)\" data-x-upper=\"\(xMap.upper)\" data-plot-left=\"\(n(marginLeft))\" data-plot-right=\"\(n(width - marginRight))\""
    }
    svg += ">\n<title>\(Self.escape(figure.title))</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    svg += body.content
    svg += "</svg>\n"
    return svg
  }

  /// Where a panel's plot area lies on the canvas and how data map into it.
  struct PanelFrame {
    /// The plot area's left, right, top and bottom edges, in px.
    let left: Double
    let right: Double
    let top: Double
    let bottom: Double
    /// The id of the clip path that is the plot area.
    let clip: String
    /// The data x to px (shared by the panels).
    let px: (Double) -> Double
    /// The data y to px; nil for a value the axis cannot show (non-finite,
    /// or ≤ 0 on a log axis).
    let py: (Double) -> Double?
    /// The plot area's height, in px.
    var height: Double { bottom - top }
  }

  /// Draws one panel below `top`; returns the top of its plot area.
  func renderPanel(
    _ panel: PlotPanel, index: Int, into body: inout SVGText, top: Double, left: Double, right: Double,
    height: Double, xTicks: [PlotTicks.Tick], px: @escaping (Double) -> Double, showsXLabels: Bool
  ) -> Double {
    let y = renderPanelHeading(panel, into: &body, top: top, left: left, right: right)
    let plotTop = y + 8
    let plotBottom = plotTop + height
    let (axis, py) = Self.yAxis(of: panel, plotBottom: plotBottom, height: height)
    let frame = PanelFrame(
      left: left, right: right, top: plotTop, bottom: plotBottom, clip: "panel\(index)", px: px, py: py)
    body.raw(
      "<clipPath id=\"\(frame.clip)\"><rect x=\"\(n(left))\" y=\"\(n(plotTop))\" width=\"\(n(right - left))\" height=\"\(n(height))\"/></clipPath>\n"
    )
    if let band = panel.band { renderBand(band, into: &body, frame) }
    renderGridAndRules(panel, into: &body, frame, xTicks: xTicks, yTicks: axis.ticks)
    renderAxes(into: &body, frame, xTicks: xTicks, yTicks: axis.ticks, showsXLabels: showsXLabels)
    for (index, series) in panel.series.enumerated() {
      renderSeries(series, index: index, into: &body, frame)
    }
    return plotTop
  }

  /// The panel's heading and legend (swatch + name, wrapping within the plot
  /// width) below `top`; returns the baseline of the legend's last line.
  func renderPanelHeading(
    _ panel: PlotPanel, into body: inout SVGText, top: Double, left: Double, right: Double
  ) -> Double {
    var y = top
    for line in Self.wrap(panel.axisTitle, width: right - left, fontSize: 12) {
      y += 14
      body.text(line, x: left, y: y, size: 12, weight: "bold")
    }
    var entries: [(name: String, style: (color: String, dash: String)?)] = panel.series.enumerated().map {
      ($0.element.name, PlotPalette.style($0.element.styleIndex ?? $0.offset))
    }
    for rule in panel.rules { entries.append((rule.label, (PlotRule.color, PlotRule.dash(rule.orientation)))) }
    if let band = panel.band { entries.append((band.label, nil)) }
    var x = left
    y += 16
    for entry in entries {
      let entryWidth = 26 + Self.textWidth(entry.name, fontSize: 11) + 14
      if x > left && x + entryWidth > right {
        x = left
        y += 15
      }
      if let style = entry.style {
        body.raw(
          "<line x1=\"\(n(x))\" y1=\"\(n(y - 4))\" x2=\"\(n(x + 22))\" y2=\"\(n(y - 4))\" stroke=\"\(style.color)\" stroke-width=\"2\"\(dash(style.dash))/>\n"
        )
      } else {
        body.raw(
          "<rect x=\"\(n(x))\" y=\"\(n(y - 9))\" width=\"22\" height=\"10\" fill=\"\(PlotPalette.band)\" fill-opacity=\"0.25\" stroke=\"\(PlotPalette.band)\" stroke-width=\"0.8\"/>\n"
        )
      }
      body.text(entry.name, x: x + 26, y: y, size: 11, cssClass: "legend")
      x += entryWidth
    }
    return y
  }

  /// The panel's y axis (linear, or logarithmic over the positive values)
  /// from every series value, jump, band edge and horizontal rule, and the
  /// map from data y to px for a plot area ending at `plotBottom`.
  static func yAxis(
    of panel: PlotPanel, plotBottom: Double, height: Double
  ) -> (axis: (ticks: [PlotTicks.Tick], lower: Double, upper: Double), py: (Double) -> Double?) {
    let log = panel.scale == .logarithmic
    var lower = Double.infinity
    var upper = -Double.infinity
    func include(_ v: Double) {
      guard v.isFinite, !log || v > 0 else { return }
      lower = Swift.min(lower, v)
      upper = Swift.max(upper, v)
    }
    for series in panel.series {
      series.y.forEach(include)
      for jump in series.jumps {
        include(jump.before)
        include(jump.after)
      }
    }
    if let band = panel.band {
      include(band.upper)
      if !log { include(band.lower) }
    }
    for rule in panel.rules where rule.orientation == .horizontal { include(rule.position) }
    if !lower.isFinite { (lower, upper) = log ? (1e-16, 1) : (0, 1) }
    let axis = log ? PlotTicks.logarithmic(lower, upper) : PlotTicks.linear(lower, upper, target: 4)
    let (y0, y1) = log ? (PlotMath.log10(axis.lower), PlotMath.log10(axis.upper)) : (axis.lower, axis.upper)
    let py = { (v: Double) -> Double? in
      guard v.isFinite, !log || v > 0 else { return nil }
      let t = log ? PlotMath.log10(v) : v
      return plotBottom - (t - y0) / (y1 - y0) * height
    }
    return (axis, py)
  }

  /// The band across the plot area, at least 3 px tall, centred, so a band
  /// of 0.2 % of the range shows.
  func renderBand(_ band: PlotBand, into body: inout SVGText, _ frame: PanelFrame) {
    let upperPx = frame.py(band.upper) ?? frame.top
    let lowerPx = frame.py(band.lower) ?? frame.bottom
    let middle = (upperPx + lowerPx) / 2
    let half = Swift.max((lowerPx - upperPx) / 2, 1.5)
    body.raw(
      "<rect x=\"\(n(frame.left))\" y=\"\(n(middle - half))\" width=\"\(n(frame.right - frame.left))\" height=\"\(n(2 * half))\" fill=\"\(PlotPalette.band)\" fill-opacity=\"0.25\" stroke=\"\(PlotPalette.band)\" stroke-width=\"0.6\" clip-path=\"url(#\(frame.clip))\"/>\n"
    )
  }

  /// The grid lines at the ticks and the panel's rules, clipped to the plot
  /// area.
  func renderGridAndRules(
    _ panel: PlotPanel, into body: inout SVGText, _ frame: PanelFrame, xTicks: [PlotTicks.Tick],
    yTicks: [PlotTicks.Tick]
  ) {
    let (left, right, plotTop, plotBottom) = (frame.left, frame.right, frame.top, frame.bottom)
    let (px, py) = (frame.px, frame.py)
    body.raw("<g stroke=\"#e6e6e6\" stroke-width=\"1\">\n")
    for tick in xTicks {
      body.raw(
        "<line x1=\"\(n(px(tick.value)))\" y1=\"\(n(plotTop))\" x2=\"\(n(px(tick.value)))\" y2=\"\(n(plotBottom))\"/>\n"
      )
    }
    for tick in yTicks {
      if let v = py(tick.value) {
        body.raw("<line x1=\"\(n(left))\" y1=\"\(n(v))\" x2=\"\(n(right))\" y2=\"\(n(v))\"/>\n")
      }
    }
    body.raw("</g>\n")
    for rule in panel.rules {
      let ends: (Double, Double, Double, Double)?
      switch rule.orientation {
      case .horizontal: ends = py(rule.position).map { (left, $0, right, $0) }
      case .vertical: ends = rule.position.isFinite ? (px(rule.position), plotTop, px(rule.position), plotBottom) : nil
      }
      guard let (x1, y1, x2, y2) = ends else { continue }
      body.raw(
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(PlotRule.color)\" stroke-width=\"1.2\"\(dash(PlotRule.dash(rule.orientation))) clip-path=\"url(#\(frame.clip))\" class=\"rule\"/>\n"
      )
    }
  }

  /// The plot area's frame, the y ticks with their labels and the x ticks
  /// (labelled when `showsXLabels`).
  func renderAxes(
    into body: inout SVGText, _ frame: PanelFrame, xTicks: [PlotTicks.Tick], yTicks: [PlotTicks.Tick],
    showsXLabels: Bool
  ) {
    let (left, plotBottom, px) = (frame.left, frame.bottom, frame.px)
    body.raw(
      "<rect x=\"\(n(left))\" y=\"\(n(frame.top))\" width=\"\(n(frame.right - left))\" height=\"\(n(frame.height))\" fill=\"none\" stroke=\"#444\" stroke-width=\"1\"/>\n"
    )
    for tick in yTicks {
      guard let v = frame.py(tick.value) else { continue }
      body.raw("<line x1=\"\(n(left - 4))\" y1=\"\(n(v))\" x2=\"\(n(left))\" y2=\"\(n(v))\" stroke=\"#444\"/>\n")
      body.text(tick.label, x: left - 7, y: v + 4, size: 11, anchor: "end")
    }
    for tick in xTicks {
      body.raw(
        "<line x1=\"\(n(px(tick.value)))\" y1=\"\(n(plotBottom))\" x2=\"\(n(px(tick.value)))\" y2=\"\(n(plotBottom + 4))\" stroke=\"#444\"/>\n"
      )
      if showsXLabels { body.text(tick.label, x: px(tick.value), y: plotBottom + 16, size: 11, anchor: "middle") }
    }
  }

  /// One series: its runs decimated to the pixel grid, its sample dots
  /// (clipped), then its jump markers (not clipped: a dot at the axis' end
  /// stays whole).
  func renderSeries(_ unsorted: PlotSeries, index: Int, into body: inout SVGText, _ frame: PanelFrame) {
    let (px, py) = (frame.px, frame.py)
    let series = unsorted.sortedByX()
    let style = PlotPalette.style(series.styleIndex ?? index)
    body.raw("<g clip-path=\"url(#\(frame.clip))\">\n")
    for run in Self.runs(series, py: py) {
      let columns = run.map { Int(px($0.x).rounded(.down)) }
      let kept = PlotDecimation.keep(columns: columns, ys: run.map(\.y))
      var points = ""
      points.reserveCapacity(kept.count * 14)
      for k in kept {
        if !points.isEmpty { points += " " }
        points += "\(n(px(run[k].x))),\(n(run[k].y))"
      }
      if kept.count == 1 {
        body.raw("<circle cx=\"\(n(px(run[0].x)))\" cy=\"\(n(run[0].y))\" r=\"1.5\" fill=\"\(style.color)\"/>\n")
      } else {
        body.raw(
          "<polyline fill=\"none\" stroke=\"\(style.color)\" stroke-width=\"1.6\"\(dash(style.dash)) stroke-linejoin=\"round\" points=\"\(points)\"/>\n"
        )
      }
    }
    let dots = series.showsSamples ?? (series.x.count <= PlotSeries.dotLimit)
    if dots {
      for (x, v) in zip(series.x, series.y) {
        if x.isFinite, let yy = py(v) {
          body.raw("<circle cx=\"\(n(px(x)))\" cy=\"\(n(yy))\" r=\"2.2\" fill=\"\(style.color)\"/>\n")
        }
      }
    }
    body.raw("</g>\n")
    renderJumps(series.jumps, color: style.color, into: &body, frame)
  }

  /// The jump markers: a dashed connector, an open dot at the value before
  /// and a filled one at the value after.
  func renderJumps(_ jumps: [PlotJump], color: String, into body: inout SVGText, _ frame: PanelFrame) {
    for jump in jumps {
      let jx = frame.px(jump.x)
      let before = frame.py(jump.before)
      let after = frame.py(jump.after)
      if let before, let after {
        body.raw(
          "<line x1=\"\(n(jx))\" y1=\"\(n(before))\" x2=\"\(n(jx))\" y2=\"\(n(after))\" stroke=\"\(color)\" stroke-width=\"0.8\" stroke-dasharray=\"2 2\"/>\n"
        )
      }
      if let before {
        body.raw(
          "<circle cx=\"\(n(jx))\" cy=\"\(n(before))\" r=\"3\" fill=\"white\" stroke=\"\(color)\" stroke-width=\"1.3\"/>\n"
        )
      }
      if let after { body.raw("<circle cx=\"\(n(jx))\" cy=\"\(n(after))\" r=\"3\" fill=\"\(color)\"/>\n") }
    }
  }

  /// The drawable runs of a series in (x, pixel y): split at its jumps (the
  /// left piece ends at the jump's `before`, the right one starts at its
  /// `after`) and at gaps (non-finite values; ≤ 0 on a log axis).
  static func runs(_ series: PlotSeries, py: (Double) -> Double?) -> [[(x: Double, y: Double)]] {
    let jumps = series.jumps.filter { $0.x.isFinite }.sorted { $0.x < $1.x }
    var runs: [[(x: Double, y: Double)]] = []
    var current: [(x: Double, y: Double)] = []
    var nextJump = 0
    func close() {
      if !current.isEmpty { runs.append(current) }
      current = []
    }
    func crossJumps(upTo x: Double, inclusive: Bool) {
      while nextJump < jumps.count && (jumps[nextJump].x < x || (inclusive && jumps[nextJump].x <= x)) {
        let jump = jumps[nextJump]
        if !current.isEmpty, let before = py(jump.before) { current.append((jump.x, before)) }
        close()
        if let after = py(jump.after) { current.append((jump.x, after)) }
        nextJump += 1
      }
    }
    for (x, v) in zip(series.x, series.y) {
      guard x.isFinite else {
        close()
        continue
      }
      crossJumps(upTo: x, inclusive: true)
      if let y = py(v) {
        // A sample exactly at a jump's position repeats its `after`.
        if let last = current.last, last.x == x, last.y == y { continue }
        current.append((x, y))
      } else {
        close()
      }
    }
    crossJumps(upTo: .infinity, inclusive: true)
    close()
    return runs
  }

  /// Draws the path figure below `top`; returns its bottom.
  func renderPath(_ plot: PathPlot, into body: inout SVGText, top: Double, left: Double, right: Double) -> Double {
    let path = plot.path
    guard let box = Self.pathBounds(plot) else { return top }
    let xAxis = PlotTicks.linear(box.minimum.x, box.maximum.x, target: 6)
    let yAxis = PlotTicks.linear(box.minimum.y, box.maximum.y, target: 6)
    let maximumHeight = 420.0
    let scale = Swift.min((right - left) / (xAxis.upper - xAxis.lower), maximumHeight / (yAxis.upper - yAxis.lower))
    let measure = PathMeasure(path)
    let length = measure.length
    let tickStep = PlotTicks.linear(0, length, target: 10)
    // The ticks start at 0, so the second one is the step, with its round label.
    let step = tickStep.ticks.count > 1 ? tickStep.ticks[1].value : length
    let stepLabel = tickStep.ticks.count > 1 ? tickStep.ticks[1].label : "\(length)"
    let dots = !plot.samples.isEmpty && plot.samples.count <= PathPlot.dotLimit
    let y = renderPathLegend(plot, stepLabel: stepLabel, dots: dots, into: &body, top: top, left: left, right: right)
    let plotTop = y + 10
    let frame = PathFrame(
      left: left, top: plotTop, scale: scale, xAxis: (xAxis.ticks, xAxis.lower, xAxis.upper),
      yAxis: (yAxis.ticks, yAxis.lower, yAxis.upper))
    let map = frame.map
    renderPathAxes(frame, unit: plot.unit, into: &body)
    if !plot.isTrace { renderControlPolygons(path, map: map, into: &body) }
    body.raw("<path d=\"\(Self.pathData(path, map: map))\" fill=\"none\" stroke=\"#0072B2\" stroke-width=\"2\"/>\n")
    if !plot.isTrace {
      renderArcLengthTicks(measure, step: step, map: map, into: &body)
      renderJoins(path, map: map, into: &body, left: left, right: right, top: plotTop)
    }
    if dots {
      for sample in plot.samples where sample.isFinite {
        let (a, b) = map(sample)
        body.raw("<circle cx=\"\(n(a))\" cy=\"\(n(b))\" r=\"2.5\" fill=\"#CC79A7\"/>\n")
      }
    }
    return plotTop + frame.height + 40
  }

  /// The path plot's area: x and y at the same `scale` (px per unit), y
  /// growing downwards, from the corner (`left`, `top`).
  struct PathFrame {
    let left: Double
    let top: Double
    let scale: Double
    let xAxis: (ticks: [PlotTicks.Tick], lower: Double, upper: Double)
    let yAxis: (ticks: [PlotTicks.Tick], lower: Double, upper: Double)
    var width: Double { (xAxis.upper - xAxis.lower) * scale }
    var height: Double { (yAxis.upper - yAxis.lower) * scale }
    /// A point of the plane in px.
    func map(_ p: Point) -> (Double, Double) {
      (left + (p.x - xAxis.lower) * scale, top + (p.y - yAxis.lower) * scale)
    }
  }

  /// The box the path plot must show: every segment's control points (an
  /// arc's ends and bounding box) and the finite samples; nil when empty.
  static func pathBounds(_ plot: PathPlot) -> BoundingBox? {
    var points = plot.path.segments.flatMap { segment -> [Point] in
      switch segment {
      case .line(let s): return [s.start, s.end]
      case .quadratic(let s): return [s.start, s.control, s.end]
      case .cubic(let s): return [s.start, s.control1, s.control2, s.end]
      case .arc(let a):
        let box = a.boundingBox
        return [a.start, a.end, box.minimum, box.maximum]
      }
    }
    points += plot.samples.filter(\.isFinite)
    guard let first = points.first else { return nil }
    return BoundingBox(enclosing: first, points.dropFirst())
  }

  /// The path plot's heading and legend below `top`; returns the baseline
  /// of the legend's last line.
  func renderPathLegend(
    _ plot: PathPlot, stepLabel: String, dots: Bool, into body: inout SVGText, top: Double, left: Double,
    right: Double
  ) -> Double {
    var y = top + 14
    body.text(
      "\(plot.isTrace ? "positions" : "path") in the x–y plane (\(plot.unit), y down, equal aspect)", x: left, y: y,
      size: 12, weight: "bold")
    let line = "<line x1=\"0\" y1=\"-4\" x2=\"22\" y2=\"-4\" stroke=\"#0072B2\" stroke-width=\"2\"/>"
    var legend: [(String, String)] = [
      ("path", line),
      (
        "control polygon",
        "<line x1=\"0\" y1=\"-4\" x2=\"22\" y2=\"-4\" stroke=\"#999\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>"
      ),
      (
        "ticks every \(stepLabel) \(plot.unit) of arc length",
        "<line x1=\"11\" y1=\"-9\" x2=\"11\" y2=\"1\" stroke=\"#D55E00\" stroke-width=\"1.5\"/>"
      ),
      ("segment joins (Bézier parameter u)", "<rect x=\"8\" y=\"-7\" width=\"6\" height=\"6\" fill=\"#000\"/>"),
    ]
    if plot.isTrace { legend = [("positions frame by frame, one polyline per layer", line)] }
    if dots {
      legend.append(("samples (\(plot.samples.count))", "<circle cx=\"11\" cy=\"-4\" r=\"2.5\" fill=\"#CC79A7\"/>"))
    }
    var x = left
    y += 16
    for (name, swatch) in legend {
      let entryWidth = 26 + Self.textWidth(name, fontSize: 11) + 14
      if x > left && x + entryWidth > right {
        x = left
        y += 15
      }
      body.raw("<g transform=\"translate(\(n(x)),\(n(y)))\">\(swatch)</g>\n")
      body.text(name, x: x + 26, y: y, size: 11, cssClass: "legend")
      x += entryWidth
    }
    return y
  }

  /// Grid, frame and tick labels of the path plot (y grows downwards).
  func renderPathAxes(_ frame: PathFrame, unit: String, into body: inout SVGText) {
    let (left, plotTop, plotWidth, plotHeight, map) = (frame.left, frame.top, frame.width, frame.height, frame.map)
    let (xAxis, yAxis) = (frame.xAxis, frame.yAxis)
    body.raw("<g stroke=\"#e6e6e6\" stroke-width=\"1\">\n")
    for tick in xAxis.ticks {
      let (tx, _) = map(Point(x: tick.value, y: 0))
      body.raw("<line x1=\"\(n(tx))\" y1=\"\(n(plotTop))\" x2=\"\(n(tx))\" y2=\"\(n(plotTop + plotHeight))\"/>\n")
    }
    for tick in yAxis.ticks {
      let (_, ty) = map(Point(x: 0, y: tick.value))
      body.raw("<line x1=\"\(n(left))\" y1=\"\(n(ty))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(ty))\"/>\n")
    }
    body.raw("</g>\n")
    body.raw(
      "<rect x=\"\(n(left))\" y=\"\(n(plotTop))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" fill=\"none\" stroke=\"#444\"/>\n"
    )
    for tick in xAxis.ticks {
      let (tx, _) = map(Point(x: tick.value, y: 0))
      body.text(tick.label, x: tx, y: plotTop + plotHeight + 16, size: 11, anchor: "middle")
    }
    for tick in yAxis.ticks {
      let (_, ty) = map(Point(x: 0, y: tick.value))
      body.text(tick.label, x: left - 7, y: ty + 4, size: 11, anchor: "end")
    }
    body.text("x (\(unit))", x: left + plotWidth / 2, y: plotTop + plotHeight + 34, size: 12, anchor: "middle")
    body.text("y (\(unit)) ↓", x: left - 7, y: plotTop - 4, size: 11, anchor: "end")
  }

  /// The dashed control polygons of the quadratic and cubic segments, with
  /// their inner control points.
  func renderControlPolygons(_ path: BezierPath, map: (Point) -> (Double, Double), into body: inout SVGText) {
    for segment in path.segments {
      let polygon: [Point]
      switch segment {
      case .line, .arc: continue
      case .quadratic(let s): polygon = [s.start, s.control, s.end]
      case .cubic(let s): polygon = [s.start, s.control1, s.control2, s.end]
      }
      let text = polygon.map {
        let (a, b) = map($0)
        return "\(n(a)),\(n(b))"
      }.joined(separator: " ")
      body.raw(
        "<polyline fill=\"none\" stroke=\"#999\" stroke-width=\"1\" stroke-dasharray=\"3 2\" points=\"\(text)\"/>\n")
      for control in polygon.dropFirst().dropLast() {
        let (a, b) = map(control)
        body.raw("<circle cx=\"\(n(a))\" cy=\"\(n(b))\" r=\"2.5\" fill=\"white\" stroke=\"#999\"/>\n")
      }
    }
  }

  /// The path's `d` attribute in px, exact for lines and Béziers (SVG draws
  /// the same curves).
  static func pathData(_ path: BezierPath, map: (Point) -> (Double, Double)) -> String {
    var d = ""
    for element in path.elements {
      switch element {
      case .move(let p):
        let (a, b) = map(p)
        d += "M\(n(a)) \(n(b))"
      case .line(let p):
        let (a, b) = map(p)
        d += "L\(n(a)) \(n(b))"
      case .quadratic(let c, let p):
        let (ca, cb) = map(c)
        let (a, b) = map(p)
        d += "Q\(n(ca)) \(n(cb)) \(n(a)) \(n(b))"
      case .cubic(let c1, let c2, let p):
        let (a1, b1) = map(c1)
        let (a2, b2) = map(c2)
        let (a, b) = map(p)
        d += "C\(n(a1)) \(n(b1)) \(n(a2)) \(n(b2)) \(n(a)) \(n(b))"
      case .arc(let arc):
        // The plot's map scales both axes alike and flips none, so the arc
        // maps to an arc; drawn as a fine polyline, exact to the pixel.
        let pieces = max(16, Int(abs(arc.sweep) / (Double.pi / 64)))
        for k in 0...pieces {
          let (a, b) = map(arc.point(at: Double(k) / Double(pieces)))
          d += "L\(n(a)) \(n(b))"
        }
      case .close: d += "Z"
      }
    }
    return d
  }

  /// Ticks at equal arc length `step`, normal to the path (at most 200).
  func renderArcLengthTicks(
    _ measure: PathMeasure, step: Double, map: (Point) -> (Double, Double), into body: inout SVGText
  ) {
    let length = measure.length
    if length > 0, step > 0 {
      var s = step
      var count = 0
      while s < length * (1 - 1e-12) && count < 200 {
        if let sample = try? measure.sample(atArcLength: s) {
          let tangent = measure.path.segments[sample.segment].derivative(at: sample.parameter)
          let norm = (tangent.x * tangent.x + tangent.y * tangent.y).squareRoot()
          if norm > 0 {
            let normal = Point(x: -tangent.y / norm, y: tangent.x / norm)
            let (a, b) = map(sample.position)
            body.raw(
              "<line x1=\"\(n(a - 5 * normal.x))\" y1=\"\(n(b - 5 * normal.y))\" x2=\"\(n(a + 5 * normal.x))\" y2=\"\(n(b + 5 * normal.y))\" stroke=\"#D55E00\" stroke-width=\"1.5\"/>\n"
            )
          }
        }
        s += step
        count += 1
      }
    }
  }

  /// Segment joins with the Bézier parameter u (segment index + t); joins on
  /// one point share a label (PathJoinLabels).
  func renderJoins(
    _ path: BezierPath, map: (Point) -> (Double, Double), into body: inout SVGText, left: Double, right: Double,
    top plotTop: Double
  ) {
    var joins: [(u: Int, x: Double, y: Double)] = []
    for (index, segment) in path.segments.enumerated() {
      for (u, point) in [(index, segment.start), (index + 1, segment.end)] where index == 0 || u == index + 1 {
        let (a, b) = map(point)
        body.raw("<rect x=\"\(n(a - 3))\" y=\"\(n(b - 3))\" width=\"6\" height=\"6\" fill=\"#000\"/>\n")
        joins.append((u, a, b))
      }
    }
    for label in PathJoinLabels.place(joins, left: left, right: right, top: plotTop) {
      body.text(label.text, x: label.x, y: label.y, size: PathJoinLabels.fontSize)
    }
  }

  /// `text` broken into lines of at most `width` px at `fontSize`, at
  /// spaces; a word longer than a line is cut with an ellipsis.
  static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
    let limit = Swift.max(4, Int(width / (fontSize * characterWidth)))
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      var word = String(word)
      if word.count > limit { word = String(word.prefix(limit - 1)) + "…" }
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= limit {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// XML-escaped text.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }

  private func dash(_ pattern: String) -> String { pattern.isEmpty ? "" : " stroke-dasharray=\"\(pattern)\"" }
}

/// A pixel coordinate rounded to 0.01 px, as short text.
private func n(_ x: Double) -> String { SVGText.number(x) }

/// An SVG body being written: raw elements and text elements.
struct SVGText {
  /// The markup so far.
  var content = ""

  /// Appends markup as is.
  mutating func raw(_ markup: String) { content += markup }

  /// Appends a `<text>` element (escaped).
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, anchor: String? = nil, weight: String? = nil,
    cssClass: String? = nil
  ) {
    content += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\""
    if let anchor { content += " text-anchor=\"\(anchor)\"" }
    if let weight { content += " font-weight=\"\(weight)\"" }
    if let cssClass { content += " class=\"\(cssClass)\"" }
    content += ">\(SVGFigureRenderer.escape(text))</text>\n"
  }

  /// `x` rounded to 0.01, without a trailing `.0`.
  static func number(_ x: Double) -> String {
    let rounded = (x * 100).rounded() / 100
    var text = (rounded + 0).description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
