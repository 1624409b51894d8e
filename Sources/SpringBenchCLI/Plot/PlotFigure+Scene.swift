import AnimationMath
import AnimationScenes

extension PlotFigure {
  /// The scene layout: one group of panels per layer, each property in its
  /// own units, multi-component values together (a point's x and y in one
  /// panel, a path as its bounding box's four edges), dimensionless
  /// scalars of a layer (scale, opacity) sharing one panel. Layers whose
  /// values are identical at every time (the six triangles) share one panel
  /// group, named for all of them. Model changes, attach and detach times
  /// and active-interval ends are the candidate jump positions; a jump is
  /// drawn where the value there differs from its left limit.
  ///
  /// - Parameter times: the sample times (s), increasing.
  static func scene(_ scene: AnimationScene, times: [Double], title: String? = nil) -> PlotFigure {
    struct Group {
      var layers: [String]
      var panels: [PlotPanel]
      var signature: [[Double]]
    }
    var groups: [Group] = []
    for (layerIndex, layer) in scene.layers.enumerated() {
      let candidates = jumpTimes(layer)
      var panels: [PlotPanel] = []
      var signature: [[Double]] = []
      var dimensionless: [PlotSeries] = []
      var dimensionlessNames: [String] = []
      for keyPath in layer.animatedKeyPaths {
        let columns = scene.columns.filter { $0.layer == layerIndex && $0.keyPath == keyPath }
        guard let firstColumn = columns.first else { continue }
        let isPath = columns.count > 0 && firstColumn.name.hasSuffix(".p0.x")
        func components(at time: Double) -> [Double]? {
          guard let value = layer.values(at: time)[keyPath] else { return nil }
          if case .path(let path) = value {
            guard let box = path.boundingBox else { return nil }
            return [box.minimum.x, box.maximum.x, box.minimum.y, box.maximum.y]
          }
          return value.componentValues
        }
        let names: [String]
        if isPath {
          names = ["left", "right", "top", "bottom"].map { "\(keyPath) \($0)" }
        } else {
          names = columns.map { String($0.name.dropFirst(layer.name.count + 1)) }
        }
        var series: [PlotSeries] = names.map { PlotSeries(name: $0, x: times, y: []) }
        for time in times {
          let values = components(at: time)
          for index in series.indices {
            series[index].y.append(values.map { index < $0.count ? $0[index] : .nan } ?? .nan)
          }
        }
        for time in candidates {
          guard let after = components(at: time), let before = components(at: time.nextDown) else { continue }
          for index in series.indices where index < after.count && index < before.count {
            let scale = Swift.max(1, Swift.abs(before[index]), Swift.abs(after[index]))
            if Swift.abs(after[index] - before[index]) > 1e-9 * scale {
              series[index].jumps.append(PlotJump(x: time, before: before[index], after: after[index]))
            }
          }
        }
        // A curve equal to an earlier one (a circle's left and top edges)
        // is dashed, so that both stay visible.
        for i in series.indices where (0..<i).contains(where: { Self.identical(series[$0].y, series[i].y) }) {
          series[i].styleIndex = i + PlotPalette.colors.count
        }
        signature += series.map(\.y)
        let unit = Self.unit(of: keyPath, isPath: isPath)
        if unit == nil && series.count == 1 {
          dimensionless += series
          dimensionlessNames.append(keyPath)
        } else {
          panels.append(
            PlotPanel(label: "\(layer.name): \(isPath ? "\(keyPath) bounds" : keyPath)", unit: unit, series: series))
        }
      }
      if !dimensionless.isEmpty {
        panels.insert(
          PlotPanel(
            label: "\(layer.name): \(dimensionlessNames.joined(separator: ", "))", unit: nil, series: dimensionless),
          at: 0)
      }
      // Bit-identical values (the same computation on identical layers),
      // not a numeric comparison.
      if let match = groups.firstIndex(where: {
        $0.signature.count == signature.count && zip($0.signature, signature).allSatisfy { Self.identical($0, $1) }
      }) {
        groups[match].layers.append(layer.name)
      } else {
        groups.append(Group(layers: [layer.name], panels: panels, signature: signature))
      }
    }
    var panels: [PlotPanel] = []
    for group in groups {
      for var panel in group.panels {
        if group.layers.count > 1, let first = group.layers.first {
          let names = "\(first) … \(group.layers.last!) (\(group.layers.count) layers, same values)"
          panel.label = names + panel.label.dropFirst(first.count)
        }
        panels.append(panel)
      }
    }
    return PlotFigure(
      title: title ?? "scene \(scene.name): every animated property, one panel per layer and unit",
      xLabel: "t", xUnit: "s", panels: panels)
  }

  /// Equal arrays, NaN equal to NaN.
  static func identical(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
  }

  /// The unit of a layer property: `pt` for lengths and positions, `rad`
  /// for rotations, nil for scale, opacity and colour components.
  static func unit(of keyPath: String, isPath: Bool) -> String? {
    if isPath { return "pt" }
    let lengths = ["position", "lineWidth", "borderWidth", "cornerRadius", "bounds", "size", "strokeEnd", "frame"]
    if lengths.contains(where: { keyPath.hasPrefix($0) }) { return keyPath.hasPrefix("strokeEnd") ? nil : "pt" }
    if keyPath.contains("rotation") { return "rad" }
    return nil
  }

  /// Where a layer's values may jump: model changes, attach and detach
  /// times, and each top-level animation's begin and active end.
  static func jumpTimes(_ layer: SceneLayer) -> [Double] {
    var times = layer.modelChanges.map(\.time)
    for attached in layer.animations {
      times += [attached.addedAt, attached.removedAt]
      let timing = attached.animation.timing
      times.append(timing.beginTime)
      times.append(timing.beginTime + timing.activeDuration())
    }
    var unique: [Double] = []
    for time in times.sorted() where time.isFinite && unique.last != time { unique.append(time) }
    return unique
  }
}
