import SpringBenchCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(SpringBench.main(CommandLine.arguments, streams: .process))
