#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The streams one run of `springbench` reads and writes, as file
/// descriptors, and whether its outputs count as terminals.
///
/// ``SpringBench/main(_:streams:)`` takes them, so that a test can run a
/// command in its own process with stdout and stderr sent to files of its
/// own. During a run they are ``current``: the run's stderr notes, progress
/// line, `-` (stdin) inputs and terminal checks all read them there, on
/// every thread the run starts, and runs in parallel each see their own.
public struct StandardStreams: Sendable {
  /// Read where an input is `-`.
  public var input: Int32
  /// The command's output.
  public var output: Int32
  /// Errors, notes and the progress line.
  public var error: Int32
  /// Whether ``output`` is a terminal, where rows scroll by: the size guard
  /// refuses a very long output there.
  public var outputIsTerminal: Bool
  /// Whether ``error`` is a terminal: only then is a progress line drawn.
  public var errorIsTerminal: Bool

  /// Streams on the descriptors given; neither output counts as a terminal
  /// unless said.
  public init(input: Int32, output: Int32, error: Int32, outputIsTerminal: Bool = false, errorIsTerminal: Bool = false)
  {
    self.input = input
    self.output = output
    self.error = error
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
  }

  /// The process's own descriptors 0, 1 and 2, terminals as `isatty` says;
  /// `SPRINGBENCH_ASSUME_TERMINAL=1` in the environment makes stdout count
  /// as one through a pipe (for tests of the terminal row limit).
  public static var process: StandardStreams {
    let assumeTerminal = getenv("SPRINGBENCH_ASSUME_TERMINAL").map { String(cString: $0) == "1" } == true
    return StandardStreams(
      input: 0, output: 1, error: 2, outputIsTerminal: isatty(1) != 0 || assumeTerminal, errorIsTerminal: isatty(2) != 0
    )
  }

  /// The streams of the run in progress on this task (the process's outside a run).
  @TaskLocal static var current = StandardStreams.process

  /// Runs `body` with `self` as ``current``.
  func scoped<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// The descriptor to read for the input path `path`: ``input`` for `-`,
  /// else nil (the path is a file to open).
  static func descriptor(forInput path: String) -> Int32? {
    path == "-" ? current.input : nil
  }
}
