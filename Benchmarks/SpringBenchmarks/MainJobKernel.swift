// The main job's kernel, in process: what `springbench` does for its CSV
// between parsing and write(2).
import AnimationMath

/// Writes the header and the rows `t,value,velocity` of `spring` on `grid`
/// with ShortestDecimal (negative zero as 0.0) into a 64 KiB buffer, handing the buffer to `flush`
/// each time it fills and at the end. Returns the number of bytes written.
func writeMainJobRows(
  _ spring: SpringSolution, grid: TimeGrid, flush: (UnsafeRawBufferPointer) -> Void
) -> Int {
  let capacity = 1 << 16
  var buffer = [UInt8](repeating: 0, count: capacity + 256)
  var total = 0
  let writer = ShortestDecimal.Writer()
  buffer.withUnsafeMutableBytes { raw in
    let base = raw.baseAddress!
    var used = 0
    for byte in "t,value,velocity\n".utf8 {
      raw[used] = byte
      used += 1
    }
    for (t, s) in SpringGridSamples(spring, grid: grid) {
      used += writer.write(t + 0, to: base + used)
      raw[used] = UInt8(ascii: ",")
      used += 1
      used += writer.write(s.position + 0, to: base + used)
      raw[used] = UInt8(ascii: ",")
      used += 1
      used += writer.write(s.velocity + 0, to: base + used)
      raw[used] = UInt8(ascii: "\n")
      used += 1
      if used > capacity {
        flush(UnsafeRawBufferPointer(rebasing: raw[0..<used]))
        total += used
        used = 0
      }
    }
    flush(UnsafeRawBufferPointer(rebasing: raw[0..<used]))
    total += used
  }
  return total
}
