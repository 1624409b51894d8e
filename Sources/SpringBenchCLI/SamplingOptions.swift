import AnimationMath

/// The sampling flags every curve command shares: `--fps`, `--step`,
/// `--samples`, `--times` and `--until`.
enum SamplingOptions {
  /// The default frame rate of a uniform grid, in samples per second.
  static let defaultFramesPerSecond = 120.0

  static let definitions: [OptionDefinition] = [
    OptionDefinition("fps", value: "n", help: "Sample a uniform grid at n samples per second.", default: "120"),
    OptionDefinition("step", value: "seconds", help: "Sample a uniform grid with this spacing."),
    OptionDefinition("samples", value: "n", help: "Sample n evenly spaced times, both ends included (n ≥ 2)."),
    OptionDefinition("times", value: "t1,t2,…", help: "Sample exactly these times (seconds ≥ 0), in this order."),
    OptionDefinition(
      "until", value: "seconds|settled",
      help: "End of the uniform grid; 'settled' is the settling duration."),
  ]

  /// The grid the flags describe.
  ///
  /// - Parameters:
  ///   - defaultEnd: the end when `--until` is absent.
  ///   - settled: the settling time, for `--until settled`; nil when the
  ///     command has none.
  static func grid(
    _ arguments: ParsedArguments, defaultEnd: () throws(CommandLineError) -> Double,
    settled: (() throws(CommandLineError) -> Double)?
  ) throws(CommandLineError) -> TimeGrid {
    let given = ["fps", "step", "samples", "times"].filter { arguments.has($0) }
    if given.count > 1 {
      throw .usage("\(arguments.spelling(given[0])) cannot be combined with \(arguments.spelling(given[1])); choose one way to sample")
    }
    let limit = TimeGrid.maximumCount
    if let times = try arguments.doubles("times", range: "finite times in seconds ≥ 0", accepts: { $0 >= 0 }) {
      if arguments.has("until") {
        throw .usage("\(arguments.spelling("until")) cannot be combined with \(arguments.spelling("times")); --times lists every sample")
      }
      guard times.count <= limit else { throw .usage("--times lists more than \(limit) times") }
      return try make(.explicit(times), end: 0)
    }
    let end: Double
    if let text = arguments.raw("until"), text == "settled" {
      guard let settled else { throw .usage("\(arguments.spelling("until")) settled applies to springs only") }
      end = try settled()
    } else if let until = try arguments.double(
      "until", range: "a finite number of seconds ≥ 0, or 'settled'", accepts: { $0 >= 0 })
    {
      end = until
    } else {
      end = try defaultEnd()
    }
    let layout: TimeGrid.Layout
    if let samples = try arguments.integer("samples", bounds: 2...limit) {
      layout = .samples(samples)
    } else if let step = try arguments.double("step", range: "a finite number of seconds > 0", accepts: { $0 > 0 }) {
      layout = .step(step)
    } else {
      let fps = try arguments.double("fps", default: defaultFramesPerSecond, range: "a finite number > 0") { $0 > 0 }!
      layout = .framesPerSecond(fps)
    }
    return try make(layout, end: end)
  }

  private static func make(_ layout: TimeGrid.Layout, end: Double) throws(CommandLineError) -> TimeGrid {
    do {
      return try TimeGrid(layout, end: end)
    } catch {
      switch error {
      case .tooManySamples:
        throw .usage(
          "the grid would have more than \(TimeGrid.maximumCount) samples (end \(end) s); lower --until or the sampling rate")
      case .invalid(let reason):
        throw .usage(reason)
      }
    }
  }
}
