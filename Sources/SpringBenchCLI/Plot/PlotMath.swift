#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The libm functions the plot layout needs (log axes, powers of ten), in
/// the one file of the plot code that names a platform module.
enum PlotMath {
  /// The base-10 logarithm.
  static func log10(_ x: Double) -> Double { libmLog10(x) }
  /// x raised to y.
  static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
}

private func libmLog10(_ x: Double) -> Double { log10(x) }
private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
