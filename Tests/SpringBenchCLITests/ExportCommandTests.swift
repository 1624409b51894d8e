import AnimationMath
import Foundation
import TestSupport
import Testing

@Suite("springbench export")
struct ExportCommandTests {
  @Test("a spring to every engine, with its CSS linear() checked by our linear()")
  func springAll() throws {
    let result = try BinaryRunner.run([
      "export", "--damping", "0.6", "--velocity", "0.8", "--duration", "0.5", "--max-error", "0.002",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let text = result.output
    for fragment in [
      ".spring(duration:", ".spring(response:", "CASpringAnimation", "SpringForce(", "SpringDescription(",
      "type: \"spring\"", "animation-duration: 0.5s", "animation-timing-function: linear(",
    ] {
      #expect(text.contains(fragment), "missing \(fragment)")
    }
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("animation-timing-function: ") })
    let css = String(line.dropFirst("animation-timing-function: ".count).dropLast())
    guard case .piecewiseLinear(let linear) = try EasingParser.parse(css) else {
      Issue.record("not linear(): \(css)")
      return
    }
    let motion = try SpringSolution(
      parameters: .uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8), from: 0, to: 1,
      initialVelocity: 0.8)
    for k in 0...5000 {
      let p = Double(k) / 5000
      expectClose(linear.value(at: p), motion.position(at: p * 0.5), absolute: 0.002, "input \(p)")
    }
  }

  /// The springs of the CSS error table (spring flags and export flags): the
  /// two springs that once overshot their claim at input 1 first, then every parametrisation, default and
  /// typed durations, tighter and looser tolerances, and cuts by --until.
  static let cssSprings: [[String]] = [
    ["--damping", "0.7", "--velocity", "-0.5", "--from", "10", "--to", "-30"],
    ["--tension", "40", "--friction", "7"],
    ["--damping", "0.6", "--velocity", "0.8"],
    ["--damping", "1"],
    ["--damping", "0.3", "--duration", "1"],
    ["--damping", "0.5", "--duration", "0.4", "--velocity", "3"],
    ["--response", "0.5", "--damping-fraction", "0.5"],
    ["--response", "1", "--damping-fraction", "0.2"],
    ["--response", "0.3", "--damping-fraction", "1.5"],
    ["--bounce", "0.4", "--duration", "0.6"],
    ["--bounce", "-0.5"],
    ["--mass", "1", "--stiffness", "1000", "--damping-coefficient", "20"],
    ["--stiffness", "381.47", "--damping", "0.5"],
    ["--stiffness", "200", "--damping", "0.75", "--from", "100", "--to", "0"],
    ["--tension", "170", "--friction", "26"],
    ["--tension", "210", "--friction", "20", "--velocity", "2"],
    ["--bounciness", "10", "--speed", "12"],
    ["--tension", "40", "--friction", "7", "--max-error", "1e-4"],
    ["--damping", "0.7", "--velocity", "-0.5", "--from", "10", "--to", "-30", "--max-error", "1e-2"],
    ["--tension", "40", "--friction", "7", "--until", "0.5"],
    ["--damping", "0.8", "--until", "2"],
  ]
  /// Dense-grid points: 100,000 intervals under `./run-tests` (20,011 under a
  /// plain `swift test`), neither a multiple of the fit's 32,000, so most lie
  /// between its verification points.
  static let denseIntervals = StatisticalSweep.count("export dense grid", reduced: 20_011, full: 100_000)
  /// The export evaluates x(q·D) and the main command x(t) at t = D·k/n: the
  /// times differ by an ulp or so, the values by far less than this.
  static let timeRounding = 1e-12

  @Test(
    "CSS: the reported max error covers every input, 1.0 included, and says when it exceeds --max-error",
    .tags(.statistical), arguments: cssSprings)
  func cssReportedError(flags: [String]) throws {
    let exportOnly: Set = ["--max-error", "--until"]
    var spring: [String] = []
    var index = 0
    while index < flags.count {
      if exportOnly.contains(flags[index]) {
        index += 2
      } else {
        spring.append(flags[index])
        index += 1
      }
    }
    let allowed = flags.firstIndex(of: "--max-error").flatMap { Double(flags[$0 + 1]) } ?? 1e-3
    let result = try BinaryRunner.run(["export", "--target", "css"] + flags)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.output.split(separator: "\n")
    let comment = try #require(lines.first)
    let duration = try #require(Self.number(after: "animation-duration: ", in: comment))
    let claimed = try #require(Self.number(after: "max error ", in: comment))
    let css = String(try #require(lines.last).dropFirst("animation-timing-function: ".count).dropLast())
    guard case .piecewiseLinear(let linear) = try EasingParser.parse(css) else {
      Issue.record("not linear(): \(css)")
      return
    }
    let curve = parseCSV(
      try BinaryRunner.run(spring + ["--samples", "\(Self.denseIntervals + 1)", "--until", "\(duration)"]).output)
    let value = try #require(curve.header.firstIndex(of: "value"))
    let from = flags.firstIndex(of: "--from").flatMap { Double(flags[$0 + 1]) } ?? 0
    let to = flags.firstIndex(of: "--to").flatMap { Double(flags[$0 + 1]) } ?? 1
    #expect(curve.rows.count == Self.denseIntervals + 1)
    var worst = 0.0
    var worstInput = 0.0
    for (k, row) in curve.rows.enumerated() {
      let input = Double(k) / Double(Self.denseIntervals)
      let deviation = abs(linear.value(at: input) - (row[value] - from) / (to - from))
      if deviation > worst {
        worst = deviation
        worstInput = input
      }
    }
    let end = (try #require(curve.rows.last)[value] - from) / (to - from)
    #expect(linear.value(at: 1) == 1, "the last stop is the rest value")
    #expect(
      worst <= claimed + Self.timeRounding,
      "\(flags): dense-grid deviation \(worst) at \(worstInput) > reported \(claimed)")
    #expect(
      abs(1 - end) <= claimed + Self.timeRounding, "\(flags): the end's jump \(abs(1 - end)) > reported \(claimed)")
    let exceeds = comment.contains("EXCEEDS")
    #expect(exceeds == (claimed > allowed), "\(flags): claimed \(claimed), allowed \(allowed): \(comment)")
    #expect(exceeds == result.standardError.contains("more than --max-error"), "\(flags): \(result.standardError)")
    let typedEnd =
      flags.contains("--until")
      || (flags.contains("--duration") && flags.contains("--damping") && !flags.contains("--bounce"))
    if !typedEnd {
      // The default duration: the spring is within half the tolerance of rest at its end.
      #expect(
        abs(1 - end) <= allowed / 2 + Self.timeRounding,
        "\(flags): at the default end \(duration) s the spring is \(abs(1 - end)) from rest")
      #expect(!exceeds, "\(flags): \(comment)")
    }
    print(
      "export css \(flags.joined(separator: " ")): D \(duration) s, reported \(claimed), dense max \(worst) at \(worstInput), end \(abs(1 - end)), allowed \(allowed)\(exceeds ? " EXCEEDS" : "")"
    )
  }

  /// The number that follows `key` in `text` (digits, sign, point, exponent).
  static func number(after key: String, in text: Substring) -> Double? {
    guard let range = text.range(of: key) else { return nil }
    let tail = text[range.upperBound...].prefix { "0123456789.-+e".contains($0) }
    return Double(tail)
  }

  /// Numbers each engine's export prints, checked against values computed
  /// here independently of the core: the UIKit rule's defining envelope
  /// `((ζω0 − v)/ω_d)·e^(−ζω0·D) = 1e-3` at D 0.5, ζ 0.6, v 0.8; the damping
  /// ratio c/(2√(km)) = 0.6; response = 2π/ω0; bounce = 1 − ζ (Apple's
  /// `Spring(duration:bounce:)`); every engine the same (m, k, c) and velocity.
  @Test("every engine's exported numbers: parsed and checked, not just present")
  func engineNumbers() throws {
    let result = try BinaryRunner.run(["export", "--damping", "0.6", "--velocity", "0.8", "--max-error", "0.002"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.output.split(separator: "\n")
    func line(_ prefix: String) throws -> Substring {
      try #require(lines.first { $0.hasPrefix(prefix) }, "no \(prefix) line")
    }
    // Relative agreement of values printed in shortest round-trip form, and
    // of the envelope rule solved to full precision by the core.
    let printed = 1e-15
    let rule = 1e-11
    let interpolating = try line(".interpolatingSpring(")
    let k = try #require(Self.number(after: "stiffness: ", in: interpolating))
    let c = try #require(Self.number(after: "damping: ", in: interpolating))
    let m = try #require(Self.number(after: "mass: ", in: interpolating))
    expectClose(m, 1, absolute: 0)
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    expectClose(zeta, 0.6, relative: printed * 4, "ζ from the exported (m, k, c)")
    let omegaD = omega * (1 - 0.36).squareRoot()
    expectClose((0.6 * omega - 0.8) / omegaD * exp(-0.6 * omega * 0.5), 1e-3, relative: rule, "UIKit envelope at D")
    let duration = try line(".spring(duration: ")
    expectClose(
      try #require(Self.number(after: "duration: ", in: duration)), 2 * Double.pi / omega, relative: printed * 4)
    expectClose(try #require(Self.number(after: "bounce: ", in: duration)), 0.4, relative: printed * 4)
    let response = try line(".spring(response: ")
    expectClose(
      try #require(Self.number(after: "response: ", in: response)), 2 * Double.pi / omega, relative: printed * 4)
    expectClose(try #require(Self.number(after: "dampingFraction: ", in: response)), 0.6, relative: printed * 4)
    expectClose(try #require(Self.number(after: "initialVelocity: ", in: interpolating)), 0.8, absolute: 0)
    let ca = try line("let spring = CASpringAnimation()")
    expectClose(try #require(Self.number(after: "spring.stiffness = ", in: ca)), k, relative: printed)
    expectClose(try #require(Self.number(after: "spring.damping = ", in: ca)), c, relative: printed)
    expectClose(try #require(Self.number(after: "spring.mass = ", in: ca)), m, relative: printed)
    expectClose(try #require(Self.number(after: "spring.initialVelocity = ", in: ca)), 0.8, absolute: 0)
    let android = try line("SpringForce(")
    // Android prints Float literals: 2⁻²⁴ relative.
    expectClose(try #require(Self.number(after: "setStiffness(", in: android)), k, relative: 0x1p-24)
    expectClose(try #require(Self.number(after: "setDampingRatio(", in: android)), 0.6, relative: 0x1p-24)
    expectClose(try #require(Self.number(after: "startVelocity ", in: android)), 0.8, relative: 0x1p-24)
    let flutter = try line("SpringSimulation(")
    expectClose(try #require(Self.number(after: "stiffness: ", in: flutter)), k, relative: printed)
    expectClose(try #require(Self.number(after: "damping: ", in: flutter)), c, relative: printed)
    // SpringSimulation(description, start, end, velocity): 0.0, 1.0, 0.8 units/s (travel 1).
    let arguments =
      flutter.split(separator: ")").last?.split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      } ?? []
    #expect(arguments == [0, 1, 0.8], "Flutter start, end, velocity: \(flutter)")
    let framer = try line("{ type: \"spring\"")
    expectClose(try #require(Self.number(after: "stiffness: ", in: framer)), k, relative: printed)
    expectClose(try #require(Self.number(after: "damping: ", in: framer)), c, relative: printed)
    expectClose(try #require(Self.number(after: "mass: ", in: framer)), m, relative: printed)
    expectClose(try #require(Self.number(after: "velocity: ", in: framer)), 0.8, absolute: 0)
  }

  @Test("an easing to CSS reports its stops and achieved error, in the spring's shape: comment, then the rule")
  func easing() throws {
    let result = try BinaryRunner.run(["export", "--easing", "ease-in-out", "--max-error=0.005"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 2, "\(result.output)")
    #expect(
      lines.first?.hasPrefix("/* ") == true && lines.first?.hasSuffix(" */") == true
        && lines.first?.contains("max error") == true)
    #expect(
      lines.last?.hasPrefix("animation-timing-function: linear(0 0%,") == true && lines.last?.hasSuffix(");") == true)
  }

  @Test(
    "a spring, an easing and a scene channel print one CSS shape; --value-only prints the bare linear() of it",
    arguments: [
      ["--damping", "0.6", "--target", "css"], ["--easing", "ease-in-out"],
      ["--scene", "like", "--channel", "heart.scale"],
    ])
  func oneShape(_ flags: [String]) throws {
    let full = try BinaryRunner.run(["export"] + flags)
    #expect(full.status == 0, "\(full.standardError)")
    let lines = full.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(full.output)")
    #expect(lines.first?.hasPrefix("/* ") == true && lines.first?.hasSuffix(" */") == true, "\(full.output)")
    let rule = lines.last ?? ""
    #expect(rule.hasPrefix("animation-timing-function: linear(") && rule.hasSuffix(");"), "\(rule)")
    let bare = try BinaryRunner.run(["export", "--value-only"] + flags)
    #expect(bare.status == 0, "\(bare.standardError)")
    #expect(bare.output == String(rule.dropFirst("animation-timing-function: ".count).dropLast()) + "\n")
  }

  @Test("--value-only without a target is the spring's CSS; with another target or a --format it is a usage error")
  func valueOnlyErrors() throws {
    let bare = try BinaryRunner.run(["export", "--value-only", "--damping", "0.6"])
    #expect(
      bare.status == 0 && bare.output.hasPrefix("linear(") && bare.output.split(separator: "\n").count == 1,
      "\(bare.output)")
    expectUsageError(try BinaryRunner.run(["export", "--value-only", "--target", "swiftui"]), naming: "--value-only")
    expectUsageError(try BinaryRunner.run(["export", "--value-only", "--format", "json"]), naming: "--value-only")
  }

  @Test(
    "seed-scene channels to CSS: the printed linear() stays within --max-error of the channel",
    arguments: [
      ("like", "heart.scale"), ("zan", "triangle0.scale"), ("floating-heart", "heart.position.y"),
      ("like", "ring.lineWidth"),
    ])
  func sceneChannel(scene: String, channel: String) throws {
    let maximumError = 2e-3
    let result = try BinaryRunner.run([
      "export", "--scene", scene, "--channel", channel, "--max-error", "\(maximumError)",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.output.split(separator: "\n")
    let comment = try #require(lines.first)
    let to = try #require(Double(comment.split(separator: " to ")[1].split(separator: ",")[0]))
    let css = String(try #require(lines.last).dropFirst("animation-timing-function: ".count).dropLast())
    guard case .piecewiseLinear(let linear) = try EasingParser.parse(css) else {
      Issue.record("not linear(): \(css)")
      return
    }
    let table = parseCSV(try BinaryRunner.run(["scene", scene, "--samples", "1601"]).output)
    let column = try #require(table.header.firstIndex(of: channel))
    let first = table.rows.first![column]
    let duration = table.rows.last![0]
    for row in table.rows {
      let progress = (row[column] - first) / (to - first)
      // 1e-6: the channel between the fit's 32,000 verification points.
      expectClose(
        linear.value(at: row[0] / duration), progress, absolute: maximumError + 1e-6, "\(scene) \(channel) t \(row[0])")
    }
  }

  @Test("over-damped springs say which engines clamp them")
  func overdamped() throws {
    let text = try BinaryRunner.run(["export", "--bounce", "-0.5"]).output
    #expect(text.contains("allowsOverdamping") && text.contains("allowOverDamping"))
  }

  @Test(
    "bad exports exit 64 with one line",
    arguments: [
      (["export", "--max-error", "0"], "--max-error"),
      (["export", "--max-error", "nan"], "--max-error"),
      (["export", "--target", "qt"], "--target"),
      (["export", "--easing", "ease", "--stiffness", "100"], "--stiffness"),
      (["export", "--easing", "cubic-bezier(1"], "--easing"),
      (["export", "--easing", "ease", "--target", "android"], "--target"),
      (["export", "--from", "1", "--to", "1", "--target", "css"], "--from"),
      (["export", "--response", "1", "--damping-fraction", "0", "--target", "css"], "settles"),
      (["export", "stray"], "stray"),
      (["export", "--scene", "like"], "--channel"),
      (["export", "--scene", "like", "--channel", "nope"], "nope"),
      (["export", "--scene", "nowhere.json", "--channel", "a"], "nowhere.json"),
      (["export", "--scene", "like", "--channel", "heart.scale", "--target", "android"], "--target"),
      (["export", "--scene", "like", "--channel", "heart.scale", "--stiffness", "3"], "--stiffness"),
      (["export", "--channel", "heart.scale"], "--channel"),
    ])
  func badInput(arguments: [String], fragment: String) throws {
    let result = try BinaryRunner.run(arguments)
    expectUsageError(result, naming: fragment, "\(arguments)")
  }
}
