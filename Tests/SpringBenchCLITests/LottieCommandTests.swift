import AnimationMath
import Foundation
import TestSupport
import Testing

/// Shortest round-trip CSV of lerps of O(100) values: a few ulp.
private let csvTolerance = 1e-12

/// The committed Lottie test file `name`.
func lottieFixture(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("AnimationScenesTests/Data/lottie/\(name)").path
}

/// Writes `text` to a fresh temporary file and returns its path.
private func temporaryLottie(_ text: String) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-\(UUID().uuidString).json")
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

@Suite("springbench lottie, end to end over the built binary")
struct LottieCommandTests {
  @Test("default rows ip … op − 1; frame,t then the named columns; the linear-fallback note on stderr")
  func defaults() throws {
    let result = try BinaryRunner.run(["lottie", lottieFixture("travel.json")])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 1 + 31)
    #expect(lines[0].hasPrefix("frame,t,dot.position.x,dot.position.y,dot.orientation,dot/paint.color.r"))
    #expect(result.standardError.contains("layers[5].ks.o.k[0]"))
  }

  @Test("--frames A:B:STEP with fractional frames, --frames LIST and --times give the same rows")
  func frameSelection() throws {
    let range = try BinaryRunner.run(["lottie", lottieFixture("travel.json"), "--frames", "15:16:0.5"])
    let list = try BinaryRunner.run(["lottie", lottieFixture("travel.json"), "--frames", "15,15.5,16"])
    let times = try BinaryRunner.run(["lottie", lottieFixture("travel.json"), "--times", "0.5"])
    #expect(range.status == 0 && range.standardOutput == list.standardOutput)
    let rows = range.output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    let header = rows[0]
    let rotation = try #require(header.firstIndex(of: "bar.rotation"))
    #expect(rows.count == 4)
    expectClose(Double(rows[1][rotation]) ?? .nan, 225, absolute: csvTolerance)  // 180 + 90·(15 − 10)/10
    expectClose(Double(rows[2][1]) ?? .nan, 15.5 / 30, absolute: csvTolerance)
    let timeRows = times.output.split(separator: "\n").map(String.init)
    #expect(timeRows.count == 2 && timeRows[1] == range.output.split(separator: "\n").map(String.init)[1])
  }

  @Test(
    "bad input is exit 64 with one line naming the fault",
    arguments: [
      (["--frames", "3:1:1"], "--frames"), (["--frames", "0,nan"], "--frames"),
      (["--frames", "1", "--times", "1"], "--times"), (["--format", "text"], "--format"),
    ])
  func badFlags(extra: [String], flag: String) throws {
    let result = try BinaryRunner.run(["lottie", lottieFixture("travel.json")] + extra)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(flag))
  }

  @Test("a file that breaks the specification is refused with its JSON path; --strict refuses missing handles")
  func specification() throws {
    let unordered = try temporaryLottie(
      #"{"fr":30,"ip":0,"op":30,"layers":[{"ty":3,"ind":1,"ks":{"r":{"a":1,"k":[{"t":5,"s":[0],"h":1},{"t":4,"s":[1]}]}}}]}"#
    )
    let result = try BinaryRunner.run(["lottie", unordered])
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("layers[0].ks.r.k[1].t"))
    let strict = try BinaryRunner.run(["lottie", lottieFixture("travel.json"), "--strict"])
    #expect(strict.status == 64)
    #expect(strict.standardError.contains("layers[5].ks.o.k[0]"))
  }
}

@Suite("springbench lottie --player")
struct LottiePlayerCommandTests {
  @Test("lottie-ios-ca moves the eased arch off the exact path and says orientation is exact's; unknown names are 64")
  func coreAnimation() throws {
    let exact = try BinaryRunner.run(["lottie", lottieFixture("travel.json"), "--frames", "5"])
    let ca = try BinaryRunner.run([
      "lottie", lottieFixture("travel.json"), "--frames", "5", "--player", "lottie-ios-ca",
    ])
    #expect(ca.status == 0)
    #expect(ca.standardError.contains("orientation columns are the exact angle"))
    #expect(exact.standardOutput != ca.standardOutput)
    let unknown = try BinaryRunner.run(["lottie", lottieFixture("travel.json"), "--player", "flash"])
    #expect(unknown.status == 64 && unknown.standardError.contains("--player"))
  }
}

@Suite("springbench lottie --player rlottie, thorvg")
struct LottieFloatPlayerCommandTests {
  /// rlottie renders whole frames: frame 7.4 prints frame 7's values; ThorVG keeps 7.4.
  @Test("rlottie evaluates fractional frames at the nearest whole frame; thorvg at the frame itself")
  func wholeFrames() throws {
    func values(_ frame: String, _ player: String) throws -> [String] {
      let result = try BinaryRunner.run([
        "lottie", lottieFixture("travel.json"), "--frames", frame, "--player", player,
      ])
      #expect(result.status == 0, "\(result.standardError)")
      return Array(result.output.split(separator: "\n")[1].split(separator: ",").dropFirst(2).map(String.init))
    }
    #expect(try values("7.4", "rlottie") == values("7", "rlottie"))
    #expect(try values("7.4", "thorvg") != values("7", "thorvg"))
    #expect(try values("7", "rlottie") != values("7", "exact"))
  }
}

@Suite("springbench lottie players")
struct LottiePlayersCommandTests {
  /// The same maxima the per-player runs give: lottie-web's overshooting segment ends at its
  /// end point (500, 350), and positions are in px, rotation in degrees.
  @Test("per player and column the largest |player − exact| with its frame and unit")
  func table() throws {
    let result = try BinaryRunner.run(["lottie", "players", lottieFixture("travel.json"), "--format", "csv"])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = result.output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    #expect(rows[0] == ["player", "column", "max_difference", "frame", "unit"])
    let web = try #require(rows.first { $0[0] == "lottie-web" && $0[1] == "dot.position.x" })
    #expect(web[4] == "px")
    #expect((Double(web[2]) ?? 0) > 1, "the overshoot is replaced by the end point")
    let rotation = try #require(rows.first { $0[0] == "lottie-ios-ca" && $0[1] == "bar.rotation" })
    #expect(rotation[4] == "deg" && Double(rotation[2]) == 0)
    let players = Set(rows.dropFirst().map { $0[0] })
    #expect(players == Set(LottiePlayer.allCases.filter { $0 != .exact }.map(\.rawValue)))
    #expect(rows.count == 1 + 17 * players.count - 1, "skottie refuses bar.rotation")
  }
}
