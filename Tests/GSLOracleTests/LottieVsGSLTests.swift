import AnimationMath
import AnimationScenes
import Foundation
import GSLOracle
import TestSupport
import Testing

/// The contract of exact evaluation: within 1e-12 of the segment's travel (its
/// arc length). GSL's lengths are good to ~2e-14 relative and Brent brackets t
/// to adjacent doubles, so the reference is ~100× tighter than this.
private let travelTolerance = 1e-12

/// One spatial segment of `dot.position` in Data/lottie/travel.json, written
/// out here from the file so that nothing of the core's reading reaches GSL.
struct LottieSpatialSegment {
  let frames: ClosedRange<Double>
  let cubic: CubicBezier
  let easing: (x1: Double, y1: Double, x2: Double, y2: Double)
}

let lottieTravelSegments = [
  LottieSpatialSegment(
    frames: 0...20,
    cubic: CubicBezier(
      start: Point(x: 100, y: 300), control1: Point(x: 300, y: 100), control2: Point(x: 700, y: 100),
      end: Point(x: 900, y: 300)),
    easing: (0.333, 0, 0.667, 1)),
  LottieSpatialSegment(
    frames: 20...30,
    cubic: CubicBezier(
      start: Point(x: 900, y: 300), control1: Point(x: 850, y: 400), control2: Point(x: 600, y: 350),
      end: Point(x: 500, y: 350)),
    easing: (0.4, 0, 0.2, 1.3)),
]

@Suite("Lottie exact evaluation vs GSL")
struct LottieVsGSLTests {
  /// GSL's position for eased progress e: the point at e·L (root finding on
  /// the quadrature), or past the end along the end tangent b − c2.
  static func reference(_ segment: LottieSpatialSegment, frame: Double) throws -> (point: Point, travel: Double) {
    let p = (frame - segment.frames.lowerBound) / (segment.frames.upperBound - segment.frames.lowerBound)
    let e = try GSLTimingOracle.evaluate(
      x1: segment.easing.x1, y1: segment.easing.y1, x2: segment.easing.x2, y2: segment.easing.y2, progress: p
    ).value
    let length = try GSLArcLengthOracle.measure(segment.cubic).qag
    if e <= 1 { return (try GSLSpatialTraversalOracle.point(on: segment.cubic, atFraction: max(e, 0)), length) }
    let tangent = segment.cubic.end - segment.cubic.control2
    return (segment.cubic.end + tangent * ((e - 1) * length / tangent.length), length)
  }

  @Test(
    "dot.position at every half frame of travel.json: easing by GSL's root finder, position by GSL quadrature + Brent")
  func travelFile() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("AnimationScenesTests/Data/lottie/travel.json")
    let file = try LottieReader.read(try String(contentsOf: url, encoding: .utf8))
    let x = try #require(file.header.firstIndex(of: "dot.position.x"))
    var checked = 0
    var worst = 0.0
    var overshooting = 0
    for frame in stride(from: 0.0, through: 29.5, by: 0.5) {
      let segment = lottieTravelSegments.first { $0.frames.contains(frame) && frame < $0.frames.upperBound }!
      let (expected, travel) = try Self.reference(segment, frame: frame)
      let row = file.row(atFrame: frame)
      let error = max(abs(row[x] - expected.x), abs(row[x + 1] - expected.y)) / travel
      worst = max(worst, error)
      #expect(error <= travelTolerance, "frame \(frame): (\(row[x]), \(row[x + 1])) vs GSL \(expected)")
      if frame > 20, row[x] < 500 { overshooting += 1 }
      checked += 1
    }
    #expect(checked == 60)
    #expect(overshooting > 0, "the second segment's y handle 1.3 must carry the dot past its end")
    print("LottieVsGSL: \(checked) frames, worst \(worst) of the travel")
  }
}
