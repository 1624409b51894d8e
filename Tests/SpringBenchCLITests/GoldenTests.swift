import Foundation
import TestSupport
import Testing

/// Spring goldens: 1e-12 of the travel for positions and of travel·ω0 for
/// velocities. Both scales are read from the golden (GSL's) data, not from the
/// core: the travel scale is max |x − x(0)| (≥ |to − from|), the velocity scale
/// the peak |v| (travel·ω0 times a factor of order one: 0.37 at critical
/// damping, 1 undamped). Measured worst: 2.0e-15 (positions), 4.2e-15 (velocities).
private let springGoldenRelativeTolerance = 1e-12
/// Easing goldens, relative to the GSL value (a golden 0 must be exactly 0):
/// measured worst 2.8e-15 (css-back).
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
    let current = FileManager.default.temporaryDirectory.appendingPathComponent(
      "golden-\(c.name)-\(UUID().uuidString).csv")
    defer { try? FileManager.default.removeItem(at: current) }
    let run = try BinaryRunner.run(c.arguments, standardOutputPath: nil)
    #expect(run.status == 0, "\(run.standardError)")
    try run.standardOutput.write(to: current)
    let golden = Self.directory.appendingPathComponent("\(c.name).csv").path
    let arguments = ["compare", current.path, golden]
    var comparisons: [[String]] = []
    switch c.arguments.first {
    case "scene": comparisons = [arguments + ["--abs-tolerance", scenePinTolerance]]
    case "ease": comparisons = [arguments + ["--columns", "progress,value", "--rel-tolerance", easingGoldenTolerance]]
    default:
      let (travel, speed) = try Self.springScales(golden)
      comparisons = [
        arguments + ["--columns", "t", "--abs-tolerance", "0"],
        arguments + ["--columns", "value", "--abs-tolerance", "\(springGoldenRelativeTolerance * travel)"],
        arguments + ["--columns", "velocity", "--abs-tolerance", "\(springGoldenRelativeTolerance * speed)"],
      ]
    }
    for comparison in comparisons {
      let result = try BinaryRunner.run(comparison)
      #expect(result.status == 0, "\(c): \(comparison.suffix(3)) \(result.standardError) \(result.output)")
    }
  }

  /// The travel scale max |x − x(0)| and the velocity scale max |v| of a
  /// spring golden (columns t,value,velocity), from the reference data itself.
  static func springScales(_ path: String) throws -> (travel: Double, speed: Double) {
    let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
      .map { $0.split(separator: ",").map { Double($0)! } }
    let start = rows[0][1]
    let travel = rows.map { abs($0[1] - start) }.max()!
    let speed = rows.map { abs($0[2]) }.max()!
    #expect(travel > 0 && speed > 0, "\(path)")
    return (travel, speed)
  }
}
