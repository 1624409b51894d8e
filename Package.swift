// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SpringBench",
  products: [
    .library(name: "AnimationMath", targets: ["AnimationMath"]),
    .library(name: "AnimationScenes", targets: ["AnimationScenes"]),
    .library(name: "GSLOracle", targets: ["GSLOracle"]),
    .executable(name: "springbench", targets: ["springbench"]),
  ],
  targets: [
    // MARK: - Public API

    /// The pure numerics core: stdlib only (libm through Support/Libm.swift).
    .target(name: "AnimationMath"),

    /// Scenes: layers and their animations, JSON scene files (Foundation
    /// allowed here), and the four seed animations.
    .target(
      name: "AnimationScenes",
      dependencies: ["AnimationMath"]),

    /// The command-line front end as a library, so that it can be unit-tested.
    .target(
      name: "SpringBenchCLI",
      dependencies: ["AnimationMath", "AnimationScenes", "GSLOracle", "FrameDecoding"]),

    /// Video and PNG frames decoded by ffmpeg, run as a process (Foundation
    /// allowed here), into the core's RGBA frames.
    .target(
      name: "FrameDecoding",
      dependencies: ["AnimationMath"]),

    /// The `springbench` executable: parse, run, write, exit.
    .executableTarget(
      name: "springbench",
      dependencies: ["SpringBenchCLI"]),

    // MARK: - The independent oracle

    /// GSL, found with pkg-config. The only C in the package.
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]),

    /// The only importer of CGSL. Uses the core's value types, never its algorithms.
    .target(
      name: "GSLOracle",
      dependencies: ["AnimationMath", "CGSL"]),

    // MARK: - Benchmarks (release only; run Benchmarks/run)

    .executableTarget(
      name: "SpringBenchmarks",
      dependencies: ["AnimationMath", "AnimationScenes", "GSLOracle"],
      path: "Benchmarks/SpringBenchmarks"),

    // MARK: - Unit test bundles

    .target(
      name: "TestSupport",
      dependencies: ["AnimationMath", "SpringBenchCLI"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "AnimationMathTests",
      dependencies: ["AnimationMath", "TestSupport"],
      exclude: ["Data"]),
    .testTarget(
      name: "AnimationScenesTests",
      dependencies: ["AnimationScenes", "AnimationMath", "TestSupport"],
      exclude: ["Data"]),
    .testTarget(
      name: "GSLOracleTests",
      dependencies: ["AnimationMath", "AnimationScenes", "GSLOracle", "TestSupport"]),
    /// Compiles and runs the Swift code shown in README.md and the DocC articles, and checks
    /// README's tolerance column against the tests' named constants.
    .testTarget(
      name: "ReadmeSnippetTests",
      dependencies: ["AnimationMath", "TestSupport"]),
    .testTarget(
      name: "FrameDecodingTests",
      dependencies: ["FrameDecoding", "AnimationMath", "TestSupport"]),
    .testTarget(
      name: "SpringBenchCLITests",
      dependencies: ["SpringBenchCLI", "AnimationMath", "TestSupport"]),
  ]
)
