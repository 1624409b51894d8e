// The Swift code of README.md ("Use it from Swift"), of Documentation/*.md and of the
// DocC articles (Sources/AnimationMath/AnimationMath.docc), compiled and run. The last
// test checks that every ```swift block of those documents appears verbatim in this
// file, so the documents cannot drift from code that compiles.
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
  /// The Swift blocks each document holds. A document that gains or loses a block, or a
  /// new Markdown file in `Documentation/`, fails ``blockCounts()`` until this table says so.
  static let blocksPerDocument: [String: Int] = [
    "README.md": 1,
    "Sources/AnimationMath/AnimationMath.docc/CheckingASpringInYourTests.md": 2,
    "Sources/AnimationMath/AnimationMath.docc/MatchingAnEngine.md": 1,
    "Documentation/Accuracy.md": 0,
    "Documentation/AddingAnEngine.md": 0,
    "Documentation/CLI.md": 0,
    "Documentation/Conventions.md": 0,
    "Documentation/CubicBezierSolver.md": 0,
    "Documentation/Decay.md": 0,
    "Documentation/Engines.md": 0,
    "Documentation/Fit.md": 0,
    "Documentation/JSON.md": 0,
    "Documentation/Lottie.md": 0,
    "Documentation/Performance.md": 0,
    "Documentation/SceneFormat.md": 0,
    "Documentation/Tokens.md": 0,
  ]

  /// README.md, the DocC articles above and every Markdown file of `Documentation/`.
  static let documents: [String] = {
    let folder = root.appendingPathComponent("Documentation")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let articles = blocksPerDocument.keys.filter { $0.hasPrefix("Sources/") }.sorted()
    return ["README.md"] + articles + names.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
  }()

  /// The ```swift blocks of `text`, without their `import` lines.
  static func swiftBlocks(_ text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(
          current!.filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
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
    #expect(blocks.count == Self.blocksPerDocument[document], "\(document): \(blocks.count) swift blocks")
    for block in blocks {
      #expect(source.contains(block), "\(document): a swift block is not in ReadmeSnippetTests.swift:\n\(block)")
    }
  }

  @Test("every document's swift blocks are counted")
  func blockCounts() {
    #expect(Set(Self.documents) == Set(Self.blocksPerDocument.keys), "documents: \(Self.documents)")
  }
}
