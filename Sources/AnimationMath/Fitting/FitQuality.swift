/// Whether a fit explains its data: the residual RMS against a noise level
/// estimated from the samples alone, independently of any model.
///
/// **Noise estimate.** σ̂ = 1.4826·median|Δ³x|/√20, the third differences
/// of neighbouring samples: for white noise of deviation σ, Δ³x has variance
/// 20σ² (1 + 9 + 9 + 1), and 1.4826 turns a Gaussian's median absolute value
/// into its σ. A smooth curve sampled at step h adds about h³·x‴ to each
/// third difference; where a frame resolves the motion (ω·h ≤ 1) that is at
/// most (ω·h)³/√20 of the travel, an order below the second differences'
/// (ω·h)²/√6, and the median ignores the fastest stretch when the capture
/// holds more than twice as many slower samples. Besides its sampling
/// spread (about 1.2/√n relative for n differences), the estimate errs only
/// high (signal counted as noise): short captures of fast motion (ω·h near
/// 1) inflate it 2–4×, and the verdict is then lenient (a local minimum
/// there may pass as good), never a false alarm from an honest fit.
///
/// **Floors.** Values on a grid (integer pixels, 1/3 px) carry rounding
/// noise q/√12 even where the differences vanish (a slow stretch rounds to
/// a constant): the grid step q is the smallest gap between distinct values
/// when every gap is a whole multiple of it.
/// Noise-free captures have σ̂ ≈ 0; the estimate is then floored at the
/// rounding of the model's evaluation, ``roundingFloorMultiple`` units of
/// ``roundingLevel(of:)``.
///
/// **Verdict.** ``Verdict/noMotion`` when every sample equals the first to
/// within ``roundingLevel(of:)``; ``Verdict/poor`` when the residual RMS is
/// more than ``poorFitRatio`` times the noise estimate; ``Verdict/good``
/// otherwise.
public struct FitQuality: Sendable, Hashable {
  /// What the comparison says.
  public enum Verdict: String, Sendable, Hashable, CaseIterable {
    /// The residual RMS is within ``FitQuality/poorFitRatio`` of the noise estimate.
    case good
    /// The residual RMS is far above the noise estimate: a local minimum or
    /// a model that does not describe the data.
    case poor
    /// Every sample has the same value (to rounding): there is nothing to fit.
    case noMotion
  }

  /// The verdict.
  public let verdict: Verdict
  /// √(mean squared residual) of the fit, in the capture's value units; nil for ``Verdict/noMotion``.
  public let rmsResidual: Double?
  /// The noise standard deviation estimated from the samples (floored), in value units.
  public let noiseEstimate: Double

  /// The residual RMS above which a fit is poor, in units of the noise
  /// estimate: 3. Honest fits of the seeded noisy generators (springs,
  /// decays, cubic-béziers; 0.3 px noise, 1/3 px rounding) measure at most
  /// 1.51, a 2× margin; a decay fitted to an under-damped spring measures 17
  /// and up, a cubic-bézier fitted to a resolved noise-free decay 19 and up,
  /// and spring solves stopped in a local minimum at ≥ 100× the optimum's
  /// cost 3.3 and up (FitQualityTests).
  public static let poorFitRatio = 3.0

  /// The noise floor of a noise-free capture, in units of
  /// ``roundingLevel(of:)``: 4096. Exact captures fit to about one such unit
  /// (the exact UIScrollView flings of FitComparisonTests: decay and spring
  /// 0.3–0.6), and solvers stopped by a step tolerance sit a few hundred
  /// above; 4096 units is still 9e-13 of the data's scale, far below any
  /// real capture's noise.
  static let roundingFloorMultiple = 4096.0

  /// The rounding level of `values`: their largest magnitude × 2⁻⁵² (one ulp
  /// of 1 relative), the least-normal double for all-zero data.
  static func roundingLevel(of values: [Double]) -> Double {
    var largest = 0.0
    for v in values { largest = Swift.max(largest, abs(v)) }
    return Swift.max(largest * Double.ulpOfOne, Double.leastNormalMagnitude)
  }

  /// True when every value equals the first to within ``roundingLevel(of:)``.
  public static func showsNoMotion(_ values: [Double]) -> Bool {
    guard let first = values.first else { return true }
    let level = roundingLevel(of: values)
    return values.allSatisfy { abs($0 - first) <= level }
  }

  /// The noise standard deviation of `values` (equally weighted neighbours,
  /// as the samples come): the larger of the third-difference estimate and
  /// the grid's rounding noise q/√12, floored at ``roundingFloorMultiple``
  /// rounding levels. Fewer than 6 samples give the floor (too few
  /// differences for a median).
  public static func noiseEstimate(of values: [Double]) -> Double {
    let floor = roundingFloorMultiple * roundingLevel(of: values)
    guard values.count >= 6 else { return floor }
    var differences: [Double] = []
    differences.reserveCapacity(values.count - 3)
    for i in 3..<values.count {
      differences.append(abs(values[i] - 3 * values[i - 1] + 3 * values[i - 2] - values[i - 3]))
    }
    differences.sort()
    let median = differences[differences.count / 2]
    let fromDifferences = 1.4826 * median / 20.0.squareRoot()
    return Swift.max(fromDifferences, gridStep(of: values) / 12.0.squareRoot(), floor)
  }

  /// The step q of the grid the values were rounded to: the smallest gap
  /// between distinct values when every gap is a whole multiple of it (to
  /// 1e-6 of q), else 0 (the values are not on a grid: a smooth curve's
  /// gaps vary freely).
  static func gridStep(of values: [Double]) -> Double {
    let sorted = values.sorted()
    var gaps: [Double] = []
    for i in 1..<sorted.count where sorted[i] > sorted[i - 1] { gaps.append(sorted[i] - sorted[i - 1]) }
    guard let step = gaps.min() else { return 0 }
    for gap in gaps where abs(gap - (gap / step).rounded() * step) > 1e-6 * step { return 0 }
    return step
  }

  /// The verdict on a fit of `values` (the samples the fit used) with residual RMS `rmsResidual`.
  public init(values: [Double], rmsResidual: Double) {
    noiseEstimate = Self.noiseEstimate(of: values)
    if Self.showsNoMotion(values) {
      verdict = .noMotion
      self.rmsResidual = nil
    } else {
      self.rmsResidual = rmsResidual
      verdict = rmsResidual <= Self.poorFitRatio * noiseEstimate ? .good : .poor
    }
  }

  /// The residual RMS over the noise estimate (nil for no motion).
  public var ratio: Double? { rmsResidual.map { $0 / noiseEstimate } }

  /// One line for people: "good fit: residual RMS X against noise estimate Y",
  /// "poor fit: …", or "no motion in the capture".
  public var summary: String {
    switch verdict {
    case .noMotion: "no motion in the capture"
    case .good, .poor:
      "\(verdict.rawValue) fit: residual RMS \(rmsResidual ?? 0) against noise estimate \(noiseEstimate)"
    }
  }
}
