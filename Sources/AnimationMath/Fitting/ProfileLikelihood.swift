/// The profile of the residual sum of squares along one parameter of a
/// fitted curve, and the interval where it stays within
/// ``FitInterval/threshold``·s² of the optimum.
///
/// The profile at θ is min RSS over the other free parameters with parameter
/// j held at θ; its rise is (profile − RSS at the optimum)/s². Each point is
/// a ``LevenbergMarquardt`` solve warm-started from the points already
/// solved: from the last one or from the other parameters extrapolated
/// along the path of the last two, whichever costs less. Any solve bounds
/// the profile from above, so a rise below the threshold places a point
/// inside whatever the solve; the point reported as an end (rise at or above
/// it) is solved again in full from two starts (``confirmed(_:_:inside:first:)``).
///
/// An end of the interval is found by walking out from the optimum in steps
/// that grow (×1.5 to ×4, aimed at the threshold as if the rise were
/// quadratic) until the rise passes the threshold, then by false position
/// (Illinois, each trial aimed just past the estimate) on √rise − 3 inside
/// that bracket until it is narrower than ``relativeTolerance`` of the end's
/// distance from the optimum; the end reported is the bracket's outer point
/// (the interval errs wide), once confirmed. The walk
/// stops at the parameter's bound (a one-sided interval,
/// ``FitInterval/End/bound``) or after ``maximumSteps`` steps with the rise
/// still below the threshold, or once the curve has left the fit's scale
/// (``farthest``): ``FitInterval/End/unbounded``, the end being the furthest
/// value reached. A point where the curve cannot be evaluated
/// counts as beyond the threshold (the domain ends there).
struct ProfileLikelihood<Curve: FittableCurve> {
  /// Most steps of the outward walk on one side: 24 (steps grow at least
  /// ×1.5 and up to ×4, so a flat profile is followed over 1e4–1e14 of the
  /// first step).
  static var maximumSteps: Int { 24 }
  /// Most false-position refinements of one end: 16.
  static var maximumRefinements: Int { 16 }
  /// How far a flat profile is followed: until some parameter (the held one
  /// or another) has moved 1e3·max(|its optimum value|, 1) from the optimum
  /// (the end is then ``FitInterval/End/unbounded`` at the last point inside).
  /// Beyond, the curves leave the fit's scale (a rest position of 1e12 px, ζ
  /// of 1e9) and both this model and any other lose the digits to say whether
  /// the cost is still flat.
  static var farthest: Double { 1e3 }
  /// An end is located to 1% of its distance from the optimum.
  static var relativeTolerance: Double { 0.01 }
  /// Most iterations of an exploring solve (a refinement point, and a walk
  /// point where ``walkExplores``): 10.
  /// A warm start converges in a few; a solve stopped at the limit still
  /// gives an upper bound of the profile, which places a point inside
  /// honestly, a point it leaves outside is solved again in full before it
  /// ends the walk, and the end reported is always solved in full.
  static var exploringIterations: Int { 10 }
  /// True for the cubic-bézier model: its walk points are solved by the
  /// exploring solver, like the refinement points (its long captures make
  /// each iteration dear). The spring's and the decay's walk points are
  /// solved in full: their flat profiles run out towards ``farthest``, and
  /// a full solve keeps each step, and so an unbounded end, where it was.
  static var walkExplores: Bool { Curve.model == .cubicBezier }
  /// How far past the false-position estimate a refinement aims, in units of
  /// the tolerance: 0.4, so that a trial just inside and one just outside an
  /// accurate estimate leave a bracket of 0.8 of the tolerance.
  static var guardFraction: Double { 0.4 }

  /// The capture fitted.
  let capture: FitCapture
  /// The optimum: every parameter, natural units.
  let optimum: [Double]
  /// The parameters free in the fit.
  let free: [Bool]
  /// The bounds of the fit (every parameter).
  let lower: [Double], upper: [Double]
  /// The residual sum of squares at the optimum.
  let rss: Double
  /// s² = RSS/(m − k), > 0.
  let variance: Double
  /// The solver of each profile point.
  let solver: LevenbergMarquardt

  /// A point of the profile: the held value, its rise and the minimising parameters.
  struct Point {
    var value: Double
    var rise: Double
    var parameters: [Double]
  }

  /// The rise of the profile with parameter `j` held at `value`, the others
  /// minimised from `last` and from the start predicted along the path
  /// through `previous` and `last` (linear extrapolation of every other
  /// parameter in the held value), whichever costs less before the solve.
  /// A refinement point (`exploring`) is solved by the exploring solver
  /// (``exploringIterations``), a walk point (`exploring` ``walkExplores``)
  /// by it or in full. Either way a rise below the threshold places the
  /// point inside, since the profile is the minimum over the others and
  /// lies at or below any cost a solve reaches; a rise at or above it only
  /// ends the walk or narrows the bracket, and the end reported is
  /// confirmed from two starts (``confirmed(_:_:inside:first:)``), where a
  /// lower minimum lets the walk go on.
  func point(_ j: Int, at value: Double, previous: Point?, last: Point, exploring: Bool) -> Point {
    var starts = [last.parameters]
    if let previous, previous.value != last.value {  // exact: two distinct points define the path
      let ratio = (value - last.value) / (last.value - previous.value)
      var predicted = last.parameters
      for i in predicted.indices where free[i] && i != j {
        let step = ratio * (last.parameters[i] - previous.parameters[i])
        predicted[i] = Swift.min(Swift.max(predicted[i] + step, lower[i]), upper[i])
      }
      starts.append(predicted)
    }
    if starts.count == 2 {
      var held = starts[1]
      held[j] = value
      var kept = starts[0]
      kept[j] = value
      if !(rise(at: kept) < rise(at: held)) { starts.swapAt(0, 1) }
    }
    guard exploring else { return point(j, at: value, from: starts[0], solver: solver) }
    var explorer = solver
    explorer.maximumIterations = Swift.min(solver.maximumIterations, Self.exploringIterations)
    return point(j, at: value, from: starts[0], solver: explorer)
  }

  /// `outside` (rise at or above the threshold) with its rise confirmed as a
  /// minimum: solved again with the full solver from its own parameters (the
  /// exploring solve may have stopped at its iteration limit) and from a
  /// fresh start near the optimum (a narrow valley can lose a warm start
  /// that a fresh one keeps): the optimum moved along the straight path
  /// through `first`, the walk's first point (solved from the optimum
  /// itself), out to the held value, each parameter clipped to its bounds.
  /// That start depends on the optimum and the first step only, never on
  /// the warm starts that led to `outside`, and begins the descent near the
  /// profile's path (its chord through `first`) rather than across its
  /// valley. The lowest rise is kept, and it may fall below the threshold.
  /// `inside` (its neighbour below the threshold, within the bracket's 1% of
  /// it) is not a start of its own: `outside` was solved from an inside
  /// neighbour or from a start extrapolated through one, and re-solving from
  /// its own parameters reaches what that start would.
  func confirmed(_ j: Int, _ outside: Point, inside: Point, first: Point) -> Point {
    var best = outside
    for start in [outside.parameters, fresh(j, at: outside.value, along: first)] {
      let other = point(j, at: outside.value, from: start, solver: solver)
      if other.rise < best.rise { best = other }
    }
    return best
  }

  /// The optimum moved along the straight line through it and `first` (a
  /// profile point of parameter `j` solved from the optimum) to `value` of
  /// parameter `j`, each parameter clipped to its bounds; the optimum itself
  /// when `first` does not lie off it in `j` or could not be solved.
  func fresh(_ j: Int, at value: Double, along first: Point) -> [Double] {
    let run = first.value - optimum[j]
    guard run != 0, first.rise.isFinite else { return optimum }  // exact: no direction to follow
    let ratio = (value - optimum[j]) / run
    var start = optimum
    for i in start.indices where free[i] && i != j {
      let moved = optimum[i] + ratio * (first.parameters[i] - optimum[i])
      start[i] = Swift.min(Swift.max(moved, lower[i]), upper[i])
    }
    return start
  }

  /// The rise of the profile with parameter `j` held at `value`, the others
  /// minimised from `warm` by `solver`; +∞ when the curve cannot be evaluated there.
  func point(_ j: Int, at value: Double, from warm: [Double], solver: LevenbergMarquardt) -> Point {
    var start = warm
    start[j] = value
    var heldFree = free
    heldFree[j] = false
    let solve = CurveFitter<Curve>.solve(
      capture, start: start, free: heldFree, solver: solver, lower: lower, upper: upper)
    FitWorkCount.recordProfileSolve(iterations: solve.result.iterations)
    let cost = 2 * solve.result.cost
    guard cost.isFinite, solve.result.termination != .nonFinite else {
      return Point(value: value, rise: .infinity, parameters: warm)
    }
    // A profile point below the optimum (a better minimum nearby) rises by 0.
    return Point(value: value, rise: Swift.max(cost - rss, 0) / variance, parameters: solve.parameters)
  }

  /// The rise of the residual sum of squares at `parameters` (nothing re-minimised).
  func rise(at parameters: [Double]) -> Double {
    var curve = Curve(parameterValues: parameters)
    var sum = 0.0
    for i in 0..<capture.count {
      let r = curve.value(at: capture.times[i]) - capture.values[i]
      sum += r * r
    }
    return sum.isFinite ? (sum - rss) / variance : .infinity
  }

  /// The profile interval of parameter `j`, walking out from the optimum
  /// with first steps of `step` (> 0, natural units).
  func interval(_ j: Int, step: Double) -> FitInterval {
    let low = end(j, side: -1, step: step)
    let high = end(j, side: 1, step: step)
    return FitInterval(
      lower: low.point.value, upper: high.point.value, lowerEnd: low.end, upperEnd: high.end, method: .profile,
      lowerParameters: low.point.parameters, upperParameters: high.point.parameters)
  }

  /// One end of the interval of parameter `j`, on `side` (−1 or +1).
  func end(_ j: Int, side: Double, step: Double) -> (point: Point, end: FitInterval.End) {
    let center = optimum[j]
    let bound = side > 0 ? upper[j] : lower[j]
    if center == bound {  // exact: the solver projects onto its bounds
      return (Point(value: center, rise: 0, parameters: optimum), .bound)
    }
    let threshold = FitInterval.threshold
    var inside = Point(value: center, rise: 0, parameters: optimum)
    var previous: Point?
    var first: Point?
    var distance = step
    for _ in 0..<Self.maximumSteps {
      var value = center + side * distance
      let onBound = side * (value - bound) >= 0
      if onBound { value = bound }
      var next = point(j, at: value, previous: previous, last: inside, exploring: Self.walkExplores)
      if first == nil { first = next }
      if next.rise >= threshold {
        let bracket = refine(j, inside: inside, outside: next)
        let end = confirmed(j, bracket.outside, inside: bracket.inside, first: first ?? next)
        if end.rise >= threshold { return (end, .threshold) }
        // A lower minimum than the exploring solve found: the walk goes on from it.
        next = end
        previous = bracket.inside
      } else {
        previous = inside
      }
      guard isNear(next.parameters) else { return (settled(j, inside), .unbounded) }
      if onBound && next.value == bound { return (settled(j, next), .bound) }  // exact: clipped to the bound above
      inside = next
      // Aim at the threshold as if the rise were quadratic in the distance.
      distance = abs(next.value - center)
      let aimed = next.rise > 0 ? distance * (threshold / next.rise).squareRoot() * 1.05 : 4 * distance
      distance = Swift.min(Swift.max(aimed, 1.5 * distance), 4 * distance)
    }
    return (settled(j, inside), .unbounded)
  }

  /// `point` (inside) solved again in full from its own parameters when that
  /// lowers its rise: an end reported inside the threshold (a bound, or as
  /// far as the walk went) carries the curve the data allow there, which
  /// the exploring solve may have left short of its minimum.
  func settled(_ j: Int, _ point: Point) -> Point {
    guard point.value != optimum[j] else { return point }  // exact: the optimum itself
    let solved = self.point(j, at: point.value, from: point.parameters, solver: solver)
    return solved.rise < point.rise ? solved : point
  }

  /// True when every parameter of `parameters` lies within ``farthest``·max(|optimum|, 1)
  /// of the optimum's value: the walk is still among curves of the fit's own scale.
  func isNear(_ parameters: [Double]) -> Bool {
    for (p, o) in zip(parameters, optimum) where !(abs(p - o) <= Self.farthest * Swift.max(abs(o), 1)) {
      return false
    }
    return true
  }

  /// The bracket, inside `inside` (rise below the threshold) and `outside`
  /// (at or above it), of the value where √rise = √threshold, narrowed to
  /// ``relativeTolerance`` of its distance from the optimum; its outer end is
  /// the end to report (the interval errs wide, by at most the bracket's width).
  ///
  /// Each trial is the false-position estimate (on √rise − 3, which is close
  /// to linear in the value where the profile is close to quadratic) moved
  /// by ``guardFraction`` of the tolerance towards the end of the bracket
  /// that did not move last, with the Illinois halving of that end's value
  /// (M. Dowell and P. Jarratt, BIT 11, 1971): when the estimate is good, one
  /// trial lands just inside and the next just outside, and the bracket is
  /// closed in two.
  func refine(_ j: Int, inside: Point, outside: Point) -> (inside: Point, outside: Point) {
    let root = FitInterval.threshold.squareRoot()
    // An infinite rise (no curve there) is capped so the secant stays defined.
    func f(_ rise: Double) -> Double { Swift.min(rise, 1e6).squareRoot() - root }
    var a = inside
    var b = outside
    var fa = f(a.rise)
    var fb = f(b.rise)
    var lastMoved = 0
    let center = optimum[j]
    for _ in 0..<Self.maximumRefinements {
      let tolerance = Self.relativeTolerance * abs(b.value - center)
      if abs(b.value - a.value) <= tolerance { break }
      var x = a.value - fa * (b.value - a.value) / (fb - fa)
      // Towards b after a moved (or first), towards a after b moved.
      let towardsOutside = lastMoved != 1
      let direction: Double = (b.value > a.value) == towardsOutside ? 1 : -1
      x += direction * Self.guardFraction * tolerance
      if !(x > Swift.min(a.value, b.value) && x < Swift.max(a.value, b.value)) { x = 0.5 * (a.value + b.value) }
      let p = point(j, at: x, previous: b.rise.isFinite ? b : nil, last: a, exploring: true)
      let fp = f(p.rise)
      if fp < 0 {
        a = p
        fa = fp
        if lastMoved == -1 { fb *= 0.5 }
        lastMoved = -1
      } else {
        b = p
        fb = fp
        if lastMoved == 1 { fa *= 0.5 }
        lastMoved = 1
      }
    }
    return (a, b)
  }
}
