/// The tangent direction of a polynomial curve, including at points where
/// the speed vanishes (cusps, coincident control points).
///
/// Where `B′(t) ≠ 0` the direction is that of `B′(t)`. Where `B′(t) = 0`
/// the direction is the limit of `B′(u)/|B′(u)|` as `u → t`, which Taylor's
/// theorem gives as the first non-vanishing higher derivative:
/// `B′(t + h) ≈ B″(t)·h + B‴(t)·h²/2`. The limit is taken from the right
/// (`u ↓ t`, the direction the curve leaves in) except at `t = 1`, where only
/// the left limit exists; from the left, `B″` enters with a minus sign and
/// `B‴` with a plus sign. At an interior cusp the two one-sided limits differ
/// by π; the right one is reported, so `rotationMode = auto` turns at the
/// cusp rather than before it. This reproduces Skia's end rules
/// (`P₁ = P₀` → along `P₂ − P₀`, then `P₃ − P₀`; `P₂ = P₃` → along `P₃ − P₁`).
enum LimitTangent {
  /// A derivative counts as zero when its length is at most this fraction of
  /// the curve's derivative scale (`degree × max |Pᵢ₊₁ − Pᵢ|`, in the max-norm).
  ///
  /// Rounding leaves ~1e-16 of the scale in a computed zero derivative, so
  /// its direction is noise; one step above this threshold the direction of
  /// the computed `B′` is good to ~1e-4 rad, while below it the limit
  /// direction differs from the true one by about the threshold itself.
  static let zeroThreshold = 1e-12

  /// `atan2` of the first derivative that is not zero relative to `scale`,
  /// with the sign rule above; the highest one's angle (0 for a zero
  /// vector) when all are negligible.
  ///
  /// - Parameters:
  ///   - first: `B′(t)`.
  ///   - second: `B″(t)`.
  ///   - third: `B‴(t)` (zero for a quadratic).
  ///   - scale: the derivative scale of the curve (≥ 0).
  ///   - isEnd: whether `t = 1`, so that only the left limit exists.
  static func angle(
    first: Point, second: Point, third: Point = .zero, scale: Double, isEnd: Bool
  ) -> Double {
    let threshold = zeroThreshold * scale
    if !isNegligible(first, threshold) { return first.angle }
    // From the left, B″ enters as −h and B‴ as h²/2.
    if !isNegligible(second, threshold) { return (isEnd ? -second : second).angle }
    return third.angle
  }

  /// The signed curvature `(x′y″ − y′x″)/|B′|³` from `first` = `B′(t)` and
  /// `second` = `B″(t)`, with its limit where `B′(t)` is negligible relative
  /// to `scale`: with `B′(t + h) = B″h + B‴h²/2` the numerator is
  /// `(B″ × B‴)·h²/2` and the denominator `|B″|³·|h|³`, so the limit is `±∞`
  /// with the sign of `B″ × B‴` (`third` = `B‴`) from either side, and 0 when
  /// that cross product is negligible (a retraced straight line, a point).
  static func curvature(first d: Point, second dd: Point, third: Point, scale: Double) -> Double {
    let threshold = zeroThreshold * scale
    if !isNegligible(d, threshold) {
      let speed = Libm.hypot(d.x, d.y)
      let value = (d.x * dd.y - d.y * dd.x) / (speed * speed * speed)
      if !value.isNaN { return value }
    }
    // B″ × B‴ is of the order of scale², hence the threshold times scale.
    let cross = dd.x * third.y - dd.y * third.x
    if abs(cross) <= threshold * scale || cross.isNaN { return 0 }
    return cross > 0 ? .infinity : -.infinity
  }

  /// Whether `vector` is no longer than `threshold`, without overflow.
  static func isNegligible(_ vector: Point, _ threshold: Double) -> Bool {
    abs(vector.x) <= threshold && abs(vector.y) <= threshold
      && vector.length <= threshold
  }

  /// `max |Pᵢ₊₁ − Pᵢ|` over the control polygon `points`.
  static func largestStep(_ points: Point...) -> Double {
    var largest = 0.0
    for index in 1..<points.count {
      let step = points[index] - points[index - 1]
      largest = max(largest, abs(step.x), abs(step.y))
    }
    // The max-norm is within √2 of the Euclidean one: enough for a threshold.
    return largest
  }
}
