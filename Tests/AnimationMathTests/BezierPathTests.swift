import Foundation
import TestSupport
import Testing

@testable import AnimationMath

/// Sample parameters from exact integer ratios k·E/(N−1): a single correctly
/// rounded division, so within half an ulp of 1.
let exactRatioTolerance = 0x1p-53

@Suite("Path and PathMeasure")
struct PathTests {
  // MARK: - Building

  @Test("elements become segments; close adds a line only when needed")
  func building() {
    var path = BezierPath()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 10, y: 0))
    path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 20, y: 5))
    path.addCurve(
      to: Point(x: 0, y: 10), control1: Point(x: 5, y: 15), control2: Point(x: 2, y: 12))
    path.closeSubpath()
    #expect(path.segments.count == 4)
    #expect(path.segments[3] == .line(LineSegment(start: Point(x: 0, y: 10), end: .zero)))
    #expect(path.currentPoint == .zero)

    // Already at the start: no closing segment.
    var closed = BezierPath()
    closed.move(to: Point(x: 1, y: 1))
    closed.addLine(to: Point(x: 2, y: 1))
    closed.addLine(to: Point(x: 1, y: 1))
    closed.closeSubpath()
    #expect(closed.segments.count == 2)
    #expect(closed.elements.count == 4)

    // After a close, drawing continues from the subpath's start.
    closed.addLine(to: Point(x: 1, y: 5))
    #expect(
      closed.segments.last == .line(LineSegment(start: Point(x: 1, y: 1), end: Point(x: 1, y: 5))))

    // No current point: a subpath starts at the origin.
    var implicit = BezierPath()
    implicit.addLine(to: Point(x: 3, y: 4))
    #expect(implicit.segments == [.line(LineSegment(start: .zero, end: Point(x: 3, y: 4)))])
    expectClose(implicit.length, 5, relative: 1e-16)

    // A lone close on an empty path does nothing.
    var empty = BezierPath()
    empty.closeSubpath()
    #expect(empty.isEmpty)
    #expect(empty.boundingBox == nil)
    #expect(empty.length.isZero)
  }

  @Test("moves are jumps: subpaths add their lengths only")
  func subpaths() throws {
    let path = try BezierPath(svgPathData: "M0 0 H10 M100 100 V103 H104 Z")
    // 10 + 3 + 4 + the closing 5 (the 3-4-5 triangle).
    #expect(path.segments.count == 4)
    expectClose(PathMeasure(path).length, 22, relative: 1e-15)
    let box = try #require(path.boundingBox)
    #expect(box == BoundingBox(minimum: .zero, maximum: Point(x: 104, y: 103)))
  }

  // MARK: - Sampling by parameter (Core Animation's linear mode)

  @Test("parameter spacing gives each segment an equal share of progress")
  func parameterSpacing() throws {
    let measure = PathMeasure(try BezierPath(svgPathData: "M0 0 L10 0 Q20 0 20 10"))
    let samples = try measure.samples(count: 5, spacing: .parameter)
    let expected: [(Int, Double)] = [(0, 0), (0, 0.5), (1, 0), (1, 0.5), (1, 1)]
    #expect(samples.count == expected.count)
    for (sample, (segment, t)) in zip(samples, expected) {
      #expect(sample.segment == segment)
      expectClose(sample.parameter, t, absolute: exactRatioTolerance)
      expectClose(
        sample.arcLength, measure.arcLength(segment: segment, parameter: t), absolute: 0,
        "arc length is s at the sample's own parameter")
    }
    expectClose(samples[1].x, 5, absolute: 1e-15)
    expectClose(samples.last!.arcLength, measure.length, absolute: 0)
    // Angles: along +x on the line; the quadratic ends heading +y.
    expectClose(samples[0].angle, 0, absolute: 0)
    expectClose(samples[4].angle, Double.pi / 2, absolute: angleTolerance)
  }

  // MARK: - Sampling by arc length (paced mode)

  @Test(
    "arc spacing: equal arc lengths, checked by independent splits", arguments: [UInt64(401), 402])
  func arcSpacing(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var path = BezierPath()
    path.move(to: Point(x: rng.uniform(-100...100), y: rng.uniform(-100...100)))
    for _ in 0..<6 {
      let cubic = randomCubic(&rng)
      path.addCurve(to: cubic.end, control1: cubic.control1, control2: cubic.control2)
      path.addQuadCurve(to: cubic.start, control: cubic.control2)
      path.addLine(to: cubic.control1)
    }
    path.closeSubpath()
    let measure = PathMeasure(path)
    let count = 257
    let samples = try measure.samples(count: count, spacing: .arcLength)
    let total = measure.length
    #expect(samples.count == count)
    expectClose(samples[0].position, path.segments[0].start, absolute: 0)
    expectClose(samples[count - 1].position, path.segments.last!.end, absolute: 0)
    for (k, sample) in samples.enumerated() {
      let target = total * Double(k) / Double(count - 1)
      expectClose(
        sample.arcLength, target, absolute: 0, "seed \(seed) sample \(k) reports its target")
      // Independent: the length of the segment's piece [0, t] by a split.
      let piece = path.segments[sample.segment].split(at: sample.parameter).0
      let reached = measure.segmentStarts[sample.segment] + piece.length
      expectClose(
        reached, target, absolute: inverseTolerance * total,
        "seed \(seed) sample \(k): segment \(sample.segment) t = \(sample.parameter)")
      expectClose(
        sample.position, path.segments[sample.segment].point(at: sample.parameter), absolute: 0)
      if k > 0 {
        // A chord is never longer than its arc.
        let chord = sample.position.distance(to: samples[k - 1].position)
        #expect(chord <= total / Double(count - 1) * (1 + 1e-12), "seed \(seed) sample \(k)")
      }
    }
  }

  @Test("the seed's S curve: 11 paced samples")
  func seedSCurve() throws {
    let measure = PathMeasure(try BezierPath(svgPathData: "M0,0 C100,0 200,300 300,300"))
    // a measured S curve; also in the mpmath table (s_curve).
    expectClose(measure.length, 437.171922289685066519325116341736, relative: lengthTolerance)
    let samples = try measure.samples(count: 11, spacing: .arcLength)
    // The S curve is point-symmetric about its middle (150, 150).
    expectClose(samples[5].position, Point(x: 150, y: 150), absolute: 1e-10)
    expectClose(samples[5].parameter, 0.5, absolute: 1e-13)
    for k in 0..<5 {
      let mirrored = Point(x: 300, y: 300) - samples[10 - k].position
      expectClose(samples[k].position, mirrored, absolute: 1e-10, "sample \(k)")
    }
  }

  @Test("boundaries and clamping of sample(atArcLength:)")
  func boundaries() throws {
    // A zero-length segment first and last, between two unit lines.
    let path = try BezierPath(svgPathData: "M0 0 L0 0 L1 0 L1 1 L1 1")
    let measure = PathMeasure(path)
    expectClose(measure.length, 2, relative: 1e-16)
    let start = try measure.sample(atArcLength: -5)
    #expect(start.segment == 1)  // the first segment of positive length, at t = 0
    #expect(start.parameter.isZero)
    let end = try measure.sample(atArcLength: 7)
    #expect(end.segment == 2)  // the last one of positive length, at t = 1
    expectClose(end.parameter, 1, absolute: 0)
    let corner = try measure.sample(atArcLength: 1)
    #expect(corner.segment == 2)  // a boundary belongs to the later segment
    #expect(corner.parameter.isZero)
    expectClose(corner.angle, Double.pi / 2, absolute: angleTolerance)
  }

  // MARK: - Degenerate input

  @Test("a zero-length path gives a clear answer, never NaN")
  func zeroLength() throws {
    for data in ["M5 5 L5 5", "M5 5 C5 5 5 5 5 5", "M5 5 Q5 5 5 5 L5 5"] {
      let measure = PathMeasure(try BezierPath(svgPathData: data))
      #expect(measure.length.isZero, "\(data)")
      for spacing in PathSampleSpacing.allCases {
        let samples = try measure.samples(count: 4, spacing: spacing)
        for sample in samples {
          // Bernstein weights sum to 1 up to rounding: a few ulps of 5.
          expectClose(sample.position, Point(x: 5, y: 5), absolute: 1e-14, "\(data) \(spacing)")
          #expect(sample.arcLength.isZero && !sample.angle.isNaN && !sample.parameter.isNaN)
        }
      }
    }
  }

  @Test("sampling errors")
  func samplingErrors() throws {
    let moveOnly = PathMeasure(try BezierPath(svgPathData: "M5 5"))
    #expect(moveOnly.length.isZero)
    #expect(throws: PathSamplingError.noSegments) {
      try moveOnly.samples(count: 3, spacing: .arcLength)
    }
    #expect(throws: PathSamplingError.noSegments) { try moveOnly.sample(atArcLength: 0) }
    let line = PathMeasure(try BezierPath(svgPathData: "M0 0 L1 0"))
    #expect(throws: PathSamplingError.invalidSampleCount(1)) {
      try line.samples(count: 1, spacing: .parameter)
    }
    #expect(throws: PathSamplingError.invalidSampleCount(PathMeasure.maximumSampleCount + 1)) {
      try line.samples(count: PathMeasure.maximumSampleCount + 1, spacing: .parameter)
    }
    #expect("\(PathSamplingError.noSegments)".contains("no drawing segments"))
  }
}
