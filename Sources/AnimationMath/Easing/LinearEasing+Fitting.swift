extension LinearEasing {
  /// A CSS `linear()` approximation of a curve, with the error it achieves.
  public struct Fit: Sendable {
    /// The CSS text, `linear(0 0%, 0.5 40.125%, …, 1 100%)`: outputs to 6
    /// decimals, positions to 0.001 %. The error below is measured on this text.
    public let css: String
    /// The easing ``css`` parses to.
    public let easing: LinearEasing
    /// The largest |easing(p) − curve(p)| found on the verification grid.
    public let maximumError: Double
    /// The input where ``maximumError`` occurs.
    public let worstInput: Double
  }

  /// Samples of the curve between two stops (the stops lie on these samples).
  public static let fittingSamples = 4_000
  /// Verification points per sample interval (the fit is checked on a grid
  /// this much finer than the one it was built on).
  public static let verificationRefinement = 8

  /// The `linear()` with the fewest stops (greedy, stops on the curve) that
  /// stays within `maximumError` of `curve` on [0, 1].
  ///
  /// Stops are placed greedily: from each stop, the next is the farthest
  /// sample such that the chord stays within the tolerance at every sample in
  /// between. The result is rounded for printing and then verified against
  /// `curve` on a grid ``verificationRefinement`` times finer; if rounding
  /// pushed it over, the fit is redone with a tighter internal tolerance.
  /// Between verification points the error can exceed the reported one by at
  /// most `max|curve''|·h²/8` with h = 1/(fittingSamples·verificationRefinement).
  ///
  /// - Parameters:
  ///   - curve: output progress for input progress in [0, 1].
  ///   - maximumError: the tolerance on the output, > 0.
  /// - Returns: nil if no fit within the tolerance was found (the curve has a
  ///   jump sharper than the sample grid can follow).
  public static func fitting(_ curve: (Double) -> Double, maximumError: Double) -> Fit? {
    guard maximumError > 0, maximumError.isFinite else { return nil }
    let n = fittingSamples
    let inputs = (0...n).map { Double($0) / Double(n) }
    let outputs = inputs.map(curve)
    let fineCount = n * verificationRefinement
    let fineInputs = (0...fineCount).map { Double($0) / Double(fineCount) }
    let fineOutputs = fineInputs.map(curve)
    guard outputs.allSatisfy(\.isFinite), fineOutputs.allSatisfy(\.isFinite) else { return nil }
    var tolerance = maximumError * 0.9
    for _ in 0..<12 {
      let indices = greedyStops(outputs, tolerance: tolerance)
      let stops = indices.map { index in
        "\(decimal(rounded(outputs[index], places: 6))) \(decimal(rounded(inputs[index] * 100, places: 3)))%"
      }
      let css = "linear(\(stops.joined(separator: ", ")))"
      guard case .piecewiseLinear(let easing)? = try? EasingParser.parse(css) else { return nil }
      var worst = 0.0
      var worstInput = 0.0
      for (p, y) in zip(fineInputs, fineOutputs) {
        let error = abs(easing.value(at: p) - y)
        if error > worst {
          worst = error
          worstInput = p
        }
      }
      if worst <= maximumError {
        return Fit(css: css, easing: easing, maximumError: worst, worstInput: worstInput)
      }
      tolerance *= 0.7
    }
    return nil
  }

  /// Indices of the greedy stops: first and last sample included.
  static func greedyStops(_ y: [Double], tolerance: Double) -> [Int] {
    let n = y.count - 1
    var stops = [0]
    var start = 0
    while start < n {
      var end = start + 1
      var next = start + 2
      while next <= n, chordFits(y, from: start, to: next, tolerance: tolerance) {
        end = next
        next += 1
      }
      stops.append(end)
      start = end
    }
    return stops
  }

  /// Whether the chord from sample `a` to `b` is within `tolerance` of every sample between.
  static func chordFits(_ y: [Double], from a: Int, to b: Int, tolerance: Double) -> Bool {
    let span = Double(b - a)
    for m in (a + 1)..<b {
      let chord = y[a] + (y[b] - y[a]) * (Double(m - a) / span)
      if abs(chord - y[m]) > tolerance { return false }
    }
    return true
  }

  /// A short decimal for a value already rounded to a few places: `0.5`, `12`, `-0.000125`.
  static func decimal(_ value: Double) -> String {
    let text = (value + 0).description
    if text.hasSuffix(".0") { return String(text.dropLast(2)) }
    guard text.contains("e") else { return text }
    // Small magnitudes print in exponent form; CSS accepts it, but spell it out.
    var places = 0
    var scaled = abs(value)
    while scaled.rounded() != scaled, places < 12 {
      scaled *= 10
      places += 1
    }
    let digits = String(Int(scaled.rounded()))
    let padded = String(repeating: "0", count: max(0, places - digits.count + 1)) + digits
    let point = padded.count - places
    return (value < 0 ? "-" : "") + padded.prefix(point) + "." + padded.dropFirst(point)
  }

  /// `value` rounded to `places` decimal places (the nearest double to the decimal).
  static func rounded(_ value: Double, places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
  }
}
