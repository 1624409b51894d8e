import Testing

/// Records issues unless `result` is a clean usage error: not ended by a
/// signal, exit status 64, nothing on stdout, exactly one stderr line that
/// starts `Error: `, contains `fragment` (the flag or input it names) and
/// points to `hint` (the command's `--help`).
public func expectUsageError(
  _ result: ProcessResult, naming fragment: String, hint: String = "--help",
  _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.signal == nil, "ended by a signal \(context())", sourceLocation: sourceLocation)
  #expect(result.status == 64, "status \(result.status): \(result.standardError) \(context())", sourceLocation: sourceLocation)
  #expect(result.standardOutput.isEmpty, "stdout: \(result.output.prefix(200)) \(context())", sourceLocation: sourceLocation)
  #expect(result.errorLines.count == 1, "stderr: \(result.standardError) \(context())", sourceLocation: sourceLocation)
  let line = result.errorLines.first ?? ""
  #expect(line.hasPrefix("Error: "), "\(line) \(context())", sourceLocation: sourceLocation)
  #expect(line.contains(fragment), "'\(line)' does not name \(fragment) \(context())", sourceLocation: sourceLocation)
  #expect(line.contains(hint), "'\(line)' has no usage hint \(context())", sourceLocation: sourceLocation)
}
