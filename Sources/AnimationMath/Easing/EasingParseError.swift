/// Why a string is not a valid easing, and where: a ``SyntaxError`` of
/// language ``SyntaxError/Language/easing``.
public typealias EasingParseError = SyntaxError
