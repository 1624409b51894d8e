import AnimationMath
import AnimationScenes
import TestSupport
import Testing

/// The rounding of Documentation/Lottie.md's figures (3 significant digits).
private let documentedRounding = 0.005

/// The largest distance of `dot.position` from exact over `frames` of `file`, with its frame.
private func largestDistance(_ file: LottieFile, _ player: LottiePlayer, frames: [Double]) -> (Double, Double) {
  let x = file.header.firstIndex(of: "dot.position.x")!
  let y = file.header.firstIndex(of: "dot.position.y")!
  var worst = (0.0, frames[0])
  for frame in frames {
    let (exact, row) = (file.row(atFrame: frame), file.row(atFrame: frame, player: player))
    let distance = ((row[x] - exact[x]) * (row[x] - exact[x]) + (row[y] - exact[y]) * (row[y] - exact[y])).squareRoot()
    if distance > worst.0 { worst = (distance, frame) }
  }
  return worst
}

@Suite("Lottie players on a whole file")
struct LottieFilePlayerRefusalTests {
  /// `bar.rotation` has two keyframes at t = 10: Skottie refuses that channel and no other;
  /// the other players refuse nothing.
  @Test("Skottie refuses travel.json's bar.rotation only")
  func refusals() throws {
    let file = try LottieReader.read(try lottieTestFile("travel.json"))
    let skottie = file.refusals(by: .skottie)
    #expect(skottie.map(\.channel.name) == ["bar.rotation"])
    #expect(skottie.first?.reason.contains("k[1] and k[2] are both at t = 10 as Floats") == true)
    for player in LottiePlayer.allCases where player != .skottie { #expect(file.refusals(by: player).isEmpty) }
  }

  /// Regression pin of Documentation/Lottie.md's table (written from this computation, not an
  /// independent reference): the largest distance from exact of `dot.position`, frames 0 to 30
  /// by 0.25, on the eased arch (frames before 20) and the overshooting segment.
  @Test(
    "the documented largest deviations on the eased arch and the overshoot",
    arguments: [
      (LottiePlayer.lottieAndroid, 1.39, 4.25, 1.49, 23.25), (.lottieIOS, 0.036, 14.75, 18.9, 27.75),
      (.skottie, 0.069, 12, 18.9, 27.75),
    ])
  func documentedDeviations(player: LottiePlayer, arch: Double, archFrame: Double, over: Double, overFrame: Double)
    throws
  {
    let file = try LottieReader.read(try lottieTestFile("travel.json"))
    let frames = (0...120).map { Double($0) / 4 }
    let (archDistance, archAt) = largestDistance(file, player, frames: frames.filter { $0 < 20 })
    let (overDistance, overAt) = largestDistance(file, player, frames: frames.filter { $0 >= 20 })
    expectClose(archDistance, arch, relative: documentedRounding)
    expectClose(overDistance, over, relative: documentedRounding)
    #expect(archAt == archFrame && overAt == overFrame)
  }
}
