extension CubicBezierSolver {
  /// A variable w in which a table's 128 segments are uniform. The main
  /// table is uniform in x. Where x′ vanishes at one end point (and x″ does
  /// not), t(x) has a square-root singularity there (x − x_end ∝ (t − t_end)²),
  /// so Hermite guesses in x degrade next to it; a second table, uniform in
  /// the matching square root w, in which t is analytic, covers that end.
  /// The knots x(w_j) are exact doubles.
  @usableFromInline
  enum TableVariable: Sendable {
    /// w = x.
    case linear
    /// x1 = 0 < x2 < 1 (x′(0) = 0): x = w², w = √x.
    case square
    /// 0 < x1 < x2 = 1 (x′(1) = 0): x = w·(2 − w), w = 1 − √(1 − x).
    case complementSquare

    /// The variable of the second table of `cubic-bezier(x1, ·, x2, ·)`:
    /// ``square`` or ``complementSquare`` where x′ vanishes at exactly one
    /// end, else ``linear`` (no second table).
    init(x1: Double, x2: Double) {
      if x1 == 0 && x2 > 0 && x2 < 1 {
        self = .square
      } else if x2 == 1 && x1 > 0 && x1 < 1 {
        self = .complementSquare
      } else {
        self = .linear
      }
    }

    /// x at w (exact for w = j/128).
    func x(_ w: Double) -> Double {
      switch self {
      case .linear: w
      case .square: w * w
      case .complementSquare: w * (2 - w)
      }
    }

    /// dx/dw and d²x/dw².
    func derivatives(_ w: Double) -> (first: Double, second: Double) {
      switch self {
      case .linear: (1, 0)
      case .square: (2 * w, 2)
      case .complementSquare: (2 * (1 - w), -2)
      }
    }

    /// The rows of the table in this variable that are built: all 128 in x;
    /// in the second table only those covering the ``endRegion`` of x next
    /// to the end where x′ = 0 (the others never accept a step).
    var builtRows: ClosedRange<Int> {
      let n = CubicBezierSolver.segmentCount
      let root = CubicBezierSolver.endRegion.squareRoot()
      switch self {
      case .linear: return 0...(n - 1)
      case .square: return 0...Int((root * Double(n)).rounded(.up))
      case .complementSquare: return Int(((1 - root) * Double(n)).rounded(.down))...(n - 1)
      }
    }
  }
}
