/// The cases of a `springbench sweep`: the cartesian product of the values of
/// every sweepable flag typed as a list or a range.
///
/// One generic mechanism over declared `Option<Double>` values: a command
/// lists the options that may be swept, and each case is the command's own
/// arguments with those flags replaced by one value each (so every flag is
/// validated, and every spring is made, by the code the single-spring
/// commands use). Each sweep command lists its own flags (springs and their
/// engines, decay).
///
/// Order: the axes are the swept flags in the order typed; the first varies
/// slowest (case c has index `c / (n_2·…·n_k)` on the first axis and
/// `c mod n_k` on the last). Case ids are 0-based.
struct SweepPlan: Sendable {
  /// One swept flag.
  struct Axis: Sendable {
    let definition: OptionDefinition
    /// The flag as typed (`--damping-ratio`).
    let spelling: String
    /// Its output column (`damping_ratio`, or `param_…` on a clash).
    let column: String
    let values: SweepValues
  }

  /// The most cases a sweep runs.
  static let maximumCases = 10_000_000

  /// The flags typed as a list or a range, in the order typed.
  let axes: [Axis]
  /// The number of cases: the product of the axes' counts (1 without axes).
  let count: Int
  /// The arguments as parsed; each case replaces the axes' texts.
  let base: ParsedArguments

  /// The plan of `arguments` over the options in `sweepable`.
  ///
  /// - Parameter reservedColumns: output column names; a flag whose column
  ///   would equal one gets the prefix `param_`.
  /// - Throws: ``UsageError/invalidSweep(flag:got:problem:)`` for text that is
  ///   not a number, list or range, or a value outside the flag's range;
  ///   ``UsageError/tooLarge(what:limit:got:advice:)`` beyond ``maximumCases``
  ///   (the product is computed without overflow before any case is made).
  init(_ arguments: ParsedArguments, sweepable: [SweepableFlag], reservedColumns: Set<String>) throws(CommandLineError)
  {
    var axes: [Axis] = []
    for name in arguments.typedOrder {
      guard let option = sweepable.first(where: { $0.definition.name == name }),
        let text = arguments.raw(option.definition)
      else { continue }
      let spelling = arguments.spelling(option.definition)
      let values: SweepValues
      do {
        values = try SweepValues.parse(text, limit: Self.maximumCases)
      } catch {
        throw .usage(
          .invalidSweep(
            flag: spelling, got: text, problem: "\(error.text); \(spelling) takes \(SweepValues.acceptedForms)"))
      }
      if values.form == .single { continue }
      // Every value goes through the option's own conversion and range.
      for index in 0..<values.count where !option.accepts(Self.text(values[index])) {
        throw .usage(
          .invalidSweep(
            flag: spelling, got: text,
            problem: "value \(index + 1) of \(values.count), \(values[index]), is not \(option.accepted)"))
      }
      axes.append(
        Axis(
          definition: option.definition, spelling: spelling, column: Self.column(spelling, reservedColumns),
          values: values))
    }
    var count = 1
    var overflows = false
    for axis in axes {
      let (product, overflow) = count.multipliedReportingOverflow(by: axis.values.count)
      overflows = overflows || overflow
      count = overflow ? Self.maximumCases + 1 : product
    }
    if overflows || count > Self.maximumCases {
      throw .usage(
        .tooLarge(
          what: "a sweep's number of cases (\(axes.map(\.spelling).joined(separator: " × ")))",
          limit: Self.maximumCases, got: overflows ? nil : count, advice: "fewer values per flag"))
    }
    self.axes = axes
    self.count = count
    self.base = arguments
  }

  /// The index of `caseID` on each axis, first axis slowest.
  func indices(of caseID: Int) -> [Int] {
    var rest = caseID
    var result = [Int](repeating: 0, count: axes.count)
    for k in axes.indices.reversed() {
      result[k] = rest % axes[k].values.count
      rest /= axes[k].values.count
    }
    return result
  }

  /// The value of each axis in case `caseID`.
  func values(of caseID: Int) -> [Double] {
    zip(axes, indices(of: caseID)).map { axis, index in axis.values[index] }
  }

  /// The arguments of case `caseID`: the base with each axis set to its value.
  func arguments(of caseID: Int) -> ParsedArguments {
    var arguments = base
    for (axis, value) in zip(axes, values(of: caseID)) {
      arguments.replace(axis.definition, with: Self.text(value))
    }
    return arguments
  }

  /// A value as option text: the shortest round-trip decimal, which
  /// ``NumberSyntax`` reads back to the same double.
  static func text(_ value: Double) -> String { (value + 0).description }

  /// `--damping-fraction` → `damping_fraction`; `param_` + it when reserved.
  static func column(_ spelling: String, _ reserved: Set<String>) -> String {
    var name = spelling
    while name.hasPrefix("-") { name.removeFirst() }
    name = String(name.map { $0 == "-" ? "_" : $0 })
    return reserved.contains(name) ? "param_" + name : name
  }
}

/// A flag a sweep may vary: its declaration and the check of one value.
///
/// A numeric option checks each value with its own conversion and range; a
/// text option that also takes numbers (`--rate normal|fast|R`) takes any
/// number here, and the command's own validation of every case (before any
/// output) rejects the ones its engine does not accept.
struct SweepableFlag: Sendable {
  /// The option's declaration (names, help).
  let definition: OptionDefinition
  /// The accepted values in words, for errors.
  let accepted: String
  /// Whether one value, as option text, is accepted.
  let accepts: @Sendable (String) -> Bool

  /// A numeric option: its own conversion and range decide.
  init(_ option: Option<Double>) {
    definition = option.definition
    accepted = option.accepted
    let convert = option.convert
    accepts = { convert($0) != nil }
  }

  /// A text option whose numeric values a sweep may vary.
  init(numbersOf option: Option<String>) {
    definition = option.definition
    accepted = "a number"
    accepts = { _ in true }
  }
}
