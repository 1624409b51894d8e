import AnimationMath
import Testing

@testable import SpringBenchCLI

/// The path plot's join labels: one label per point on screen, none printed over another.
@Suite struct PathJoinLabelsTests {
  /// The `<text>` contents of an SVG that start with `u = `.
  static func joinLabels(_ svg: String) -> [String] {
    svg.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("<text"), let open = line.firstIndex(of: ">"), let close = line.range(of: "</text>") else {
        return nil
      }
      let text = line[line.index(after: open)..<close.lowerBound]
      return text.hasPrefix("u = ") ? String(text) : nil
    }
  }

  /// A closed path ends where it starts: `u = 0` and `u = N` share one label.
  @Test(
    "closed paths label their start and end once",
    arguments: [
      ("M 0 0 L 100 0 L 100 100 Z", ["u = 0 = 3", "u = 1", "u = 2"]),
      ("M 0 0 C 30 0 70 100 100 100 S 180 40 200 0", ["u = 0", "u = 1", "u = 2"]),
      // A zero-length segment: its two ends are one point.
      ("M 0 0 L 10 0 L 10 0 L 20 0", ["u = 0", "u = 1 = 2", "u = 3"]),
    ] as [(String, [String])])
  func coincidentJoinsShareALabel(data: String, expected: [String]) throws {
    let path = try BezierPath(svgPathData: data)
    let svg = SVGFigureRenderer().render(PlotFigure.path(title: data, path: path, samples: []))
    #expect(Self.joinLabels(svg) == expected)
  }

  /// Joins a few pixels apart keep their own labels, moved apart so their boxes do not overlap.
  @Test func nearbyLabelsDoNotOverlap() {
    let labels = PathJoinLabels.place(
      [(0, 100, 100), (1, 103, 101), (2, 300, 100), (3, 104, 99)], left: 0, right: 700, top: 0)
    #expect(labels.map(\.text) == ["u = 0", "u = 1", "u = 2", "u = 3"])
    for (i, a) in labels.enumerated() {
      for b in labels[(i + 1)...] {
        let width = SVGFigureRenderer.textWidth(b.text, fontSize: PathJoinLabels.fontSize)
        #expect(!PathJoinLabels.overlaps(a, x: b.x, y: b.y, width: width), "\(a) and \(b) overlap")
      }
    }
  }
}
