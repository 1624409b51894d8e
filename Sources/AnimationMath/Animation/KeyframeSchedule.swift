/// Where a keyframe animation is at eased progress `q`: which segment, and how
/// far into it (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes; the choices are listed in README, "Documented choices").
///
/// Shared by value keyframes and path keyframes. Segment `i` is the first one
/// whose end key time exceeds `q` (else the last), and the fraction is clamped
/// to [0, 1]: before the first key time the first value holds, after the last
/// one the last value holds (seed 000's lineWidth holds 0.3 on [0.9, 1]).
public struct KeyframeSchedule: Sendable, Hashable {
  /// The key times in use, non-decreasing in [0, 1]: one per keyframe (the
  /// given ones, uniform ones, or paced ones).
  public let keyTimes: [Double]

  /// Key times for `count` keyframes: `given` when it has `count` entries (or
  /// `count + 1` for discrete), uniform `i/(count − 1)` otherwise (`i/count`
  /// slots for discrete), or paced from `distances` (the distance from each
  /// keyframe to the next) for the paced modes.
  ///
  /// Invalid key times (wrong count, decreasing, outside [0, 1], not finite)
  /// are ignored, as Core Animation documents.
  public init(count: Int, keyTimes given: [Double]?, mode: CalculationMode, distances: [Double] = []) {
    precondition(count >= 1, "a keyframe animation needs at least one keyframe")
    switch mode {
    case .paced, .cubicPaced:
      let total = distances.reduce(0, +)
      if distances.count == count - 1, total > 0, total.isFinite {
        var times = [0.0]
        var running = 0.0
        for d in distances.dropLast() {
          running += d
          times.append(running / total)
        }
        if count > 1 { times.append(1) }
        keyTimes = times
      } else {
        keyTimes = Self.uniform(count: count, discrete: false)
      }
    case .discrete:
      if let given, given.count == count || given.count == count + 1, Self.isValid(given) {
        keyTimes = given
      } else {
        keyTimes = Self.uniform(count: count, discrete: true)
      }
    case .linear, .cubic:
      if let given, given.count == count, Self.isValid(given) {
        keyTimes = given
      } else {
        keyTimes = Self.uniform(count: count, discrete: false)
      }
    }
  }

  /// `i/(count − 1)` (both ends included), or `i/count` slots for discrete.
  static func uniform(count: Int, discrete: Bool) -> [Double] {
    if count == 1 { return [0] }
    let slots = Double(discrete ? count : count - 1)
    return (0..<count).map { Double($0) / slots }
  }

  /// Non-decreasing, finite, in [0, 1].
  static func isValid(_ times: [Double]) -> Bool {
    guard times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return false }
    return zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
  }

  /// The segment `i` (from keyframe `i` to `i + 1`) and the fraction `u ∈ [0, 1]`
  /// into it for eased progress `q`. With a single keyframe: `(0, 0)`.
  public func segment(at q: Double) -> (index: Int, fraction: Double) {
    let last = keyTimes.count - 1
    guard last >= 1 else { return (0, 0) }
    var index = last - 1
    for i in 0..<last where keyTimes[i + 1] > q {
      index = i
      break
    }
    let start = keyTimes[index]
    let length = keyTimes[index + 1] - start
    // A zero-length last segment (equal key times) is a jump: past it, its end.
    guard length > 0 else { return (index, 1) }
    return (index, min(max((q - start) / length, 0), 1))
  }

  /// The keyframe a discrete animation shows at `q`: the last one whose key
  /// time is ≤ q ("each value holds until the next key time"), clamped to the
  /// `count` values.
  func discreteIndex(at q: Double, count: Int) -> Int {
    var index = 0
    for (i, time) in keyTimes.enumerated() where time <= q { index = i }
    return min(index, count - 1)
  }

  /// The length of segment `i`, `k_{i+1} − k_i`, with the ghost key times
  /// `k_{−1} = 2k_0 − k_1` and `k_m = 2k_{m−1} − k_{m−2}` at the ends (for the
  /// cubic modes' tangent scaling).
  func span(_ i: Int) -> Double {
    let last = keyTimes.count - 1
    if i < 0 { return span(0) }
    if i >= last { return span(last - 1) }
    return keyTimes[i + 1] - keyTimes[i]
  }
}
