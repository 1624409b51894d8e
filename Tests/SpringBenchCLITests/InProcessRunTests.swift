import Foundation
import TestSupport
import Testing

/// `BinaryRunner.run` calls `SpringBench.main` in this process; these checks
/// hold it to the built binary (`BinaryRunner.spawn`): the same exit status,
/// stdout bytes and stderr text, alone and with runs in parallel.
@Suite("Commands run in process as the binary runs them")
struct InProcessRunTests {
  /// Success, a stderr note with status 0, usage errors, a runtime failure,
  /// stdin input, a sweep on two workers, help and the version.
  static let cases: [(arguments: [String], input: String?)] = [
    (["--damping", "0.6", "--velocity", "0.8", "--samples", "50"], nil),
    (["export", "--target", "css", "--until", "0.05", "--damping", "0.6"], nil),
    (["decay", "--engine", "react-native", "--initial-velocity", "1000", "--bounds", "0,10"], nil),
    (["--mass", "-1"], nil),
    (["compare", "-", "/nonexistent.csv"], "t\n0\n"),
    (["fit", "-"], "t,value\n0,1\n0.1,1\n0.2,1\n"),
    (["--mass", "1", "--times", "-"], "0\n0.1\n0.25\n"),
    (["sweep", "--damping", "0.3,0.5,0.7", "--samples", "20", "--jobs", "2"], nil),
    (["help", "sweep", "fit"], nil),
    (["--version"], nil),
  ]

  @Test("status, stdout and stderr match the binary's", arguments: cases)
  func matchesBinary(_ arguments: [String], _ input: String?) throws {
    let data = input.map { Data($0.utf8) }
    let inProcess = try BinaryRunner.run(arguments, standardInput: data)
    let spawned = try BinaryRunner.spawn(arguments, standardInput: data)
    #expect(spawned.signal == nil)
    #expect(inProcess.status == spawned.status, "\(arguments)")
    #expect(inProcess.standardOutput == spawned.standardOutput, "\(arguments)")
    #expect(inProcess.standardError == spawned.standardError, "\(arguments)")
  }

  @Test("the cases cover a note on stderr with status 0, status 1 and status 64")
  func casesCoverEveryOutcome() throws {
    let results = try Self.cases.map {
      try BinaryRunner.run($0.arguments, standardInput: $0.input.map { Data($0.utf8) })
    }
    #expect(results.contains { $0.status == 0 && !$0.standardError.isEmpty })
    #expect(results.contains { $0.status == 1 } && results.contains { $0.status == 64 })
  }

  @Test("runs in parallel each get their own streams")
  func parallel() async throws {
    let serial = try Self.cases.map {
      try BinaryRunner.run($0.arguments, standardInput: $0.input.map { Data($0.utf8) })
    }
    let repeats = 4
    let parallel = try await withThrowingTaskGroup(of: (Int, ProcessResult).self) { group in
      for _ in 0..<repeats {
        for (index, c) in Self.cases.enumerated() {
          group.addTask { (index, try BinaryRunner.run(c.arguments, standardInput: c.input.map { Data($0.utf8) })) }
        }
      }
      var results: [(Int, ProcessResult)] = []
      for try await result in group { results.append(result) }
      return results
    }
    #expect(parallel.count == repeats * Self.cases.count)
    for (index, result) in parallel {
      let expected = serial[index]
      #expect(
        result.status == expected.status && result.standardOutput == expected.standardOutput,
        "\(Self.cases[index].arguments)")
      #expect(result.standardError == expected.standardError, "\(Self.cases[index].arguments)")
    }
  }
}
