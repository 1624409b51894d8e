import Foundation
import TestSupport
import Testing

/// The CSV prints shortest round-trip doubles; a lerp at a key time is within
/// a few ulp of the hand value.
private let csvTolerance = 1e-12

/// Header and rows of a CSV whose empty cells are nil.
private func table(_ text: String) -> (header: [String], rows: [[Double?]]) {
  var lines = text.split(separator: "\n").map(String.init)
  guard !lines.isEmpty else { return ([], []) }
  let header = lines.removeFirst().split(separator: ",").map(String.init)
  let rows = lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) } }
  return (header, rows)
}

/// Writes `text` to a fresh temporary file and returns its path.
private func temporaryFile(_ text: String) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString).json")
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

@Suite("springbench scene, end to end over the built binary")
struct SceneCommandTests {
  @Test("like: t plus one column per property component; the ring's lineWidth at 0.7 and 0.9 of its group")
  func like() throws {
    // Group at 0.15 for 0.25: 0.7 → t 0.325 (4), 0.9 → t 0.375 (0.3).
    let result = try BinaryRunner.run(["scene", "like", "--times", "0.325,0.375,0.1"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let csv = table(result.output)
    #expect(csv.header.first == "t")
    #expect(csv.header.contains("heart.scale") && csv.header.contains("triangle3.path.p1.x"))
    let lineWidth = try #require(csv.header.firstIndex(of: "ring.lineWidth"))
    expectClose(csv.rows[0][lineWidth] ?? .nan, 4, absolute: csvTolerance)
    expectClose(csv.rows[1][lineWidth] ?? .nan, 0.3, absolute: csvTolerance)
    let ringPoint = try #require(csv.header.firstIndex(of: "ring.path.p0.x"))
    #expect(csv.rows[2][ringPoint] == nil, "no ring path before the group: an empty cell")
    #expect(csv.rows.allSatisfy { $0.count == csv.header.count })
  }

  @Test("like --duration 10 and the default grid")
  func likeLong() throws {
    let result = try BinaryRunner.run(["scene", "like", "--duration", "10", "--times", "6.5"])
    let csv = table(result.output)
    let lineWidth = try #require(csv.header.firstIndex(of: "ring.lineWidth"))
    expectClose(csv.rows[0][lineWidth] ?? .nan, 4, absolute: csvTolerance)  // 3 + 5·0.7
    let grid = try BinaryRunner.run(["scene", "shoot"])
    // Default: [0, release + 0.25] = [0, 1.25] at 120 Hz.
    #expect(table(grid.output).rows.count == 151)
  }

  @Test("floating-heart: --seed is reproducible and changes the curve")
  func seeds() throws {
    let a = try BinaryRunner.run(["scene", "floating-heart", "--seed", "7", "--step", "0.5"])
    let b = try BinaryRunner.run(["scene", "floating-heart", "--seed=7", "--step", "0.5"])
    let c = try BinaryRunner.run(["scene", "floating-heart", "--seed", "8", "--step", "0.5"])
    #expect(a.status == 0 && a.standardOutput == b.standardOutput)
    #expect(a.standardOutput != c.standardOutput)
  }

  @Test("a scene file")
  func file() throws {
    let path = try temporaryFile(
      #"{"layers": [{"name": "dot", "animations": [{"type": "basic", "keyPath": "x", "from": 0, "to": 8, "duration": 2}]}]}"#
    )
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try BinaryRunner.run(["scene", path, "--times", "0.5,2,3"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.output == "t,dot.x\n0.5,2.0\n2.0,8.0\n3.0,\n")
  }

  struct BadInput: Sendable, CustomStringConvertible {
    let arguments: [String]
    let file: String?
    let fragment: String
    var description: String { arguments.joined(separator: " ") + (file.map { " < \($0)" } ?? "") }
  }

  static let badInputs: [BadInput] = [
    .init(arguments: ["scene"], file: nil, fragment: "Missing expected argument"),
    .init(arguments: ["scene", "like", "zan"], file: nil, fragment: "zan"),
    .init(arguments: ["scene", "wobble"], file: nil, fragment: "wobble"),
    .init(arguments: ["scene", "like", "--seed", "3"], file: nil, fragment: "--seed"),
    .init(arguments: ["scene", "like", "--duration", "-1"], file: nil, fragment: "--duration"),
    .init(arguments: ["scene", "zan", "--duration", "0"], file: nil, fragment: "--duration"),
    .init(arguments: ["scene", "shoot", "--release", "0.1"], file: nil, fragment: "--release"),
    .init(arguments: ["scene", "floating-heart", "--seed", "-1"], file: nil, fragment: "--seed"),
    .init(arguments: ["scene", "floating-heart", "--seed", "1.5"], file: nil, fragment: "--seed"),
    .init(arguments: ["scene", "like", "--until", "settled"], file: nil, fragment: "--until"),
    .init(arguments: ["scene", "like", "--fps", "0"], file: nil, fragment: "--fps"),
    .init(
      arguments: ["scene", "FILE", "--duration", "1"], file: #"{"layers": [{"name": "a"}]}"#, fragment: "--duration"),
    .init(
      arguments: ["scene", "FILE"],
      file:
        #"{"layers": [{"name": "a", "animations": [{"type": "basic", "keyPath": "x", "to": 1, "duration": -0.5}]}]}"#,
      fragment: "layers[0].animations[0].duration"),
    .init(
      arguments: ["scene", "FILE"],
      file:
        #"{"layers": [{"name": "a", "animations": [{"type": "basic", "keyPath": "x", "to": 1, "repeatCount": -1}]}]}"#,
      fragment: "layers[0].animations[0].repeatCount"),
    .init(
      arguments: ["scene", "FILE"],
      file:
        #"{"layers": [{"name": "a", "animations": [{"type": "keyframe", "keyPath": "x", "values": [0, 1], "calculationMode": "bouncy"}]}]}"#,
      fragment: "layers[0].animations[0].calculationMode"),
    .init(
      arguments: ["scene", "FILE"],
      file:
        #"{"layers": [{"name": "a", "animations": [{"type": "basic", "keyPath": "x", "to": 1, "fillMode": "both ways"}]}]}"#,
      fragment: "layers[0].animations[0].fillMode"),
    .init(arguments: ["scene", "FILE"], file: #"{"layers": [{"name": "a",, }]}"#, fragment: "line 1, column 26"),
    .init(arguments: ["scene", "FILE"], file: "\u{FF}\u{FE}", fragment: "not valid JSON"),
  ]

  @Test("bad input: exit 64, one line on stderr naming the problem, nothing on stdout", arguments: badInputs)
  func badInput(_ c: BadInput) throws {
    var arguments = c.arguments
    var path: String?
    if let file = c.file {
      path = try temporaryFile(file)
      arguments = arguments.map { $0 == "FILE" ? path! : $0 }
    }
    defer { if let path { try? FileManager.default.removeItem(atPath: path) } }
    let result = try BinaryRunner.run(arguments)
    expectUsageError(result, naming: c.fragment, hint: "springbench scene --help", "\(c)")
  }
}
