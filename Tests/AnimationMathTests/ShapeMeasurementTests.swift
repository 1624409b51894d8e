import AnimationMath
import TestSupport
import Testing

/// The image moments of shapes drawn with exact anti-aliased coverage at
/// seeded sub-pixel positions, against the shapes' analytic centroid, axes and angle.
@Suite struct ShapeMeasurementTests {
  /// Centroid error bound, px: the 20 px disc's target is 0.01; the worst seen
  /// over these twelve shapes is 0.0009 (8-bit rounding of the edge pixels).
  static let centroidTolerance = 0.002
  /// Angle error bound, degrees: the worst seen over these ellipses and
  /// rectangles (axis ratios 1.6–2.4) is 0.0075°.
  static let angleTolerance = 0.02
  /// 4σ extent error bound, relative: the worst seen is 2.3e-4 (with the
  /// edge pixels read as uniform squares it would be 1.2 %).
  static let extentRelativeTolerance = 5e-4
  /// Total coverage error bound, relative to the area: 8-bit rounding and the
  /// renderer's 64² supersampling; the worst seen is 9.3e-5.
  static let coverageRelativeTolerance = 2e-4

  static let key = PixelColor(hex: "#FF2D55")!
  static let background = PixelColor(red: 255, green: 255, blue: 255)
  static let seed: UInt64 = 0x5EED_2026

  /// Twelve shapes: four of each kind, at seeded sub-pixel centres and angles.
  static let shapes: [SyntheticShape] = {
    var rng = SplitMix64(seed: seed)
    var out: [SyntheticShape] = []
    for index in 0..<4 {
      let x = 24 + rng.uniform(0...1)
      let y = 22 + rng.uniform(0...1)
      let angle = rng.uniform(-89...90)
      out.append(SyntheticShape(.disc(radius: 10), centerX: x, centerY: y))
      out.append(SyntheticShape(.ellipse(major: 14, minor: 6 + Double(index), angle: angle), centerX: x, centerY: y))
      out.append(SyntheticShape(.rectangle(long: 22, short: 9, angle: angle), centerX: x, centerY: y))
    }
    return out
  }()

  @Test("colour-keyed moments recover centroid, angle, axes and area; the worst errors printed")
  func colourKey() throws {
    var worst = (centroid: 0.0, angle: 0.0, extent: 0.0, coverage: 0.0)
    for (index, shape) in Self.shapes.enumerated() {
      let frame = shape.frame(width: 48, height: 46, key: Self.key, background: Self.background)
      let map = CoverageMap(
        frame: frame, region: frame.bounds, key: .color(Self.key, tolerance: CoverageKey.defaultTolerance),
        background: .uniform(FrameBackground.borderMode(of: frame)))
      let measured = try #require(ShapeMeasurement(map))
      check(measured, against: shape, "seed \(Self.seed) shape \(index)")
      let axes = shape.fourSigmaAxes
      worst.centroid = max(
        worst.centroid, absoluteError(measured.x, shape.centerX), absoluteError(measured.y, shape.centerY))
      worst.extent = max(
        worst.extent, absoluteError(measured.width, axes.major) / axes.major,
        absoluteError(measured.height, axes.minor) / axes.minor)
      worst.coverage = max(worst.coverage, absoluteError(measured.coverage, shape.area) / shape.area)
      if let angle = shape.angle { worst.angle = max(worst.angle, Self.angleDifference(measured.angle, angle)) }
    }
    print(
      "ShapeMeasurementTests: worst over \(Self.shapes.count) shapes (seed \(Self.seed)): "
        + "centroid \(worst.centroid) px, angle \(worst.angle)°, "
        + "4σ extent \(worst.extent) relative, coverage \(worst.coverage) relative")
  }

  /// |measured − expected| modulo 180°, ∞ when there is no measured angle.
  static func angleDifference(_ measured: Double?, _ expected: Double) -> Double {
    guard let measured else { return .infinity }
    var difference = (measured - expected).truncatingRemainder(dividingBy: 180)
    if difference > 90 { difference -= 180 }
    if difference < -90 { difference += 180 }
    return abs(difference)
  }

  @Test("alpha moments match the colour key's", arguments: [0, 1, 2])
  func alpha(index: Int) throws {
    let shape = Self.shapes[index]
    let frame = shape.frame(
      width: 48, height: 46, key: Self.key, background: Self.background, alphaOnly: true)
    let measured = try #require(
      ShapeMeasurement(CoverageMap(frame: frame, region: frame.bounds, key: .alpha, background: .uniform(Self.key))))
    check(measured, against: shape, "seed \(Self.seed) shape \(index), alpha")
  }

  func check(_ measured: ShapeMeasurement, against shape: SyntheticShape, _ context: String) {
    expectClose(measured.x, shape.centerX, absolute: Self.centroidTolerance, context)
    expectClose(measured.y, shape.centerY, absolute: Self.centroidTolerance, context)
    expectClose(measured.width, shape.fourSigmaAxes.major, relative: Self.extentRelativeTolerance, context)
    expectClose(measured.height, shape.fourSigmaAxes.minor, relative: Self.extentRelativeTolerance, context)
    expectClose(measured.coverage, shape.area, relative: Self.coverageRelativeTolerance, context)
    #expect(!measured.clipped, "\(context)")
    if let expected = shape.angle {
      let angle = measured.angle ?? .nan
      #expect(
        Self.angleDifference(measured.angle, expected) <= Self.angleTolerance,
        "angle \(angle) vs \(expected) \(context)")
      #expect(angle > -90 && angle <= 90, "\(context)")
    } else {
      #expect(measured.angle == nil, "a disc has no angle; got \(measured.angle ?? .nan) \(context)")
    }
  }

  @Test("a shape on the region's edge is clipped; an empty region measures nothing")
  func clippedAndEmpty() throws {
    let shape = SyntheticShape(.disc(radius: 10), centerX: 5.3, centerY: 20.7)
    let frame = shape.frame(width: 48, height: 46, key: Self.key, background: Self.background)
    let key = CoverageKey.color(Self.key, tolerance: CoverageKey.defaultTolerance)
    let measured = try #require(
      ShapeMeasurement(CoverageMap(frame: frame, region: frame.bounds, key: key, background: .uniform(Self.background)))
    )
    #expect(measured.clipped)
    let empty = CoverageMap(
      frame: frame, region: PixelRegion(x: 30, y: 0, width: 18, height: 46), key: key,
      background: .uniform(Self.background))
    #expect(ShapeMeasurement(empty) == nil)
  }

  @Test("a region's measurement is in frame pixels")
  func regionOffset() throws {
    let shape = SyntheticShape(.disc(radius: 10), centerX: 24.4, centerY: 22.6)
    let frame = shape.frame(width: 48, height: 46, key: Self.key, background: Self.background)
    let measured = try #require(
      ShapeMeasurement(
        CoverageMap(
          frame: frame, region: PixelRegion(x: 10, y: 8, width: 30, height: 30),
          key: .color(Self.key, tolerance: 0.15), background: .uniform(Self.background))))
    expectClose(measured.x, 24.4, absolute: Self.centroidTolerance)
    expectClose(measured.y, 22.6, absolute: Self.centroidTolerance)
    #expect(!measured.clipped)
  }
}
