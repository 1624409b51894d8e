/// The one spelling of JSON keys: camelCase.
///
/// CSV column names keep their snake_case spelling (`engine_time`,
/// `rk8pd_value`); as JSON keys they are camelCase (`engineTime`,
/// `rk8pdValue`). A key already in camelCase (`fitQuality`) is unchanged, and
/// a name that is not a plain identifier (a scene column `heart.position.x`, a
/// display label with spaces) is kept as it is, so a user's own names survive.
enum JSONKey {
  /// `name` in camelCase: each `_x` after a letter or digit becomes `X`.
  static func camelCase(_ name: String) -> String {
    guard name.contains("_"),
      name.unicodeScalars.allSatisfy({
        $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
      })
    else { return name }
    var result = ""
    var upperNext = false
    for character in name {
      if character == "_", !result.isEmpty {
        upperNext = true
      } else if upperNext {
        result += character.uppercased()
        upperNext = false
      } else {
        result.append(character)
      }
    }
    return result
  }
}
