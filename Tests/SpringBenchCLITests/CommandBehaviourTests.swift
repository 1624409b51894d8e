import Foundation
import TestSupport
import Testing

/// What a new user met in every command: pasted code without float noise,
/// exports that rest on their target, input files from Excel, metadata.
@Suite("Command behaviour a new user relies on")
struct CommandBehaviourTests {
  func write(_ bytes: [UInt8], _ suffix: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springbench-\(UUID())\(suffix)")
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test("describe prints the shortest decimal in code to paste, full precision in the values")
  func pasteNumbers() throws {
    let uikit = try BinaryRunner.run(["describe", "--duration", "0.5", "--damping", "0.6"]).output
    #expect(uikit.contains("animate(withDuration: 0.5, usingSpringWithDamping: 0.6,"), "\(uikit)")
    let swiftUI = try BinaryRunner.run(["describe", "--response", "0.55", "--damping-fraction", "0.825"]).output
    #expect(swiftUI.contains("bounce: 0.175)"), "\(swiftUI)")
    #expect(!swiftUI.contains("0.17500000000000004"))
    // The key: value lines keep round-trip precision.
    #expect(swiftUI.contains("stiffness: 130.5071656342394"), "\(swiftUI)")
  }

  @Test(
    "describe says n/a where a parametrisation cannot give the spring, never a negative friction",
    arguments: [
      (["--stiffness", "100", "--damping-coefficient", "0"], "n/a"),
      (["--stiffness", "100", "--damping-coefficient", "0.5"], "n/a"),
      (["--tension", "40", "--friction", "7"], "friction 7"),
    ])
  func origamiOnlyWhereItExists(arguments: [String], expected: String) throws {
    let result = try BinaryRunner.run(["describe"] + arguments)
    #expect(result.status == 0, "\(result.standardError)")
    let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("React Native Origami:") })
    #expect(line.contains(expected), "\(line)")
    #expect(!line.contains("friction -"), "\(line)")
  }

  @Test(
    "CSS linear() of a spring starts at exactly 0 and ends at exactly 1",
    arguments: [
      ["--response", "0.55", "--damping-fraction", "0.825"], ["--damping", "1"],
    ])
  func linearEndStops(_ spring: [String]) throws {
    let result = try BinaryRunner.run(["export", "--target", "css"] + spring)
    #expect(result.status == 0, "\(result.standardError)")
    let css =
      result.output.split(separator: "\n").first { $0.hasPrefix("animation-timing-function") }.map(String.init) ?? ""
    #expect(css.contains("linear(0 0%"), "\(css)")
    #expect(css.hasSuffix(", 1 100%);"), "\(css)")
  }

  @Test("export to a parameter-only engine needs no end; --until sets the CSS duration")
  func exportWithoutEnd() throws {
    let android = try BinaryRunner.run([
      "export", "--target", "android", "--stiffness", "100", "--damping-coefficient", "0",
    ])
    #expect(android.status == 0, "\(android.standardError)")
    #expect(android.output.contains("setStiffness(100.0f)"))
    let css = try BinaryRunner.run([
      "export", "--target", "css", "--stiffness", "100", "--damping-coefficient", "0", "--until", "2",
    ])
    #expect(css.status == 0 && css.output.contains("animation-duration: 2.0s"), "\(css.standardError)")
  }

  @Test(
    "errors name what the user typed",
    arguments: [
      (["export", "--easing", "ease", "--max-error", "1e-12"], "--max-error"),
      (["ease", "ease", "--step", "1e-10"], "--step"),
    ])
  func errorsNameTheFlag(arguments: [String], flag: String) throws {
    let result = try BinaryRunner.run(arguments)
    expectUsageError(result, naming: flag)
    #expect(!result.standardError.contains("jump") && !result.standardError.contains("tooManySamples"))
  }

  @Test("compare reads a CSV with a byte-order mark and CRLF line ends")
  func compareBOM() throws {
    let a = try write(Array("t,value\r\n0,1\r\n".utf8), ".csv")
    let b = try write([0xEF, 0xBB, 0xBF] + Array("t,value\n0,1\n".utf8), ".csv")
    let result = try BinaryRunner.run(["compare", a, b])
    #expect(result.status == 0, "\(result.standardError)")
  }

  @Test("compare --columns with an unknown column is a usage error")
  func compareUnknownColumn() throws {
    let a = try write(Array("t,value\n0,1\n".utf8), ".csv")
    expectUsageError(
      try BinaryRunner.run(["compare", a, a, "--columns", "nope"]), naming: "--columns",
      hint: "springbench compare --help")
  }

  @Test("scene reads a JSON file with a byte-order mark and CRLF")
  func sceneBOM() throws {
    let json =
      "{\r\n  \"layers\": [{\"name\": \"a\", \"model\": {\"opacity\": 1}, \"animations\": [{\"type\": \"basic\", \"keyPath\": \"opacity\", \"from\": 0, \"to\": 1, \"duration\": 1}]}]\r\n}\r\n"
    let path = try write([0xEF, 0xBB, 0xBF] + Array(json.utf8), ".json")
    let result = try BinaryRunner.run(["scene", path, "--times", "0.5"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.output == "t,a.opacity\n0.5,0.5\n", "\(result.output)")
  }

  @Test("timing --format json records every timing parameter")
  func timingParameters() throws {
    let result = try BinaryRunner.run([
      "timing", "--duration", "0.5", "--autoreverses", "--repeat-count", "2", "--format", "json", "--times", "0.3",
    ])
    #expect(result.status == 0)
    for key in ["\"duration\": 0.5", "\"repeatCount\": 2", "\"autoreverses\": true", "\"fillMode\": \"removed\""] {
      #expect(result.output.contains(key), "\(key) missing: \(result.output)")
    }
  }

  @Test("the like scene at --duration 10 says its UIKit spring fell back to the velocity-0 stiffness")
  func sceneSubstitutionNote() throws {
    let result = try BinaryRunner.run(["scene", "like", "--duration", "10", "--times", "0"])
    #expect(result.status == 0)
    #expect(result.standardError.contains("note: heart.scale: UIKit duration 7.0 s"), "\(result.standardError)")
    let json = try BinaryRunner.run(["scene", "like", "--duration", "10", "--times", "0", "--format", "json"])
    #expect(json.output.contains("\"note1\": \"heart.scale: UIKit duration 7.0 s"), "\(json.output.prefix(400))")
    #expect(try BinaryRunner.run(["scene", "like", "--times", "0"]).standardError.isEmpty)
  }

  @Test("path --format svg draws the path in its plane, with the samples as dots")
  func pathPlane() throws {
    let svg = try BinaryRunner.run(["path", "M 0 0 C 30 0 70 100 100 100", "--samples", "5", "--format", "svg"]).output
    #expect(svg.hasPrefix("<svg") || svg.contains("<svg"))
    // The five samples are drawn as dots (circles) in the x–y plane.
    #expect(svg.components(separatedBy: "<circle").count - 1 >= 5, "\(svg.prefix(300))")
    #expect(svg.contains("tangent angle"))
  }

  @Test("path --bounds is the tight box: the cubic's apex, not its control points")
  func pathBounds() throws {
    // y(t) = 300 t (1 − t) peaks at t = 1/2 with 75: three quarters of the control height.
    let result = try BinaryRunner.run(["path", "M 0 0 C 0 100 100 100 100 0", "--bounds"])
    #expect(result.output == "min_x,min_y,max_x,max_y\n0.0,0.0,100.0,75.0\n", "\(result.output)")
  }

  @Test("--preset takes the Material 3 spring tokens' published stiffness and damping ratio")
  func materialPreset() throws {
    // m3.material.io motion tokens: fast spatial spring, stiffness 800, damping ratio 0.6.
    let output = try BinaryRunner.run(["describe", "--preset", "md.sys.motion.spring.fast.spatial"]).output
    #expect(output.contains("stiffness: 800.0") && output.contains("damping ratio ζ: 0.6"), "\(output)")
    expectUsageError(try BinaryRunner.run(["--preset", "md.sys.motion.spring.nope"]), naming: "--preset")
  }

  @Test("ease --list names every family, as CSV ecosystem,name")
  func easeList() throws {
    let output = try BinaryRunner.run(["ease", "--list"]).output
    for name in [
      "CSS,ease-in-out", "easeInOutBack", "Curves.easeInOutCubicEmphasized", "OvershootInterpolator",
      "md.sys.motion.easing.emphasized",
    ] {
      #expect(output.contains(name), "missing \(name)")
    }
  }

  @Test("path --arc: the exact half circle is πr long; the Core Graphics cubics are longer by their known excess")
  func arcReadings() throws {
    let exact = try BinaryRunner.run([
      "path", "--arc", "0,0,50,0,3.141592653589793,1", "--length", "--reference", "gsl",
    ])
    let lines = exact.output.split(separator: "\n")
    #expect(lines.first == "length,gsl_length", "\(exact.output)")
    let fields = (lines.dropFirst().first ?? "").split(separator: ",").compactMap { Double($0) }
    try #require(fields.count == 2, "\(exact.output)")
    #expect(fields[0].isApproximatelyEqual(to: 50 * Double.pi, relativeTolerance: 1e-15), "\(exact.output)")
    #expect(fields[1].isApproximatelyEqual(to: 50 * Double.pi, relativeTolerance: 1e-13), "GSL: \(exact.output)")
    let cubic = try BinaryRunner.run(
      ["path", "--arc", "0,0,50,0,3.141592653589793,1", "--arc-reading", "coreGraphicsCubics", "--length"])
    // Two 90° cubics with control distance (4/3)·tan(π/8)·r overshoot the circle by ~1.4e-4 of its length.
    let excess = Double(cubic.output.dropLast())! / (50 * Double.pi) - 1
    #expect(excess > 1e-4 && excess < 2e-4, "excess \(excess)")
    expectUsageError(
      try BinaryRunner.run(["path", "--arc", "0,0,-1,0,1,1"]), naming: "--arc", hint: "springbench path --help")
  }

  @Test("path --curvature: 1/r on a circle")
  func curvature() throws {
    let output = try BinaryRunner.run([
      "path", "--arc", "0,0,50,0,1.5707963267948966,1", "--samples", "5", "--curvature",
    ]).output
    let rows = output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
    #expect(rows.count == 5)
    for row in rows { #expect(abs(row[6]).isApproximatelyEqual(to: 1.0 / 50, relativeTolerance: 1e-12), "\(row)") }
  }

  @Test("a scene path may be a UIBezierPath(arcCenter:…) object")
  func sceneArc() throws {
    let json =
      #"{"layers": [{"name": "ring", "model": {"path": {"arcCenter": [0, 0], "radius": 10, "startAngle": 0, "endAngle": 6.283185307179586, "clockwise": true}}, "animations": [{"type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 1}]}]}"#
    let path = try write(Array(json.utf8), ".json")
    let result = try BinaryRunner.run(["scene", path, "--times", "0.5"])
    #expect(result.status == 0, "\(result.standardError)")
    let bad = try write(
      Array(
        #"{"layers": [{"name": "r", "model": {"path": {"arcCenter": [0], "radius": 1, "startAngle": 0, "endAngle": 1, "clockwise": true}}, "animations": []}]}"#
          .utf8), ".json")
    expectUsageError(try BinaryRunner.run(["scene", bad]), naming: "arcCenter", hint: "springbench scene --help")
  }
}
