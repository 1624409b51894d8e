/// The values one flag of `springbench sweep` takes: a number, a list
/// `a,b,c`, or a range `start:stop:step`.
///
/// A range's values are `start + i·step` for i = 0, 1, …, with no
/// accumulated rounding: when the three numbers are decimals whose digits fit
/// in a double (`0.2:1.0:0.2`), value i is the double nearest the exact
/// decimal `start + i·step` (one correctly rounded division of exact
/// integers, so `0:0.3:0.1` ends at `0.3`, as `--step 0.1` does); otherwise it
/// is `start + Double(i)·step`, one rounding per value. The range includes
/// `stop` when it lies on the grid: exactly, for decimals; within
/// ``gridSlack`` steps of rounding otherwise. `0.2:1.0:0.2` has 5 values.
struct SweepValues: Sendable, Equatable {
  /// How the values were written.
  enum Form: Sendable, Equatable {
    /// A plain number: one value, and no column of its own.
    case single
    /// `a,b,c`.
    case list
    /// `start:stop:step`.
    case range
  }

  /// Why a text is not a sweep, in words for ``UsageError/invalidSweep(flag:got:problem:)``.
  struct Problem: Error, Sendable, Equatable {
    let text: String
  }

  /// The form typed.
  let form: Form
  /// The number of values (≥ 1).
  let count: Int
  private let storage: Storage

  private enum Storage: Sendable, Equatable {
    case listed([Double])
    /// value(i) = (numerator + i·stepNumerator) / denominator, all exact integers in doubles.
    case decimal(numerator: Double, stepNumerator: Double, denominator: Double)
    /// value(i) = start + Double(i)·step.
    case binary(start: Double, step: Double)
  }

  /// The accepted forms, as error messages name them.
  static let acceptedForms = "a number, a list a,b,c or a range start:stop:step"

  /// Rounding allowed when `stop` is tested against a non-decimal grid, in
  /// steps: each of start, stop and (stop − start)/step is rounded once, so a
  /// few ulps of each, scaled to steps, is the whole error; 4 ulps is a margin
  /// of 2 over that sum and far below any step a user means.
  static let gridSlackUlps = 4.0

  /// The i-th value, `0 ≤ i < count`.
  subscript(index: Int) -> Double {
    switch storage {
    case .listed(let values): return values[index]
    case .decimal(let numerator, let stepNumerator, let denominator):
      return (numerator + Double(index) * stepNumerator) / denominator
    case .binary(let start, let step): return start + Double(index) * step
    }
  }

  /// Every value, in order.
  var values: [Double] { (0..<count).map { self[$0] } }

  /// `text` as sweep values; ranges longer than `limit` values are refused
  /// before any value is made.
  static func parse(_ text: String, limit: Int) throws(Problem) -> SweepValues {
    if text.contains(":") {
      let fields = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3 else {
        throw Problem(text: "a range has three fields, start:stop:step")
      }
      let start = try number(fields[0], "start")
      let stop = try number(fields[1], "stop")
      let step = try number(fields[2], "step")
      return try range(start: (start, fields[0]), stop: (stop, fields[1]), step: (step, fields[2]), limit: limit)
    }
    if text.contains(",") {
      var values: [Double] = []
      for (index, field) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
        values.append(try number(String(field), "list item \(index + 1)"))
      }
      guard values.count <= limit else {
        throw Problem(text: "the list has \(values.count) values, over the limit of \(limit)")
      }
      return SweepValues(form: .list, count: values.count, storage: .listed(values))
    }
    return SweepValues(form: .single, count: 1, storage: .listed([try number(text, "the value")]))
  }

  /// A finite decimal number, or a problem naming `role`.
  private static func number(_ text: String, _ role: String) throws(Problem) -> Double {
    guard !text.isEmpty else { throw Problem(text: "\(role) is empty") }
    guard let value = NumberSyntax.double(text) else { throw Problem(text: "\(role) '\(text)' is not a number") }
    guard value.isFinite else { throw Problem(text: "\(role) '\(text)' is not finite") }
    return value
  }

  private static func range(
    start: (value: Double, text: String), stop: (value: Double, text: String), step: (value: Double, text: String),
    limit: Int
  ) throws(Problem) -> SweepValues {
    guard !step.value.isZero else { throw Problem(text: "the step must not be 0") }
    let span = stop.value - start.value
    guard span.isFinite else { throw Problem(text: "stop − start overflows") }
    if !span.isZero, (span > 0) != (step.value > 0) {
      throw Problem(text: "the step must point from start toward stop (the range is empty)")
    }
    let tooMany = Problem(text: "the range has more than \(limit) values")
    if let a = decimal(start.text), let b = decimal(stop.text), let c = decimal(step.text) {
      // A common power-of-ten denominator (each is a power of ten, so the
      // largest is a multiple of the others); numerators stay exact below 2^52.
      let denominator = max(a.denominator, b.denominator, c.denominator)
      let first = a.numerator * (denominator / a.denominator)
      let last = b.numerator * (denominator / b.denominator)
      let increment = c.numerator * (denominator / c.denominator)
      if [first, last, increment].allSatisfy({ abs($0) < 0x1p52 }) {
        // Exact integers: (last − first)/increment's floor is exact in Double below 2^53.
        let steps = ((last - first) / increment).rounded(.down)
        guard steps < Double(limit) else { throw tooMany }
        return SweepValues(
          form: .range, count: Int(steps) + 1,
          storage: .decimal(numerator: first, stepNumerator: increment, denominator: denominator))
      }
    }
    let quotient = span / step.value
    guard quotient < Double(limit) else { throw tooMany }
    let slack = gridSlackUlps * ((start.value.ulp + stop.value.ulp) / abs(step.value) + quotient.ulp)
    let steps = (quotient + slack).rounded(.down)
    return SweepValues(form: .range, count: Int(steps) + 1, storage: .binary(start: start.value, step: step.value))
  }

  /// The exact decimal `text` spells, as numerator / power of ten, when its
  /// digits fit in a double; nil otherwise.
  private static func decimal(_ text: String) -> (numerator: Double, denominator: Double)? {
    var body = Substring(text)
    var sign = 1.0
    if body.first == "-" {
      sign = -1
      body = body.dropFirst()
    }
    if let value = NumberSyntax.double(String(body)), value.isZero { return (0, 1) }
    guard let fraction = SamplingOptions.Step.decimalFraction(String(body)) else { return nil }
    return (sign * fraction.numerator, fraction.denominator)
  }
}
