import AnimationMath
import AnimationScenes
import Foundation
import TestSupport
import Testing

/// Lerps of O(100) values at simple fractions: a few ulp.
private let valueTolerance = 1e-12

/// The committed test file `name` in Data/lottie.
func lottieTestFile(_ name: String) throws -> String {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Data/lottie/\(name)")
  return try String(contentsOf: url, encoding: .utf8)
}

/// A one-layer file whose opacity has keyframes `keyframes` (JSON text).
private func opacityFile(_ keyframes: String) -> String {
  """
  {"fr":30,"ip":0,"op":30,"layers":[{"ty":3,"nm":"n","ind":1,"ks":{"o":{"a":1,"k":[\(keyframes)]}}}]}
  """
}

@Suite("Lottie (bodymovin) reader")
struct LottieReaderTests {
  @Test("column names: layers in file order, precomp '/', shapes by nm, group transforms, '#ind' for repeats")
  func header() throws {
    let file = try LottieReader.read(try lottieTestFile("travel.json"))
    #expect(
      file.header == [
        "dot.position.x", "dot.position.y", "dot.orientation", "dot/paint.color.r", "dot/paint.color.g",
        "dot/paint.color.b", "dot/paint.color.a", "bar.visible", "bar.rotation", "group/inner.opacity",
        "group/inner/g/box.size.x", "group/inner/g/box.size.y", "group/inner/g.rotation", "split.position.x",
        "split.position.y", "dup#5.opacity", "dup#6.opacity",
      ])
    #expect(file.defaultFrames == Array(stride(from: 0.0, through: 30, by: 1)))
    #expect(
      file.notes == ["layers[5].ks.o.k[0]: a keyframe without o/i handles is read as linear, as the players read it"])
  }

  /// bar: hold 0 until 10, jump 90 → 180 at 10, linear to 270 at 20; visible on [5, 25).
  /// group (st 5, sr 2): its layer sees (t − 5)/2. split: x linear 0 → 300 over 30, y 50.
  @Test(
    "hand-derived values: hold, jump, visibility, precomp time, split position",
    arguments: [
      (4.0, "bar.visible", 0.0), (5, "bar.visible", 1), (25, "bar.visible", 0), (5, "bar.rotation", 0),
      (10, "bar.rotation", 180), (15, "bar.rotation", 225), (15, "group/inner.opacity", 50),
      (25, "group/inner.opacity", 100), (15, "group/inner/g/box.size.y", 30), (10, "split.position.x", 100),
      (10, "split.position.y", 50), (15, "dup#6.opacity", 30), (15, "dot/paint.color.r", 0.5),
    ])
  func values(frame: Double, column: String, expected: Double) throws {
    let file = try LottieReader.read(try lottieTestFile("travel.json"))
    let index = try #require(file.header.firstIndex(of: column))
    expectClose(file.row(atFrame: frame)[index], expected, absolute: valueTolerance, "\(column) at \(frame)")
  }

  @Test(
    "specification violations are refused with the JSON path of the fault",
    arguments: [
      (#"{"t":5,"s":[0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":4,"s":[1]}"#, "layers[0].ks.o.k[1].t"),
      (
        #"{"t":0,"s":[0],"h":1},{"t":1,"s":[1],"h":1},{"t":1,"s":[2],"h":1},{"t":1,"s":[3]}"#,
        "layers[0].ks.o.k[3].t"
      ),
      (#"{"t":0,"s":[0],"o":{"x":1.5,"y":0},"i":{"x":1,"y":1}},{"t":4,"s":[1]}"#, "layers[0].ks.o.k[0].o.x"),
      (#"{"t":0,"s":[0],"o":{"x":[0.2,-0.1],"y":[0,0]},"i":{"x":1,"y":1}},{"t":4,"s":[1]}"#, "layers[0].ks.o.k[0].o.x"),
    ])
  func violations(keyframes: String, path: String) {
    #expect {
      try LottieReader.read(opacityFile(keyframes))
    } throws: { error in
      (error as? SceneError)?.path == path
    }
  }

  @Test("--strict refuses a non-hold keyframe without handles; otherwise it is linear with a note")
  func strict() throws {
    let text = opacityFile(#"{"t":0,"s":[0]},{"t":10,"s":[100]}"#)
    let file = try LottieReader.read(text)
    expectClose(file.row(atFrame: 2.5)[0], 25, absolute: valueTolerance)
    #expect(file.notes.count == 1)
    #expect {
      try LottieReader.read(text, strict: true)
    } throws: { error in
      (error as? SceneError)?.path == "layers[0].ks.o.k[0]"
    }
  }
}

/// A precomp with a time remap, and a shape layer with a path, a gradient,
/// a polystar, a trim and a 3D position.
private let shapesFile = """
  {"fr":10,"ip":0,"op":20,"assets":[{"id":"c","layers":[{"ty":3,"nm":"kid","ind":1,"st":0,
    "ks":{"o":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":0.5,"y":0.5},"i":{"x":0.5,"y":0.5}},{"t":10,"s":[100]}]}}}]}],
   "layers":[
    {"ty":0,"nm":"pre","ind":1,"refId":"c","st":7,"sr":3,
     "tm":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":0.5,"y":0.5},"i":{"x":0.5,"y":0.5}},{"t":20,"s":[2]}]},"ks":{}},
    {"ty":4,"ind":2,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0,0],"o":{"x":0.5,"y":0.5},"i":{"x":0.5,"y":0.5}},
       {"t":10,"s":[10,20,30]}]}},
     "shapes":[
      {"ty":"sh","nm":"outline","ks":{"a":1,"k":[
        {"t":0,"s":[{"c":true,"v":[[0,0],[10,0]],"i":[[0,0],[-1,0]],"o":[[1,0],[0,0]]}],"o":{"x":0.5,"y":0.5},"i":{"x":0.5,"y":0.5}},
        {"t":10,"s":[{"c":true,"v":[[0,10],[10,10]],"i":[[0,0],[-3,0]],"o":[[3,0],[0,0]]}]}]}},
      {"ty":"gf","nm":"grad","g":{"p":2,"k":{"a":1,"k":[
        {"t":0,"s":[0,1,0,0, 1,0,0,1, 0,1, 1,0],"o":{"x":0.5,"y":0.5},"i":{"x":0.5,"y":0.5}},
        {"t":10,"s":[0,0,0,1, 1,1,0,0, 0,0, 1,1]}]}},"o":{"a":0,"k":100},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[1,0]}},
      {"ty":"sr","nm":"star","pt":{"a":1,"k":[{"t":0,"s":[5],"o":{"x":0.5,"y":0.5},"i":{"x":0.5,"y":0.5}},{"t":10,"s":[7]}]},
       "or":{"a":1,"k":[{"t":0,"s":[10],"h":1},{"t":10,"s":[20]}]}},
      {"ty":"tm","s":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":0.5,"y":0.5},"i":{"x":0.5,"y":0.5}},{"t":10,"s":[50]}]}}]}]}
  """

@Suite("Lottie reader: shapes, 3D values and time remap")
struct LottieReaderShapeTests {
  @Test("path vertices v/i/o per vertex, gradient stops with alpha, polystar, trim, 3D position, layer<ind>")
  func names() throws {
    let file = try LottieReader.read(shapesFile)
    let expected =
      ["pre/kid.opacity", "layer2.position.x", "layer2.position.y", "layer2.position.z"]
      + (0..<2).flatMap { k in
        ["v\(k).x", "v\(k).y", "i\(k).x", "i\(k).y", "o\(k).x", "o\(k).y"].map { "layer2/outline.\($0)" }
      }
      + (0..<2).flatMap { k in ["offset", "r", "g", "b"].map { "layer2/grad.stop\(k).\($0)" } }
      + [
        "layer2/grad.stop0.alpha", "layer2/grad.stop1.alpha", "layer2/star.points", "layer2/star.outerRadius",
        "layer2/tm3.start",
      ]
    #expect(file.header == expected)
  }

  /// tm: 0 → 2 s over frames 0…20 (linear), fr 10: at frame 5 the child sees 0.5 s·10 = frame 5,
  /// whatever st (7) and sr (3) say; its opacity is 50. At frame 5 the path's second
  /// vertex's in tangent is −1 + (−3 + 1)·½ = −2; the gradient's second alpha 0 + ½.
  @Test("time remap overrides st and sr; path, gradient and 3D values are lerped per component")
  func values() throws {
    let file = try LottieReader.read(shapesFile)
    let row = file.row(atFrame: 5)
    func value(_ column: String) throws -> Double { row[try #require(file.header.firstIndex(of: column))] }
    expectClose(try value("pre/kid.opacity"), 50, absolute: valueTolerance)
    expectClose(try value("layer2.position.z"), 15, absolute: valueTolerance)
    expectClose(try value("layer2/outline.i1.x"), -2, absolute: valueTolerance)
    expectClose(try value("layer2/outline.v1.y"), 5, absolute: valueTolerance)
    expectClose(try value("layer2/grad.stop1.alpha"), 0.5, absolute: valueTolerance)
    expectClose(try value("layer2/star.points"), 6, absolute: valueTolerance)
    #expect(try value("layer2/star.outerRadius") == 10)
  }
}
