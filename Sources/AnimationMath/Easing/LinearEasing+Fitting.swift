extension LinearEasing {
  /// A CSS `linear()` approximation of a curve, with the error it achieves.
  public struct Fit: Sendable {
    /// The CSS text, `linear(0 0%, 0.5 40.125%, …, 1 100%)`: outputs to 6
    /// decimals, positions to 0.001 %. The error below is measured on this text.
    public let css: String
    /// The easing ``css`` parses to.
    public let easing: LinearEasing
    /// The largest |easing(p) − curve(p)| over every input p in [0, 1], the
    /// end stops included: measured on the verification grid, plus between
    /// neighbouring grid points the chord allowance |Δ²curve|/8 (the second
    /// difference of the curve on the grid; the interpolation error of a
    /// smooth curve between two points h apart is at most h²·max|curve″|/8).
    public let maximumError: Double
    /// The input where ``maximumError`` occurs (1 when the end stop's jump decides it).
    public let worstInput: Double
    /// The end stop minus curve(1): the jump the `linear()` makes at input 1
    /// onto the end stop it was given (0 when none was), in output progress.
    /// Its size is part of ``maximumError``.
    public let endJump: Double
  }

  /// Samples of the curve between two stops (the stops lie on these samples).
  package static let fittingSamples = 4_000
  /// Verification points per sample interval (the fit is checked on a grid
  /// this much finer than the one it was built on).
  static let verificationRefinement = 8

  /// The `linear()` with the fewest stops (greedy, stops on the curve) that
  /// stays within `maximumError` of `curve` on [0, 1).
  ///
  /// Stops are placed greedily: from each stop, the next is the farthest
  /// sample such that the chord stays within the tolerance at every sample in
  /// between. The result is rounded for printing and then verified against
  /// `curve` on a grid ``verificationRefinement`` times finer, with the chord
  /// allowance of ``Fit/maximumError`` between its points; if it is over,
  /// the fit is redone with a tighter internal tolerance. Jumps
  /// (discontinuities larger than the tolerance) become two stops at one
  /// position, located by bisection to a few ulps of input.
  ///
  /// - Parameters:
  ///   - curve: output progress for input progress in [0, 1].
  ///   - maximumError: the tolerance on the output, > 0.
  ///   - endStop: the output the last stop must have (an animation's rest
  ///     value), or nil for curve(1). When it differs from curve(1) by more
  ///     than the tolerance, the `linear()` follows the curve up to input 1
  ///     and jumps there (two stops at 100 %, which CSS evaluates to the
  ///     second at input 1). The jump is an error at input 1 that counts in
  ///     ``Fit/maximumError``, which can then exceed `maximumError`: compare
  ///     them before claiming the tolerance.
  /// - Returns: nil if no fit within the tolerance on [0, 1) was found.
  public static func fitting(_ curve: (Double) -> Double, maximumError: Double, endStop: Double? = nil) -> Fit? {
    guard maximumError > 0, maximumError.isFinite, endStop?.isFinite ?? true else { return nil }
    let n = fittingSamples
    let inputs = (0...n).map { Double($0) / Double(n) }
    let outputs = inputs.map(curve)
    let fineCount = n * verificationRefinement
    let fineInputs = (0...fineCount).map { Double($0) / Double(fineCount) }
    let fineOutputs = fineInputs.map(curve)
    guard outputs.allSatisfy(\.isFinite), fineOutputs.allSatisfy(\.isFinite) else { return nil }
    let curvePieces = continuousPieces(curve, inputs: inputs, outputs: outputs, tolerance: maximumError)
    let jumps = curvePieces.dropFirst().map { $0[0].input }
    var tolerance = maximumError * 0.9
    for _ in 0..<12 {
      var pieces = curvePieces
      pin(&pieces, endStop: endStop, tolerance: tolerance)
      var stops: [String] = []
      for piece in pieces {
        for index in greedyStops(piece, tolerance: tolerance) {
          let point = piece[index]
          // Jump positions print exactly; grid positions are multiples of 0.025 %.
          let position = point.isJump ? decimal(point.input * 100) : decimal(rounded(point.input * 100, places: 3))
          stops.append("\(decimal(rounded(point.output, places: 6))) \(position)%")
        }
      }
      let css = "linear(\(stops.joined(separator: ", ")))"
      guard case .piecewiseLinear(let easing)? = try? EasingParser.parse(css) else { return nil }
      let pinnedJump = pieces.count > curvePieces.count
      let (inside, insideInput) = verifiedError(easing, fineInputs, fineOutputs, jumps: jumps, endJump: pinnedJump)
      if inside <= maximumError {
        let endError = abs(easing.value(at: 1) - fineOutputs[fineCount])
        let jump = endStop.map { $0 - fineOutputs[fineCount] } ?? 0
        return endError > inside
          ? Fit(css: css, easing: easing, maximumError: endError, worstInput: 1, endJump: jump)
          : Fit(css: css, easing: easing, maximumError: inside, worstInput: insideInput, endJump: jump)
      }
      tolerance *= 0.7
    }
    return nil
  }

  /// Sets the last stop's output to `endStop`: in place of curve(1) when they
  /// are within `tolerance`, else as a jump at input 1 after it.
  static func pin(_ pieces: inout [[CurvePoint]], endStop: Double?, tolerance: Double) {
    guard let endStop else { return }
    let last = pieces.count - 1
    let end = pieces[last].count - 1
    if abs(endStop - pieces[last][end].output) <= tolerance {
      pieces[last][end].output = endStop
    } else {
      pieces[last][end].isJump = true
      pieces.append([CurvePoint(input: 1, output: endStop, isJump: true)])
    }
  }

  /// The largest error of `easing` against the curve's `outputs` on the grid
  /// `inputs` over [0, 1), each interval's end errors plus its chord
  /// allowance |Δ²|/8 (intervals beside a `jumps` position take none: the
  /// curve is not smooth there), and the grid input where it occurs. With
  /// `endJump` (the last stop is an end stop after a jump at 1) the value
  /// before the jump is used at input 1: the jump itself is the caller's to add.
  static func verifiedError(
    _ easing: LinearEasing, _ inputs: [Double], _ outputs: [Double], jumps: [Double], endJump: Bool
  ) -> (error: Double, input: Double) {
    let last = inputs.count - 1
    var errors = zip(inputs, outputs).map { abs(easing.value(at: $0) - $1) }
    let points = easing.points
    if endJump, points.count >= 3, points[points.count - 2].input == 1 {
      errors[last] = abs(points[points.count - 2].output - outputs[last])
    }
    var secondDifferences = [Double](repeating: 0, count: inputs.count)
    var nextJump = 0
    for i in 1..<last {
      while nextJump < jumps.count, jumps[nextJump] < inputs[i - 1] { nextJump += 1 }
      if nextJump < jumps.count, jumps[nextJump] <= inputs[i + 1] { continue }
      secondDifferences[i] = abs(outputs[i + 1] - 2 * outputs[i] + outputs[i - 1])
    }
    var worst = 0.0
    var worstInput = 0.0
    for i in 0..<last {
      let allowance = max(secondDifferences[i], secondDifferences[i + 1]) / 8
      let bound = max(errors[i], errors[i + 1]) + allowance
      if bound > worst {
        worst = bound
        worstInput = errors[i] >= errors[i + 1] ? inputs[i] : inputs[i + 1]
      }
    }
    return (worst, worstInput)
  }

  /// A point of the curve that may become a stop.
  struct CurvePoint {
    var input: Double
    var output: Double
    /// One side of a jump (its position prints exactly).
    var isJump = false
  }

  /// The curve split at its jumps: between neighbouring samples that differ by
  /// more than the tolerance, bisection narrows the change to a few ulps of
  /// input; if it is still larger than the tolerance it is a jump, and the
  /// curve's left and right values there end one piece and start the next
  /// (CSS `linear()` draws a jump as two stops at one position).
  static func continuousPieces(
    _ curve: (Double) -> Double, inputs: [Double], outputs: [Double], tolerance: Double
  ) -> [[CurvePoint]] {
    var pieces: [[CurvePoint]] = []
    var current = [CurvePoint(input: inputs[0], output: outputs[0])]
    for k in 1..<inputs.count {
      if abs(outputs[k] - outputs[k - 1]) > tolerance {
        var a = inputs[k - 1]
        var b = inputs[k]
        var ya = outputs[k - 1]
        var yb = outputs[k]
        for _ in 0..<80 where b - a > 4 * b.ulp {
          let m = 0.5 * (a + b)
          let ym = curve(m)
          if abs(ym - ya) >= abs(yb - ym) {
            b = m
            yb = ym
          } else {
            a = m
            ya = ym
          }
        }
        if abs(yb - ya) > tolerance {
          current.append(CurvePoint(input: b, output: ya, isJump: true))
          pieces.append(current)
          current = [CurvePoint(input: b, output: yb, isJump: true)]
          if inputs[k] > b { current.append(CurvePoint(input: inputs[k], output: outputs[k])) }
          continue
        }
      }
      current.append(CurvePoint(input: inputs[k], output: outputs[k]))
    }
    pieces.append(current)
    return pieces
  }

  /// Indices of the greedy stops in `points`: first and last included.
  static func greedyStops(_ points: [CurvePoint], tolerance: Double) -> [Int] {
    let n = points.count - 1
    var stops = [0]
    var start = 0
    while start < n {
      var end = start + 1
      var next = start + 2
      while next <= n, chordFits(points, from: start, to: next, tolerance: tolerance) {
        end = next
        next += 1
      }
      stops.append(end)
      start = end
    }
    return stops
  }

  /// Whether the chord from point `a` to `b` is within `tolerance` of every point between.
  static func chordFits(_ points: [CurvePoint], from a: Int, to b: Int, tolerance: Double) -> Bool {
    let pa = points[a]
    let pb = points[b]
    let span = pb.input - pa.input
    guard span > 0 else { return false }
    for m in (a + 1)..<b {
      let chord = pa.output + (pb.output - pa.output) * ((points[m].input - pa.input) / span)
      if abs(chord - points[m].output) > tolerance { return false }
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
