/// Why a path cannot be sampled.
public enum PathSamplingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path has no drawing segment (it is empty or holds only moves).
  case noSegments
  /// The sample count is below 2 or above ``PathMeasure/maximumSampleCount``.
  case invalidSampleCount(Int)
  /// An arc length asked of ``PathMeasure/samples(atArcLengths:)`` is NaN
  /// or infinite.
  case nonFiniteArcLength(Double)

  /// One line, e.g. "the path has no drawing segments".
  public var description: String {
    switch self {
    case .noSegments:
      "the path has no drawing segments (only moves, or nothing)"
    case .invalidSampleCount(let count):
      "the sample count must be between 2 and \(PathMeasure.maximumSampleCount); got \(count)"
    case .nonFiniteArcLength(let value):
      "an arc length must be finite; got \(value)"
    }
  }
}
