/// CSS `steps(n, position)`: a staircase of `count` equal jumps.
///
/// Evaluation follows CSS Easing Level 1 (§ "step easing functions") to the
/// letter, including the *before flag*. For input progress p:
/// 1. step = ⌊p·n⌋;
/// 2. +1 for `jump-start` / `start` / `jump-both`;
/// 3. −1 if the before flag is set and p·n is an integer;
/// 4. if p ≥ 0 and step < 0, step = 0;
/// 5. jumps = n (`jump-start`, `jump-end`), n − 1 (`jump-none`), n + 1 (`jump-both`);
/// 6. if p ≤ 1 and step > jumps, step = jumps;
/// 7. output = step / jumps.
///
/// p·n is the rounded double product and "is an integer" is tested exactly on
/// it (`floor(p·n) == p·n`), so a step boundary is wherever the rounded product
/// is integral; stylo tests approximately instead. Inputs outside [0, 1] are
/// not clamped (steps 4 and 6 only apply inside), as the spec says. The
/// arithmetic stays in `Double`, so no input traps: ±∞ give ±∞ and NaN gives NaN.
public struct StepsEasing: Sendable, Hashable, CustomStringConvertible {
  /// Where the jumps sit (CSS `<step-position>`).
  public enum Position: String, Sendable, Hashable, CaseIterable {
    /// The first jump happens at the start (output > 0 right after 0).
    case jumpStart = "jump-start"
    /// The last jump happens at the end (output < 1 right before 1). The default.
    case jumpEnd = "jump-end"
    /// No jump at either end: n − 1 jumps, holding 0 and 1 for 1/n each.
    case jumpNone = "jump-none"
    /// Jumps at both ends: n + 1 jumps.
    case jumpBoth = "jump-both"
    /// Legacy name that evaluates as ``jumpStart`` (serialises as `start`).
    case start
    /// Legacy name that evaluates as ``jumpEnd`` (serialises as `steps(n)`).
    case end
  }

  /// The number of intervals n (≥ 1; ≥ 2 for ``Position/jumpNone``).
  public let count: Int
  /// Where the jumps sit.
  public let position: Position

  /// `step-start`: steps(1, start).
  public static let stepStart = StepsEasing(validatedCount: 1, position: .start)
  /// `step-end`: steps(1, end).
  public static let stepEnd = StepsEasing(validatedCount: 1, position: .end)

  /// Creates `steps(count, position)`.
  ///
  /// - Throws: ``EasingParameterError`` for `count` unless count ≥ 1, and
  ///   count ≥ 2 with ``Position/jumpNone``, and
  ///   count ≤ 2⁵³ (so that n, n ± 1 and p·n are exact in `Double`).
  public init(count: Int, position: Position = .end) throws(EasingParameterError) {
    let minimum = position == .jumpNone ? 2 : 1
    guard count >= minimum else {
      throw EasingParameterError(
        parameter: .count, value: Double(count),
        accepted: position == .jumpNone ? "an integer ≥ 2 for jump-none" : "an integer ≥ 1")
    }
    guard count <= Self.maximumCount else {
      throw EasingParameterError(
        parameter: .count, value: Double(count), accepted: "an integer ≤ 2^53")
    }
    self.init(validatedCount: count, position: position)
  }

  /// The largest count: 2⁵³.
  public static let maximumCount = 1 << 53

  init(validatedCount count: Int, position: Position) {
    self.count = count
    self.position = position
  }

  /// The number of jumps: n, n − 1 (`jump-none`) or n + 1 (`jump-both`).
  public var jumps: Int {
    switch position {
    case .jumpStart, .jumpEnd, .start, .end: count
    case .jumpNone: count - 1
    case .jumpBoth: count + 1
    }
  }

  /// The output for input `progress`.
  ///
  /// - Parameter beforeFlag: set when the animation is in its before phase
  ///   going forwards (or after phase going backwards); at a step point it
  ///   selects the value *before* the jump. Web Animations defines when it is set.
  public func value(at progress: Double, beforeFlag: Bool = false) -> Double {
    let n = Double(count)
    let scaled = progress * n
    var step = scaled.rounded(.down)
    switch position {
    case .jumpStart, .start, .jumpBoth: step += 1
    case .jumpEnd, .end, .jumpNone: break
    }
    if beforeFlag && step.isFinite && scaled == scaled.rounded(.down) { step -= 1 }
    if progress >= 0 && step < 0 { step = 0 }
    let jumps = Double(self.jumps)
    if progress <= 1 && step > jumps { step = jumps }
    return step / jumps
  }

  /// The slope: 0 everywhere except at the jumps, where it is undefined (0 is
  /// returned there too); NaN for NaN.
  public func slope(at progress: Double) -> Double {
    progress.isNaN ? progress : 0
  }

  /// The CSS serialisation: `steps(n)` for `end`/`jump-end`, else `steps(n, position)`.
  public var description: String {
    switch position {
    case .end, .jumpEnd: "steps(\(count))"
    default: "steps(\(count), \(position.rawValue))"
    }
  }
}
