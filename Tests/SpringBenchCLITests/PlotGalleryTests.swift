import AnimationMath
import AnimationScenes
import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// The plot kinds and the seed previews, written as files for the browser
/// tests (`Tests/Browser/run-browser-tests` sets `SPRINGBENCH_PLOT_OUT`; the
/// plain test run writes them to a temporary folder), with the markup checks
/// that need no browser.
@Suite struct PlotGalleryTests {
  /// The folder the gallery goes to.
  /// Created on first use: the tests run in parallel, any may write first.
  static let directory: URL = {
    let url: URL
    if let path = ProcessInfo.processInfo.environment["SPRINGBENCH_PLOT_OUT"], !path.isEmpty {
      url = URL(fileURLWithPath: path, isDirectory: true)
    } else {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-plots-\(UUID().uuidString)")
    }
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// Runs the built binary and decodes its `--format json` columns (keys in camelCase: `arcLength`).
  static func columns(_ arguments: [String]) throws -> [String: [Double]] {
    let result = try BinaryRunner.run(arguments + ["--format", "json"])
    #expect(result.status == 0, "springbench \(arguments) failed: \(result.standardError)")
    let object = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
    let columns = object?["columns"] as? [String: [Any]] ?? [:]
    return columns.mapValues { $0.map { ($0 as? NSNumber)?.doubleValue ?? .nan } }
  }

  /// The names a figure's legends must show.
  static func legendNames(_ figure: PlotFigure) -> [String] {
    figure.panels.flatMap { panel in panel.series.map(\.name) + (panel.band.map { [$0.label] } ?? []) }
  }

  /// The spring of the README, from the CLI's JSON.
  static func springFigure(reference: Bool) throws -> PlotFigure {
    let args =
      ["--damping", "0.6", "--velocity", "0.8", "--until", "0.8"] + (reference ? ["--reference", "rk8pd"] : [])
    let c = try columns(args)
    let references =
      reference
      ? [
        PlotFigure.SpringReference(
          name: "rk8pd", value: c["rk8pdValue"]!, velocity: c["rk8pdVelocity"]!, error: c["rk8pdError"]!)
      ]
      : []
    return PlotFigure.spring(
      title: "spring: UIKit duration 0.5 s, damping ratio 0.6; from 0.0 to 1.0, initial velocity 0.8 travel/s",
      time: c["t"]!, value: c["value"]!, velocity: c["velocity"]!, rest: 1, bandHalfWidth: 0.001,
      epsilonLabel: "settling band ε = 0.001", references: references)
  }

  /// Every plot kind, by file name.
  static func figures() throws -> [(file: String, figure: PlotFigure)] {
    var result: [(String, PlotFigure)] = []
    result.append(("spring.svg", try springFigure(reference: false)))
    result.append(("spring-reference.svg", try springFigure(reference: true)))
    let steps = try columns(["ease", "steps(4, jump-end)", "--samples", "201"])
    result.append(
      (
        "easing-steps.svg",
        PlotFigure.easing(
          title: "easing steps(4, jump-end): four jumps of 0.25, the last at input 1", progress: steps["progress"]!,
          value: steps["value"]!, slope: steps["slope"]!, function: try TimingFunction(parsing: "steps(4, jump-end)"))
      ))
    let pathData = "M 0 0 C 30 0 70 100 100 100 S 180 40 200 0"
    let path = try columns(["path", pathData, "--samples", "21", "--spacing", "arc"])
    let bezier = try BezierPath(svgPathData: pathData)
    let samples = (0..<path["x"]!.count).map { i in
      PathSample(
        segment: Int(path["segment"]![i]), parameter: path["param"]![i], arcLength: path["arcLength"]![i],
        position: Point(x: path["x"]![i], y: path["y"]![i]), angle: path["angle"]![i])
    }
    result.append(
      (
        "path.svg",
        PlotFigure.path(title: "path \(pathData), 21 samples at equal arc length", path: bezier, samples: samples)
      ))
    // A closed path: its start and end joins share one label.
    let closedData = "M 0 0 L 100 0 L 100 100 L 0 100 Z"
    result.append(
      (
        "path-closed.svg",
        PlotFigure.path(title: "closed path \(closedData)", path: try BezierPath(svgPathData: closedData), samples: [])
      ))
    let like = try BuiltInScenes.scene(named: "like")
    result.append(("scene-like.svg", PlotFigure.scene(like, times: (0...72).map { Double($0) / 120 })))
    let report = try BinaryRunner.run(["validate", "--cases", "20", "--format", "csv"])
    var rows: [(family: String, worst: Double, tolerance: Double)] = []
    for line in report.output.split(separator: "\n").dropFirst() {
      // family,reference,cases,worst_abs,worst_rel,"worst_at",tolerance,result
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count >= 8, let worst = Double(fields[4]), let tolerance = Double(fields[fields.count - 2]) else {
        continue
      }
      rows.append((String(fields[0]), worst, tolerance))
    }
    #expect(rows.count >= 5, "validate printed \(rows.count) parsable rows")
    result.append(
      (
        "validate.svg",
        PlotFigure.validation(
          title: "springbench validate: worst error per family against GSL (20 cases each)", rows: rows)
      ))
    return result
  }

  /// One preview check: a layer's expected pixel box at one frame.
  struct PreviewCheck: Codable {
    var time: Double
    var frame: Int
    /// minX, minY, maxX, maxY in stage points.
    var box: [Double]
    /// The layer's position (the heart's centre) in stage points.
    var position: [Double]
  }

  /// The layer a preview test isolates (`#solo=`) and the frames it checks.
  static let previewCases: [(scene: String, layer: String, frames: [Int])] = [
    ("like", "heart", [9, 18, 24, 30, 36]),
    ("shoot", "center", [0, 6, 12, 30, 66]),
    ("shoot", "border", [0, 6, 12, 30, 66]),
    ("zan", "heart", [0, 6, 12, 15, 18]),
    ("floating-heart", "heart", [3, 30, 90, 180, 270]),
  ]

  /// The exact bounding box (stage points) of a layer's drawing at `time`,
  /// from the scene's own values: the outline's control points mapped by
  /// position + rotation + scale (an affine map of a Bézier is the Bézier of
  /// the mapped control points), then the core's exact path bounding box.
  static func expectedBox(_ layer: SceneLayer, at time: Double) -> (box: BoundingBox, position: Point)? {
    guard let drawing = layer.drawing else { return nil }
    let values = layer.values(at: time)
    var scale = 1.0
    var rotation = 0.0
    var position = drawing.position
    if case .scalar(let s)? = values["scale"] { scale = s }
    if case .scalar(let r)? = values["rotation"] { rotation = r }
    if case .point(let p)? = values["position"] { position = p }
    let angle = drawing.rotation + rotation
    func map(_ p: Point) -> Point {
      Point(
        x: position.x + scale * (cos(angle) * p.x - sin(angle) * p.y),
        y: position.y + scale * (sin(angle) * p.x + cos(angle) * p.y))
    }
    let outline: BezierPath
    switch drawing.shape {
    case .heart(let side, _): outline = LayerDrawing.heartOutline(side: side)
    case .box(let size, _, _, _):
      var rect = BezierPath()
      rect.move(to: Point(x: -size.width / 2, y: -size.height / 2))
      rect.addLine(to: Point(x: size.width / 2, y: -size.height / 2))
      rect.addLine(to: Point(x: size.width / 2, y: size.height / 2))
      rect.addLine(to: Point(x: -size.width / 2, y: size.height / 2))
      rect.closeSubpath()
      outline = rect
    case .shapePath: return nil
    }
    let mapped = BezierPath(
      outline.elements.map { element -> BezierPath.Element in
        switch element {
        case .move(let p): .move(to: map(p))
        case .line(let p): .line(to: map(p))
        case .quadratic(let c, let p): .quadratic(control: map(c), to: map(p))
        case .cubic(let c1, let c2, let p): .cubic(control1: map(c1), control2: map(c2), to: map(p))
        case .arc(let arc): .line(to: map(arc.end))  // the seed outlines have no arcs
        case .close: .close
        }
      })
    guard let box = mapped.boundingBox else { return nil }
    return (box, position)
  }

  @Test func writesTheGalleryForTheBrowserTests() throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: Self.directory, withIntermediateDirectories: true)
    var plots: [[String: Any]] = []
    for (file, figure) in try Self.figures() {
      let svg = SVGFigureRenderer().render(figure)
      try svg.write(to: Self.directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
      let names = Self.legendNames(figure)
      for name in names {
        #expect(svg.contains(">\(SVGFigureRenderer.escape(name))</text>"), "\(file): legend name \(name) missing")
      }
      plots.append(["file": file, "legend": names])
    }
    var previews: [[String: Any]] = []
    let preview = ScenePreview()
    for scene in BuiltInScenes.names {
      let model = try BuiltInScenes.scene(named: scene)
      let html = preview.render(model)
      let file = "preview-\(scene).html"
      try html.write(to: Self.directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
      #expect(
        !html.contains("http://")
          || !html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http"))
      let stage = ScenePreview.stage(of: model)
      for item in Self.previewCases where item.scene == scene {
        let layer = try #require(model.layers.first { $0.name == item.layer })
        var checks: [[String: Any]] = []
        for frame in item.frames {
          let time = Double(frame) / preview.fps
          let expected = try #require(Self.expectedBox(layer, at: time))
          checks.append([
            "time": time, "frame": frame,
            "box": [expected.box.minimum.x, expected.box.minimum.y, expected.box.maximum.x, expected.box.maximum.y],
            "position": [expected.position.x, expected.position.y],
          ])
        }
        previews.append([
          "file": file, "scene": scene, "layer": item.layer, "scale": preview.stageScale(model),
          "origin": [stage.origin.x, stage.origin.y], "checks": checks,
          // The floating heart's pixel centre must sit on its path position.
          "centreIsPosition": scene == "floating-heart",
        ])
      }
      plots.append([
        "file": file, "legend": Self.legendNames(PlotFigure.scene(model, times: preview.frameTimes(model))),
      ])
    }
    // A user scene through the CLI hook: its layers have no drawing, so the
    // preview shows labelled boxes that move, scale and fade.
    let user = Self.directory.appendingPathComponent("user-scene.json")
    try #"""
    {"layers": [
      {"name": "card", "animations": [
        {"type": "basic", "keyPath": "position", "from": [100, 100], "to": [300, 250], "duration": 1},
        {"type": "basic", "keyPath": "opacity", "from": 1, "to": 0.3, "duration": 1},
        {"type": "basic", "keyPath": "scale", "from": 1, "to": 2, "duration": 1}]},
      {"name": "badge", "animations": [
        {"type": "basic", "keyPath": "rotation", "from": 0, "to": 3.14159, "duration": 1}]}]}
    """#.write(to: user, atomically: true, encoding: .utf8)
    let userPreview = try BinaryRunner.run(["scene", user.path, "--format", "html", "--fps", "30"])
    #expect(userPreview.status == 0, "\(userPreview.standardError)")
    #expect(userPreview.output.contains("\"kind\":\"label\""))
    try userPreview.output.write(
      to: Self.directory.appendingPathComponent("preview-user.html"), atomically: true, encoding: .utf8)
    plots.append(["file": "preview-user.html", "legend": ["position.x", "position.y", "opacity", "scale", "rotation"]])
    // A user scene whose size, colour, scale, corner radius and opacity change: the
    // preview draws the layer's own box and colour at each checked frame.
    let card = try SceneLoader.load(ScenePreviewTests.cardScene)
    var cardPreview = ScenePreview()
    cardPreview.fps = 30
    try cardPreview.render(card).write(
      to: Self.directory.appendingPathComponent("preview-card.html"), atomically: true, encoding: .utf8)
    plots.append([
      "file": "preview-card.html",
      "legend": Self.legendNames(PlotFigure.scene(card, times: cardPreview.frameTimes(card))),
    ])
    let cardStage = ScenePreview.stage(of: card)
    previews.append([
      "file": "preview-card.html", "scene": "card", "layer": "card", "scale": cardPreview.stageScale(card),
      "origin": [cardStage.origin.x, cardStage.origin.y], "centreIsPosition": true,
      "checks": try [0, 9, 18, 27].map { frame in
        try Self.cardCheck(card.layers[0], at: Double(frame) / cardPreview.fps, frame: frame)
      },
    ])
    let manifest: [String: Any] = ["plots": plots, "previews": previews]
    let data = try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: Self.directory.appendingPathComponent("manifest.json"))
    #expect(previews.count == Self.previewCases.count + 1)
  }

  /// The card layer's expected pixel box and colour at `time`, from the scene's own
  /// values under their Core Animation key paths: the bounds scaled about the position
  /// (no rotation), and the background colour at its opacity over the white stage.
  static func cardCheck(_ layer: SceneLayer, at time: Double, frame: Int) throws -> [String: Any] {
    let values = layer.values(at: time)
    guard case .size(let size)? = values["bounds.size"], case .scalar(let scale)? = values["transform.scale"],
      case .color(let color)? = values["backgroundColor"], case .scalar(let opacity)? = values["opacity"]
    else { throw SceneError(path: "card", message: "no value at \(time)") }
    let (x, y) = (200.0, 200.0)
    let (w, h) = (size.width * scale / 2, size.height * scale / 2)
    func channel(_ c: Double) -> Double { 255 * (opacity * c + (1 - opacity)) }
    return [
      "time": time, "frame": frame, "box": [x - w, y - h, x + w, y + h], "position": [x, y],
      "colour": [channel(color.red), channel(color.green), channel(color.blue)],
    ]
  }

  /// 10⁶ samples of a spring: the SVG stays under 1 MB (decimation).
  @Test func millionSamplesStayUnderOneMegabyte() throws {
    let count = 1_000_000
    let spring = try SpringParameters.uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8)
    let solution = try SpringSolution(parameters: spring, from: 0, to: 1, relativeVelocity: 0.8)
    var t = [Double]()
    var x = [Double]()
    var v = [Double]()
    t.reserveCapacity(count)
    for i in 0..<count {
      let time = 0.8 * Double(i) / Double(count - 1)
      let state = solution.state(at: time)
      t.append(time)
      x.append(state.position)
      v.append(state.velocity)
    }
    let figure = PlotFigure.spring(
      title: "spring, 10⁶ samples", time: t, value: x, velocity: v, rest: 1, bandHalfWidth: 0.001,
      epsilonLabel: "ε = 0.001")
    let svg = SVGFigureRenderer().render(figure)
    #expect(svg.utf8.count < 1_000_000, "SVG of 10⁶ samples is \(svg.utf8.count) bytes")
    try svg.write(to: Self.directory.appendingPathComponent("spring-1e6.svg"), atomically: true, encoding: .utf8)
  }
}
