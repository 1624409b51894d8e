// Every top-level public type of AnimationMath appears in the Topics of the
// DocC landing page, so a new type cannot go uncurated.
import Foundation
import Testing

@Suite("DocC curates every public type")
struct DocCTopicsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The names declared `public struct|enum|class|protocol|typealias` at the
  /// start of a line (nested types are curated on their parent's page).
  static func publicTypeNames(in text: String) -> [String] {
    let kinds = ["struct", "enum", "final class", "class", "protocol", "typealias", "actor"]
    var names: [String] = []
    for line in text.split(separator: "\n") {
      var rest = Substring(line)
      while rest.hasPrefix("@") { rest = rest.drop { $0 != " " }.dropFirst() }
      guard rest.hasPrefix("public ") else { continue }
      rest = rest.dropFirst("public ".count)
      for kind in kinds where rest.hasPrefix(kind + " ") {
        let name = rest.dropFirst(kind.count + 1).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        names.append(String(name))
        break
      }
    }
    return names
  }

  @Test func landingPageListsEveryPublicType() throws {
    let sources = Self.root.appendingPathComponent("Sources/AnimationMath")
    let landing = try String(
      contentsOf: sources.appendingPathComponent("AnimationMath.docc/AnimationMath.md"), encoding: .utf8)
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var checked = 0
    for case let file as URL in files where file.pathExtension == "swift" {
      for name in Self.publicTypeNames(in: try String(contentsOf: file, encoding: .utf8)) {
        checked += 1
        #expect(
          landing.contains("- ``\(name)``"), "\(name) (\(file.lastPathComponent)) is not in the landing page's Topics")
      }
    }
    print("DocCTopicsTests: \(checked) public types checked")
    #expect(checked >= 150)
  }
}
