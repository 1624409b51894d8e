// libFuzzer entry point for SpringBench's parsers. Built by Tests/Fuzz/run-fuzzers
// into one binary (all sources as one module); FUZZ_TARGET picks the target:
//   arguments  the command-line parser and option validation of every command
//   csv        the CSV reader that `compare` uses
// Every target must return normally on any input: a trap, an ASan report or a
// precondition failure is a finding.

#if canImport(Glibc)
  import Glibc
#endif

let fuzzTarget: String = {
  guard let raw = getenv("FUZZ_TARGET") else { return "arguments" }
  return String(cString: raw)
}()

let devNull: Int32 = open("/dev/null", O_WRONLY)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  switch fuzzTarget {
  case "csv": fuzzCSV(bytes)
  default: fuzzArguments(bytes)
  }
  for extra in FuzzExtraTargets.all where extra.name == fuzzTarget { extra.run(bytes) }
  return 0
}

/// Splits the input at NUL and newline bytes into argv and runs it through
/// every command's parser, validation and run (output to /dev/null). Work is
/// bounded: CSV output stops after 1 MB (the buffer's budget); the in-memory
/// formats (json, svg, table), GSL references, file and stdin inputs, validate,
/// compare and sweeps of more than 16 cases are parsed but not run. Errors must follow the three-line layout,
/// and an internal NaN error (`RuntimeFailure.nonFinite`) is a finding.
func fuzzArguments(_ bytes: [UInt8]) {
  let fields = bytes.split(omittingEmptySubsequences: false) { $0 == 0 || $0 == 10 }
  let argv = fields.prefix(24).map { String(decoding: $0, as: UTF8.self) }
  let commands: [any BenchCommand.Type] = [SpringCurveCommand.self] + SpringBench.tree.children.map(\.command)
  // Requests whose cost the budget cannot bound.
  let heavy =
    argv.contains { ["json", "svg", "table", "--reference", "--cases"].contains($0) }
    || argv.contains { $0.hasPrefix("--format=") || $0.hasPrefix("--reference") || $0.hasPrefix("--cases") }
    // Values read from files or stdin (`--times @FILE`, `--times -`) could block or read a device.
    || argv.contains { $0 == "-" || $0.hasPrefix("@") || $0.contains("=@") || $0.hasSuffix("=-") }
  for command in commands {
    var output = OutputBuffer(descriptor: devNull)
    output.budget = 1 << 20
    do {
      guard case .run(let parsed) = try CommandLineParser.parse(argv[...], for: command.definition) else { continue }
      if heavy || command == ValidateCommand.self || command == CompareCommand.self { continue }
      // A sweep validates every case before writing, which the output budget
      // does not bound: run sweeps of at most 16 cases, parse the rest.
      if command == SweepCommand.self {
        let plan = try SweepPlan(
          parsed, sweepable: SweepCommand.sweepable, reservedColumns: SweepCommand.reservedColumns)
        if plan.count > 16 { continue }
      }
      try command.run(parsed, output: &output)
      try output.flush()
    } catch {
      // A NaN the core produced from accepted input is a finding: such input
      // is refused when its flag is read, or the engine's run ends with a note.
      if case .failure(.nonFinite(let place)) = error { preconditionFailure("internal NaN \(place) for \(argv)") }
      let text = error.text(commandName: command.definition.name, usage: command.definition.usage)
      let lines = text.split(separator: "\n")
      precondition(lines.count == (error.status == .usage ? 3 : 1), "error layout: \(text)")
      precondition(!error.message.contains("\n"), "multi-line error: \(error.message)")
    }
  }
}

/// The CSV reader on arbitrary bytes.
func fuzzCSV(_ bytes: [UInt8]) {
  do {
    let table = try CSVTable(parsing: bytes)
    for row in table.rows { precondition(row.count == table.header.count) }
  } catch {
    precondition(error.line >= 1)
  }
}
