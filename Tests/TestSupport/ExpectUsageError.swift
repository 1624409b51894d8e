import Testing

/// Records issues unless `result` is a clean usage error: not ended by a
/// signal, exit status 64, nothing on stdout, and stderr in
/// swift-argument-parser's layout: a first line that starts `Error: ` and
/// contains `fragment` (the flag or input it names), then `Usage: …`, then
/// `  See '… --help' for more information.` containing `hint`.
public func expectUsageError(
  _ result: ProcessResult, naming fragment: String, hint: String = "--help",
  _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.signal == nil, "ended by a signal \(context())", sourceLocation: sourceLocation)
  #expect(
    result.status == 64, "status \(result.status): \(result.standardError) \(context())", sourceLocation: sourceLocation
  )
  #expect(
    result.standardOutput.isEmpty, "stdout: \(result.output.prefix(200)) \(context())", sourceLocation: sourceLocation)
  let lines = result.errorLines
  #expect(lines.count == 3, "stderr: \(result.standardError) \(context())", sourceLocation: sourceLocation)
  let line = lines.first ?? ""
  #expect(line.hasPrefix("Error: "), "\(line) \(context())", sourceLocation: sourceLocation)
  #expect(line.contains(fragment), "'\(line)' does not name \(fragment) \(context())", sourceLocation: sourceLocation)
  #expect(
    lines.count > 1 && lines[1].hasPrefix("Usage: "), "no Usage line: \(result.standardError) \(context())",
    sourceLocation: sourceLocation)
  let see = lines.count > 2 ? lines[2] : ""
  #expect(
    see.hasPrefix("  See '") && see.hasSuffix(" for more information."), "'\(see)' \(context())",
    sourceLocation: sourceLocation)
  #expect(see.contains(hint), "'\(see)' has no usage hint \(context())", sourceLocation: sourceLocation)
}
