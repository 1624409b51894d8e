import AnimationMath
import TestSupport
import Testing

/// The accuracy promise of ``CubicBezierTiming/value(at:)`` for |y| ≤ 1 control
/// points: within 1e-14 of the exact curve value.
let bezierValueTolerance = 1e-14
/// The mpmath goldens, relative (values down to 1e-100, where 1e-14 absolute
/// checks nothing; a golden of exactly 0 must come out exactly 0): measured
/// worst 1.6e-15 (ease at 0.001) over the 130 goldens.
let bezierGoldenRelativeTolerance = 4e-15
/// Slopes are checked relatively: y′/x′ at a t that is right to ~1e-18 is good
/// to ~1e-12 wherever |dy/dx| < 1e12 (the contract is 1e-9).
let bezierSlopeRelativeTolerance = 1e-9
/// Absolute floor for slope checks: where dy/dx ≈ 0 (y′ ≈ 0) it is a
/// difference of O(1) terms, good to a few 1e-16 absolute, not relatively.
let bezierSlopeAbsoluteTolerance = 1e-15
/// Beyond this the slope is a vertical-tangent spike whose size depends on the
/// last bits of t; only its sign and magnitude class are checked.
let verticalSlopeThreshold = 1e12
/// Chromium's cubic_bezier_unittest.cc tolerance (EXPECT_NEAR … 0.00015).
let chromiumTolerance = 0.00015
/// Extrapolated values are one product and one sum of exact numbers: ≤ 2 roundings near 2.
let extrapolationTolerance = 1e-15

/// One golden value from mpmath at 60 digits (Tests/AnimationMathTests/Data/make_bezier_golden.py).
struct GoldenCase: Sendable, CustomTestStringConvertible {
  let name: String
  let x1: Double, y1: Double, x2: Double, y2: Double
  let progress: Double
  let value: Double
  let slope: Double

  init(
    _ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
    progress: Double, value: Double, slope: Double
  ) {
    (self.name, self.x1, self.y1, self.x2, self.y2) = (name, x1, y1, x2, y2)
    (self.progress, self.value, self.slope) = (progress, value, slope)
  }

  var testDescription: String { "\(name) at \(progress)" }
}

/// mpmath golden values: hard curves (vertical tangents inside and at the ends,
/// near-degenerate cubic coefficient) and named curves, at inputs next to 0,
/// ½ (one ulp either side) and 1.
let goldenCases: [GoldenCase] = [
  GoldenCase("(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 1e-300, value: 0.0, slope: 6.666666666666667e-301),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 1e-20, value: 3.333333333333333e-41, slope: 6.6666666666666666e-21),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 1e-09, value: 3.3333333370370373e-19, slope: 6.666666677777778e-10),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.001, value: 3.3370419825627253e-07, slope: 0.0006677797567145917),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.1, value: 0.0037616749580831666, slope: 0.08019860420159737),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.25, value: 0.029724605511925198, slope: 0.29370052598409974),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.49999999999999994, value: 0.49999639533696205,
    slope: 21645278818.86186),
  GoldenCase("(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.5, value: 0.5, slope: 3.5954803829621846e+40),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.5000000000000001, value: 0.5000045415908393,
    slope: 13635671207.178827),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.5000000001, value: 0.5004386026228287, slope: 1462008.2884616677),
  GoldenCase("(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.7, value: 0.952604724796058, slope: 0.4210078746600968),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.999, value: 0.9999996662958017, slope: 0.0006677797567145922),
  GoldenCase(
    "(1, 0, 0, 1)", 1.0, 0.0, 0.0, 1.0, progress: 0.9999999999999999, value: 1.0, slope: 7.401486830834378e-17),
  GoldenCase("(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 1e-300, value: 3e-100, slope: 1e+200),
  GoldenCase(
    "(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 1e-20, value: 6.463302677619101e-07, slope: 21544337617142.17),
  GoldenCase("(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 1e-09, value: 0.002997001, slope: 998001.0),
  GoldenCase("(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.001, value: 0.271, slope: 81.0),
  GoldenCase("(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.1, value: 0.8461462430742686, slope: 1.3327194535490114),
  GoldenCase("(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.25, value: 0.9493307858661602, slope: 0.3450399958533474),
  GoldenCase(
    "(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.49999999999999994, value: 0.9912200031099895,
    slope: 0.06755895217845317),
  GoldenCase("(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.5, value: 0.9912200031099895, slope: 0.06755895217845315),
  GoldenCase(
    "(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.5000000000000001, value: 0.9912200031099895,
    slope: 0.06755895217845309),
  GoldenCase(
    "(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.5000000001, value: 0.9912200031167454, slope: 0.06755895213478914),
  GoldenCase("(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.7, value: 0.9985914562962293, slope: 0.01593852731650307),
  GoldenCase(
    "(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.999, value: 0.9999999999629259, slope: 1.1125942404132975e-07),
  GoldenCase(
    "(0, 1, 0, 1)", 0.0, 1.0, 0.0, 1.0, progress: 0.9999999999999999, value: 1.0, slope: 1.369550182675368e-33),
  GoldenCase("(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 1e-300, value: 0.0, slope: 0.0),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 1e-20, value: 3.703703703703703e-62, slope: 1.111111111111111e-41),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 1e-09, value: 3.703703707407408e-29, slope: 1.1111111125925927e-19),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.001, value: 3.7074107024716687e-11, slope: 1.1125942404132955e-07),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.1, value: 4.110154158370662e-05, slope: 0.0012776455925715977),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.25, value: 0.0007645474227605246, slope: 0.010128895958341983),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.49999999999999994, value: 0.00877999689001053,
    slope: 0.06755895217845312),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.5, value: 0.008779996890010536, slope: 0.06755895217845315),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.5000000000000001, value: 0.008779996890010543,
    slope: 0.06755895217845319),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.5000000001, value: 0.00877999689676643, slope: 0.06755895222211715),
  GoldenCase("(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.7, value: 0.03612257372064084, slope: 0.24384000256912186),
  GoldenCase("(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.999, value: 0.729, slope: 80.99999999999994),
  GoldenCase(
    "(1, 0, 1, 0)", 1.0, 0.0, 1.0, 0.0, progress: 0.9999999999999999, value: 0.9999855814171472,
    slope: 43290141512.06235),
  GoldenCase("(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 1e-300, value: 0.0, slope: 6.802027004047206e-301),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 1e-20, value: 3.4010135020236025e-41,
    slope: 6.802027004047206e-21),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 1e-09, value: 3.4010135058175446e-19,
    slope: 6.802027015429029e-10),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.001, value: 3.4048125264838226e-07,
    slope: 0.0006813429168527984),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.1, value: 0.0038400296641092203, slope: 0.08189224145445881),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.25, value: 0.030381375665845138, slope: 0.3005392695255686),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.49999999999999994, value: 0.4999999999999948,
    slope: 99.99999999999996),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.5, value: 0.5000000000000003, slope: 99.99999999999996),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.5000000000000001, value: 0.5000000000000114,
    slope: 99.99999999999996),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.5000000001, value: 0.5000000100000012,
    slope: 99.99999999999643),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.7, value: 0.9515251089667003, slope: 0.43135477868521727),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.999, value: 0.9999996595187474, slope: 0.0006813429168527989
  ),
  GoldenCase(
    "(0.99, 0, 0.01, 1)", 0.99, 0.0, 0.01, 1.0, progress: 0.9999999999999999, value: 1.0, slope: 7.551766994015283e-17),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 1e-300, value: 0.0, slope: 6.001200180024004e-300),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 1e-20, value: 3.0006000900120014e-40,
    slope: 6.001200180024003e-20),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 1e-09, value: 3.0006000880096013e-18,
    slope: 6.0012001740168015e-09),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.001, value: 2.9985976921734487e-06,
    slope: 0.005995192989508786),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.1, value: 0.028003888303276214,
    slope: 0.5400594021446892),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.25, value: 0.1562605468749819,
    slope: 1.1250140582813402),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.49999999999999994, value: 0.49999999999999994,
    slope: 1.4999250037498126),
  GoldenCase("(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.5, value: 0.5, slope: 1.4999250037498126),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.5000000000000001, value: 0.5000000000000002,
    slope: 1.4999250037498126),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.5000000001, value: 0.5000000001499926,
    slope: 1.4999250037498126),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.7, value: 0.7839894161905211,
    slope: 1.2599873968401623),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.999, value: 0.9999970014023079,
    slope: 0.005995192989508789),
  GoldenCase(
    "(0.3333, 0, 0.6667, 1)", 0.3333, 0.0, 0.6667, 1.0, progress: 0.9999999999999999, value: 1.0,
    slope: 6.66267061524728e-16),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 1e-300, value: 1.1111111111111111e-301,
    slope: 0.11111111111111112),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 1e-20, value: 1.1111111111111112e-21,
    slope: 0.11111111111111112),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 1e-09, value: 1.1111111108824875e-10,
    slope: 0.11111111106538638),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.001, value: 0.00011108828642040472,
    slope: 0.11106549945188243),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.1, value: 0.01092501619728777,
    slope: 0.10786861853642396),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.25, value: 0.027163834437549397,
    slope: 0.11064796791890089),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.49999999999999994, value: 0.059779149553780254,
    slope: 0.16752045659069809),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.5, value: 0.05977914955378026, slope: 0.1675204565906981
  ),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.5000000000000001, value: 0.05977914955378028,
    slope: 0.16752045659069817),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.5000000001, value: 0.05977914957053231,
    slope: 0.1675204566403615),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.7, value: 0.11036095711307163,
    slope: 0.39344312942611687),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.999, value: 0.9811377073217752,
    slope: 18.720285053759586),
  GoldenCase(
    "(0.9, 0.1, 0.95, 0.05)", 0.9, 0.1, 0.95, 0.05, progress: 0.9999999999999999, value: 0.9999999999999979,
    slope: 18.999999999999954),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 1e-300, value: -8.088235294117648e-301,
    slope: -0.8088235294117647),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 1e-20, value: -8.088235294117647e-21,
    slope: -0.8088235294117647),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 1e-09, value: -8.088235281398947e-10,
    slope: -0.8088235268680245),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.001, value: -0.0008075500594442195,
    slope: -0.8062749873074937),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.1, value: -0.06629147733352875,
    slope: -0.4950266695416968),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.25, value: -0.0828071088283226,
    slope: 0.4053475674189133),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.49999999999999994,
    value: 0.6066798972237714, slope: 4.973562738210957),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.5, value: 0.6066798972237716,
    slope: 4.973562738210956),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.5000000000000001,
    value: 0.6066798972237721, slope: 4.973562738210952),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.5000000001, value: 0.606679897721128,
    slope: 4.9735627356778735),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.7, value: 1.0692605606108994,
    slope: 0.6064546336095303),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.999, value: 1.000747193946564,
    slope: -0.7460873409087894),
  GoldenCase(
    "back (0.68, -0.55, 0.265, 1.55)", 0.68, -0.55, 0.265, 1.55, progress: 0.9999999999999999, value: 1.0,
    slope: -0.748299319727891),
  GoldenCase("ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 1e-300, value: 4e-301, slope: 0.4),
  GoldenCase("ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 1e-20, value: 4e-21, slope: 0.4),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 1e-09, value: 4.0000000480000007e-10,
    slope: 0.40000000960000004),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.001, value: 0.0004048078221549123,
    slope: 0.4096234663298088),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.1, value: 0.09479630571604325,
    slope: 1.5397578528889477),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.25, value: 0.40851059135539586,
    slope: 2.2078829456589273),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.49999999999999994, value: 0.802403387584857,
    slope: 0.9941424524260125),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.5, value: 0.802403387584857,
    slope: 0.9941424524260123),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.5000000000000001, value: 0.8024033875848571,
    slope: 0.9941424524260118),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.5000000001, value: 0.8024033876842712,
    slope: 0.9941424520587696),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.7, value: 0.9407646142976397,
    slope: 0.4430280842732591),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.999, value: 0.9999994663416039,
    slope: 0.0010676420896057026),
  GoldenCase(
    "ease (0.25, 0.1, 0.25, 1)", 0.25, 0.1, 0.25, 1.0, progress: 0.9999999999999999, value: 1.0,
    slope: 1.1842378929335005e-16),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 1e-300, value: 0.0, slope: 3.779289493575208e-300),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 1e-20, value: 1.8896447467876037e-40,
    slope: 3.779289493575208e-20),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 1e-09, value: 1.889644747644586e-18,
    slope: 3.779289496146154e-09),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.001, value: 1.8905015519453908e-06,
    slope: 0.0037818597313072585),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.1, value: 0.0197224535483112,
    slope: 0.4022442188161272),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.25, value: 0.12916193104731982,
    slope: 1.0592618411747994),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.49999999999999994, value: 0.49999999999999994,
    slope: 1.7241379310344829),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.5, value: 0.5, slope: 1.7241379310344829),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.5000000000000001, value: 0.5000000000000002,
    slope: 1.7241379310344829),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.5000000001, value: 0.5000000001724139,
    slope: 1.7241379310344829),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.7, value: 0.8126040932946874,
    slope: 1.2672178357663335),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.999, value: 0.999998109498448,
    slope: 0.0037818597313072607),
  GoldenCase(
    "ease-in-out (0.42, 0, 0.58, 1)", 0.42, 0.0, 0.58, 1.0, progress: 0.9999999999999999, value: 1.0,
    slope: 4.1958542124911427e-16),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 1e-300, value: -2e-300, slope: -2.0),
  GoldenCase("chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 1e-20, value: -2e-20, slope: -2.0),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 1e-09, value: -1.999999996e-09,
    slope: -1.999999992),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.001, value: -0.0019959964414799024,
    slope: -1.9919893214735878),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.1, value: -0.1561343421093952,
    slope: -1.08082069683037),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.25, value: -0.18232237092494685,
    slope: 0.8541191067743243),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.49999999999999994,
    value: 0.4999999999999998, slope: 4.0),
  GoldenCase("chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.5, value: 0.5, slope: 4.0),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.5000000000000001,
    value: 0.5000000000000004, slope: 4.0),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.5000000001, value: 0.5000000004, slope: 4.0
  ),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.7, value: 1.1199199308044825,
    slope: 1.6512658085057126),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.999, value: 1.00199599644148,
    slope: -1.9919893214735878),
  GoldenCase(
    "chromium unclamped (0.5, -1, 0.5, 2)", 0.5, -1.0, 0.5, 2.0, progress: 0.9999999999999999,
    value: 1.0000000000000002, slope: -1.9999999999999991),
]

@Suite("CubicBezierTiming")
struct CubicBezierTimingTests {
  @Test("mpmath golden values", arguments: goldenCases)
  func golden(_ golden: GoldenCase) throws {
    let curve = try CubicBezierTiming(x1: golden.x1, y1: golden.y1, x2: golden.x2, y2: golden.y2)
    let (value, slope) = curve.valueAndSlope(at: golden.progress)
    // Relative: the values reach 1e-100, where an absolute 1e-14 checks nothing.
    expectClose(value, golden.value, relative: bezierGoldenRelativeTolerance, "\(golden.testDescription)")
    expectClose(curve.value(at: golden.progress), value, absolute: 0, "value(at:) vs valueAndSlope")
    if abs(golden.slope) < verticalSlopeThreshold {
      expectClose(
        slope, golden.slope, absolute: bezierSlopeAbsoluteTolerance,
        relative: bezierSlopeRelativeTolerance, "\(golden.testDescription)")
    } else {
      #expect(slope > verticalSlopeThreshold, "vertical tangent: \(slope)")
    }
  }

  @Test("Chromium CubicBezierTest.Basic and UnclampedYValues vectors")
  func chromiumVectors() throws {
    let basic = try CubicBezierTiming(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
    let basicTable: [(Double, Double)] = [
      (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803),
      (0.25, 0.18235), (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345),
      (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764),
      (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1, 1),
    ]
    for (x, y) in basicTable {
      expectClose(basic.value(at: x), y, absolute: chromiumTolerance, "Basic at \(x)")
    }
    // EXPECT_EQ in Chromium: values exact in binary; ours agree to rounding.
    expectClose(
      try CubicBezierTiming(x1: 0.5, y1: 1, x2: 0.5, y2: 1).value(at: 0.5), 0.875,
      absolute: bezierValueTolerance)
    expectClose(
      try CubicBezierTiming(x1: 0.5, y1: 2, x2: 0.5, y2: 2).value(at: 0.5), 1.625,
      absolute: bezierValueTolerance)
    expectClose(
      try CubicBezierTiming(x1: 0.5, y1: -1, x2: 0.5, y2: -1).value(at: 0.5), -0.625,
      absolute: bezierValueTolerance)

    let unclamped = try CubicBezierTiming(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
    let unclampedTable: [(Double, Double)] = [
      (0, 0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651),
      (0.25, -0.18232), (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349),
      (0.5, 0.5), (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992),
      (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954),
      (1, 1),
    ]
    for (x, y) in unclampedTable {
      expectClose(unclamped.value(at: x), y, absolute: chromiumTolerance, "Unclamped at \(x)")
    }
  }

  @Test("Chromium CubicBezierTest.Slope vectors")
  func chromiumSlope() throws {
    let curve = try CubicBezierTiming(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
    let table: [(Double, Double)] = [
      (-0.1, 0), (0, 0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184),
      (0.25, 1.13576), (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628),
      (0.5, 1.33333), (0.55, 1.32628), (0.6, 1.30474), (0.65, 1.26751), (0.7, 1.21239),
      (0.75, 1.13576), (0.8, 1.03184), (0.85, 0.89121), (0.9, 0.69778), (0.95, 0.42170),
      (1, 0), (1.1, 0),
    ]
    for (x, slope) in table {
      expectClose(curve.slope(at: x), slope, absolute: chromiumTolerance, "Slope at \(x)")
    }
  }

  /// Chromium's InputOutOfRange cases (x1, y1, x2, y2, f(−1), f(2)): the
  /// engines' tangent rule, including the flat lines at vertical tangents.
  static let outOfRangeCases: [(Double, Double, Double, Double, Double, Double)] = [
    (0.5, 1, 0.5, 1, -2, 1),  // simple
    (0, 0, 1, 1, -1, 2),  // coincident end points: linear
    (0, 1, 1, 0, 0, 1),  // vertical gradient: flat
    (0.5, 0, 1, 0.5, 0, 1),  // vertical trailing gradient
    (0.1, 0.2, 0.8, 0.8, -2, 2),  // distinct end points
    (0, 0, 0.5, 1, -2, 1),  // coincident leading end point: use P2
    (1, 0.5, 1, 1, -0.5, 1),  // coincident trailing end point
    (0, 0, 0, 0, -1, 2),  // all zeros: linear
    (1, 1, 1, 1, -1, 2),  // all ones: linear
  ]

  @Test("inputs outside [0, 1] follow the engines' tangent lines (Chromium InputOutOfRange)")
  func outOfRange() throws {
    for (x1, y1, x2, y2, below, above) in Self.outOfRangeCases {
      let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
      expectClose(curve.value(at: -1), below, absolute: extrapolationTolerance, "\(curve) at -1")
      expectClose(curve.value(at: 2), above, absolute: extrapolationTolerance, "\(curve) at 2")
    }
  }

  @Test("wpt cubic-bezier-timing-functions-output: flat line at a vertical end tangent")
  func wptExtrapolation() throws {
    // Above 1 with an infinite end tangent: output stays 1 (a literal reading of
    // the spec text would give the P1–P3 slope, −0.5).
    let up = try CubicBezierTiming(x1: 0, y1: 1.5, x2: 1, y2: 1.5)
    for input in [1.0001, 1.2, 1.5, 3] {
      expectClose(up.value(at: input), 1, absolute: extrapolationTolerance)
      expectClose(up.slope(at: input), 0, absolute: 0)
    }
    // Below 0 with an infinite start tangent: output stays 0.
    let down = try CubicBezierTiming(x1: 0, y1: -0.5, x2: 1, y2: -0.5)
    for input in [-0.0001, -0.2, -0.5, -3] {
      expectClose(down.value(at: input), 0, absolute: extrapolationTolerance)
    }
    // cubic-bezier(0.5, 1, 0.5, 0): above 1 along P2–P3, slope 2; below 0 along P0–P1, slope 2.
    let keyframe = try CubicBezierTiming(x1: 0.5, y1: 1, x2: 0.5, y2: 0)
    for input in [1.1, 1.25, 2] {
      expectClose(keyframe.value(at: input), 1 + 2 * (input - 1), absolute: extrapolationTolerance)
    }
    for input in [-0.1, -0.25, -2] {
      expectClose(keyframe.value(at: input), 2 * input, absolute: extrapolationTolerance)
    }
  }

  @Test("Chromium ClampInfinityEvaluation curves: finite values, no NaN slopes")
  func hugeControlPoints() throws {
    let big = Double.greatestFiniteMagnitude
    let curves: [(Double, Double, Double, Double)] = [
      (0.5, big, 0.5, big), (0.5, -big, 0.5, big), (0.5, big, 0.5, -big), (0.5, -big, 0.5, -big),
      (0, big, 0, big), (0, -big, 0, big), (0, big, 0, -big), (0, -big, 0, -big),
      (1, big, 1, big), (1, -big, 1, big), (1, big, 1, -big), (1, -big, 1, -big),
      (0, 0, 0, big), (0, -big, 0, 0), (1, 0, 0, -big), (0, -big, 1, 1),
    ]
    for (x1, y1, x2, y2) in curves {
      let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
      // Chromium accumulates i += 0.05 while i ≤ 1.01, so its last input is
      // 1.0000000000000002: just outside [0, 1], on the tangent line.
      var input = 0.0
      while input <= 1.01 {
        defer { input += 0.05 }
        let (value, slope) = curve.valueAndSlope(at: input)
        #expect(value.isFinite, "\(curve) at \(input): \(value)")
        #expect(!slope.isNaN, "\(curve) at \(input): slope \(slope)")
      }
    }
  }

  @Test("validation names the parameter and the accepted range")
  func validation() {
    #expect(throws: EasingParameterError(parameter: .x1, value: 1.5, accepted: "a number in [0, 1]")) {
      try CubicBezierTiming(x1: 1.5, y1: 0, x2: 0, y2: 1)
    }
    #expect(throws: EasingParameterError(parameter: .x2, value: -0.25, accepted: "a number in [0, 1]")) {
      try CubicBezierTiming(x1: 0, y1: 0, x2: -0.25, y2: 1)
    }
    #expect(throws: EasingParameterError(parameter: .y2, value: .infinity, accepted: "a finite number")) {
      try CubicBezierTiming(x1: 0, y1: 0, x2: 1, y2: .infinity)
    }
    #expect(throws: EasingParameterError.self) { try CubicBezierTiming(x1: .nan, y1: 0, x2: 1, y2: 1) }
    let error = EasingParameterError(parameter: .x1, value: 1.5, accepted: "a number in [0, 1]")
    #expect(error.description == "x1 must be a number in [0, 1]; got 1.5")
  }

  @Test(
    "identity curves return the input",
    arguments: [
      (0.0, 0.0, 1.0, 1.0), (1.0, 1.0, 0.0, 0.0), (0.3, 0.3, 0.7, 0.7), (0.0, 0.0, 0.0, 0.0),
    ])
  func identity(_ points: (Double, Double, Double, Double)) throws {
    let curve = try CubicBezierTiming(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
    for input in [-1.5, 0, 1e-300, 0.3, 0.5, 0.999, 1, 2.5] {
      expectClose(curve.value(at: input), input, absolute: 0, "\(curve)")
      expectClose(curve.slope(at: input), 1, absolute: 0, "\(curve)")
    }
  }

  @Test("one-sided slopes at 0 and 1, vertical tangents")
  func endSlopes() throws {
    let ease = try CubicBezierTiming(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    // y1/x1 = 0.1/0.25: one division, ≤ ½ ulp.
    let quotientTolerance = 0x1p-52
    expectClose(ease.slope(at: 0), 0.4, relative: quotientTolerance)
    expectClose(ease.slope(at: 1), 0, absolute: 0)
    let vertical = try CubicBezierTiming(x1: 0, y1: 1, x2: 0, y2: 1)
    #expect(vertical.slope(at: 0) == .infinity)
    expectClose(vertical.slope(at: 1), 0, absolute: 0)
    let inflection = try CubicBezierTiming(x1: 1, y1: 0, x2: 0, y2: 1)
    #expect(inflection.slope(at: 0.5) == .infinity)
    let dip = try CubicBezierTiming(x1: 0, y1: -1, x2: 1, y2: 2)
    #expect(dip.slope(at: 0) == -.infinity)
    #expect(dip.slope(at: 1) == -.infinity)
  }

  @Test("NaN in gives NaN out; ±∞ give the tangent limit")
  func nonFinite() throws {
    let curve = try CubicBezierTiming(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
    #expect(curve.value(at: .nan).isNaN)
    #expect(curve.slope(at: .nan).isNaN)
    #expect(curve.value(at: -.infinity) == .infinity)  // slope y1/x1 < 0 below 0
    #expect(curve.value(at: .infinity) == -.infinity)  // slope (y2−1)/(x2−1) < 0 above 1
    let flat = try CubicBezierTiming(x1: 0, y1: 1.5, x2: 1, y2: 1.5)
    expectClose(flat.value(at: .infinity), 1, absolute: 0)
  }

  @Test("round trip t → x(t) → t (Chromium CommonEasingFunctions, tightened)")
  func roundTrip() throws {
    // Chromium allows 1e-5; x(t) is rounded once, so t comes back within
    // ulp(x)/x′(t) ≲ 1e-15 on these curves (x′ ≥ 0.3 away from the ends).
    let roundTripTolerance = 1e-13
    for (x1, y1, x2, y2) in [
      (0.25, 0.1, 0.25, 1.0), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
      (0.3, 1.5, 0.8, 1.5), (0.4, -0.8, 0.7, 1.7), (0.7, -2.0, 1.0, -1.5), (0, 4, 1, -3),
    ] {
      let curve = try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
      for k in 1..<20 {
        let t = Double(k) * 0.05
        let x = curve.point(atParameter: t).x
        expectClose(curve.parameter(forProgress: x), t, absolute: roundTripTolerance, "\(curve) t=\(t)")
      }
    }
  }
}

@Suite("CubicBezierTiming properties")
struct CubicBezierTimingPropertyTests {
  static let seed: UInt64 = 0xB021_E2F0_2200_0003
  /// Inputs per fuzz run: a few million pairs run in seconds in release
  /// (~1 s in debug per million). 2,000,000 at full size, 200,000 reduced.
  static let fuzzCount = StatisticalSweep.size(reduced: 200_000, full: 2_000_000)

  /// A random valid curve: x in [0, 1] with the corners, y mostly moderate but
  /// sometimes huge.
  static func randomCurve(_ rng: inout SplitMix64) -> CubicBezierTiming {
    func x(_ rng: inout SplitMix64) -> Double {
      rng.next() % 8 == 0 ? [0, 1, 0x1p-30, 1 - 0x1p-30][Int(rng.next() % 4)] : rng.uniform(0...1)
    }
    func y(_ rng: inout SplitMix64) -> Double {
      switch rng.next() % 16 {
      case 0: return rng.next() % 2 == 0 ? 1e300 : -1e300
      case 1: return rng.uniform(-1e6...1e6)
      default: return rng.uniform(-3...4)
      }
    }
    return try! CubicBezierTiming(x1: x(&rng), y1: y(&rng), x2: x(&rng), y2: y(&rng))
  }

  @Test("seeded fuzz: (curve, input) pairs, no NaN, no trap, no hang", .tags(.statistical))
  func fuzz() {
    print(
      "cubic-bezier fuzz pairs (seed \(Self.seed)): \(StatisticalSweep.describe(Self.fuzzCount, reduced: 200_000, full: 2_000_000))"
    )
    var rng = SplitMix64(seed: Self.seed)
    var curve = Self.randomCurve(&rng)
    for index in 0..<Self.fuzzCount {
      if index % 256 == 0 { curve = Self.randomCurve(&rng) }
      let input: Double
      switch rng.next() % 8 {
      case 0: input = rng.uniform(-1e6...1e6)
      case 1: input = rng.logUniform(-320 ... -1)
      case 2: input = 1 - rng.logUniform(-17 ... -1)
      default: input = rng.uniform(0...1)
      }
      let (value, slope) = curve.valueAndSlope(at: input)
      if value.isNaN || slope.isNaN || (value.isInfinite && abs(input) <= 1) {
        Issue.record("seed \(Self.seed) pair \(index): \(curve) at \(input) → \(value), slope \(slope)")
        return
      }
    }
  }

  @Test("value(at:) equals valueAndSlope(at:).value bit for bit, on every path")
  func valueMatchesValueAndSlope() {
    var rng = SplitMix64(seed: Self.seed ^ 3)
    let curveCount = 1_000
    let inputsPerCurve = 64
    var checked = 0
    for index in 0..<curveCount {
      // Three in eight curves have x1 = 0 or x2 = 1 (the square-root tables)
      // or are (1, y1, 0, y2) (the closed-form start); the rest as in the fuzz.
      let curve: CubicBezierTiming
      switch index % 8 {
      case 0:
        curve = try! CubicBezierTiming(x1: 0, y1: rng.uniform(-1...2), x2: rng.uniform(0...1), y2: rng.uniform(-1...2))
      case 1:
        curve = try! CubicBezierTiming(x1: rng.uniform(0...1), y1: rng.uniform(-1...2), x2: 1, y2: rng.uniform(-1...2))
      case 2: curve = try! CubicBezierTiming(x1: 1, y1: rng.uniform(-1...2), x2: 0, y2: rng.uniform(-1...2))
      default: curve = Self.randomCurve(&rng)
      }
      for _ in 0..<inputsPerCurve {
        let input = rng.next() % 4 == 0 ? rng.logUniform(-17 ... -1) : rng.uniform(0...1)
        let value = curve.value(at: input)
        // The contract is bit equality (one solve serves both), so compare bits.
        if value.bitPattern != curve.valueAndSlope(at: input).value.bitPattern {
          Issue.record("seed \(Self.seed ^ 3): \(curve) at \(input)")
        }
        checked += 1
      }
    }
    #expect(checked == curveCount * inputsPerCurve)
  }

  @Test("exact end points: value(0) is 0 and value(1) is 1, bit for bit")
  func endpoints() {
    var rng = SplitMix64(seed: Self.seed ^ 1)
    for _ in 0..<10_000 {
      let curve = Self.randomCurve(&rng)
      // Exactness is the contract here, so compare bits, not a tolerance.
      #expect(curve.value(at: 0).bitPattern == (0.0).bitPattern, "seed \(Self.seed ^ 1): \(curve)")
      #expect(curve.value(at: 1).bitPattern == (1.0).bitPattern, "seed \(Self.seed ^ 1): \(curve)")
    }
  }

  /// Values are within a few 1e-16 of exact but not correctly rounded, so two
  /// neighbouring inputs may come out up to ~2 ulps out of order.
  static let monotoneSlack = 4 * 0x1p-53

  @Test("monotone curves (y in [0, 1]) give non-decreasing outputs")
  func monotone() throws {
    var rng = SplitMix64(seed: Self.seed ^ 2)
    var curves = [
      try CubicBezierTiming(x1: 1, y1: 0, x2: 0, y2: 1), try CubicBezierTiming(x1: 0, y1: 1, x2: 0, y2: 1),
      try CubicBezierTiming(x1: 0.99, y1: 0, x2: 0.01, y2: 1),
    ]
    for _ in 0..<40 {
      curves.append(
        try CubicBezierTiming(
          x1: rng.uniform(0...1), y1: rng.uniform(0...1), x2: rng.uniform(0...1), y2: rng.uniform(0...1)))
    }
    for curve in curves {
      var inputs = (0...4_000).map { Double($0) / 4_000 }
      // Consecutive doubles next to ½, where (1, 0, 0, 1) is vertical.
      var p = 0.5
      for _ in 0..<50 { p = p.nextDown }
      for _ in 0..<100 {
        inputs.append(p)
        p = p.nextUp
      }
      inputs.sort()
      var previous = -Double.infinity
      for input in inputs {
        let value = curve.value(at: input)
        if value < previous - Self.monotoneSlack {
          Issue.record("seed \(Self.seed ^ 2): \(curve) decreases at \(input): \(previous) → \(value)")
        }
        previous = max(previous, value)
      }
    }
  }
}
