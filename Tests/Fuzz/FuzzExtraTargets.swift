// Fuzz targets for parsers beyond the command line and CSV. Each entry names a
// FUZZ_TARGET value and the function that consumes one input.
struct FuzzExtraTarget {
  let name: String
  let run: ([UInt8]) -> Void
}

enum FuzzExtraTargets {
  static let all: [FuzzExtraTarget] = [
    FuzzExtraTarget(name: "css") { bytes in
      // The CSS easing parser: any text either parses to a function whose
      // values are never NaN on [0, 1], or fails with an offset inside the text.
      let text = String(decoding: bytes, as: UTF8.self)
      do throws(EasingParseError) {
        let function = try EasingParser.parse(text)
        let probes: [Double] = [0, 0.25, 0.5, 1, -1, 2]
        for p in probes {
          precondition(!function.value(at: p).isNaN, "NaN from \(text) at \(p)")
        }
      } catch {
        precondition(
          error.offset >= 0 && error.offset <= text.unicodeScalars.count,
          "offset \(error.offset) outside \(text.unicodeScalars.count)")
      }
    },
    FuzzExtraTarget(name: "svg") { bytes in
      // The SVG path-data parser: a path whose measure is finite or NaN-free,
      // or an error with an offset inside the text.
      let text = String(decoding: bytes, as: UTF8.self)
      do throws(SVGPathSyntaxError) {
        let path = try SVGPathParser.parse(text)
        let measure = PathMeasure(path)
        precondition(!measure.length.isNaN, "NaN length for \(text)")
        if let samples = try? measure.samples(count: 5, spacing: .arcLength) {
          for sample in samples { precondition(!sample.x.isNaN && !sample.angle.isNaN, "NaN sample for \(text)") }
        }
      } catch {
        precondition(error.offset >= 0 && error.offset <= text.utf8.count, "offset \(error.offset) outside the text")
      }
    },
    FuzzExtraTarget(name: "number") { bytes in
      // The byte-level number reader of `--times @FILE` and `fit -`: the same
      // double, bit for bit, as the standard library's parser behind
      // NumberSyntax, or nil for both.
      let fast = bytes.withUnsafeBufferPointer { DecimalParser.double($0) }
      let reference = NumberSyntax.double(String(decoding: bytes, as: UTF8.self))
      precondition(
        fast?.bitPattern == reference?.bitPattern,
        "\(String(decoding: bytes, as: UTF8.self)): \(String(describing: fast)) vs \(String(describing: reference))")
    },
    FuzzExtraTarget(name: "scene") { bytes in
      // The scene JSON reader: a scene whose rows evaluate without NaN at a few
      // times, or a SceneError with a non-empty path and message.
      let text = String(decoding: bytes, as: UTF8.self)
      do throws(SceneError) {
        let scene = try SceneLoader.load(text)
        guard scene.duration.isFinite else { return }
        for t in [0, 0.5 * scene.duration, scene.duration] {
          for cell in scene.row(at: t) { precondition(!(cell?.isNaN ?? false), "NaN cell for \(text)") }
        }
      } catch {
        precondition(!error.path.isEmpty && !error.message.isEmpty, "empty error for \(text)")
      }
    },
  ]
}
