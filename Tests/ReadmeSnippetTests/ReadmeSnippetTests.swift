// The Swift code of README.md ("Use it from Swift") and of the DocC articles
// (Sources/AnimationMath/AnimationMath.docc), compiled and run. The last test
// checks that every ```swift block of those documents appears verbatim in
// this file, so the documents cannot drift from code that compiles.
import AnimationMath
import Foundation
import Testing

// README.md, "Use it from Swift":
@Test func likeButton() throws {
  let motion = try SpringSolution.uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8, from: 0, to: 1)
  #expect(motion.position(at: 0.23).isApproximatelyEqual(to: 1.0578, absoluteTolerance: 1e-4))
  #expect(TimingFunction.easeInOut.value(at: 0.25).isApproximatelyEqual(to: 0.1292, absoluteTolerance: 1e-4))
}

// CheckingASpringInYourTests.md:
@Test func likeButtonSpring() throws {
  let motion = try SpringSolution.uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8, from: 0, to: 1)
  #expect(motion.position(at: 0.23).isApproximatelyEqual(to: 1.0578, absoluteTolerance: 1e-4))
  #expect(motion.settlingDuration(band: .standard).isApproximatelyEqual(to: 0.4634, absoluteTolerance: 1e-4))
}

@Test func flingIntoASpring() throws {
  let spring = try SpringParameters.android(stiffness: 1500, dampingRatio: 0.5)
  let motion = try SpringSolution(parameters: spring, from: 0, to: 300, initialVelocity: 2000)
  #expect(motion.velocity(at: 0) == 2000)
  #expect(motion.position(at: 2).isApproximatelyEqual(to: 300, absoluteTolerance: 1e-6))
}

// MatchingAnEngine.md:
@Test func sameMotionEverywhere() throws {
  let swiftUI = try SpringParameters.swiftUI(response: 0.55, dampingFraction: 0.825)
  let android = try SpringParameters.android(stiffness: swiftUI.android.stiffness, dampingRatio: swiftUI.dampingRatio)
  #expect(android.naturalFrequency.isApproximatelyEqual(to: swiftUI.naturalFrequency))
  let framer = try #require(swiftUI.framer.visualDurationAndBounce)
  #expect(framer.visualDuration.isApproximatelyEqual(to: 0.55 / 1.2))
}

@Suite("The documents' Swift code is this file's code")
struct DocumentSnippets {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let documents = [
    "README.md", "Sources/AnimationMath/AnimationMath.docc/CheckingASpringInYourTests.md",
    "Sources/AnimationMath/AnimationMath.docc/MatchingAnEngine.md",
  ]

  /// The ```swift blocks of `text`, without their `import` lines.
  static func swiftBlocks(_ text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(current!.filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
          .trimmingCharacters(in: .whitespacesAndNewlines))
        current = nil
      } else if current != nil {
        current!.append(line)
      }
    }
    return blocks
  }

  @Test("every swift block compiles here", arguments: documents)
  func blocksAreCompiled(_ document: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let blocks = Self.swiftBlocks(text)
    #expect(!blocks.isEmpty, "\(document) has no swift block")
    for block in blocks {
      #expect(source.contains(block), "\(document): a swift block is not in ReadmeSnippetTests.swift:\n\(block)")
    }
  }
}
