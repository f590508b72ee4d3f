/// A Cassowary solver (Badros, Borning and Stuckey, 2001) with lexicographic priorities.
///
/// Constraints are linear equalities and inequalities over `Double` variables. Priority 1000
/// is required; every lower priority is its own level of the objective, and levels compare
/// lexicographically: no number of violations at one priority outweighs a single unit of
/// violation at a higher one. The named strengths map onto that scale as
/// ``LayoutPriority/strong`` 750, ``LayoutPriority/medium`` 500, ``LayoutPriority/weak`` 250.
///
/// Ties: when constraints of equal priority compete and the optimum is not unique,
/// ``resolveAmbiguity()`` moves to the optimum that favors the constraint whose text sorts
/// first (code-point order), so the result depends on what the constraints say and never on the
/// order they were added; it reports whether there was a tie.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let width = solver.makeVariable(named: "title.width")
/// try solver.add(Constraint(LinearExpression(width) - LinearExpression(constant: 30),
///   .lessThanOrEqual, text: "title.width <= 30"))
/// ```
///
/// - Complexity: Each pivot touches only the rows that contain the entering symbol, found
///   through a column index, and only objective entries whose coefficients changed are
///   rechecked for the next pivot.
public struct ConstraintSolver: Sendable {
  /// One priority's share of the objective: a cost per symbol, dense, so that a lookup is an
  /// index and a substitution touches only the substituted row's symbols.
  struct Level: Sendable {
    var priority: LayoutPriority
    /// Costs by symbol; symbols past the end cost 0, so that making a symbol touches no level.
    private var costs: [Double] = []

    /// A level with room for the costs of `symbols` symbols.
    init(priority: LayoutPriority, symbols: Int = 0) {
      self.priority = priority
      if symbols > 0 { costs = Array(repeating: 0, count: symbols) }
    }

    subscript(symbol: Int) -> Double {
      get { symbol < costs.count ? costs[symbol] : 0 }
      set {
        if symbol >= costs.count {
          guard newValue != 0 else { return }
          // Zeros up to twice the symbol, in one append rather than one append per symbol.
          let count = Swift.max(64, 2 * symbol) - costs.count
          costs.append(contentsOf: repeatElement(0, count: count))
        }
        costs[symbol] = newValue
      }
    }
  }

  struct Entry: Sendable {
    var constraint: Constraint
    var tag: ConstraintTag
  }

  struct Edit: Sendable {
    var constraint: ConstraintID
    var tag: ConstraintTag
    var constant: Double
  }

  /// Names one added constraint so that it can be removed.
  public struct ConstraintID: Hashable, Sendable, Comparable {
    let rawValue: Int

    /// Orders by the time of adding.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  var kinds: [SymbolKind] = []
  /// The row of each basic symbol, indexed by symbol.
  var rows: [Row?] = []
  /// The cells of every row, those of ``artificial`` and of rows being built included.
  var store = RowStore()
  /// For each symbol, the basic symbols whose rows contain it.
  var columns = ColumnIndex()
  var stamps: [Int] = []
  var stamp = 0
  /// Reused buffers, so that walking a column does not allocate.
  var columnBuffer: [Int] = []
  var substituteBuffer: [Int] = []
  var candidateBuffer: [Int] = []
  /// The objective, strongest priority first.
  var levels: [Level] = []
  /// Symbols whose cost changed since they were last checked for a negative cost.
  var dirty: [Int] = []
  var isDirty: [Bool] = []
  var infeasible: [Int] = []
  var artificial: Row?
  /// The symbol of each variable, by variable id; -1 before the variable is used.
  var variableSymbols: [Int] = []
  var variables: [Variable] = []
  var entries = DenseTable<Entry>()
  var markerOwners = DenseTable<ConstraintID>()
  var edits = DenseTable<Edit>()
  var nextConstraintID = 0

  /// Creates an empty solver.
  public init() {}

  /// The number of constraints, edits included.
  public var constraintCount: Int { entries.count }

  /// Makes a new variable; `name` is how constraint text refers to it.
  public mutating func makeVariable(named name: String) -> Variable {
    if variables.count == variables.capacity {
      let capacity = Swift.max(16, variables.count * 2)
      variables.reserveCapacity(capacity)
      variableSymbols.reserveCapacity(capacity)
    }
    let variable = Variable(id: variables.count, name: name)
    variables.append(variable)
    variableSymbols.append(-1)
    return variable
  }

  /// The variable with the id `id`, if this solver made it.
  public func variable(id: Int) -> Variable? {
    variables.indices.contains(id) ? variables[id] : nil
  }

  /// The first variable made with `name`, if any.
  public func variable(named name: String) -> Variable? {
    variables.first { $0.name == name }
  }

  /// The variable's value in the current solution.
  ///
  /// An edit variable keeps its value from before ``addEditVariable(_:priority:)`` until the
  /// first ``suggestValue(_:_:)``; a variable no constraint mentions is 0.
  public func value(of variable: Variable) -> Double {
    guard variableSymbols.indices.contains(variable.id) else { return 0 }
    let symbol = variableSymbols[variable.id]
    return symbol < 0 ? 0 : rows[symbol]?.constant ?? 0
  }

  /// Adds a constraint and re-solves.
  ///
  /// - Throws: ``ConstraintSolverError/unsatisfiable(constraint:conflicting:)`` when a required
  ///   constraint cannot hold; the solver then keeps its constraints and solution.
  @discardableResult
  public mutating func add(_ constraint: Constraint) throws -> ConstraintID {
    let id = ConstraintID(rawValue: nextConstraintID)
    nextConstraintID += 1
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.indices.allSatisfy({ kinds[store.cells[$0].symbol] == .dummy }) {
      guard Row.isNearZero(row.constant) else {
        let symbols = store.symbols(of: row)
        store.free(row)
        throw ConstraintSolverError.unsatisfiable(
          constraint: constraint.description, conflicting: owners(of: symbols))
      }
      subject = tag.marker
    }
    if let subject {
      store.solve(&row, for: subject)
      substitute(subject, row)
      install(row, for: subject)
    } else if let blockers = try addWithArtificialVariable(row) {
      try optimize()
      throw ConstraintSolverError.unsatisfiable(
        constraint: constraint.description, conflicting: owners(of: blockers))
    }
    entries[id.rawValue] = Entry(constraint: constraint, tag: tag)
    markerOwners[tag.marker] = id
    try optimize()
    return id
  }

  /// Removes a constraint and re-solves.
  public mutating func remove(_ id: ConstraintID) throws {
    guard let entry = entries.removeValue(forKey: id.rawValue) else {
      throw ConstraintSolverError.unknownConstraint(id.rawValue)
    }
    markerOwners[entry.tag.marker] = nil
    let priority = entry.constraint.priority
    for symbol in [entry.tag.marker, entry.tag.other].compactMap({ $0 })
    where kinds[symbol] == .error {
      addToObjective(symbol, priority: priority, times: -1)
    }
    let marker = entry.tag.marker
    if let row = uninstall(marker) {
      store.free(row)
    } else if let leaving = markerLeavingRow(marker), var row = uninstall(leaving) {
      // A marker in no row belongs to a redundant constraint: nothing to pivot out.
      store.solve(&row, for: leaving, marker)
      substitute(marker, row)
      store.free(row)
    }
    try optimize()
  }

  /// Lets `variable` be moved by ``suggestValue(_:_:)``, at an optional priority.
  ///
  /// The edit starts at the variable's current value, so adding it moves nothing: until the
  /// first suggestion, ``value(of:)`` returns what it returned before the edit was added (kiwi
  /// and earlier versions of this solver pulled the variable towards 0 until a suggestion).
  /// Starting there saves the pivots that pulled the solution to 0 and the ones that the first
  /// suggestion then spent pulling it back.
  public mutating func addEditVariable(_ variable: Variable, priority: LayoutPriority) throws {
    guard edits[variable.id] == nil else {
      throw ConstraintSolverError.duplicateEditVariable(variable.name)
    }
    guard priority < .required else {
      throw ConstraintSolverError.requiredEditVariable(variable.name)
    }
    let current = value(of: variable)
    // The variable's name is the edit's text: no string is built per edit.
    let constraint = Constraint(
      LinearExpression(terms: [LinearExpression.Term(variable)], constant: -current), .equal,
      priority: priority, text: variable.name)
    let id = try add(constraint)
    guard let tag = entries[id.rawValue]?.tag else { return }
    edits[variable.id] = Edit(constraint: id, tag: tag, constant: current)
  }

  /// Removes the edit of `variable`.
  public mutating func removeEditVariable(_ variable: Variable) throws {
    guard let edit = edits.removeValue(forKey: variable.id) else {
      throw ConstraintSolverError.unknownEditVariable(variable.name)
    }
    try remove(edit.constraint)
  }

  /// Whether `variable` has an edit.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

  /// Asks for `value` for an edit variable and re-solves incrementally (dual simplex).
  ///
  /// - Complexity: Proportional to the rows that contain the edit's error symbols, plus the
  ///   pivots that restore feasibility.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws {
    guard var edit = edits[variable.id] else {
      throw ConstraintSolverError.unknownEditVariable(variable.name)
    }
    let delta = value - edit.constant
    edit.constant = value
    edits[variable.id] = edit
    let marker = edit.tag.marker
    if let row = rows[marker] {
      rows[marker]?.constant = row.constant - delta
      if row.constant - delta < 0 { infeasible.append(marker) }
    } else if let other = edit.tag.other, let row = rows[other] {
      rows[other]?.constant = row.constant + delta
      if row.constant + delta < 0 { infeasible.append(other) }
    } else {
      for basic in compactColumn(marker) {
        guard let row = rows[basic] else { continue }
        let coefficient = store.coefficient(of: marker, in: row)
        let constant = row.constant + delta * coefficient
        rows[basic]?.constant = constant
        if constant < 0, kinds[basic] != .external { infeasible.append(basic) }
      }
    }
    try dualOptimize()
  }

  /// The constraints, strongest first, then by text.
  public var constraints: [Constraint] {
    entries.values.map(\.constraint).sorted {
      ($0.priority, $1.text) > ($1.priority, $0.text)
    }
  }

  func owners(of symbols: some Sequence<Int>) -> [String] {
    symbols.compactMap { markerOwners[$0] }.sorted()
      .compactMap { entries[$0.rawValue]?.constraint }
      .filter(\.isRequired).map(\.description)
  }
}
