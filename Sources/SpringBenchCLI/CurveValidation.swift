import AnimationMath
import GSLOracle

/// The easing, path and timing families of `springbench validate`.
enum CurveValidation {
  /// Issue 3's bound on cubic-bezier outputs.
  static let easingAgreement = 1e-14
  /// Issue 4's bound on arc length, relative.
  static let arcLengthAgreement = 1e-12

  /// Random cubic-bezier curves (x1, x2 ∈ [0, 1], y ∈ [−1, 2]) against GSL's Brent solver.
  static func easing(cases: Int, seed: UInt64) -> ValidationRow {
    var rng = SplitMix64(seed: seed &+ 0xEA5E)
    var row = ValidationRow(family: "easing/cubic-bezier", reference: "GSL Brent", tolerance: easingAgreement)
    for _ in 0..<cases {
      let x1 = rng.uniform(0...1), y1 = rng.uniform(-1...2), x2 = rng.uniform(0...1), y2 = rng.uniform(-1...2)
      guard let curve = try? CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2) else { continue }
      for _ in 0..<4 {
        let p = rng.uniform(0...1)
        let label = "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(p)"
        do {
          let reference = try GSLTimingOracle.evaluate(curve, at: p).value
          let error = abs(curve.value(at: p) - reference)
          row.record(absolute: error, relative: error, at: label)
        } catch {
          row.recordFailure("\(label): \(error)")
        }
      }
    }
    return row
  }

  /// Random cubics (a third with exact cusps) against GSL qag GAUSS61 + cquad.
  static func paths(cases: Int, seed: UInt64) -> ValidationRow {
    var rng = SplitMix64(seed: seed &+ 0xA7C)
    var row = ValidationRow(family: "paths/arc-length", reference: "GSL qag GAUSS61 + cquad", tolerance: arcLengthAgreement)
    for index in 0..<cases {
      func point() -> Point { Point(x: rng.uniform(-100...100), y: rng.uniform(-100...100)) }
      var cubic = CubicBezier(start: point(), control1: point(), control2: point(), end: point())
      if index % 3 == 0 {
        // A cusp: control points crossed so that the speed vanishes inside.
        cubic = CubicBezier(start: cubic.start, control1: cubic.end, control2: cubic.start, end: cubic.end)
      }
      let label = "C(\(cubic.start.x),\(cubic.start.y) \(cubic.control1.x),\(cubic.control1.y) \(cubic.control2.x),\(cubic.control2.y) \(cubic.end.x),\(cubic.end.y))"
      do {
        let reference = try GSLArcLengthOracle.measure(cubic).qag
        let length = ArcLengthTable(cubic).length
        let error = abs(length - reference)
        row.record(absolute: error, relative: error / max(reference, .leastNormalMagnitude), at: label)
      } catch {
        row.recordFailure("\(label): \(error)")
      }
    }
    return row
  }

  /// Random CAMediaTiming objects with a random cubic-bezier timing function:
  /// the eased progress q = f(p) through the model against GSL solving f at the
  /// model's p. Checks the timing pipeline's easing against the oracle.
  static func timing(cases: Int, seed: UInt64) -> ValidationRow {
    var rng = SplitMix64(seed: seed &+ 0x7135)
    var row = ValidationRow(family: "timing/eased-progress", reference: "GSL Brent at the model's p", tolerance: easingAgreement)
    for _ in 0..<cases {
      guard
        let timing = try? MediaTiming(
          beginTime: rng.uniform(-1...1), duration: rng.uniform(0.1...2), speed: rng.uniform(0.25...3),
          timeOffset: rng.uniform(0...1), repeatCount: rng.uniform(0...4).rounded(.down) + 1,
          autoreverses: rng.uniform(0...1) < 0.5, fillMode: .both, removedOnCompletion: false),
        let curve = try? CubicBezierTiming(
          x1: rng.uniform(0...1), y1: rng.uniform(-0.5...1.5), x2: rng.uniform(0...1), y2: rng.uniform(-0.5...1.5))
      else { continue }
      let function = TimingFunction.cubicBezier(curve)
      for _ in 0..<4 {
        let t = rng.uniform(-2...12)
        guard let p = timing.evaluate(parentTime: t).progress,
          let q = timing.easedProgress(parentTime: t, timingFunction: function)
        else { continue }
        let label = "\(function) t=\(t) p=\(p)"
        do {
          let reference = try GSLTimingOracle.evaluate(curve, at: p).value
          let error = abs(q - reference)
          row.record(absolute: error, relative: error, at: label)
        } catch {
          row.recordFailure("\(label): \(error)")
        }
      }
    }
    return row
  }
}
