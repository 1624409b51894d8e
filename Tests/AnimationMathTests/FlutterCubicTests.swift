import AnimationMath
import TestSupport
import Testing

/// Flutter's `Curves` constants (curves.dart @ d59038d57b17a556760621a75f03a00fdb46c5e6).
let flutterCurves: [(name: String, cubic: FlutterCubic)] = [
  ("Curves.ease", FlutterCubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
  ("Curves.easeIn", FlutterCubic(x1: 0.42, y1: 0, x2: 1, y2: 1)),
  ("Curves.easeOut", FlutterCubic(x1: 0, y1: 0, x2: 0.58, y2: 1)),
  ("Curves.easeInOut", FlutterCubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
  ("Curves.fastOutSlowIn", FlutterCubic(x1: 0.4, y1: 0, x2: 0.2, y2: 1)),
]

@Suite("FlutterCubic (Cubic)")
struct FlutterCubicTests {
  @Test("curves_test.dart: transform(0) = 0, transform(1) = 1, flipped ease, continuity")
  func publishedProperties() {
    // flutter/flutter packages/flutter/test/animation/curves_test.dart
    // @ a626a6351912cca596aa39978461c3ad932ae079.
    for (name, cubic) in flutterCurves {
      expectClose(cubic.value(at: 0), 0, absolute: 0, name)
      expectClose(cubic.value(at: 1), 1, absolute: 0, name)
      // 'Curve is continuous': assertMaximumSlope(curve, 20.0), x += 0.005 while x < 0.995.
      var x = 0.0
      var steps = 0
      while x < 1 - 0.005 {
        let deltaY = cubic.value(at: x) - cubic.value(at: x + 0.005)
        #expect(abs(deltaY) < 0.005 * 20, "\(name) discontinuous at \(x)")
        x += 0.005
        steps += 1
      }
      #expect(steps >= 199)
    }
    // 'Curve flipped control test': flipped(t) = 1 − ease(1 − t).
    let ease = flutterCurves[0].cubic
    func flipped(_ t: Double) -> Double { 1 - ease.value(at: 1 - t) }
    #expect(flipped(0) < 0.001)
    #expect(flipped(0.5) < ease.value(at: 0.5))
    #expect(flipped(1) > 0.999)
    // 'Invalid transform parameter should assert': Cubic outside [0, 1].
    let cubic = FlutterCubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(cubic.value(at: -0.0001).isNaN)
    #expect(cubic.value(at: 1.0001).isNaN)
  }

  @Test("hand-derived: ease-in-out at 0.5 stops at the first midpoint")
  func firstMidpoint() {
    // x(0.5) = 0.5 exactly for (0.42, 0, 0.58, 1), so |0.5 − x(0.5)| < 1e-3 at once.
    let cubic = flutterCurves[3].cubic
    expectClose(cubic.parameter(forProgress: 0.5), 0.5, absolute: 0)
    expectClose(cubic.value(at: 0.5), 0.5, absolute: 1e-16)
  }

  @Test("CSS curves: a dyadic midpoint with |x − p| < 1e-3, value within 1e-3·max|dy/dx|")
  func withinErrorBound() throws {
    var checked = 0
    for (name, timing) in cssNamedCurves {
      let curve = try #require(try EasingEngine.flutter.curve(timing) as? FlutterCubic)
      let bound = FlutterCubic.errorBound * maximumSlope(timing) * slopeHeadroom
      for p in deviationGrid.dropFirst().dropLast() {
        let m = curve.parameter(forProgress: p)
        // A bisection midpoint of [0, 1]: m·2⁴⁰ is an integer.
        let scaled = m * 0x1p40
        expectClose(scaled, scaled.rounded(), absolute: 0, "\(name) at \(p)")
        let residual = abs(timing.point(atParameter: m).x - p)
        #expect(residual < FlutterCubic.errorBound + 1e-15, "\(name) at \(p)")
        expectClose(curve.value(at: p), timing.value(at: p), absolute: bound, "\(name) at \(p)")
        checked += 1
      }
    }
    #expect(checked == 4 * 9_999)
  }
}
