/// What a platform changes in a motion token: the largest difference, in output
/// progress, between the platform's evaluation of its declaration and the exact
/// curve, where it occurs, and why.
public struct PlatformDeviation: Sendable, Hashable {
  /// The platform.
  public let platform: DeclarationPlatform
  /// The largest |platform − exact| in output progress over the grid; nil when
  /// no model of the platform's evaluation exists (said in ``cause``).
  public let maximumDeviation: Double?
  /// The input progress (time over the token's whole time, delay included) of
  /// the largest deviation; nil with ``maximumDeviation``.
  public let atProgress: Double?
  /// The causes, largest first, separated by `; `, or why nothing changes.
  public let cause: String
  /// The deviation (platform − exact) at ``MotionToken/deviationGridPoints`` + 1 inputs
  /// evenly spaced in [0, 1]; empty when there is no model.
  public let curve: [Double]

  /// Creates a deviation record.
  public init(
    platform: DeclarationPlatform, maximumDeviation: Double?, atProgress: Double?, cause: String, curve: [Double]
  ) {
    self.platform = platform
    self.maximumDeviation = maximumDeviation
    self.atProgress = atProgress
    self.cause = cause
    self.curve = curve
  }
}
