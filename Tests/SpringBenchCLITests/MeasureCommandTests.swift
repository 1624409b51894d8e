import AnimationMath
import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

/// `springbench measure` end to end: PNG folders, lists and videos decoded by
/// ffmpeg, the CSV contract, the pipe into `fit -`, and the input errors.
@Suite struct MeasureCommandTests {
  static let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static let key = PixelColor(hex: "#FF2D55")!
  static let white = PixelColor(red: 255, green: 255, blue: 255)
  /// Centroid agreement on lossless frames, px: the synthetic frames' own
  /// bound (ShapeMeasurementTests.centroidTolerance).
  static let centroidTolerance = 0.01

  /// A fresh folder with `count` PNG frames of a 20 px disc moving right by
  /// 1.37 px per frame, named frame0.png … so that name order is not natural order.
  static func discFolder(count: Int, size: (Int, Int) = (64, 40)) throws -> (URL, [Double]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var centres: [Double] = []
    for k in 0..<count {
      let x = 14.3 + 1.37 * Double(k)
      centres.append(x)
      let frame = SyntheticShape(.disc(radius: 10), centerX: x, centerY: 19.6).frame(
        width: size.0, height: size.1, key: key, background: white)
      let png = PNGEncoder.encode(width: frame.width, height: frame.height, rgba: frame.bytes)
      try Data(png).write(to: folder.appendingPathComponent("frame\(k).png"))
    }
    return (folder, centres)
  }

  static func rows(_ csv: String) -> [[String]] {
    csv.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
  }

  @Test(
    "ffmpeg is installed when CI=true", .enabled(if: ProcessInfo.processInfo.environment["CI"] == "true"))
  func ffmpegPresentUnderCI() {
    #expect(Self.ffmpeg != nil, "CI=true, but ffmpeg is missing: the measure tests would be skipped")
  }

  @Test(
    "a folder in natural order, a list in its order, --fps, the CSV contract",
    .enabled(if: ffmpeg != nil, "ffmpeg is not installed (run-tests installs it with apt)"))
  func folderAndList() throws {
    let (folder, centres) = try Self.discFolder(count: 12)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try BinaryRunner.run(["measure", folder.path, "--color", "#ff2d55", "--fps", "30"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output.hasPrefix("frame,t,x,y,angle,width,height,coverage,clipped\n"))
    let rows = Self.rows(run.output)
    #expect(rows.count == 12)
    for (k, row) in rows.enumerated() where row.count == 9 {
      #expect(row[0] == "\(k)" && Double(row[1]) == Double(k) / 30, "\(row)")
      expectClose(Double(row[2]) ?? .nan, centres[k], absolute: Self.centroidTolerance, "frame \(k)")
      expectClose(Double(row[3]) ?? .nan, 19.6, absolute: Self.centroidTolerance, "frame \(k)")
      #expect(row[4] == "", "a disc has no angle: \(row)")
      #expect(row[8] == "0")
    }
    // A list keeps its order; a frame with nothing tracked is a row of empty cells and a note.
    let blank = RGBAFrame(width: 64, height: 40, filledWith: Self.white)
    let blankPath = folder.appendingPathComponent("zz-blank.png")
    try Data(PNGEncoder.encode(width: 64, height: 40, rgba: blank.bytes)).write(to: blankPath)
    let times = folder.appendingPathComponent("times.txt")
    try "0.5\n0.75\n1.25\n".write(to: times, atomically: true, encoding: .utf8)
    let list = try BinaryRunner.run([
      "measure", folder.appendingPathComponent("frame3.png").path, folder.appendingPathComponent("frame1.png").path,
      blankPath.path, "--color", "#FF2D55", "--frame-times", "@" + times.path,
    ])
    let listed = Self.rows(list.output)
    #expect(listed.map { Array($0.prefix(2)) } == [["0", "0.5"], ["1", "0.75"], ["2", "1.25"]], "\(list.output)")
    expectClose(Double(listed.first?[2] ?? "") ?? .nan, centres[3], absolute: Self.centroidTolerance)
    #expect(listed.last?.dropFirst(2).allSatisfy(\.isEmpty) == true, "\(list.output)")
    #expect(list.standardError.contains("nothing tracked in 1 frame(s) (2)"), "\(list.standardError)")
  }

  @Test(
    "a PNG-in-MKV video gives the folder's centroids and its own timestamps; the pipe into fit",
    .enabled(if: ffmpeg != nil, "ffmpeg is not installed (run-tests installs it with apt)"))
  func videoAndFit() throws {
    let (folder, centres) = try Self.discFolder(count: 10)
    defer { try? FileManager.default.removeItem(at: folder) }
    let video = folder.appendingPathComponent("clip.mkv").path
    let encode = Process()
    encode.executableURL = URL(fileURLWithPath: Self.ffmpeg!)
    encode.arguments = [
      "-v", "error", "-framerate", "25", "-i", folder.appendingPathComponent("frame%d.png").path, "-c:v", "png",
      video,
    ]
    try encode.run()
    encode.waitUntilExit()
    try #require(encode.terminationStatus == 0)
    let run = try BinaryRunner.run(["measure", video, "--color", "#FF2D55"])
    #expect(run.status == 0, "\(run.standardError)")
    let rows = Self.rows(run.output)
    #expect(rows.count == 10)
    for (k, row) in rows.enumerated() {
      expectClose(Double(row[1]) ?? .nan, Double(k) / 25, absolute: 1e-9, "frame \(k)")
      expectClose(Double(row[2]) ?? .nan, centres[k], absolute: Self.centroidTolerance, "frame \(k)")
    }
    // Linear motion at 1.37 px per frame, 25 fps: fit's cubic-bezier sees the straight line.
    let fit = try BinaryRunner.run(
      ["fit", "-", "--columns", "t,x", "--model", "cubic-bezier", "--format", "json"], standardInput: run.standardOutput
    )
    #expect(fit.status == 0, "\(fit.standardError)")
  }

  @Test("fit - skips rows with empty cells or clipped = 1 and says how many")
  func fitSkips() throws {
    var lines = ["frame,t,x,y,angle,width,height,coverage,clipped"]
    for k in 0..<30 {
      let t = Double(k) / 30
      let x = 100 + 200 * t * t * (3 - 2 * t)
      lines.append(k == 4 ? "\(k),\(t),,,,,,," : "\(k),\(t),\(x),10,,20,20,314,\(k == 29 ? 1 : 0)")
    }
    let fit = try BinaryRunner.run(
      ["fit", "-", "--columns", "t,x", "--model", "cubic-bezier"],
      standardInput: Data((lines.joined(separator: "\n") + "\n").utf8))
    #expect(fit.status == 0, "\(fit.standardError)")
    #expect(fit.standardError.contains("skipped 2 row(s)"), "\(fit.standardError)")
  }

  @Test(
    "bad input exits 64 with one line naming it",
    .enabled(if: ffmpeg != nil, "ffmpeg is not installed (run-tests installs it with apt)"))
  func badInput() throws {
    let (folder, _) = try Self.discFolder(count: 2)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (other, _) = try Self.discFolder(count: 1, size: (50, 40))
    defer { try? FileManager.default.removeItem(at: other) }
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let text = folder.appendingPathComponent("notes.png")
    try Data("not a png".utf8).write(to: text)
    let first = folder.appendingPathComponent("frame0.png").path
    let cases: [([String], String)] = [
      ([folder.path + "/missing.mp4", "--color", "#FF2D55"], "no such file"),
      ([empty.path, "--color", "#FF2D55"], "holds no frames"),
      ([first, other.appendingPathComponent("frame0.png").path, "--color", "#FF2D55"], "same size"),
      ([first, "--color", "#FF2D55", "--roi", "40,0,30,10"], "inside the 64×40 px frame"),
      ([first, "--color", "#00FF00"], "no pixel matches #00FF00"),
      ([text.path, "--color", "#FF2D55"], "not a PNG"),
      ([first], "--color #RRGGBB"),
      ([first, "--color", "#FF2D5"], "#RRGGBB"),
      ([first, "--color", "#FF2D55", "--tolerance", "2"], "from 0 to 1"),
      ([first, "--color", "#FF2D55", "--frame-times", "0,1"], "one time per frame (1)"),
    ]
    for (arguments, phrase) in cases {
      let run = try BinaryRunner.run(["measure"] + arguments)
      #expect(run.status == 64, "\(arguments): \(run.standardError)")
      #expect(run.errorLines.first?.contains(phrase) == true, "\(arguments): \(run.standardError)")
      #expect(run.output.isEmpty, "\(arguments)")
    }
  }

  @Test("a missing ffmpeg exits 1 and says how to install it")
  func missingFFmpeg() throws {
    let process = Process()
    process.executableURL = BinaryRunner.executable
    let video = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString).mp4")
    try Data([0, 0, 0, 0]).write(to: video)
    defer { try? FileManager.default.removeItem(at: video) }
    process.arguments = ["measure", video.path, "--color", "#FF2D55"]
    process.environment = ["PATH": "/nonexistent-bin"]
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1, "\(text)")
    #expect(text.contains("apt-get install -y ffmpeg"), "\(text)")
  }

  @Test("the PNG encoder's CRC and zlib framing match the published check values")
  func pngEncoder() {
    // CRC-32 of "123456789" is 0xCBF43926 (the standard check value).
    #expect(PNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    // Adler-32 of "Wikipedia" is 0x11E60398 (RFC 1950's example, as Wikipedia quotes it).
    #expect(Array(PNGEncoder.zlibStored(Array("Wikipedia".utf8)).suffix(4)) == [0x11, 0xE6, 0x03, 0x98])
    #expect(PNGEncoder.base64(Array("foobar".utf8)) == "Zm9vYmFy" && PNGEncoder.base64(Array("fo".utf8)) == "Zm8=")
  }
}

/// The options that change what is tracked: a textured background, a region, alpha, the SVG.
@Suite struct MeasureOptionTests {
  /// Frames of a disc over a horizontal grey gradient, as PNG files in a fresh folder.
  static func gradientFolder(count: Int) throws -> (URL, [Double]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var centres: [Double] = []
    for k in 0..<count {
      let x = 12.6 + 4.1 * Double(k)
      centres.append(x)
      let shape = SyntheticShape(.disc(radius: 6), centerX: x, centerY: 15.2)
      var bytes: [UInt8] = []
      for row in 0..<30 {
        for column in 0..<64 {
          let grey = Double(120 + 2 * column)
          let c = shape.coverage(column: column, row: row)
          for k in [255.0, 45, 85] { bytes.append(UInt8((grey + c * (k - grey)).rounded())) }
          bytes.append(255)
        }
        _ = row
      }
      let png = PNGEncoder.encode(width: 64, height: 30, rgba: bytes)
      try Data(png).write(to: folder.appendingPathComponent("f\(k).png"))
    }
    return (folder, centres)
  }

  @Test(
    "--background auto follows a gradient the border colour cannot; --roi, --format svg",
    .enabled(if: MeasureCommandTests.ffmpeg != nil, "ffmpeg is not installed (run-tests installs it with apt)"))
  func autoBackground() throws {
    let (folder, centres) = try Self.gradientFolder(count: 7)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try BinaryRunner.run(["measure", folder.path, "--color", "#FF2D55", "--background", "auto"])
    #expect(run.status == 0, "\(run.standardError)")
    let rows = MeasureCommandTests.rows(run.output)
    #expect(rows.count == 7)
    for (k, row) in rows.enumerated() {
      expectClose(Double(row[2]) ?? .nan, centres[k], absolute: MeasureCommandTests.centroidTolerance, "frame \(k)")
    }
    // The border's most common colour is one grey of the gradient: the rest of it reads as part blend.
    let border = try BinaryRunner.run(["measure", folder.appendingPathComponent("f0.png").path, "--color", "#FF2D55"])
    let borderX = Double(MeasureCommandTests.rows(border.output).first?[2] ?? "") ?? .nan
    #expect(
      !(abs(borderX - centres[0]) < 2 * MeasureCommandTests.centroidTolerance),
      "without auto the gradient biases x: \(borderX) vs \(centres[0])")
    // A region that cuts the disc in frame 0 marks it clipped.
    let region = try BinaryRunner.run(
      ["measure", folder.path, "--color", "#FF2D55", "--background", "auto", "--roi", "10,0,54,30"])
    #expect(MeasureCommandTests.rows(region.output).first?.last == "1", "\(region.output)")
    let svg = try BinaryRunner.run(["measure", folder.path, "--color", "#FF2D55", "--format", "svg"])
    #expect(svg.status == 0 && svg.output.hasPrefix("<svg"), "\(svg.standardError)")
    #expect(svg.output.components(separatedBy: "data:image/png;base64,").count == 8, "seven frames in the sheet")
  }
}
