import AnimationScenes
import Testing

@Suite("SceneError")
struct SceneErrorTests {
  @Test("names the JSON path first")
  func description() {
    let error = SceneError(path: "layers[0].duration", message: "must be ≥ 0")
    #expect(error.description == "layers[0].duration: must be ≥ 0")
  }
}
