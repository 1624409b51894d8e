extension EngineID {
  /// Every engine of every family, in family order (spring, decay, rubber band, easing),
  /// each family in its registry's order.
  public static var all: [EngineID] {
    SpringEngineName.allCases.map(EngineID.spring) + DecayEngineName.allCases.map(EngineID.decay)
      + RubberBandEngineName.allCases.map(EngineID.rubberBand) + EasingEngine.allCases.map(EngineID.easing)
  }

  /// The engines called `name`, one per family that has the name (`reanimated` is a
  /// spring and a decay engine), in family order; empty for an unknown name.
  public static func named(_ name: String) -> [EngineID] {
    var result: [EngineID] = []
    if let spring = SpringEngineName(rawValue: name) { result.append(.spring(spring)) }
    if let decay = DecayEngineName(rawValue: name) { result.append(.decay(decay)) }
    if let band = RubberBandEngineName(rawValue: name) { result.append(.rubberBand(band)) }
    if let easing = EasingEngine(name: name) { result.append(.easing(easing)) }
    return result
  }

  /// Every contract name, each once, in the order of ``all``.
  public static var allNames: [String] {
    var seen: Set<String> = []
    return all.map(\.name).filter { seen.insert($0).inserted }
  }

  /// The engine's own `--engine-params` keys, in its own names and units (none for the
  /// easing engines, which take no configuration).
  public var configurationKeys: [EngineConfigurationKey] {
    switch self {
    case .spring(let name): name.engineType.configurationKeys
    case .decay(let name): name.engineType.configurationKeys
    case .rubberBand(let name): name.configurationKeys
    case .easing: []
    }
  }
}
