import AnimationMath
import Foundation
import TestSupport
import Testing

/// Every registered engine is reachable from the command line: by name, by
/// `describe --engine NAME`, and in its family's listing.
@Suite("CLI: every registered engine")
struct EngineRegistryCommandTests {
  @Test("describe --engine NAME lists every family with that name, and its keys", arguments: EngineID.allNames)
  func describe(name: String) throws {
    let result = try BinaryRunner.run(["describe", "--engine", name])
    #expect(result.status == 0, "\(name): \(result.standardError)")
    let families = EngineID.named(name)
    #expect(result.output.contains("engine families: \(families.map(\.family.rawValue).joined(separator: ", "))\n"))
    for engine in families {
      let family = engine.family.rawValue
      let keys = engine.configurationKeys
      if keys.isEmpty {
        #expect(result.output.contains("engine \(family) keys: (none)\n"), "\(name)")
      }
      for key in keys {
        #expect(
          result.output.contains("engine \(family) key \(key.name): \(key.summary)\n"), "\(family) \(name) \(key.name)")
      }
    }
  }

  @Test("engines lists every spring engine; engines decay every decay engine")
  func listed() throws {
    let springs = try BinaryRunner.run(["engines", "--to", "300"])
    #expect(springs.status == 0)
    let springRows = springs.output.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "," }) }
    #expect(springRows == SpringEngineName.allCases.map(\.rawValue))
    let decays = try BinaryRunner.run(["engines", "decay", "--initial-velocity", "1000"])
    #expect(decays.status == 0)
    let decayRows = decays.output.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "," }) }
    #expect(decayRows == DecayEngineName.allCases.map(\.rawValue))
  }

  @Test("rubber-band and ease run every engine of their family by name")
  func runByName() throws {
    for name in RubberBandEngineName.allCases {
      let result = try BinaryRunner.run([
        "rubber-band", "--engine", name.rawValue, "--extent", "800", "--offsets", "10",
      ])
      #expect(result.status == 0, "\(name.rawValue): \(result.standardError)")
    }
    for name in EasingEngine.allCases {
      let duration = name.needsAnimationDuration ? ["--animation-duration", "0.3"] : []
      let result = try BinaryRunner.run(["ease", "ease-in-out", "--engine", name.rawValue] + duration)
      #expect(result.status == 0, "\(name.rawValue): \(result.standardError)")
    }
  }

  @Test("describe --engine with an unknown name lists every family's names; spring flags need a spring engine")
  func describeErrors() throws {
    let unknown = try BinaryRunner.run(["describe", "--engine", "svelte@0"])
    #expect(unknown.status == 64)
    #expect(unknown.standardError.contains("use-gesture") && unknown.standardError.contains("chromium"))
    let flags = try BinaryRunner.run(["describe", "--engine", "use-gesture", "--engine-params", "constant=0.2"])
    #expect(flags.status == 64)
    #expect(flags.standardError.contains("applies only to spring engines; use-gesture is a rubber-band engine"))
  }
}
