import Foundation
import Testing

/// The package's comments and strings state contracts in words: a tracker
/// reference (the word "issue" followed by its number) means nothing to a
/// reader of the code.
/// The same search as `grep -rniE "issue ?#?[0-9]" Sources Tests Benchmarks`.
@Suite("No tracker references in Sources, Tests or Benchmarks")
struct TrackerReferenceTests {
  /// The package root, three levels above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// "issue", an optional space, an optional "#", then a digit; any case.
  static func citesTracker(_ line: Substring) -> Bool {
    let lower = line.lowercased()
    var rest = lower[...]
    while let found = rest.range(of: "issue") {
      var after = rest[found.upperBound...]
      if after.first == " " { after = after.dropFirst() }
      if after.first == "#" { after = after.dropFirst() }
      if let next = after.first, next.isASCII, next.isNumber { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

  @Test("the search finds the spellings it is for, and not Issue.record")
  func searchCanFail() {
    // Built from pieces, so that this file does not cite a tracker itself.
    for (prefix, suffix) in [
      ("// issue", " 12"), ("/// Issue", " #3's bound"), ("(see issue", "7)"), ("ISSUE", " 25 §6"),
    ] {
      let cited = prefix + suffix
      #expect(Self.citesTracker(cited[...]), "\(cited)")
    }
    for plain in ["Issue.record(\"x\")", "an issue of scale", "issues of scale 1e-9"] {
      #expect(!Self.citesTracker(plain[...]), "\(plain)")
    }
  }

  @Test("no line of any file under Sources, Tests or Benchmarks cites a tracker issue")
  func noTrackerReferences() throws {
    var files = 0
    var hits: [String] = []
    for folder in ["Sources", "Tests", "Benchmarks"] {
      let base = Self.root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
      else {
        Issue.record("cannot list \(base.path)")
        continue
      }
      for case let url as URL in walker
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        guard let data = FileManager.default.contents(atPath: url.path) else { continue }
        files += 1
        let text = String(decoding: data, as: UTF8.self)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where Self.citesTracker(line) {
          hits.append("\(url.path.dropFirst(Self.root.path.count + 1)):\(number + 1): \(line)")
        }
      }
    }
    #expect(files > 300, "only \(files) files read under Sources, Tests and Benchmarks")
    #expect(hits.isEmpty, "tracker references (state the contract in words):\n\(hits.joined(separator: "\n"))")
  }
}
