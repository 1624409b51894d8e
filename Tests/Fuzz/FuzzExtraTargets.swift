// Fuzz targets for parsers beyond the command line and CSV. Each entry names a
// FUZZ_TARGET value and the function that consumes one input.
struct FuzzExtraTarget {
  let name: String
  let run: ([UInt8]) -> Void
}

enum FuzzExtraTargets {
  static let all: [FuzzExtraTarget] = []
}
