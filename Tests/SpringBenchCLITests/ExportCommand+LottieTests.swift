import AnimationMath
import Foundation
import TestSupport
import Testing

/// CSV prints shortest round-trip doubles, and the value is progress times a
/// travel of 100: a few ulp of 100 on top of the reported error.
private let csvAllowance = 1e-12

/// Writes `property` as the opacity of the one layer of a Lottie file at `frameRate`, `frames` long.
private func lottieFile(_ property: String, frameRate: Double, frames: Double) throws -> String {
  let text =
    #"{"fr":\#(frameRate),"ip":0,"op":\#(frames.rounded(.up) + 1),"layers":[{"ty":3,"ind":1,"nm":"baked","ip":0,"op":\#(frames.rounded(.up) + 1),"ks":{"o":\#(property)}}]}"#
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-lottie-\(UUID().uuidString).json")
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

@Suite("springbench export --target lottie, read back through springbench lottie")
struct ExportLottieTests {
  @Test(
    "the written property, read by the Lottie reader and evaluated exactly, stays within --max-error of the source",
    arguments: [
      (["--mass", "1", "--stiffness", "100", "--damping-coefficient", "6", "--from", "0", "--to", "100"], 0.001),
      (["--mass", "1", "--stiffness", "100", "--damping-coefficient", "6", "--from", "0", "--to", "100"], 0.0001),
      (["--easing", "cubic-bezier(0.2, 1.4, 0.4, 0.9)", "--until", "0.4"], 0.001),
    ])
  func readBack(source: [String], maximumError: Double) throws {
    let frameRate = 30.0
    let result = try BinaryRunner.run(
      ["export", "--target", "lottie", "--format", "json", "--fps", "30", "--max-error", "\(maximumError)"] + source)
    #expect(result.status == 0, "\(result.standardError)")
    let property = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(property.hasPrefix(#"{"a":1,"k":[{"t":0,"#))
    let table = try BinaryRunner.run(
      ["export", "--target", "lottie", "--format", "csv", "--fps", "30", "--max-error", "\(maximumError)"] + source)
    let row = try #require(table.output.split(separator: "\n").last.map { $0.split(separator: ",").map(String.init) })
    let duration = try #require(Double(row[row.count - 4]))
    let reported = try #require(Double(row[row.count - 2]))
    #expect(reported <= maximumError)
    // The source, independently of the exporter: the spring's closed form, or the easing.
    let curve: (Double) -> Double
    let travel: Double
    if source[0] == "--easing" {
      let easing = try EasingParser.parse(source[1])
      curve = { easing.value(at: $0 / duration) }
      travel = 1
    } else {
      let motion = try SpringSolution(
        parameters: SpringParameters(mass: 1, stiffness: 100, damping: 6), from: 0, to: 100, initialVelocity: 0)
      curve = { motion.position(at: $0) }
      travel = 100
    }
    let frames = duration * frameRate
    let path = try lottieFile(property, frameRate: frameRate, frames: frames)
    let step = frames / 4_001
    let read = try BinaryRunner.run(["lottie", path, "--frames", "0:\(frames):\(step)"])
    #expect(read.status == 0, "\(read.standardError)")
    var worst = 0.0
    var checked = 0
    for line in read.output.split(separator: "\n").dropFirst() {
      let cells = line.split(separator: ",").compactMap { Double($0) }
      guard cells.count == 3 else { continue }
      worst = max(worst, abs(cells[2] - curve(cells[1])) / travel)
      checked += 1
    }
    #expect(checked >= 4_000)
    #expect(worst <= reported + csvAllowance, "measured \(worst), reported \(reported)")
  }

  @Test(
    "bad input is exit 64 naming the flag",
    arguments: [
      (["--fps", "0"], "--fps"), (["--target", "css", "--fps", "30"], "--fps"),
      (["--target", "lottie", "--max-error", "0"], "--max-error"),
    ])
  func badInput(extra: [String], flag: String) throws {
    let result = try BinaryRunner.run(
      ["export", "--easing", "ease"] + (extra.contains("--target") ? [] : ["--target", "lottie"]) + extra)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(flag))
  }
}
