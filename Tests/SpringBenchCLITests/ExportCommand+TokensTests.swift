import AnimationMath
import Foundation
import TestSupport
import Testing

/// `export --target tokens --scene`: the file read back by `springbench tokens` holds the
/// durations, delays, curves and springs the scene definitions declare (the literals of
/// Sources/AnimationScenes/LikeScene.swift and ZanScene.swift, with D = `--duration`).
@Suite("export --target tokens --scene")
struct ExportSceneTokensTests {
  /// One scene export and what its read-back rows must say.
  struct Row: Sendable, CustomStringConvertible {
    let arguments: [String]
    /// Token name → the `value` cell `springbench tokens` prints for it.
    let values: [String: String]
    /// Springs: token name → (dampingRatio, duration s, velocity) the scene hands UIKit.
    let springs: [String: (ratio: Double, duration: Double, velocity: Double)]
    let skipped: Int
    let channels: Int
    var description: String { arguments.joined(separator: " ") }
  }

  /// Relative tolerance on the spring's mass, stiffness and damping: the file holds the
  /// shortest decimals that read back as the same doubles, so they agree to the last bit;
  /// one ulp of slack for the ζ arithmetic.
  static let springTolerance = 4e-16

  static let rows: [Row] = [
    Row(
      arguments: ["--scene", "like"],
      values: [
        // whiteHeart: 0.3·D, .curveEaseInOut; ring group at 0.3·D lasting 0.5·D, path linear.
        "like.whiteHeart.scale": "150ms cubic-bezier(0.42, 0, 0.58, 1) 0ms",
        "like.ring.path": "250ms cubic-bezier(0, 0, 1, 1) 150ms",
        // heart: UIKit spring of 0.7·D beginning at 0.3·D + 0.1.
        "like.heart.scale-duration": "350ms", "like.heart.scale-delay": "250ms",
      ],
      springs: ["like.heart.scale": (0.6, 0.35, 0.8)], skipped: 7, channels: 10),
    Row(
      arguments: ["--scene", "like", "--duration", "1"],
      values: [
        "like.whiteHeart.scale": "300ms cubic-bezier(0.42, 0, 0.58, 1) 0ms",
        "like.ring.path": "500ms cubic-bezier(0, 0, 1, 1) 300ms",
        "like.heart.scale-duration": "700ms", "like.heart.scale-delay": "400ms",
      ],
      springs: ["like.heart.scale": (0.6, 0.7, 0.8)], skipped: 7, channels: 10),
    Row(
      arguments: ["--scene", "zan"],
      values: [
        // heart: heartDuration 0.35 s, .easeIn, scale and rotation.
        "zan.heart.scale": "350ms cubic-bezier(0.42, 0, 1, 1) 0ms",
        "zan.heart.rotation": "350ms cubic-bezier(0.42, 0, 1, 1) 0ms",
      ],
      springs: [:], skipped: 12, channels: 14),
  ]

  @Test("read back through the DTCG reader, a seed scene's tokens are the scene's timings", arguments: rows)
  func roundTrip(row: Row) throws {
    let export = try BinaryRunner.run(["export", "--target", "tokens"] + row.arguments)
    #expect(export.status == 0, "\(export.standardError)")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString).json").path
    try export.output.write(toFile: path, atomically: true, encoding: .utf8)
    let list = try BinaryRunner.run(["tokens", path])
    #expect(list.status == 0, "\(list.standardError)")
    var cells: [String: (type: String, value: String)] = [:]
    for line in list.output.split(separator: "\n").dropFirst() {
      let parts = line.split(separator: ",", maxSplits: 2).map(String.init)
      let rest = parts[2]
      let value =
        rest.hasPrefix("\"") ? String(rest.dropFirst().prefix { $0 != "\"" }) : String(rest.prefix { $0 != "," })
      cells[parts[0]] = (parts[1], value)
    }
    #expect(cells.count == row.values.count + row.springs.count, "\(list.output)")
    for (name, value) in row.values { #expect(cells[name]?.value == value, "\(name): \(list.output)") }
    for (name, spring) in row.springs {
      #expect(cells[name]?.type == "spring")
      let numbers = try #require(cells[name]).value.split(whereSeparator: { " ,".contains($0) }).compactMap {
        Double($0)
      }
      let expected = try SpringAnimation<AnimationValue>.uikit(
        keyPath: "scale", dampingRatio: spring.ratio, relativeVelocity: spring.velocity,
        timing: MediaTiming(duration: spring.duration)
      ).motion.parameters
      #expect(numbers.count == 3, "\(name)")
      for (got, want) in zip(numbers, [expected.mass, expected.stiffness, expected.damping]) {
        #expect(abs(got - want) <= Self.springTolerance * want, "\(name): \(got) vs \(want)")
      }
      let ratio = numbers[2] / (2 * (numbers[0] * numbers[1]).squareRoot())
      #expect(abs(ratio - spring.ratio) <= 1e-12, "\(name): ζ \(ratio)")
    }
    let notes = export.standardError.split(separator: "\n")
    #expect(notes.filter { $0.contains(" skipped: ") }.count == row.skipped, "\(export.standardError)")
    #expect(notes.last == "note: export: \(row.skipped) of \(row.channels) channels of \(row.arguments[1]) skipped")
  }

  @Test("a keyframe channel is named with its reason; flags of other exports are refused with 64")
  func notesAndRefusals() throws {
    let like = try BinaryRunner.run(["export", "--target", "tokens", "--scene", "like"])
    #expect(
      like.standardError.contains("note: export: like ring.lineWidth skipped: keyframes (3 values) have no DTCG type"))
    for extra in [["--easing", "ease"], ["--response", "0.4"], ["--channel", "heart.scale"]] {
      let refused = try BinaryRunner.run(["export", "--target", "tokens", "--scene", "like"] + extra)
      #expect(refused.status == 64, "\(extra)")
      #expect(refused.output.isEmpty)
    }
  }

  @Test("a scene with no channel DTCG can state exits 1, names each channel and writes nothing")
  func nothingToWrite() throws {
    let scene = """
      {"name": "blink", "duration": 1, "layers": [{"name": "dot", "model": {"opacity": 0, "position": [0, 0]},
        "animations": [
          {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.5, 1]},
          {"type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 0.2, "timingFunction": "steps(4)"},
          {"type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 0.2, "repeatCount": 2}]}]}
      """
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("blink-\(UUID().uuidString).json").path
    try scene.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["export", "--target", "tokens", "--scene", path])
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.output.isEmpty)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("note: export: blink dot.opacity skipped: ") }.count == 3, "\(lines)")
    #expect(lines.contains("note: export: 3 of 3 channels of blink skipped"))
    #expect(lines.last?.contains("no channel a DTCG token can state (3 skipped") == true, "\(lines)")
  }
}
