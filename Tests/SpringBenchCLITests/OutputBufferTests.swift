import Testing

@testable import SpringBenchCLI

@Suite("OutputBuffer")
struct OutputBufferTests {
  /// Doubling from 64 KiB to 16 MiB takes 8 moves; a few more for the rounding.
  static let maximumGrowths = 12

  @Test("a collecting buffer grows geometrically: 16 MiB of cells costs at most a dozen moves")
  func geometricGrowth() {
    var buffer = OutputBuffer(collecting: 1 << 16)
    var k = 0
    while buffer.count < 1 << 24 {
      buffer.append(Double(k) * 0.1, then: 44)
      k += 1
    }
    #expect(buffer.count >= 1 << 24)
    #expect(buffer.growthCount <= Self.maximumGrowths, "\(buffer.growthCount) moves")
  }
}
