import AnimationMath

/// The sampling flags every curve command shares, declared once: `--fps`,
/// `--step`, `--samples`, `--times` and `--until`.
///
/// Grid times never accumulate rounding: `--fps F` gives k/F; a decimal
/// `--step` gives the double nearest k × the decimal as typed (k × 0.1 is
/// 0.3 at k = 3, exactly as `--fps 10` gives); `--samples n` gives end·k/(n−1).
enum SamplingOptions {
  /// The end of a uniform grid: a time, or the spring's settling time.
  enum End: Sendable, Equatable {
    case time(Double)
    case settled
  }

  /// A step: its value, and the exact fraction its decimal digits spell when
  /// they fit in a double (`0.1` = 1/10), so that grid times are the doubles
  /// nearest the exact multiples.
  struct Step: Sendable, Equatable {
    let value: Double
    let fraction: (numerator: Double, denominator: Double)?

    static func == (a: Step, b: Step) -> Bool { a.value == b.value }

    /// The grid layout of this step.
    var layout: TimeGrid.Layout {
      fraction.map { .rationalStep(numerator: $0.numerator, denominator: $0.denominator) } ?? .step(value)
    }

    /// `text` as a step > 0, or nil.
    static func parse(_ text: String) -> Step? {
      guard let value = NumberSyntax.double(text), value.isFinite, value > 0 else { return nil }
      return Step(value: value, fraction: decimalFraction(text))
    }

    /// `2.5e-3` → (25, 10⁴); nil when the digits or the power of ten do not
    /// fit exactly in a double.
    static func decimalFraction(_ text: String) -> (numerator: Double, denominator: Double)? {
      var digits: UInt64 = 0
      var digitCount = 0
      var fractionDigits = 0
      var seenPoint = false
      var exponent = 0
      var utf8 = Substring(text).utf8[...]
      if utf8.first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
      while let byte = utf8.first {
        if byte == UInt8(ascii: ".") {
          seenPoint = true
        } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          if digits > 0 || byte != UInt8(ascii: "0") { digitCount += 1 }
          guard digitCount <= 15 else { return nil }
          digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
          if seenPoint { fractionDigits += 1 }
        } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
          guard let value = Int(String(decoding: utf8.dropFirst(), as: UTF8.self)), abs(value) <= 30 else { return nil }
          exponent = value
          break
        } else {
          return nil
        }
        utf8 = utf8.dropFirst()
      }
      let power = exponent - fractionDigits
      guard digits > 0 else { return nil }
      if power >= 0 {
        guard power <= 22 else { return nil }
        let numerator = Double(digits) * tenTo(power)
        guard numerator < 0x1p53 else { return nil }
        return (numerator, 1)
      }
      guard -power <= 22 else { return nil }
      return (Double(digits), tenTo(-power))
    }

    private static func tenTo(_ n: Int) -> Double {
      var result = 1.0
      for _ in 0..<n { result *= 10 }
      return result
    }
  }

  /// The default frame rate of a uniform grid, in samples per second.
  static let defaultFramesPerSecond = 120.0

  static let fps = Option<Double>.number(
    "fps", value: "n", help: "Sample a uniform grid at n samples per second (t = k/n).", default: 120,
    range: .positive)
  static let step = Option<Step>(
    "step", value: "seconds", help: "Sample a uniform grid with this spacing (t = k × the decimal typed).",
    default: nil, accepted: "a finite number of seconds > 0", convert: Step.parse)
  static let samples = Option<Int>.integer(
    "samples", value: "n", help: "Sample n evenly spaced times, both ends included (n ≥ 2).",
    bounds: 2...TimeGrid.maximumCount)
  /// `--times` of the spring command: times ≥ 0.
  static let times = Option<[Double]>.numbers(
    "times", value: "t1,t2,…|@file|-",
    help: "Sample exactly these times (seconds ≥ 0), in this order; @FILE or - reads one per line (or --times-column).",
    range: .seconds)
  /// `--times-column`: the CSV column `--times @FILE` reads.
  static let timesColumn = Option<String>.text(
    "times-column", value: "name", help: "With --times @FILE or -: read the times from this column of a CSV file.")
  /// `--times` of `timing` and `scene`: any finite parent times.
  static let parentTimes = Option<[Double]>.numbers(
    "times", value: "t1,t2,…|@file|-",
    help:
      "Evaluate exactly these times (any finite times, negative ones too), in this order; @FILE or - reads one per line.",
    range: .finite)
  /// `--until` of the spring command.
  static let until = Option<End>(
    "until", value: "seconds|settled",
    help:
      "End of the uniform grid; 'settled' is the settling duration. The end is always the last row, appended when it is off the grid.",
    default: nil, accepted: "a finite number of seconds ≥ 0, or 'settled'"
  ) { text in
    if text == "settled" { return .settled }
    guard let value = NumberSyntax.double(text), value.isFinite, value >= 0 else { return nil }
    return .time(value)
  }
  /// `--until` of `timing` and `scene`: a time only.
  static let untilTime = Option<End>(
    "until", value: "time",
    help: "End of the uniform grid (which starts at 0); always the last row, appended when it is off the grid.",
    default: nil,
    accepted: "a finite time ≥ 0"
  ) { text in
    guard let value = NumberSyntax.double(text), value.isFinite, value >= 0 else { return nil }
    return .time(value)
  }

  /// The spring command's sampling flags.
  static let definitions: [OptionDefinition] = [
    fps.definition, step.definition, samples.definition, times.definition, timesColumn.definition, until.definition,
    SizeGuard.maxRows.definition,
  ]
  /// The sampling flags of `timing` and `scene`.
  static let parentTimeDefinitions: [OptionDefinition] = [
    fps.definition, step.definition, samples.definition, parentTimes.definition, timesColumn.definition,
    untilTime.definition, SizeGuard.maxRows.definition,
  ]

  /// The rules between the spring command's sampling flags: one way to sample,
  /// and `--until` only for a grid.
  static let rules: [CrossFlagRule] = [
    .exclusive(
      [fps.definition, step.definition, samples.definition, times.definition], advice: "choose one way to sample"),
    .conflicts([until.definition], with: times.definition, advice: "--times lists every sample"),
  ]
  /// The rules between the sampling flags of `timing` and `scene`.
  static let parentTimeRules: [CrossFlagRule] = [
    .exclusive(
      [fps.definition, step.definition, samples.definition, parentTimes.definition],
      advice: "choose one way to sample"),
    .conflicts([untilTime.definition], with: parentTimes.definition, advice: "--times lists every sample"),
  ]

  /// The times the flags describe: a grid (inline `--times` too), or the
  /// times streamed from `--times @FILE|-`.
  ///
  /// - Parameters:
  ///   - defaultEnd: the end when `--until` is absent.
  ///   - settled: the settling time, for `--until settled`.
  static func grid(
    _ arguments: ParsedArguments, defaultEnd: () throws(CommandLineError) -> Double,
    settled: () throws(CommandLineError) -> Double
  ) throws(CommandLineError) -> SampleValues {
    try CrossFlagRule.check(rules, arguments)
    if let list = try arguments.numberList(times, column: timesColumn) {
      guard case .listed(let inline) = list else { return list }
      return .grid(try make(.explicit(inline), end: 0, arguments))
    }
    let end: Double
    switch try arguments.given(until) {
    case .settled: end = try settled()
    case .time(let t): end = t
    case nil: end = try defaultEnd()
    }
    return .grid(try make(try uniformLayout(arguments), end: end, arguments))
  }

  /// The parent times of `timing` and `scene`: `--times` (any finite times)
  /// or the uniform grid flags over [0, `defaultEnd`] unless `--until`.
  static func parentTimes(_ arguments: ParsedArguments, defaultEnd: Double) throws(CommandLineError) -> SampleValues {
    try CrossFlagRule.check(parentTimeRules, arguments)
    if let list = try arguments.numberList(parentTimes, column: timesColumn) {
      return list
    }
    var end = defaultEnd
    if case .time(let t) = try arguments.given(untilTime) { end = t }
    return .grid(try make(try uniformLayout(arguments), end: end, arguments))
  }

  /// `--samples`, `--step` or `--fps` (the default) as a layout.
  private static func uniformLayout(_ arguments: ParsedArguments) throws(CommandLineError) -> TimeGrid.Layout {
    if let n = try arguments.given(samples) { return .samples(n) }
    if let s = try arguments.given(step) { return s.layout }
    return .framesPerSecond(try arguments.value(fps))
  }

  private static func make(_ layout: TimeGrid.Layout, end: Double, _ arguments: ParsedArguments)
    throws(CommandLineError)
    -> TimeGrid
  {
    do {
      return try TimeGrid(layout, end: end)
    } catch {
      switch error {
      case .tooManySamples:
        let endText =
          arguments.has(until)
          ? "\(arguments.spelling(until)) \(arguments.raw(until) ?? "")"
          : "the default end, \(end) s" + (arguments.typed(named: "duration").map { " (from \($0))" } ?? "")
        let rateText: String
        switch layout {
        case .framesPerSecond(let rate):
          rateText =
            arguments.has(Self.fps)
            ? "\(arguments.spelling(Self.fps)) \(arguments.raw(Self.fps) ?? "")" : "the default \(rate) per second"
        default: rateText = "\(arguments.spelling(step)) \(arguments.raw(step) ?? "")"
        }
        throw .usage(
          .tooLarge(
            what: "a grid from 0 to \(endText) at \(rateText)", limit: TimeGrid.maximumCount, unit: "times", got: nil,
            advice: "give a lower --until, or sample less often"))
      case .invalid(let reason):
        throw .usage(.invalidInput(input: "the sampling flags", problem: reason))
      }
    }
  }
}

/// The values a command samples at: a uniform grid, a listed set of any
/// finite values (`ease --inputs` may leave [0, 1]; `timing`/`scene --times`
/// may be negative, which ``TimeGrid`` refuses), or numbers streamed from a
/// file or stdin.
enum SampleValues {
  case grid(TimeGrid)
  case listed([Double])
  case streamed(NumberStream)

  /// The number of values; nil for a stream whose end is not known yet (stdin).
  var count: Int? {
    switch self {
    case .grid(let grid): grid.count
    case .listed(let values): values.count
    case .streamed(let stream): stream.count
    }
  }

  /// The values in order, one at a time.
  func makeIterator() -> Iterator { Iterator(values: self) }

  /// Walks the values; a stream's next value may throw (a bad line).
  struct Iterator {
    fileprivate let values: SampleValues
    private var index = 0

    fileprivate init(values: SampleValues) { self.values = values }

    /// The next value, or nil after the last.
    mutating func next() throws(CommandLineError) -> Double? {
      switch values {
      case .grid(let grid):
        guard index < grid.count else { return nil }
        index += 1
        return grid[index - 1]
      case .listed(let list):
        guard index < list.count else { return nil }
        index += 1
        return list[index - 1]
      case .streamed(let stream):
        return try stream.next()
      }
    }
  }

  /// Every value in memory, for the references that need them all at once;
  /// more than `limit` is a usage error naming `what`.
  func collected(limit: Int, what: String) throws(CommandLineError) -> [Double] {
    var result: [Double] = []
    var values = makeIterator()
    while let value = try values.next() {
      guard result.count < limit else {
        throw .usage(.tooLarge(what: what, limit: limit, got: count, advice: "fewer samples"))
      }
      result.append(value)
    }
    return result
  }
}
