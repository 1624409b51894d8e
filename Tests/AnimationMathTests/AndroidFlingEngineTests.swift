import AnimationMath
import TestSupport
import Testing

/// The Android spline engines (android = OverScroller, android-scroller = Scroller,
/// compose = splineBasedDecay) against hand-derived frames, the duration and distance
/// formulas, the published AndroidFlingSplineTest vectors, and their hand-offs.
///
/// Every table below is printed by Data/android_fling_frames.py: the spline from the
/// defining equations (mpmath), float32 steps emulated exactly, Java's (int) and
/// Math.round in rationals, the clock ⌊host ms⌋ in integers. A spline frame whose exact
/// value lies within `tableBound`·|distance| of a rounding boundary is undecidable from the
/// exact curve (the engine's tables are the bisection's, off by up to that much) and is
/// `nil` there; the tests count those and assert the count.
@Suite("Android spline engines")
struct AndroidFlingEngineTests {
  /// One table entry's largest error: the bisection's 1e-5 residual times P'/T' ≤ 1.5/0.525
  /// (at s = 0), plus float rounding; GSL Brent measures 2.39e-5 (FlingSplineVsGSLTests).
  static let tableBound = 1e-5 * 1.5 / 0.525 + 1e-6
  /// A spline velocity is slope·D/T·1000 with the slope a difference of two entries over
  /// 0.01: 2·tableBound·100·1308.92/1.246 ≈ 6.2 px/s for the 3000 px/s fling.
  static let splineVelocityBound = 2 * tableBound * 100 * 1308.921 / 1.246
  /// Compose's value: D·coef with coef off by ≤ tableBound, plus a few float roundings of
  /// ≈1309 (1e-4 px): 0.039 px.
  static let composeValueBound = tableBound * 1308.921 + 1e-4
  /// Ballistic and cubic frames use no table: the script emulates the float steps exactly,
  /// so only a libm sqrt ulp could differ; 1e-6 relative is far above that, far below a px.
  static let floatStepAgreement = 1e-6

  struct Formula: Sendable {
    let velocity: Double
    let duration: Int32
    let distance: Int32
    let composeDuration: Int64
    let composeDistance: Double
  }

  /// Printed by Data/android_fling_frames.py (the margins are the exact values' fractional parts).
  static let formulas: [Formula] = [
    // margins 0.8003 0.0240
    Formula(velocity: 300, duration: 228, distance: 24, composeDuration: 228, composeDistance: 24.02402702842136),
    // margins 0.1818 0.3136
    Formula(velocity: 1000, duration: 555, distance: 194, composeDuration: 555, composeDistance: 194.31362607855945),
    // margins 0.5915 0.9210
    Formula(velocity: 3000, duration: 1246, distance: 1308, composeDuration: 1246, composeDistance: 1308.9210563300346),
    // margins 0.5584 0.3634
    Formula(velocity: 8000, duration: 2566, distance: 7186, composeDuration: 2566, composeDistance: 7186.36352487201),
    // margins 0.5915 0.9210
    Formula(
      velocity: -3000, duration: 1246, distance: -1308, composeDuration: 1246, composeDistance: 1308.9210563300346),
    // margins 0.7251 0.8463
    Formula(
      velocity: 25000, duration: 5938, distance: 51963, composeDuration: 5938, composeDistance: 51963.843342807704),
  ]
  static let android60: [Double?] = [
    48, 99, 149, nil, 244, 292, 335, 380, 424, 464, nil, 544, 579, 615, 650, 681, 713, 744, 771, 799,
    826, 850, 874, 898, 919, 940, 961, 979, 998, 1016, 1032, 1048, 1064, 1078, 1092, 1105, 1118, 1130,
    1142, 1152, 1163, 1173, nil, 1192, nil, 1208, 1216, 1224, 1231, 1237, 1244, 1249, 1255, 1260, 1265,
    1270, 1274, 1278, 1282, 1285, 1288, 1291, 1294, 1296, 1298, 1300, 1302, nil, 1305, 1306, 1307, 1307,
    1308, 1308, 1308,
  ]
  static let android60Velocity: [Double?] = [
    2989.9221, 2973.9902, 2919.8124, 2882.5491, 2839.3159, 2737.7216, 2680.8022, 2620.75, 2493.8992,
    2428.303, 2361.9651, 2228.8155, 2162.7305, 2097.3638, 1969.663, 1907.6623, 1847.0562, 1730.335,
    1674.3142, 1619.8843, 1515.8017, 1466.1237, 1417.9903, 1326.2281, 1282.5246, 1240.2183, 1159.6241,
    1121.2478, 1084.0929, 1013.2721, 979.5206, 946.8195, 884.4086, 854.6223, 825.733, 770.5072,
    744.1046, 718.4671, 669.3695, 645.8536, 622.9912, 579.1278, 558.0801, 537.5923, 498.2138, 479.2841,
    460.8362, 425.3166, 408.2124, 391.5247, 359.3409, 343.8176, 328.6561, 299.37, 285.2225, 271.3909,
    244.6342, 231.6898, 219.0225, 194.4845, 182.5973, 170.9542, 148.3712, 137.4172, 126.6794, 105.8269,
    95.7003, 85.7659, 66.4518, 57.0618, 47.8434, 29.9025, 21.171, 12.5933, nil,
  ]
  static let android120: [Double?] = [
    24, 48, 75, 99, 122, 149, 172, nil, 221, 244, 267, 292, 314, 335, 359, 380, 401, 424, 444, 464, 486,
    nil, 523, 544, nil, 579, nil, 615, 632, 650, 666, 681, 698, 713, 728, 744, 758, 771, 786, 799, 812,
    826, 838, 850, 863, 874, nil, 898, 908, 919, 930, 940, 950, 961, 970, 979, 989, 998, 1006, 1016,
    1024, 1032, 1040, 1048, 1055, 1064, 1071, 1078, 1085, 1092, 1098, 1105, 1112, 1118, 1124, 1130,
    1136, 1142, 1147, 1152, 1158, 1163, 1168, 1173, 1178, nil, 1187, 1192, 1196, nil, nil, 1208, 1213,
    1216, 1220, 1224, 1227, 1231, 1234, 1237, 1240, 1244, 1247, 1249, 1252, 1255, 1258, 1260, 1263,
    1265, 1268, 1270, 1272, 1274, 1276, 1278, 1280, 1282, 1283, 1285, 1287, 1288, 1290, 1291, nil, 1294,
    1295, 1296, 1297, 1298, 1299, 1300, 1301, 1302, 1303, nil, 1304, 1305, 1305, 1306, 1306, 1307, 1307,
    1307, nil, 1308, 1308, 1308, 1308, 1308,
  ]
  static let android120Velocity: [Double?] = [
    2997.9661, 2989.9221, 2973.9902, 2973.9902, 2950.4749, 2919.8124, 2919.8124, 2882.5491, 2839.3159,
    2839.3159, 2790.8007, 2737.7216, 2737.7216, 2680.8022, 2620.75, 2620.75, 2558.2395, 2493.8992,
    2493.8992, 2428.303, 2361.9651, 2361.9651, 2295.3385, 2228.8155, 2228.8155, 2162.7305, 2097.3638,
    2097.3638, 2032.9458, 1969.663, 1969.663, 1907.6623, 1847.0562, 1847.0562, 1787.9279, 1730.335,
    1730.335, 1674.3142, 1619.8843, 1619.8843, 1567.0494, 1515.8017, 1515.8017, 1466.1237, 1417.9903,
    1417.9903, 1371.3704, 1326.2281, 1326.2281, 1282.5246, 1240.2183, 1240.2183, 1199.2661, 1159.6241,
    1159.6241, 1121.2478, 1084.0929, 1084.0929, 1048.1154, 1013.2721, 1013.2721, 979.5206, 946.8195,
    946.8195, 915.1284, 884.4086, 884.4086, 854.6223, 825.733, 825.733, 797.7059, 770.5072, 770.5072,
    744.1046, 718.4671, 718.4671, 693.5649, 669.3695, 669.3695, 645.8536, 622.9912, 622.9912, 600.7572,
    579.1278, 579.1278, 558.0801, 537.5923, 537.5923, 517.6435, 498.2138, 498.2138, 479.2841, 460.8362,
    460.8362, 442.8526, 425.3166, 425.3166, 408.2124, 391.5247, 391.5247, 375.2388, 359.3409, 359.3409,
    343.8176, 328.6561, 328.6561, 313.8442, 299.37, 299.37, 285.2225, 271.3909, 271.3909, 257.8647,
    244.6342, 244.6342, 231.6898, 219.0225, 219.0225, 206.6235, 194.4845, 194.4845, 182.5973, 170.9542,
    170.9542, 159.5479, 148.3712, 148.3712, 137.4172, 126.6794, 126.6794, 116.1513, 105.8269, 105.8269,
    95.7003, 85.7659, 85.7659, 76.0181, 66.4518, 66.4518, 57.0618, 47.8434, 47.8434, 38.7918, 29.9025,
    29.9025, 21.171, 12.5933, 12.5933, 4.1652, nil,
  ]
  static let androidUneven: [Double?] = [
    48, 102, 146, 292, 338, 544, 1016, nil, 1285, 1308,
  ]
  static let androidUnevenVelocity: [Double?] = [
    2989.9221, 2973.9902, 2950.4749, 2737.7216, 2680.8022, 2228.8155, 1013.2721, 498.2138, 194.4845, nil,
  ]
  static let androidOutside: [Double?] = [
    2061, 2076, 2087, 2095, 2099, 2100, 2099, 2096, 2092, 2087, 2081, 2074, 2067, 2059, 2051, 2044,
    2036, 2028, 2022, 2015, 2010, 2006, 2002, 2000, 2000,
  ]
  static let androidOutsideVelocity: [Double?] = [
    977.1859741210938, 769.0018920898438, 560.8177490234375, 364.8797607421875, 156.695556640625,
    9.343454360961914, 37.223602294921875, 63.475406646728516, 86.25421142578125, 104.5205078125,
    120.55760955810547, 133.1217041015625, 141.77415466308594, 147.59654235839844, 149.9459228515625,
    148.98452758789062, 144.5922088623047, 136.72689819335938, 126.15165710449219, 111.54463195800781,
    93.4645767211914, 73.27552032470703, 48.45378494262695, 20.15901756286621, nil,
  ]
  static let androidSpringBack: [Double?] = [
    2100, 2099, 2098, 2097, 2095, 2093, 2091, 2089, 2086, 2083, 2080, 2076, 2073, 2069, 2065, 2062,
    2058, 2054, 2050, 2046, 2042, 2038, 2035, 2031, 2027, 2024, 2020, 2017, 2014, 2011, 2009, 2007,
    2005, 2003, 2002, 2001, 2000, 2000, 2000,
  ]
  static let androidSpringBackVelocity: [Double?] = [
    14.805319786071777, 28.84153175354004, 43.71294403076172, 56.114803314208984, 67.74755859375,
    79.91507720947266, 89.9134750366211, 99.14276123046875, 108.60639953613281, 116.20133209228516,
    123.02716064453125, 129.78689575195312, 134.97836303710938, 139.40074157714844, 143.4565887451172,
    146.24459838867188, 148.2635040283203, 149.61544799804688, 150.0, 149.61544799804688,
    148.2635040283203, 146.2445831298828, 143.45657348632812, 139.40072631835938, 134.97836303710938,
    129.78689575195312, 123.02716827392578, 116.20133972167969, 108.60639953613281, 99.14277648925781,
    89.9134750366211, 79.91509246826172, 67.74755859375, 56.11481475830078, 43.71292495727539,
    28.841506958007812, 14.805328369140625, -0.0, nil,
  ]
  static let scrollerPinned: [Double?] = [
    37, 75, 114, 149, 187, 223, 256, 291, 324, 355, 386, 416, 443, 470, 497, 521, 545, 569, 590, 611,
    631, 650, nil, 686, 702, 719, 734, nil, 763, 776, 789, 801, 813, 824, 835, 845, 854, 864, 873, 881,
    889, 897, 904, 911, 918, 924, 930, 936, 941, 946, 951, 955, nil, 964, 967, 971, 974, 977, 980, 983,
    985, 987, 989, 991, 993, 994, 995, 997, 998, 998, 999, 999, 1000,
  ]
  static let scrollerPinnedVelocity: [Double?] = [
    nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,
    nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,
    nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,
    nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,
  ]
  static let compose60: [Double?] = [
    0.0, 47.9727380134732, 98.70838374464144, 148.9999357394513, 195.61185788871177, 244.2932048845875,
    291.95810436084065, 335.5726305332402, 380.6735646644181, 424.4173258756393, 464.08392782912995,
    504.8258940168174, 544.0915462986686, 579.5012753878618, 615.7231838066765, 650.4980292033395,
    681.7655561048183, 713.6800898979591, 744.2527662551222, 771.7053498610076, 799.6963413930417,
    826.478324991777, 850.5165678855765, 875.0150824437428, 898.4390597691322, 919.4628524154048,
    940.8848573233639, 961.3566534459557, 979.7324546500597, 998.4531248277515, 1016.3336930879032,
    1032.3838581279936, 1048.7306636789085, 1064.332859852205, 1078.3353829159398, 1092.5897215109796,
    1106.1814955777534, 1118.3740324341338, 1130.7761627416744, 1142.58600888122, 1153.1712098421747,
    1163.9260067552636, 1174.1487607740862, 1183.2995887273473, 1192.5820479619663, 1201.384240720567,
    1209.248753361469, 1217.208850127348, 1224.7333540202078, 1231.4388026901677, 1238.205617710757,
    1244.5755581451822, 1250.2318173010947, 1255.9169730241492, 1261.238971031145, 1265.9413736060064,
    1270.6418690751782, 1275.0087104383183, 1278.8403799311238, 1282.640920888828, 1286.1337481284954,
    1289.1675144741948, 1292.1424279744838, 1294.8325414662154, 1297.132516893752, 1299.3473272791398,
    1301.297668603724, 1302.9205473255097, 1304.4332773915248, 1305.6996550949548, 1306.695789087227,
    1307.55803843542, 1308.190144990395, 1308.6044381201584, 1308.862280646933, 1308.9210205078125,
  ]
  static let compose60Velocity: [Double?] = [
    3000.0771319859396, 2992.0273867029355, 2976.084336853719, 2921.8683417118173, 2884.5787962716527,
    2841.3151384145713, 2739.6493646571366, 2682.689866699984, 2622.595390185479, 2495.655283043327,
    2430.0128514009043, 2363.6282385354907, 2230.3849225317995, 2164.25342221707, 2098.840605832273,
    1971.0499758727733, 1909.0055720742753, 1848.3568184569408, 1731.5534116548533, 1675.493193745458,
    1621.0249679004735, 1516.869084979553, 1467.156109470244, 1418.9887939454836, 1327.1619979369357,
    1283.4276990327182, 1241.0915905287495, 1160.4406096146276, 1122.0372863756868, 1084.8562264287405,
    1013.9856293305953, 980.2103318210433, 947.4861489653728, 885.0313673399253, 855.2240439995346,
    826.3144756100811, 771.0497830581122, 744.6285976095236, 718.9730124273775, 669.840823286439,
    646.308401288511, 623.4298669562627, 579.5355789530107, 558.4730685746466, 537.9708465639837,
    498.5646416923071, 479.62160698270526, 461.1606763694509, 425.61611595784905, 408.4998560618146,
    391.80036992820766, 359.593969991832, 344.0597265482433, 328.8875387458902, 299.5808477616804,
    285.42337278885606, 271.5819614532022, 244.8064615767796, 231.85298248515812, 219.1767464650663,
    194.6213988367213, 182.72584458031625, 171.0746160717732, 148.47569708288074, 137.51399769309975,
    126.76858026348587, 105.90142740112047, 95.7676998328066, 85.82624887224034, 66.49856586104345,
    57.10201994629838, 47.87710575462962, 29.92352725235566, 21.18595187643267, 12.602172084083865, nil,
  ]

  /// The uneven trace of the script (s).
  static let uneven = [0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0]

  struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    let engine: DecayEngineName
    let from: Double
    let velocity: Double
    let bounds: (Double, Double)
    let parameters: String
    let schedule: String
    let values: [Double?]
    /// Rows the script could decide (non-nil values).
    let decided: Int
    var testDescription: String { name }
  }

  static let scenarios: [Scenario] = [
    Scenario(
      name: "android 3000 px/s, 60 Hz", engine: .android, from: 0, velocity: 3000, bounds: (-.infinity, .infinity),
      parameters: "", schedule: "60", values: android60, decided: 70),
    Scenario(
      name: "android 3000 px/s, 120 Hz", engine: .android, from: 0, velocity: 3000, bounds: (-.infinity, .infinity),
      parameters: "", schedule: "120", values: android120, decided: 139),
    Scenario(
      name: "android 3000 px/s, uneven", engine: .android, from: 0, velocity: 3000, bounds: (-.infinity, .infinity),
      parameters: "", schedule: "uneven", values: androidUneven, decided: 9),
    Scenario(
      name: "android from 2050 outward 1500 px/s, over 100, 60 Hz", engine: .android, from: 2050, velocity: 1500,
      bounds: (0, 2000), parameters: "over=100", schedule: "60", values: androidOutside, decided: 25),
    Scenario(
      name: "android springBack from 2100, 120 Hz", engine: .android, from: 2100, velocity: 0, bounds: (0, 2000),
      parameters: "", schedule: "120", values: androidSpringBack, decided: 39),
    Scenario(
      name: "android-scroller 3000 px/s pinned to 1000, 60 Hz", engine: .androidScroller, from: 0, velocity: 3000,
      bounds: (0, 1000), parameters: "", schedule: "60", values: scrollerPinned, decided: 70),
  ]

  static func schedule(_ name: String) throws -> FrameSchedule {
    switch name {
    case "uneven": try FrameSchedule(times: uneven)
    default: try FrameSchedule(framesPerSecond: Double(name)!, horizon: 10)
    }
  }

  static func run(
    _ engine: DecayEngineName, from: Double = 0, velocity: Double, bounds: (Double, Double) = (-.infinity, .infinity),
    parameters: String = "", schedule: String = "60"
  ) throws -> DecayRun {
    let request = DecayRequest(
      from: from, initialVelocity: velocity, bounds: try DecayBounds(lower: bounds.0, upper: bounds.1),
      configuration: parameters.isEmpty ? .empty : try EngineConfiguration(parsing: parameters))
    return try engine.run(request, schedule: try Self.schedule(schedule))
  }

  @Test("integer px and integer ms: every decidable frame matches the hand derivation", arguments: scenarios)
  func handDerivedFrames(_ s: Scenario) throws {
    let run = try Self.run(
      s.engine, from: s.from, velocity: s.velocity, bounds: s.bounds, parameters: s.parameters, schedule: s.schedule)
    #expect(run.completed)
    #expect(run.frames.count == s.values.count + 1, "rendered frames")
    var checked = 0
    for (index, expected) in s.values.enumerated() where index + 1 < run.frames.count {
      guard let expected else { continue }
      // Integer px: exact small integers in Double, so == is exact.
      #expect(run.frames[index + 1].value == expected, "frame \(index + 1)")
      checked += 1
    }
    #expect(checked == s.decided, "decidable frames checked")
    #expect(s.values.count - s.decided == s.values.filter { $0 == nil }.count)
  }

  @Test("spline velocities: slope·D/T·1000 within the tables' bound; ballistic and cubic exact float steps")
  func velocities() throws {
    let cases: [(String, DecayRun, [Double?], Double)] = [
      ("android 60 Hz", try Self.run(.android, velocity: 3000), Self.android60Velocity, Self.splineVelocityBound),
      (
        "android 120 Hz", try Self.run(.android, velocity: 3000, schedule: "120"), Self.android120Velocity,
        Self.splineVelocityBound
      ),
      ("compose 60 Hz", try Self.run(.compose, velocity: 3000), Self.compose60Velocity, Self.splineVelocityBound),
      (
        "android outside",
        try Self.run(.android, from: 2050, velocity: 1500, bounds: (0, 2000), parameters: "over=100"),
        Self.androidOutsideVelocity, 0
      ),
      (
        "android springBack", try Self.run(.android, from: 2100, velocity: 0, bounds: (0, 2000), schedule: "120"),
        Self.androidSpringBackVelocity, 0
      ),
    ]
    var worst = 0.0
    var checked = 0
    for (name, run, expected, bound) in cases {
      for (index, value) in expected.enumerated() {
        guard let value, let actual = run.frames[index + 1].velocity else { continue }
        if bound > 0 {
          worst = max(worst, abs(actual - value))
          expectClose(actual, value, absolute: bound, "\(name) frame \(index + 1)")
        } else {
          expectClose(actual, value, absolute: 1e-9, relative: Self.floatStepAgreement, "\(name) frame \(index + 1)")
        }
        checked += 1
      }
    }
    print("android spline velocities: \(checked) frames, worst spline difference \(worst) px/s")
    // Every row but each run's end row (whose velocity is the last one kept).
    #expect(checked == 74 + 149 + 75 + 24 + 38)
  }

  @Test("compose: float values within the tables' bound of the exact curve, duration and end exact")
  func composeFrames() throws {
    let run = try Self.run(.compose, velocity: 3000)
    #expect(run.completed)
    #expect(run.frames.count == Self.compose60.count + 1)
    var worst = 0.0
    for (index, value) in Self.compose60.enumerated() {
      let expected = try #require(value)
      worst = max(worst, abs(run.frames[index + 1].value - expected))
      expectClose(run.frames[index + 1].value, expected, absolute: Self.composeValueBound, "frame \(index + 1)")
    }
    print("compose vs exact spline: \(Self.compose60.count) frames, worst \(worst) px")
    // The last frame is the target, velocity 0 (the spline's slope at fraction 1).
    #expect(run.frames.last?.velocity == 0)
  }

  @Test(
    "duration and distance formulas with the int truncations (OverScroller) and Long/Float (Compose)",
    arguments: formulas)
  func formula(_ f: Formula) throws {
    let request = DecayRequest(from: 0, initialVelocity: f.velocity)
    let overScroller = try AndroidOverScrollerDecayEngine(request)
    #expect(overScroller.flingDuration == f.duration)
    #expect(overScroller.splineDistance == f.distance)
    let compose = try ComposeSplineDecayEngine(request)
    #expect(compose.durationMilliseconds == f.composeDuration)
    // Float(exact) within an ulp: the Float distance rounds a double product.
    expectClose(Double(compose.distance), f.composeDistance, relative: 2e-7)
    let scroller = try AndroidScrollerDecayEngine(request)
    #expect(scroller.flingDuration == f.duration)
  }

  @Test("published: AndroidFlingSplineTest.testClampedOutOfRangePosition (androidx a9b06aaf)")
  func publishedClamp() {
    // androidx/androidx compose/animation/animation/src/androidHostTest/kotlin/androidx/compose/animation/
    // AndroidFlingSplineTest.kt @ a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9:
    //   flingPosition(-10f), (-1f), (-0.06f) == flingPosition(0f); flingPosition(1.5f), (10f) == flingPosition(1f).
    let spline = AndroidFlingSpline.shared
    let start = spline.sample(0)
    let end = spline.sample(1)
    for t: Float in [-10, -1, -0.06] { #expect(spline.sample(t) == start, "t = \(t)") }
    for t: Float in [1.5, 10] { #expect(spline.sample(t) == end, "t = \(t)") }
    // Past the table: position 1, slope 0 (structural constants, exact).
    #expect(end == (1, 0))
  }
}
