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
  /// One added constraint and the symbols that mark it in the tableau.
  struct Entry: Sendable {
    var constraint: Constraint
    var tag: ConstraintTag
    /// False once removed; the slot is not reused, since its id was handed out.
    var isLive = true
  }

  /// What the solver keeps per variable: its symbol and its edit.
  struct VariableState: Sendable {
    /// The tableau symbol, -1 until a constraint mentions the variable.
    var symbol: Int32 = -1
    /// The edit's constraint id, -1 without an edit.
    var edit: Int32 = -1
    /// The edit's markers, copied from its tag, so that a suggestion reads one record.
    var editMarker: Int32 = -1
    var editOther: Int32 = -1
    /// The value last suggested (or the starting value).
    var editConstant = 0.0

    var editTag: ConstraintTag {
      ConstraintTag(marker: Int(editMarker), other: editOther < 0 ? nil : Int(editOther))
    }
  }

  /// Names one added constraint so that it can be removed.
  public struct ConstraintID: Hashable, Sendable, Comparable {
    let rawValue: Int

    /// Orders by the time of adding.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// Every symbol's kind, row and bookkeeping, by symbol.
  var symbols: [SymbolState] = []
  /// The cells of every row, those of ``artificial`` and of rows being built included.
  var store = RowStore()
  /// For each symbol, the basic symbols whose rows contain it.
  var columns = ColumnIndex()
  var stamp: Int32 = 0
  /// Reused buffers, so that walking a column does not allocate.
  var columnBuffer: [Int] = []
  var substituteBuffer: [Int] = []
  var candidateBuffer: [Int] = []
  /// The objective, strongest priority first.
  var objective = Objective()
  /// Symbols whose cost changed since they were last checked for a negative cost.
  var dirty: [Int] = []
  var infeasible: [Int] = []
  var artificial: Row?
  /// Each variable's name, by variable id.
  var names: [String] = []
  var variableStates: [VariableState] = []
  /// Every constraint added, by id, removed ones included.
  var entries: [Entry] = []
  /// The constraints not removed.
  var liveCount = 0

  /// Creates an empty solver.
  public init() {}

  /// The number of constraints, edits included.
  public var constraintCount: Int { liveCount }

  /// Makes a new variable; `name` is how constraint text refers to it.
  public mutating func makeVariable(named name: String) -> Variable {
    if names.count == names.capacity {
      let capacity = Swift.max(16, names.count * 2)
      names.reserveCapacity(capacity)
      variableStates.reserveCapacity(capacity)
    }
    let variable = Variable(id: names.count, name: name)
    names.append(name)
    variableStates.append(VariableState())
    return variable
  }

  /// The variable with the id `id`, if this solver made it.
  public func variable(id: Int) -> Variable? {
    names.indices.contains(id) ? Variable(id: id, name: names[id]) : nil
  }

  /// The first variable made with `name`, if any.
  public func variable(named name: String) -> Variable? {
    names.firstIndex(of: name).map { Variable(id: $0, name: name) }
  }

  /// The variable's value in the current solution.
  ///
  /// An edit variable keeps its value from before ``addEditVariable(_:priority:)`` until the
  /// first ``suggestValue(_:_:)``; a variable no constraint mentions is 0.
  public func value(of variable: Variable) -> Double {
    guard variableStates.indices.contains(variable.id) else { return 0 }
    let symbol = Int(variableStates[variable.id].symbol)
    guard symbol >= 0, symbols[symbol].isBasic else { return 0 }
    return symbols[symbol].constant
  }

  /// Adds a constraint and re-solves.
  ///
  /// - Throws: ``ConstraintSolverError/unsatisfiable(constraint:conflicting:)`` when a required
  ///   constraint cannot hold; the solver then keeps its constraints and solution.
  @discardableResult
  public mutating func add(_ constraint: Constraint) throws -> ConstraintID {
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil,
      row.indices.allSatisfy({ symbols[store.cells[$0].symbol].kind == .dummy })
    {
      guard Row.isNearZero(row.constant) else {
        let rowSymbols = store.symbols(of: row)
        store.free(row)
        throw ConstraintSolverError.unsatisfiable(
          constraint: constraint.description, conflicting: owners(of: rowSymbols))
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
    let id = ConstraintID(rawValue: entries.count)
    entries.append(Entry(constraint: constraint, tag: tag))
    liveCount += 1
    symbols[tag.marker].owner = id.rawValue
    try optimize()
    return id
  }

  /// Removes a constraint and re-solves.
  public mutating func remove(_ id: ConstraintID) throws {
    guard entries.indices.contains(id.rawValue), entries[id.rawValue].isLive else {
      throw ConstraintSolverError.unknownConstraint(id.rawValue)
    }
    let tag = entries[id.rawValue].tag
    let priority = entries[id.rawValue].constraint.priority
    // The slot stays, so that ids keep their meaning; what the constraint held is released.
    entries[id.rawValue] = Entry(
      constraint: Constraint(LinearExpression(), .equal, text: ""), tag: tag, isLive: false)
    liveCount -= 1
    symbols[tag.marker].owner = nil
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbols[symbol].kind == .error {
      addToObjective(symbol, priority: priority, times: -1)
    }
    let marker = tag.marker
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
    guard !hasEditVariable(variable) else {
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
    let tag = entries[id.rawValue].tag
    variableStates[variable.id].edit = Int32(id.rawValue)
    variableStates[variable.id].editMarker = Int32(tag.marker)
    variableStates[variable.id].editOther = Int32(tag.other ?? -1)
    variableStates[variable.id].editConstant = current
  }

  /// Removes the edit of `variable`.
  public mutating func removeEditVariable(_ variable: Variable) throws {
    guard hasEditVariable(variable) else {
      throw ConstraintSolverError.unknownEditVariable(variable.name)
    }
    let id = ConstraintID(rawValue: Int(variableStates[variable.id].edit))
    variableStates[variable.id].edit = -1
    try remove(id)
  }

  /// Whether `variable` has an edit.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    variableStates.indices.contains(variable.id) && variableStates[variable.id].edit >= 0
  }

  /// Asks for `value` for an edit variable and re-solves incrementally (dual simplex).
  ///
  /// - Complexity: Proportional to the rows that contain the edit's error symbols, plus the
  ///   pivots that restore feasibility.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws {
    guard hasEditVariable(variable) else {
      throw ConstraintSolverError.unknownEditVariable(variable.name)
    }
    let delta = value - variableStates[variable.id].editConstant
    variableStates[variable.id].editConstant = value
    let tag = variableStates[variable.id].editTag
    let marker = tag.marker
    if symbols[marker].isBasic {
      let constant = symbols[marker].constant - delta
      symbols[marker].constant = constant
      if constant < 0 { infeasible.append(marker) }
    } else if let other = tag.other, symbols[other].isBasic {
      let constant = symbols[other].constant + delta
      symbols[other].constant = constant
      if constant < 0 { infeasible.append(other) }
    } else {
      for basic in compactColumn(marker) {
        guard let row = symbols[basic].row else { continue }
        let coefficient = store.coefficient(of: marker, in: row)
        let constant = row.constant + delta * coefficient
        symbols[basic].constant = constant
        if constant < 0, symbols[basic].kind != .external { infeasible.append(basic) }
      }
    }
    try dualOptimize()
  }

  /// The constraints, strongest first, then by text.
  public var constraints: [Constraint] {
    entries.filter(\.isLive).map(\.constraint).sorted {
      ($0.priority, $1.text) > ($1.priority, $0.text)
    }
  }

  func owners(of symbolList: some Sequence<Int>) -> [String] {
    symbolList.compactMap { symbols[$0].owner }.sorted()
      .map { entries[$0] }.filter { $0.isLive && $0.constraint.isRequired }
      .map(\.constraint.description)
  }
}
