import AnimationMath
import TestSupport
import Testing

/// AndroidX SpringAnimation: clock, first frame, stop rule, snap, half-step retargets
/// (hand-derived from SpringForce.java / DynamicAnimation.java / SpringAnimation.java;
/// the values against GSL are in GSLOracleTests/EngineVsGSLTests).
@Suite("Engines: android")
struct AndroidEngineTests {
  /// Engine time = Σ (⌊t_n ms⌋ − ⌊t_{n−1} ms⌋) from the first frame, which only records its time.
  @Test(
    "integer-ms uptime clock and first-frame rule",
    arguments: [
      (60.0, [Double]?.none, [0, 17, 34, 50, 67, 84]),  // ⌊n·16.67⌋ = 16, 33, 50, 66, 83, 100
      (120.0, nil, [0, 8, 17, 25, 33, 42]),  // ⌊n·8.33⌋ = 8, 16, 25, 33, 41, 50
      (0, [0.0105, 0.0212, 0.0213, 0.045, 0.0451, 0.0616], [0, 11, 11, 35, 35, 51]),
    ])
  func clock(fps: Double, times: [Double]?, expected: [Int]) throws {
    let request = try EngineTesting.request(stiffness: 200, dampingRatio: 0.5, from: 0, to: 300)
    let run = try EngineTesting.run(.android, request, fps: fps, times: times)
    #expect(Array(EngineTesting.milliseconds(run).prefix(expected.count)) == expected)
    // The first rendered frame shows the start value exactly (as a float).
    #expect(run.frames[1].value == 0)
    #expect(run.frames[2].value > 0)
  }

  /// Two frames in the same ms integrate 0 ms, so the state is exactly the start state
  /// and the stop rule sees the given displacement and velocity.
  @Test(
    "stop rule: |x − final| < 0.75·minimumVisibleChange and |v| < 62.5·that, both strict",
    arguments: [
      (0.75, 0.0, "", false),  // displacement exactly the threshold: not strictly below
      (0.7499, 0.0, "", true),
      (0.0, 46.875, "", false),  // velocity exactly 62.5·0.75
      (0.0, 46.87, "", true),
      (0.074, 0.0, "minimumVisibleChange=0.1", true),  // threshold 0.075
      (0.076, 0.0, "minimumVisibleChange=0.1", false),
    ])
  func stopRule(displacement: Double, velocity: Double, configuration: String, stops: Bool) throws {
    let request = try EngineTesting.request(
      stiffness: 1500, dampingRatio: 0.5, from: displacement, to: 0, velocity: velocity,
      configuration: configuration.isEmpty ? nil : configuration)
    let run = try EngineTesting.run(.android, request, times: [0.010, 0.0104])
    #expect(run.completed == stops)
    if stops {
      #expect(run.frames.last?.value == 0)  // snapped to the final position
      #expect(run.frames.last?.velocity == 0)
    }
  }

  @Test("ζ == 1 takes the exact critical branch; the float just below does not")
  func criticalBranch() throws {
    func branch(_ zeta: Double) throws -> String? {
      let engine = try AndroidEngine(EngineTesting.request(stiffness: 1500, dampingRatio: zeta, from: 0, to: 1))
      if case .text(let text)? = engine.engineDescription.parameters.first(where: { $0.name == "branch" })?.value {
        return text
      }
      return nil
    }
    #expect(try branch(1) == "critical (ζ == 1 exactly)")
    #expect(try branch(Double(Float(1).nextDown)) == "under-damped (ζ < 1)")
  }

  /// Retarget after the frame at 2/60 (33 ms): the next frame at 50 ms has deltaT 17,
  /// integrated as 8 + 8 ms, so 1 ms is lost; after the frame at 3/60 (50 ms) deltaT is
  /// 16 = 8 + 8.
  @Test("a retarget splits the next frame into two integer half steps")
  func halfSteps() throws {
    let request = try EngineTesting.request(stiffness: 200, dampingRatio: 0.5, from: 0, to: 100)
    let plain = try EngineTesting.run(.android, request, fps: 60)
    let odd = try EngineTesting.run(.android, request, fps: 60, retargets: [(0.04, 200)])
    let even = try EngineTesting.run(.android, request, fps: 60, retargets: [(0.055, 200)])
    #expect(Array(EngineTesting.milliseconds(plain).prefix(5)) == [0, 17, 34, 50, 67])
    #expect(Array(EngineTesting.milliseconds(odd).prefix(5)) == [0, 17, 33, 49, 66])
    #expect(Array(EngineTesting.milliseconds(even).prefix(5)) == [0, 17, 34, 50, 67])
    // Until the retarget the runs are identical.
    #expect(odd.frames[2].value == plain.frames[2].value)
    #expect(odd.frames[3].value != plain.frames[3].value)
    #expect(odd.completed && abs(odd.finalValue - 200) == 0)
  }

  @Test("min/max clamp every step but do not stop the spring")
  func bounds() throws {
    let request = try EngineTesting.request(
      stiffness: 200, dampingRatio: 0.3, from: 0, to: 100, settings: EngineSettings(clamp: 0...100))
    let run = try EngineTesting.run(.android, request, fps: 60)
    #expect(run.completed)
    #expect(run.frames.allSatisfy { $0.value <= 100 })
    #expect(run.frames.count(where: { $0.value == 100 }) > 1)  // held at the bound, then moving again
    #expect(throws: EngineError.self) {
      try AndroidEngine(
        EngineTesting.request(
          stiffness: 200, dampingRatio: 0.3, from: -1, to: 100, settings: EngineSettings(clamp: 0...100)))
    }
  }
}

/// The assertions of AndroidX's own SpringTests, through the engine at 60 Hz:
/// androidx/androidx `dynamicanimation/dynamicanimation/src/androidTest/java/androidx/dynamicanimation/tests/SpringTests.java`
/// @ 049cbe6e49a06177a2c805d4a6a53434cc3c0889.
@Suite("Engines: android, AndroidX SpringTests")
struct AndroidPublishedTests {
  /// testFloatValueHolder: SpringForce(1000), dampingRatio 1.2, default stiffness 1500,
  /// from 0, a FloatValueHolder (minimum visible change 1): at least 10 updates below
  /// 1000, then onAnimationEnd(…, 1000f, 0f) within the 1000 ms timeout.
  @Test("testFloatValueHolder")
  func floatValueHolder() throws {
    let run = try EngineTesting.run(
      .android, EngineTesting.request(stiffness: 1500, dampingRatio: 1.2, from: 0, to: 1000))
    #expect(run.completed)
    #expect(run.finalValue == 1000 && run.frames.last?.velocity == 0)
    #expect(run.frames.dropFirst().count { $0.value < 1000 } >= 10)
    #expect((run.completionTime ?? .infinity) < 1)
  }

  /// testDampingRatioOverAndCriticallyDamped: STIFFNESS_HIGH, ζ = 1, 1.5, 2 from 800 to 0
  /// (X/Y/Z, 1 px): after the first frame position(ζ 1.5) > position(ζ 1) and
  /// position(ζ 2) > position(ζ 1.5); end times in the order ζ 1 < 1.5 < 2; ζ 2 ends at
  /// (0, 0) within 2 s.
  @Test("testDampingRatioOverAndCriticallyDamped")
  func overAndCritical() throws {
    let runs = try [1.0, 1.5, 2].map {
      try EngineTesting.run(.android, EngineTesting.request(stiffness: 10_000, dampingRatio: $0, from: 800, to: 0))
    }
    #expect(runs.allSatisfy { $0.completed })
    let ends = runs.map { $0.completionTime ?? .infinity }
    #expect(ends[0] < ends[1] && ends[1] < ends[2])
    #expect(ends[2] < 2 && runs[2].finalValue == 0)
    for index in 2..<runs[0].frames.count - 1 {
      #expect(runs[1].frames[index].value > runs[0].frames[index].value)
      #expect(runs[2].frames[index].value > runs[1].frames[index].value)
    }
  }

  /// testDampingRatioUnderDamped: STIFFNESS_MEDIUM, ζ = 0.3, 0.5, 1 from 360 to 0 for
  /// rotations (minimum visible change 0.1°): ζ 0.5 ends at (0, 0) within 2 s, after ζ 1;
  /// ζ 0.3 bounces more often than ζ 0.5 and ends after it.
  @Test("testDampingRatioUnderDamped")
  func underDamped() throws {
    let runs = try [0.3, 0.5, 1].map {
      try EngineTesting.run(
        .android,
        EngineTesting.request(
          stiffness: 1500, dampingRatio: $0, from: 360, to: 0, settings: EngineSettings(minimumVisibleChange: 0.1)))
    }
    let ends = runs.map { $0.completionTime ?? .infinity }
    #expect(ends[1] < 2 && runs[1].finalValue == 0)
    #expect(ends[2] < ends[1])
    #expect(ends[1] < ends[0])
    func bounces(_ run: EngineRun) -> Int {
      zip(run.frames, run.frames.dropFirst()).count { ($0.velocity ?? 0) < 0 && ($1.velocity ?? 0) > 0 }
    }
    #expect(bounces(runs[0]) > bounces(runs[1]))
  }
}
