import AnimationMath

/// One evaluation of a timed object: its phase, current iteration and eased progress
/// (nil when the object is not in effect).
typealias TimingSample = (phase: TimingPhase, iteration: Double?, progress: Double?)

extension PlotFigure {
  /// The timing layout: phase (0 before, 1 active, 2 after), current iteration and
  /// progress against parent time. Where the phase or the iteration changes between two
  /// samples, the change is found to the last bit by bisection on `evaluate` and drawn as
  /// a jump at that time, with its left limit and its value: the iteration and the
  /// progress step, they never ramp across a boundary.
  static func timing(title: String, times: [Double], evaluate: (Double) -> TimingSample) -> PlotFigure {
    func code(_ phase: TimingPhase) -> Double { phase == .before ? 0 : phase == .active ? 1 : 2 }
    func key(_ s: TimingSample) -> String { "\(s.phase.rawValue) \(s.iteration ?? -.infinity)" }
    var x: [Double] = []
    var samples: [TimingSample] = []
    var jumps: (phase: [PlotJump], iteration: [PlotJump], progress: [PlotJump]) = ([], [], [])
    let ordered = times.filter(\.isFinite).sorted()
    for (index, t) in ordered.enumerated() {
      let sample = evaluate(t)
      if index > 0, let previous = samples.last, key(previous) != key(sample), ordered[index - 1] < t {
        // Bisect (t_{i−1}, t] for the first time with the new phase and iteration.
        var low = ordered[index - 1], high = t
        while low.nextUp < high {
          let middle = low + (high - low) / 2
          if middle <= low || middle >= high { break }
          if key(evaluate(middle)) == key(previous) { low = middle } else { high = middle }
        }
        let left = evaluate(low), right = evaluate(high)
        x += [low, high]
        samples += [left, right]
        func jump(_ before: Double, _ after: Double) -> [PlotJump] {
          before == after || (before.isNaN && after.isNaN) ? [] : [PlotJump(x: high, before: before, after: after)]
        }
        jumps.phase += jump(code(left.phase), code(right.phase))
        jumps.iteration += jump(left.iteration ?? .nan, right.iteration ?? .nan)
        jumps.progress += jump(left.progress ?? .nan, right.progress ?? .nan)
      }
      x.append(t)
      samples.append(sample)
    }
    let panels = [
      PlotPanel(
        label: "phase (0 before, 1 active, 2 after)", unit: nil,
        series: [PlotSeries(name: "phase", x: x, y: samples.map { code($0.phase) }, jumps: jumps.phase)]),
      PlotPanel(
        label: "current iteration", unit: nil,
        series: [PlotSeries(name: "iteration", x: x, y: samples.map { $0.iteration ?? .nan }, jumps: jumps.iteration)]),
      PlotPanel(
        label: "progress (empty: not in effect)", unit: nil,
        series: [PlotSeries(name: "progress", x: x, y: samples.map { $0.progress ?? .nan }, jumps: jumps.progress)]),
    ]
    return PlotFigure(title: title, xLabel: "t", xUnit: nil, panels: panels)
  }
}
