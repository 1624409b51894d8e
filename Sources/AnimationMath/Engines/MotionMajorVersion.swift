/// A major version of motion (framer-motion) whose spring generator
/// ``MotionSpringEngine`` follows.
public protocol MotionMajorVersion: Sendable {
  /// The major version number: 13 (motion) or 12 (framer-motion).
  static var major: Int { get }
}

/// motion 13.
public enum Motion13: MotionMajorVersion {
  /// 13.
  public static let major = 13
}

/// framer-motion 12.
public enum Motion12: MotionMajorVersion {
  /// 12.
  public static let major = 12
}
