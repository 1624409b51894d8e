/// A recorded animation ready to fit: samples sorted by time, duplicates merged.
///
/// Real captures come unsorted, with repeated timestamps (two frames on one
/// vsync), without a sample at t = 0, and quantised in time and value. This
/// type sorts the samples (stably), replaces each run of equal times by one
/// sample at the mean of its values, and keeps a note of what it did. Times
/// are used as given: the models take any clock origin, and quantised frame
/// times are exact sample times of the curve they show.
public struct FitCapture: Sendable {
  /// Sample times in seconds, strictly increasing.
  public let times: [Double]
  /// Sample values, in any units.
  public let values: [Double]
  /// What the cleaning did (sorting, merged duplicates), in plain English.
  public let notes: [String]

  /// Cleans `times` and `values` (same count).
  ///
  /// - Throws: ``FitInputError`` if the counts differ, the capture is empty,
  ///   or a time or value is not finite (naming its row and column).
  public init(times: [Double], values: [Double]) throws(FitInputError) {
    guard times.count == values.count else {
      throw FitInputError(
        row: nil, column: nil, message: "\(times.count) times but \(values.count) values")
    }
    guard !times.isEmpty else { throw FitInputError(row: nil, column: nil, message: "no samples") }
    for i in times.indices {
      if !times[i].isFinite { throw FitInputError(row: i, column: "t", message: "is \(times[i]), not a finite time") }
      if !values[i].isFinite {
        throw FitInputError(row: i, column: "value", message: "is \(values[i]), not a finite value")
      }
    }
    var notes: [String] = []
    var order = Array(times.indices)
    var sorted = true
    for i in 1..<Swift.max(1, times.count) where times[i] < times[i - 1] {
      sorted = false
      break
    }
    if !sorted {
      // Stable: equal times keep their input order.
      order.sort { times[$0] < times[$1] || (times[$0] == times[$1] && $0 < $1) }
      notes.append("samples sorted by time")
    }
    var cleanTimes: [Double] = []
    var cleanValues: [Double] = []
    cleanTimes.reserveCapacity(times.count)
    cleanValues.reserveCapacity(times.count)
    var merged = 0
    var k = 0
    while k < order.count {
      let t = times[order[k]]
      var sum = 0.0
      var count = 0
      while k < order.count && times[order[k]] == t {  // exact: repeated timestamps
        sum += values[order[k]]
        count += 1
        k += 1
      }
      merged += count - 1
      cleanTimes.append(t)
      cleanValues.append(count == 1 ? sum : sum / Double(count))
    }
    if merged > 0 { notes.append("\(merged) samples with repeated times merged (mean value)") }
    self.times = cleanTimes
    self.values = cleanValues
    self.notes = notes
  }

  /// Samples after cleaning.
  public var count: Int { times.count }

  /// The capture restricted to `range` of its (cleaned) indices.
  func slice(_ range: Range<Int>, note: String?) -> FitCapture {
    FitCapture(
      cleanTimes: Array(times[range]), values: Array(values[range]), notes: notes + (note.map { [$0] } ?? []))
  }

  init(cleanTimes: [Double], values: [Double], notes: [String]) {
    self.times = cleanTimes
    self.values = values
    self.notes = notes
  }

  /// A robust estimate of the noise standard deviation from second
  /// differences: 1.4826·median|Δ²x|/√6 (Δ² of white noise has variance 6σ²;
  /// 1.4826 turns a median absolute value into σ for a Gaussian). The smooth
  /// signal adds little to the median at frame rates that resolve it.
  var noiseEstimate: Double {
    guard values.count >= 5 else { return 0 }
    var d: [Double] = []
    d.reserveCapacity(values.count - 2)
    for i in 1..<(values.count - 1) { d.append(abs(values[i + 1] - 2 * values[i] + values[i - 1])) }
    d.sort()
    return 1.4826 * d[d.count / 2] / 6.0.squareRoot()
  }
}
