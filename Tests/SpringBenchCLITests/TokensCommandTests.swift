import AnimationMath
import Foundation
import TestSupport
import Testing

@Suite("springbench tokens")
struct TokensCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The token file of Documentation/Tokens.md.
  static let example = root.appendingPathComponent("Documentation/motion.tokens.json").path

  static func file(_ json: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString).json").path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("the list: one row per motion token; tokens of other types are counted on stderr")
  func list() throws {
    let result = try BinaryRunner.run(["tokens", Self.example])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = result.output.split(separator: "\n")
    #expect(rows.first == "token,type,value,description")
    #expect(rows.count == 1 + 12)
    #expect(result.standardError.contains("1 tokens of other types not read (color: 1)"))
  }

  @Test("a file outside the format exits 64 with one line naming the JSON path")
  func faults() throws {
    for (json, path) in [
      (#"{"d": {"$type": "duration", "$value": {"value": 1, "unit": "min"}}}"#, "d.$value.unit"),
      (#"{"e": {"$type": "cubicBezier", "$value": [1.5, 0, 1, 1]}}"#, "e.$value[0]"),
      (#"{"a": {"$type": "duration", "$value": "{b}"}, "b": {"$type": "duration", "$value": "{a}"}}"#, "b.$value"),
      (#"{"a": {"$type": "duration", "$value": "{nothing}"}}"#, "a.$value"),
    ] {
      let result = try BinaryRunner.run(["tokens", try Self.file(json)])
      #expect(result.status == 64, "\(json)")
      let first = result.standardError.split(separator: "\n").first ?? ""
      #expect(first.contains(path), "\(result.standardError)")
      #expect(result.output.isEmpty)
    }
  }

  @Test(
    "--to lottie bakes every token with a curve (a cubic-bezier one segment with its own handles); --report --to lottie and a file with no motion token exit 64"
  )
  func refusals() throws {
    let lottie = try BinaryRunner.run(["tokens", Self.example, "--to", "lottie", "--format", "json"])
    #expect(lottie.status == 0, "\(lottie.standardError)")
    let baked = try #require(try JSONSerialization.jsonObject(with: lottie.standardOutput) as? [String: Any])
    #expect(baked.keys.contains("motion.spring.bouncy") && !baked.keys.contains("motion.duration.short"))
    #expect(lottie.standardError.contains("motion.duration.short skipped"))
    let standard = try #require(baked["motion.easing.standard"] as? [String: Any])
    let keyframes = try #require(standard["k"] as? [[String: Any]])
    #expect(keyframes.count == 2)
    let handles = try #require(keyframes[0]["o"] as? [String: [Double]])
    #expect(handles["x"] == [0.2] && handles["y"] == [0])
    let report = try BinaryRunner.run(["tokens", Self.example, "--to", "lottie", "--report"])
    #expect(report.status == 64)
    #expect(report.standardError.contains("--to"))
    let colors = try BinaryRunner.run([
      "tokens", try Self.file(#"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#),
    ])
    #expect(colors.status == 64)
    #expect(colors.standardError.contains("no motion token"))
  }

  @Test("--to css: every value parses back through the CSS parser to the token's numbers")
  func cssRoundTrip() throws {
    let result = try BinaryRunner.run(["tokens", Self.example, "--to", "css"])
    #expect(result.status == 0, "\(result.standardError)")
    let text = result.output
    #expect(text.contains("  --motion-easing-standard: cubic-bezier(0.2, 0, 0, 1);"))
    #expect(text.contains("  --motion-duration-long: 450.5ms;"))
    #expect(text.contains("  --motion-transition-exit: 150ms cubic-bezier(0.3, 0, 0.8, 0.15) 25ms;"))
    let expected: [[Double]] = [
      [0.2, 0, 0, 1], [0.05, 0.7, 0.1, 1], [0.3, 0, 0.8, 0.15], [0.05, 0.7, 0.1, 1], [0.3, 0, 0.8, 0.15],
    ]
    var beziers: [[Double]] = []
    var parsed = 0
    for line in text.split(separator: "\n") {
      if let start = line.range(of: "cubic-bezier(") {
        let css = String(line[start.lowerBound...].prefix { $0 != ")" }) + ")"
        guard case .cubicBezier(let curve) = try EasingParser.parse(css) else { continue }
        beziers.append([curve.x1, curve.y1, curve.x2, curve.y2])
        parsed += 1
      } else if !line.contains("/*"), let start = line.range(of: "linear(") {
        guard case .piecewiseLinear(let linear) = try EasingParser.parse(String(line[start.lowerBound...].dropLast()))
        else { continue }
        #expect(linear.points.last?.output == 1)
        parsed += 1
      }
    }
    #expect(beziers == expected)
    // 3 easings, 2 transitions, 3 springs.
    #expect(parsed == 8)
  }

  @Test("--to all writes every platform; a spring's Compose line keeps ω0 and ζ")
  func allPlatforms() throws {
    let result = try BinaryRunner.run(["tokens", Self.example, "--to", "all"])
    #expect(result.status == 0, "\(result.standardError)")
    for fragment in [
      ":root {", "// SwiftUI", "Animation.spring(duration: 0.5, bounce: 0.3)", "// UIKit",
      "UISpringTimingParameters(mass: 1.0, stiffness: 300.0, damping: 30.0", "// Compose",
      "val motionEasingStandard = CubicBezierEasing(0.2f, 0.0f, 0.0f, 1.0f)",
      "tween<Float>(durationMillis = 451, delayMillis = 0", "<!-- Android -->",
      "android:controlX1=\"0.05\"", "<integer name=\"motion_duration_long\">451</integer>", "// Flutter",
      "const motionDurationLong = Duration(microseconds: 450500);",
      "SpringDescription(mass: 1.0, stiffness: 300.0, damping: 30.0)",
    ] {
      #expect(result.output.contains(fragment), "missing \(fragment)")
    }
  }

  @Test("--report: a row per token and platform, deviations within each cause's bound")
  func report() throws {
    let result = try BinaryRunner.run(["tokens", Self.example, "--report"])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = result.output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(rows.first?.joined(separator: ",") == "token,platform,max_deviation,at_progress,cause")
    #expect(rows.count == 1 + 12 * 6)
    var checked = 0
    for row in rows.dropFirst() {
      let cause = String(row[4...].joined(separator: ","))
      guard let deviation = Double(row[2]) else {
        #expect(row[1] == "swiftui" && cause.hasPrefix("not modelled"), "\(row)")
        continue
      }
      // Flutter's 1e-3 solver on the decelerate curve's start (slope 14) is the largest cause.
      #expect(deviation >= 0 && deviation < 0.02, "\(row)")
      if cause.hasPrefix("linear()") { #expect(deviation <= 0.001, "\(row)") }
      checked += 1
    }
    // SwiftUI's 3 easings and 2 transitions are not modelled.
    #expect(checked == 12 * 6 - 5)
  }

  @Test("--report --format svg draws the worst token per platform")
  func svg() throws {
    let result = try BinaryRunner.run(["tokens", Self.example, "--report", "--format", "svg"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.output.hasPrefix("<svg") || result.output.hasPrefix("<?xml"))
    #expect(result.output.contains("android: motion.easing.decelerate") || result.output.contains("android: "))
  }

  @Test("export --target tokens writes a file that tokens reads back to the same spring and easing")
  func exportRoundTrip() throws {
    let spring = try BinaryRunner.run([
      "export", "--target", "tokens", "--response", "0.4", "--damping-fraction", "0.7",
    ])
    #expect(spring.status == 0, "\(spring.standardError)")
    let path = try Self.file(spring.output)
    let list = try BinaryRunner.run(["tokens", path])
    #expect(list.status == 0, "\(list.standardError)")
    let p = try SpringParameters.swiftUI(response: 0.4, dampingFraction: 0.7)
    #expect(list.output.contains("mass \(p.mass), stiffness \(p.stiffness), damping \(p.damping)"), "\(list.output)")
    let easing = try BinaryRunner.run(["export", "--target", "tokens", "--easing", "ease-in-out"])
    #expect(easing.status == 0, "\(easing.standardError)")
    let back = try BinaryRunner.run(["tokens", try Self.file(easing.output), "--to", "css"])
    #expect(back.output.contains("--motion-easing: cubic-bezier(0.42, 0, 0.58, 1);"), "\(back.output)")
    let steps = try BinaryRunner.run(["export", "--target", "tokens", "--easing", "steps(4)"])
    #expect(steps.status == 64)
  }

  @Test("Documentation/Tokens.md shows what the binary prints for its token file")
  func documentedOutputs() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("Documentation/Tokens.md"), encoding: .utf8)
    var checked = 0
    for block in text.components(separatedBy: "```console\n").dropFirst() {
      let body = block.components(separatedBy: "\n```")[0].split(separator: "\n", omittingEmptySubsequences: false)
      guard let command = body.first, command.hasPrefix("% springbench ") else { continue }
      let words = command.dropFirst("% springbench ".count).split(separator: " ").map {
        $0 == "motion.tokens.json" ? Self.example : String($0)
      }
      let result = try BinaryRunner.run(words)
      #expect(result.status == 0, "\(command): \(result.standardError)")
      #expect(result.output == body.dropFirst().joined(separator: "\n") + "\n", "\(command)")
      checked += 1
    }
    #expect(checked == 3)
  }
}
