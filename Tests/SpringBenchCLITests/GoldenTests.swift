import Foundation
import TestSupport
import Testing

/// Spring goldens: 1e-10 of the largest travel in cases.txt (60) is 6e-9; GSL at
/// 1e-13 agrees with the closed form to ~1e-13 on these curves, so 1e-9 has room.
private let springGoldenTolerance = "1e-9"
/// Easing goldens: issue 3's bound on every output.
private let easingGoldenTolerance = "1e-14"
/// Scene pins: the same code on the same inputs; 1e-12 absolute allows libm
/// differences between machines on positions of a few hundred points.
private let scenePinTolerance = "1e-12"

@Suite("Golden CSVs through springbench compare")
struct GoldenTests {
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let arguments: [String]
    var description: String { name }
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden")

  static let cases: [Case] = {
    let text = (try? String(contentsOf: directory.appendingPathComponent("cases.txt"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let parts = line.split(separator: "|", maxSplits: 1)
      return Case(
        name: parts[0].trimmingCharacters(in: .whitespaces),
        arguments: parts[1].split(separator: " ").map(String.init))
    }
  }()

  @Test("the manifest lists springs and easings")
  func manifest() {
    #expect(Self.cases.count >= 15)
  }

  @Test("the current output matches the independent golden", arguments: cases)
  func golden(_ c: Case) throws {
    let current = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(c.name)-\(UUID().uuidString).csv")
    defer { try? FileManager.default.removeItem(at: current) }
    let run = try BinaryRunner.run(c.arguments, standardOutputPath: nil)
    #expect(run.status == 0, "\(run.standardError)")
    try run.standardOutput.write(to: current)
    let golden = Self.directory.appendingPathComponent("\(c.name).csv").path
    var arguments = ["compare", current.path, golden]
    switch c.arguments.first {
    case "scene": arguments += ["--abs-tolerance", scenePinTolerance]
    case "ease": arguments += ["--columns", "progress,value", "--abs-tolerance", easingGoldenTolerance]
    default: arguments += ["--columns", "t,value,velocity", "--abs-tolerance", springGoldenTolerance]
    }
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 0, "\(c): \(result.standardError) \(result.output)")
  }
}
