import AnimationMath

/// The values a command samples at: a uniform grid from the sampling flags, or
/// a listed set of any finite values (`ease --inputs` may leave [0, 1];
/// `timing`/`scene --times` may be negative, which ``TimeGrid`` refuses).
enum SampleValues {
  case grid(TimeGrid)
  case listed([Double])

  /// The number of values.
  var count: Int {
    switch self {
    case .grid(let grid): grid.count
    case .listed(let values): values.count
    }
  }

  /// `0..<count`.
  var indices: Range<Int> { 0..<count }

  /// The value at `index`, in order.
  subscript(index: Int) -> Double {
    switch self {
    case .grid(let grid): grid[index]
    case .listed(let values): values[index]
    }
  }

  /// The parent times of `timing` and `scene`: `--times` (any finite times,
  /// negative ones too) or the shared grid flags, with `defaultEnd` ending the
  /// grid when `--until` is absent.
  init(parentTimes arguments: ParsedArguments, defaultEnd: Double) throws(CommandLineError) {
    if arguments.has("times") {
      for other in ["fps", "step", "samples", "until"] where arguments.has(other) {
        throw .usage("\(arguments.spelling(other)) cannot be combined with \(arguments.spelling("times")); --times lists every sample")
      }
      let list = try arguments.doubles("times", range: "finite times", accepts: { _ in true }) ?? []
      guard list.count <= TimeGrid.maximumCount else {
        throw .usage("--times lists more than \(TimeGrid.maximumCount) times")
      }
      self = .listed(list)
      return
    }
    if arguments.raw("until") == "settled" {
      throw .usage("\(arguments.spelling("until")) settled applies to springs only; give a time")
    }
    self = .grid(
      try SamplingOptions.grid(
        arguments, defaultEnd: { () throws(CommandLineError) -> Double in defaultEnd }, settled: nil))
  }
}
