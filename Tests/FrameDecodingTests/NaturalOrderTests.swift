import FrameDecoding
import Testing

@Suite struct NaturalOrderTests {
  @Test("digit runs compare as numbers, the rest by scalar")
  func order() {
    let names = ["frame10.png", "frame2.png", "frame1.png", "frame02.png", "a.png", "frame1b.png", "Frame3.png"]
    #expect(
      names.sorted(by: NaturalOrder.precedes) == [
        "Frame3.png", "a.png", "frame1.png", "frame1b.png", "frame02.png", "frame2.png", "frame10.png",
      ])
  }
}
