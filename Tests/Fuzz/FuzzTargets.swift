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

/// Splits the input at NUL and newline bytes into argv, then parses and
/// validates it for every command; small valid requests also run, writing to
/// /dev/null. Error messages must be one line.
func fuzzArguments(_ bytes: [UInt8]) {
  let fields = bytes.split(omittingEmptySubsequences: false) { $0 == 0 || $0 == 10 }
  let argv = ["springbench"] + fields.prefix(24).map { String(decoding: $0, as: UTF8.self) }
  var output = OutputBuffer(descriptor: devNull)
  let commands: [any BenchCommand.Type] = [SpringCurveCommand.self, DescribeCommand.self]
  do {
    if case .run(let parsed) = try CommandLineParser.parse(argv.dropFirst()[...], for: EaseCommand.definition),
      let text = parsed.positionals.first
    {
      let function = try EaseCommand.timingFunction(text, parsed)
      let inputs = try EaseCommand.inputGrid(parsed)
      if inputs.count <= 2_000 { for i in inputs.indices { _ = function.valueAndSlope(at: inputs[i]) } }
    }
  } catch {
    precondition(!error.message.contains("\n"), "multi-line error: \(error.message)")
  }
  for command in commands {
    do {
      guard case .run(let parsed) = try CommandLineParser.parse(argv.dropFirst()[...], for: command.definition) else {
        continue
      }
      let spring = try SpringOptions(parsed)
      let grid = try SamplingOptions.grid(
        parsed,
        defaultEnd: { () throws(CommandLineError) -> Double in
          // The command's own default end (a finding: a default of 1 s here let a
          // slow spring's 1.4-million-row settling curve run inside the fuzzer).
          if let end = spring.defaultEnd { return end }
          return try spring.finiteSettlingDuration(for: "fuzz")
        },
        settled: { () throws(CommandLineError) -> Double in try spring.finiteSettlingDuration(for: "fuzz") })
      if grid.count <= 2_000, !parsed.has("reference") {
        try command.run(parsed, output: &output)
      }
      try output.flush()
    } catch {
      precondition(!error.message.contains("\n"), "multi-line error: \(error.message)")
      _ = error.line(commandName: command.definition.name)
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
