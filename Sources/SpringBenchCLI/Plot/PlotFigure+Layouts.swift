import AnimationMath

extension PlotFigure {
  /// A reference stepper's columns for ``spring(title:time:value:velocity:rest:bandHalfWidth:epsilonLabel:references:)``.
  struct SpringReference: Sendable {
    /// The stepper's name, e.g. `rk8pd`.
    var name: String
    /// Its position at each time (units of from/to).
    var value: [Double]
    /// Its velocity at each time (units/s).
    var velocity: [Double]
    /// |value − reference value| at each time (units of from/to).
    var error: [Double]
  }

  /// The spring layout: value (with the settling band), velocity, the
  /// distance from rest on a log axis (where the band of ε·travel is
  /// visible whatever the travel), and one log panel of reference errors.
  ///
  /// - Parameters:
  ///   - time: the sample times (s).
  ///   - rest: `--to`, the rest position.
  ///   - bandHalfWidth: ε·|to − from| (or the absolute ε), in position units.
  ///   - epsilonLabel: e.g. `settling band ε = 0.001`.
  static func spring(
    title: String, time: [Double], value: [Double], velocity: [Double], rest: Double, bandHalfWidth: Double,
    epsilonLabel: String, references: [SpringReference] = []
  ) -> PlotFigure {
    var valueSeries = [PlotSeries(name: "value", x: time, y: value)]
    var velocitySeries = [PlotSeries(name: "velocity", x: time, y: velocity)]
    // References lie on the curve: dashed (palette entries 8, 9, …) so both show.
    for (index, reference) in references.enumerated() {
      let style = PlotPalette.colors.count + 1 + index
      valueSeries.append(PlotSeries(name: "\(reference.name)_value", x: time, y: reference.value, styleIndex: style))
      velocitySeries.append(
        PlotSeries(name: "\(reference.name)_velocity", x: time, y: reference.velocity, styleIndex: style))
    }
    var panels = [
      PlotPanel(
        label: "value", unit: "units of from/to", series: valueSeries,
        band: PlotBand(lower: rest - bandHalfWidth, upper: rest + bandHalfWidth, label: epsilonLabel)),
      PlotPanel(label: "velocity", unit: "units/s", series: velocitySeries),
      PlotPanel(
        label: "distance from rest |value − to|", unit: "units of from/to", scale: .logarithmic,
        series: [PlotSeries(name: "|value − to|", x: time, y: value.map { Swift.abs($0 - rest) })],
        band: PlotBand(lower: 0, upper: bandHalfWidth, label: epsilonLabel)),
    ]
    if !references.isEmpty {
      panels.append(
        PlotPanel(
          label: "error against the reference", unit: "units of from/to", scale: .logarithmic,
          series: references.map { PlotSeries(name: "\($0.name)_error", x: time, y: $0.error) }))
    }
    return PlotFigure(title: title, xLabel: "t", xUnit: "s", panels: panels)
  }

  /// The easing layout: value and slope against input progress, with the
  /// function's known jumps (``TimingFunction/plotJumps``) drawn exactly.
  ///
  /// `extra` columns ending in `_error` go to a log panel; the others
  /// (e.g. `float32_value`, `gsl_value`) join the value panel.
  static func easing(
    title: String, progress: [Double], value: [Double], slope: [Double], function: TimingFunction?,
    extra: [(name: String, values: [Double])] = []
  ) -> PlotFigure {
    let jumps = function?.plotJumps(in: (progress.min() ?? 0)...(progress.max() ?? 1)) ?? []
    var values = [PlotSeries(name: "value", x: progress, y: value, jumps: jumps)]
    var errors: [PlotSeries] = []
    for column in extra {
      if column.name.hasSuffix("_error") {
        errors.append(PlotSeries(name: column.name, x: progress, y: column.values))
      } else {
        values.append(PlotSeries(name: column.name, x: progress, y: column.values, jumps: jumps))
      }
    }
    let slopeJumps = function?.plotSlopeJumps(in: (progress.min() ?? 0)...(progress.max() ?? 1)) ?? []
    var panels = [
      PlotPanel(label: "output progress", unit: nil, series: values),
      PlotPanel(
        label: "slope d output / d input", unit: nil,
        series: [PlotSeries(name: "slope", x: progress, y: slope, jumps: slopeJumps)]),
    ]
    if !errors.isEmpty {
      panels.append(PlotPanel(label: "error", unit: "output progress", scale: .logarithmic, series: errors))
    }
    return PlotFigure(title: title, xLabel: "input progress", xUnit: nil, panels: panels)
  }

  /// The path layout: the path in its plane, and its tangent angle against
  /// arc length below, with each corner drawn as a jump
  /// (``BezierPath/plotTangentJumps(in:)``).
  static func path(title: String, path: BezierPath, samples: [PathSample]) -> PlotFigure {
    var figure = PlotFigure(
      title: title, xLabel: "arc length", xUnit: "pt", path: PathPlot(path: path, samples: samples.map(\.position)))
    if samples.count >= 2 {
      let arcLengths = samples.map(\.arcLength)
      let jumps = path.plotTangentJumps(in: (arcLengths.min() ?? 0)...(arcLengths.max() ?? 0))
      figure.panels = [
        PlotPanel(
          label: "tangent angle", unit: "rad",
          series: [PlotSeries(name: "angle", x: arcLengths, y: samples.map(\.angle), jumps: jumps)])
      ]
    }
    return figure
  }

  /// The validation matrix: each family's worst relative error and its
  /// tolerance on a log axis, one family per position 1, 2, …
  static func validation(title: String, rows: [(family: String, worst: Double, tolerance: Double)]) -> PlotFigure {
    var series: [PlotSeries] = []
    for (index, row) in rows.enumerated() {
      let x = Double(index + 1)
      series.append(PlotSeries(name: "\(index + 1) \(row.family)", x: [x], y: [row.worst], showsSamples: true))
    }
    // Each family's tolerance is its own short level, with a gap (NaN) between
    // families: unrelated families' tolerances are never joined by a slanted line.
    var toleranceX: [Double] = []
    var toleranceY: [Double] = []
    for (index, row) in rows.enumerated() {
      let x = Double(index + 1)
      toleranceX += [x - 0.3, x + 0.3, x + 0.5]
      toleranceY += [row.tolerance, row.tolerance, .nan]
    }
    series.append(PlotSeries(name: "tolerance", x: toleranceX, y: toleranceY, showsSamples: false))
    return PlotFigure(
      title: title, xLabel: "family (numbered as in the legend)", xUnit: nil,
      panels: [PlotPanel(label: "worst relative error", unit: nil, scale: .logarithmic, series: series)])
  }
}

extension TimingFunction {
  /// The function's jumps with input in `range`: `steps()` at its step
  /// points (before: the value with the before flag set, after: without,
  /// CSS Easing Level 1 § 2.3), `linear()` where two control points share an
  /// input. Other functions are continuous.
  func plotJumps(in range: ClosedRange<Double>) -> [PlotJump] {
    switch self {
    case .steps(let steps):
      let n = Double(steps.count)
      guard steps.count <= 10_000 else { return [] }
      var jumps: [PlotJump] = []
      for k in 0...steps.count {
        let x = Double(k) / n
        guard range.contains(x) else { continue }
        let before = steps.value(at: x, beforeFlag: true)
        let after = steps.value(at: x)
        if before != after { jumps.append(PlotJump(x: x, before: before, after: after)) }  // exact step outputs k/jumps
      }
      return jumps
    case .piecewiseLinear(let linear):
      var jumps: [PlotJump] = []
      for (a, b) in zip(linear.points, linear.points.dropFirst())
      where a.input == b.input && a.output != b.output && range.contains(a.input) {  // stops given at one input
        jumps.append(PlotJump(x: a.input, before: a.output, after: b.output))
      }
      return jumps
    default:
      return []
    }
  }

  /// The jumps of the function's slope with input in `range`: at the control points of
  /// `linear()` and at the branch points of the piecewise easings.net curves (bounce,
  /// the in-out forms), where the two branches' slopes differ. The left limit is the
  /// slope one ulp before the point, the right one ulp after: the branches are selected
  /// by comparison with the point, so each side is its own branch's slope.
  func plotSlopeJumps(in range: ClosedRange<Double>) -> [PlotJump] {
    let points: [Double]
    switch self {
    case .piecewiseLinear(let linear):
      guard linear.points.count <= 10_000 else { return [] }
      points = linear.points.map(\.input)
    case .penner(let penner):
      points = penner.breakpoints
    default:
      return []
    }
    var jumps: [PlotJump] = []
    for x in points where x > range.lowerBound && x < range.upperBound && jumps.last?.x != x {
      let before = slope(at: x.nextDown)
      let after = slope(at: x.nextUp)
      guard before.isFinite, after.isFinite else { continue }
      if abs(before - after) > 1e-9 * Swift.max(1, abs(before), abs(after)) {
        jumps.append(PlotJump(x: x, before: before, after: after))
      }
    }
    return jumps
  }
}
