import AnimationMath

/// Writes keyframes as a Lottie animated property object, `{"a":1,"k":[…]}`,
/// in the shape bodymovin writes and ``LottieReader`` reads back: per keyframe
/// `t`, `s` (an array), `h` 1 for a hold, and `o`/`i` with per-dimension `x`
/// and `y` arrays; the last keyframe has no handles. Numbers are the shortest
/// decimals that read back to the same doubles, so a written property
/// evaluates exactly as the keyframes given.
public enum LottiePropertyWriter {
  /// The property object on one line.
  public static func json(_ keyframes: [LottieKeyframe]) -> String {
    var parts: [String] = []
    parts.reserveCapacity(keyframes.count)
    for (index, keyframe) in keyframes.enumerated() {
      var members = ["\"t\":\(number(keyframe.time))", "\"s\":\(array(keyframe.value))"]
      if keyframe.isHold { members.append("\"h\":1") }
      if index < keyframes.count - 1, !keyframe.isHold, let out = keyframe.outHandle, let into = keyframe.inHandle {
        members.append("\"o\":{\"x\":\(array(out.x)),\"y\":\(array(out.y))}")
        members.append("\"i\":{\"x\":\(array(into.x)),\"y\":\(array(into.y))}")
      }
      parts.append("{" + members.joined(separator: ",") + "}")
    }
    return "{\"a\":1,\"k\":[" + parts.joined(separator: ",") + "]}"
  }

  /// A JSON array of numbers.
  static func array(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ",") + "]" }

  /// A JSON number: the shortest round-trip decimal (`1.0` prints `1`).
  static func number(_ x: Double) -> String { DesignTokenFile.number(x) }
}
