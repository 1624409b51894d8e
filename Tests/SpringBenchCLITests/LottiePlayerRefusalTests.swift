import TestSupport
import Testing

/// What the CLI does with a property a player refuses: `travel.json`'s `bar.rotation` has two
/// keyframes at t = 10, which Skottie refuses ("Ts must be strictly monotonic").
@Suite("springbench lottie: a player that refuses a file")
struct LottiePlayerRefusalTests {
  @Test("--player skottie names the property and exits 1 with nothing on stdout")
  func skottieRefuses() throws {
    let result = try BinaryRunner.run(["lottie", lottieFixture("travel.json"), "--player", "skottie"])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("--player skottie refuses"))
    #expect(result.standardError.contains("bar.rotation: k[1] and k[2] are both at t = 10 as Floats"))
    let android = try BinaryRunner.run(["lottie", lottieFixture("travel.json"), "--player", "lottie-android"])
    #expect(android.status == 0, "\(android.standardError)")
  }

  @Test("lottie players leaves the refused columns out for that player only, with a note")
  func playersTable() throws {
    let result = try BinaryRunner.run(["lottie", "players", lottieFixture("travel.json"), "--format", "csv"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("note: skottie refuses bar.rotation"))
    let rows = result.output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    #expect(!rows.contains { $0[0] == "skottie" && $0[1] == "bar.rotation" })
    #expect(rows.contains { $0[0] == "skottie" && $0[1] == "dot.position.x" })
    #expect(rows.contains { $0[0] == "lottie-android" && $0[1] == "bar.rotation" })
  }
}
