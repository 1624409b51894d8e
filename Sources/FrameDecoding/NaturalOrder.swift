/// File names in natural order: runs of digits compare as numbers, so
/// frame2.png comes before frame10.png; other characters compare by Unicode scalar.
public enum NaturalOrder {
  /// Whether `a` sorts before `b`; names equal under the numeric reading fall
  /// back to plain scalar order, so the order is total.
  public static func precedes(_ a: String, _ b: String) -> Bool {
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    var i = 0
    var j = 0
    while i < x.count, j < y.count {
      if isDigit(x[i]), isDigit(y[j]) {
        let startI = i
        let startJ = j
        while i < x.count, isDigit(x[i]) { i += 1 }
        while j < y.count, isDigit(y[j]) { j += 1 }
        let left = String(String.UnicodeScalarView(x[startI..<i].drop { $0 == "0" }))
        let right = String(String.UnicodeScalarView(y[startJ..<j].drop { $0 == "0" }))
        if left.count != right.count { return left.count < right.count }
        if left != right { return left < right }
        continue
      }
      if x[i] != y[j] { return x[i].value < y[j].value }
      i += 1
      j += 1
    }
    if x.count - i != y.count - j { return x.count - i < y.count - j }
    return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
}
