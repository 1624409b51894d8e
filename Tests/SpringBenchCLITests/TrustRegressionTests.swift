import TestSupport
import Testing

/// Over the real binary: the arc-length row at a cusp and the
/// overflowing velocity.
@Suite("wrong numbers, over the binary")
struct TrustRegressionTests {
  @Test("path at a cusp: the middle arc-spaced row is the cusp, param 0.5, point (50, 75)")
  func cuspRow() throws {
    let result = try BinaryRunner.run(["path", "M 0 0 C 100 100 0 100 100 0", "--samples", "3", "--spacing", "arc"])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = result.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
    let middle = try #require(rows.count == 3 ? rows[1] : nil)
    // segment, param, arc_length, x, y, angle: the cusp B(½) = (50, 75); by
    // symmetry s(½) = L/2 (L = the last row's arc length).
    expectClose(middle[1], 0.5, absolute: 0)
    expectClose(middle[3], 50, relative: 1e-15)
    expectClose(middle[4], 75, relative: 1e-15)
    expectClose(middle[2], rows[2][2] / 2, relative: 1e-15)
  }

  @Test(
    "an overflowing velocity is a usage error naming the flag",
    arguments: [
      (["--stiffness", "100", "--damping-coefficient", "20", "--velocity", "-1e308", "--times", "0.01"], "--velocity"),
      (
        [
          "--stiffness", "100", "--damping-coefficient", "20", "--from", "0", "--to", "0", "--initial-velocity",
          "1e308", "--times", "0.01",
        ], "--initial-velocity"
      ),
    ])
  func overflow(arguments: [String], flag: String) throws {
    let result = try BinaryRunner.run(arguments)
    expectUsageError(result, naming: flag)
    #expect(result.output.isEmpty)
  }
}
