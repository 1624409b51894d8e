/// CSS `linear(…)`: a piecewise-linear easing through control points.
///
/// Built from CSS stops exactly as CSS Easing Level 2 specifies ("create a
/// linear easing function"):
/// 1. Fewer than two stops is an error. largestInput = −∞.
/// 2. For each stop, a point with the stop's output. If the stop has input
///    positions, the point's input is max(first, largestInput) and a second
///    position adds another point with the same output at max(second,
///    largestInput), each updating largestInput. Otherwise the first stop gets
///    input 0 and the last max(1, largestInput).
/// 3. Runs of points without input get inputs spaced evenly between the
///    neighbouring points that have one.
///
/// Output (same spec): take the last point whose input ≤ p (the first point if
/// none; the one before the last if it is the last), and the point after it.
/// Equal inputs return the second output; otherwise interpolate linearly,
/// which also *extrapolates* along the first and last segments outside the
/// covered range. So `linear(0, 0.1 -10%, 1)` equals `linear(0, 0.1 0%, 1)`
/// (output 0.1 at p = 0), and `linear(0, 0.9 110%, 1)` puts the last point at 110%.
public struct LinearEasing: Sendable, Hashable, CustomStringConvertible {
  /// A canonical control point: input progress → output progress.
  public struct ControlPoint: Sendable, Hashable {
    /// Input progress (50% is 0.5).
    public var input: Double
    /// Output progress.
    public var output: Double

    /// Creates the point (input, output).
    public init(input: Double, output: Double) {
      self.input = input
      self.output = output
    }
  }

  /// A stop as written in CSS: an output and zero, one or two input positions.
  public struct Stop: Sendable, Hashable {
    /// The output progress (the `<number>`).
    public var output: Double
    /// Up to two input positions as progress (the `<percentage>`s divided by 100).
    public var inputs: [Double]

    /// Creates a stop with `output` at zero, one or two `inputs`.
    public init(_ output: Double, at inputs: Double...) {
      self.output = output
      self.inputs = inputs
    }

    /// Creates a stop with `output` at the positions `inputs` (at most two).
    public init(output: Double, inputs: [Double]) {
      self.output = output
      self.inputs = inputs
    }
  }

  /// The canonical points, inputs non-decreasing.
  public let points: [ControlPoint]

  /// The identity `linear(0, 1)`, which is what the keyword `linear` means.
  public static let identity = LinearEasing(
    validatedPoints: [ControlPoint(input: 0, output: 0), ControlPoint(input: 1, output: 1)])

  /// Creates the easing from CSS stops, canonicalising their positions.
  ///
  /// - Throws: ``EasingParameterError`` for fewer than two stops, a stop with
  ///   more than two positions, or a non-finite output or position.
  public init(stops: [Stop]) throws(EasingParameterError) {
    guard stops.count >= 2 else {
      throw EasingParameterError(
        parameter: .stops, value: Double(stops.count), accepted: "at least 2 stops")
    }
    var inputs: [Double?] = []
    var outputs: [Double] = []
    var largestInput = -Double.infinity
    for (index, stop) in stops.enumerated() {
      try EasingParameterError.requireFinite(stop.output, .output)
      guard stop.inputs.count <= 2 else {
        throw EasingParameterError(
          parameter: .inputs, value: Double(stop.inputs.count), accepted: "at most 2 positions")
      }
      for position in stop.inputs { try EasingParameterError.requireFinite(position, .input) }
      if let first = stop.inputs.first {
        largestInput = max(first, largestInput)
        inputs.append(largestInput)
        outputs.append(stop.output)
        if stop.inputs.count == 2 {
          largestInput = max(stop.inputs[1], largestInput)
          inputs.append(largestInput)
          outputs.append(stop.output)
        }
      } else if index == 0 {
        largestInput = 0
        inputs.append(0)
        outputs.append(stop.output)
      } else if index == stops.count - 1 {
        largestInput = max(1, largestInput)
        inputs.append(largestInput)
        outputs.append(stop.output)
      } else {
        inputs.append(nil)
        outputs.append(stop.output)
      }
    }
    // Fill runs without input evenly between the known neighbours (the first
    // and last points always have an input).
    var index = 0
    while index < inputs.count {
      guard inputs[index] == nil, let before = inputs[index - 1] else {
        index += 1
        continue
      }
      var end = index
      while inputs[end] == nil { end += 1 }
      let after = inputs[end]!
      let gaps = Double(end - index + 1)
      for k in index..<end {
        inputs[k] = before + (after - before) * Double(k - index + 1) / gaps
      }
      index = end + 1
    }
    self.init(
      validatedPoints: zip(inputs, outputs).map { ControlPoint(input: $0!, output: $1) })
  }

  /// Creates the easing from canonical points.
  ///
  /// - Throws: ``EasingParameterError`` unless there are at least two points,
  ///   all finite, with non-decreasing inputs.
  public init(points: [ControlPoint]) throws(EasingParameterError) {
    guard points.count >= 2 else {
      throw EasingParameterError(
        parameter: .points, value: Double(points.count), accepted: "at least 2 points")
    }
    var previous = -Double.infinity
    for point in points {
      try EasingParameterError.requireFinite(point.output, .output)
      try EasingParameterError.requireFinite(point.input, .input)
      guard point.input >= previous else {
        throw EasingParameterError(
          parameter: .input, value: point.input, accepted: "≥ the previous point's input")
      }
      previous = point.input
    }
    self.init(validatedPoints: points)
  }

  init(validatedPoints points: [ControlPoint]) {
    self.points = points
  }

  /// The two points whose segment gives the output at `progress` (CSS steps 2–5).
  func segment(at progress: Double) -> (ControlPoint, ControlPoint) {
    // Binary search for the last point with input ≤ progress.
    var low = 0
    var high = points.count  // invariant: points[..<low] ≤ p < points[high...]
    while low < high {
      let middle = (low + high) / 2
      if points[middle].input <= progress { low = middle + 1 } else { high = middle }
    }
    var indexA = max(low - 1, 0)
    if indexA == points.count - 1 { indexA -= 1 }
    return (points[indexA], points[indexA + 1])
  }

  /// The output for input `progress`, extrapolating outside the covered range.
  public func value(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    let (a, b) = segment(at: progress)
    if a.input == b.input { return b.output }
    let fraction = (progress - a.input) / (b.input - a.input)
    return a.output + fraction * (b.output - a.output)
  }

  /// The slope of the segment used at `progress` (0 across a jump of equal inputs).
  public func slope(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    let (a, b) = segment(at: progress)
    if a.input == b.input { return 0 }
    return (b.output - a.output) / (b.input - a.input)
  }

  /// The CSS serialisation of the canonical points: `linear(0 0%, 0.25 50%, 1 100%)`.
  public var description: String {
    let stops = points.map { "\(cssNumber($0.output)) \(cssNumber($0.input * 100))%" }
    return "linear(\(stops.joined(separator: ", ")))"
  }
}
