import AnimationMath
import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// The path plot's tangent-angle panel draws a corner as a jump at its arc
/// length, from the direction before the corner to the one after it, and a
/// smooth join as no jump.
@Suite("path plot: corners of the tangent angle")
struct BezierPathPlotJumpsTests {
  /// The tangent-angle series of `path --format svg` for `data` at `count` arc-spaced samples.
  static func angleSeries(_ data: String, count: Int = 9) throws -> PlotSeries {
    let path = try SVGPathParser.parse(data)
    let samples = try PathMeasure(path).samples(count: count, spacing: .arcLength)
    let figure = PlotFigure.path(title: "", path: path, samples: samples)
    return try #require(figure.panels.first?.series.first)
  }

  /// Path data, and its corners: arc length (pt), direction before and after (rad).
  static let cases: [(data: String, corners: [(x: Double, before: Double, after: Double)])] = [
    ("M 0 0 L 10 0 L 10 10", [(10, 0, Double.pi / 2)]),
    // A zero-length segment at the corner has no direction of its own.
    ("M 0 0 L 10 0 L 10 0 L 10 10", [(10, 0, Double.pi / 2)]),
    ("M 0 0 L 10 0 L 10 10 Z", [(10, 0, Double.pi / 2), (20, Double.pi / 2, -3 * Double.pi / 4)]),
    // Two cubics meeting with the same direction (0, −1): a smooth join.
    ("M 0 0 C 0 10 10 10 10 0 C 10 -10 20 -10 20 0", []),
  ]

  @Test("each corner is one jump, with the directions on both sides", arguments: cases.indices)
  func corners(_ index: Int) throws {
    let (data, corners) = Self.cases[index]
    let series = try Self.angleSeries(data)
    #expect(series.jumps.count == corners.count, "\(data): \(series.jumps)")
    for (jump, corner) in zip(series.jumps, corners) {
      #expect(abs(jump.x - corner.x) <= 1e-12 * corner.x, "\(data)")
      #expect(abs(jump.before - corner.before) <= 1e-15 && abs(jump.after - corner.after) <= 1e-15, "\(data)")
    }
  }

  @Test("the SVG draws the corner as a break with its markers, not a ramp")
  func svgDrawsTheJump() throws {
    let svg = try BinaryRunner.run(["path", "M 0 0 L 10 0 L 10 10", "--samples", "4", "--format", "svg"]).output
    #expect(svg.contains("r=\"3\" fill=\"white\""), "the open dot at the direction before the corner")
  }
}
