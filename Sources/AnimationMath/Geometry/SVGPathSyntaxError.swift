/// Malformed SVG path data, and where: a ``SyntaxError`` of language
/// ``SyntaxError/Language/svgPath``.
public typealias SVGPathSyntaxError = SyntaxError
