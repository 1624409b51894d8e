/// The sample times of a curve: a uniform grid over [0, end] or an explicit list.
///
/// Times are computed from their index (`k/fps`, `k·step`, `end·k/(n−1)`), never
/// accumulated, so every grid is deterministic and free of drift. Uniform grids
/// always include both ends: when `end` is not on the grid it is appended.
package struct TimeGrid: Sendable, RandomAccessCollection {
  /// How the times are laid out.
  package enum Layout: Sendable, Hashable {
    /// t_k = k / framesPerSecond, for t_k ≤ end.
    case framesPerSecond(Double)
    /// t_k = k · step seconds, for t_k ≤ end.
    case step(Double)
    /// t_k = (k · numerator) / denominator seconds, for t_k ≤ end: a step
    /// given as a fraction, such as a decimal the user typed (0.1 = 1/10).
    /// While k · numerator < 2⁵³ and both are whole numbers below 2⁵³ (a
    /// power of ten up to 10²² is exact), each time is the double nearest the
    /// exact k · numerator / denominator: 3 × 0.1 gives 0.3, not
    /// 0.30000000000000004.
    case rationalStep(numerator: Double, denominator: Double)
    /// `count` times, t_k = end · k / (count − 1). When `end`'s shortest decimal is
    /// D = M / 10^e with (count − 1) · M and (count − 1) · 10^e below 2⁵³, each time
    /// is the double nearest the exact k · M / ((count − 1) · 10^e): the decimal the
    /// grid means (4 samples to 0.3 give 0.1, not 0.09999999999999999).
    case samples(Int)
    /// Exactly these times, in this order.
    case explicit([Double])
  }

  /// The layout of the grid.
  package let layout: Layout
  /// The last time of a uniform grid, in seconds (unused for explicit times).
  package let end: Double
  /// The number of times.
  package let count: Int
  private let spacing: Double
  private let onGridCount: Int
  /// For `.samples` with a short decimal end: M and (count − 1) · 10^e, both exact.
  private var decimalEnd: (numerator: Double, denominator: Double)? = nil

  /// The largest grid this type will build; bigger requests are refused.
  package static let maximumCount = 1_000_000_000

  /// Fraction of a step within which `end` counts as lying on the grid.
  static let endSnap = 1e-9

  /// Why a grid cannot be built.
  package enum Failure: Error, Sendable, Equatable {
    /// The grid would have more than ``TimeGrid/maximumCount`` times.
    case tooManySamples
    /// A parameter is out of range (non-finite, negative, zero step…).
    case invalid(String)
  }

  /// Creates the grid of `layout` over [0, end].
  package init(_ layout: Layout, end: Double = 0) throws(Failure) {
    self.layout = layout
    self.end = end
    switch layout {
    case .explicit(let times):
      guard !times.isEmpty else { throw .invalid("at least one time is needed") }
      guard times.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
        throw .invalid("times must be finite and ≥ 0")
      }
      spacing = 0
      onGridCount = times.count
      count = times.count
      return
    case .samples(let n):
      guard n >= 2 else { throw .invalid("at least 2 samples are needed") }
      guard n <= Self.maximumCount else { throw .tooManySamples }
      guard end.isFinite, end >= 0 else { throw .invalid("the end time must be finite and ≥ 0") }
      spacing = end
      onGridCount = n
      count = n
      decimalEnd = Self.decimalRatio(end, intervals: n - 1)
      return
    case .framesPerSecond(let fps):
      guard fps.isFinite, fps > 0 else { throw .invalid("the frame rate must be finite and > 0") }
      spacing = fps
    case .step(let step):
      guard step.isFinite, step > 0 else { throw .invalid("the step must be finite and > 0") }
      spacing = step
    case .rationalStep(let numerator, let denominator):
      guard numerator.isFinite, denominator.isFinite, numerator > 0, denominator > 0, (numerator / denominator) > 0
      else { throw .invalid("the step must be finite and > 0") }
      spacing = numerator / denominator
    }
    guard end.isFinite, end >= 0 else { throw .invalid("the end time must be finite and ≥ 0") }
    let steps: Double
    if case .framesPerSecond = layout { steps = end * spacing } else { steps = end / spacing }
    let onGrid = (steps + Self.endSnap).rounded(.down)
    guard onGrid < Double(Self.maximumCount) else { throw .tooManySamples }
    onGridCount = Int(onGrid) + 1
    count = steps - onGrid > Self.endSnap ? onGridCount + 1 : onGridCount
  }

  /// The first index, 0.
  package var startIndex: Int { 0 }
  /// One past the last index.
  package var endIndex: Int { count }

  /// The time at `index`, in seconds.
  package subscript(index: Int) -> Double {
    if index >= onGridCount { return end }
    switch layout {
    case .framesPerSecond: return Double(index) / spacing
    case .step: return Double(index) * spacing
    case .rationalStep(let numerator, let denominator): return Double(index) * numerator / denominator
    case .samples:
      if index == count - 1 { return end }
      if let decimalEnd { return Double(index) * decimalEnd.numerator / decimalEnd.denominator }
      return spacing * Double(index) / Double(count - 1)
    case .explicit(let times): return times[index]
    }
  }

  /// `end` as M / ((intervals) · 10^e) from its shortest decimal M · 10^−e, when
  /// intervals · M and intervals · 10^e are whole numbers below 2⁵³ (so that
  /// k · M for k ≤ intervals and the denominator are exact); nil otherwise.
  static func decimalRatio(_ end: Double, intervals: Int) -> (numerator: Double, denominator: Double)? {
    guard end > 0, end.isFinite, intervals > 0 else { return nil }
    var (mantissa, exponent) = ShortestDecimal.decimal(end)
    // A whole number (1e5 = 1·10⁵) is M = 100000 over 10⁰.
    while exponent > 0 {
      guard mantissa < (1 << 53) / 10 else { return nil }
      mantissa *= 10
      exponent -= 1
    }
    let scale = -exponent
    guard scale <= 15 else { return nil }
    var power: UInt64 = 1
    for _ in 0..<scale { power *= 10 }
    let limit: UInt64 = 1 << 53
    let (top, topOverflow) = mantissa.multipliedReportingOverflow(by: UInt64(intervals))
    let (bottom, bottomOverflow) = power.multipliedReportingOverflow(by: UInt64(intervals))
    guard !topOverflow, !bottomOverflow, top < limit, bottom < limit else { return nil }
    return (Double(mantissa), Double(bottom))
  }
}
