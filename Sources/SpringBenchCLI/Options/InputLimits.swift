import AnimationMath

/// How large the spring, decay and path inputs may be so that the arithmetic
/// every engine does on them stays finite; beyond, the flag is refused when
/// it is read (exit 64).
///
/// The engines form products of two of these quantities (a squared
/// velocity in a rest test, stiffness/mass times a displacement, an energy
/// k·x² + m·v²); bounding each by 1e150 keeps every such product at most
/// 1e300, below `Double.greatestFiniteMagnitude` ≈ 1.8e308. An engine whose
/// own integrator still diverges (an explicit step far beyond its stability
/// limit) stops at its last finite frame with a note instead.
enum InputLimits {
  /// The largest |position|, |travel| or |velocity| accepted (units, units/s).
  static let magnitude = 1e150
  /// The largest stiffness/mass (1/s²) and damping/mass (1/s) accepted.
  static let rate = 1e150
  /// The largest |coordinate| of path data: a segment's derivative is at most
  /// 3·2e100 = 6e100, and its cube (the curvature's denominator) stays below 1e303.
  static let pathCoordinate = 1e100

  /// Refuses a spring whose k/m or c/m is beyond ``rate``, naming the typed
  /// flag (the mass when it was typed, else the first of the spring's flags).
  static func checkRates(_ spring: SpringParameters, _ arguments: ParsedArguments) throws(CommandLineError) {
    let rates = [("stiffness/mass", spring.stiffness / spring.mass), ("damping/mass", spring.damping / spring.mass)]
    for (name, value) in rates where !(value <= rate) {
      let typed =
        arguments.has(SpringFlags.mass)
        ? SpringFlags.mass.definition
        : SpringParametrisation.ownedFlags.first(where: { arguments.has($0) })
      guard let typed else { continue }
      throw .usage(
        .derivedParameter(
          flag: arguments.spelling(typed), given: arguments.raw(typed) ?? "", parameter: name,
          accepted: "at most 1e150 (larger rates overflow the engines' arithmetic)", value: value))
    }
  }

  /// Refuses path data with a coordinate beyond ``pathCoordinate``.
  static func checkPath(_ path: BezierPath, input: String) throws(CommandLineError) {
    for segment in path.segments {
      let points: [Point]
      switch segment {
      case .line(let line): points = [line.start, line.end]
      case .quadratic(let quadratic): points = [quadratic.start, quadratic.control, quadratic.end]
      case .cubic(let cubic): points = [cubic.start, cubic.control1, cubic.control2, cubic.end]
      case .arc(let arc):
        let reach = Swift.max(arc.radiusX, arc.radiusY)
        points = [arc.start, arc.end, arc.center, Point(x: reach, y: reach)]
      }
      for point in points
      where !(abs(point.x) <= pathCoordinate && abs(point.y) <= pathCoordinate) {
        throw .usage(
          .invalidInput(
            input: input,
            problem:
              "a coordinate of (\(point.x), \(point.y)) is beyond 1e100 in size; coordinates and radii must be at most 1e100, beyond which lengths and curvatures overflow"
          ))
      }
    }
  }
}
