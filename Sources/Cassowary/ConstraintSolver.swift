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
/// first (code-point order), so how much each constraint gives way depends on what the
/// constraints say and never on the order they were added; it reports whether there was a tie.
///
/// A request the solver refuses leaves it as it was: the same constraints, edits and values,
/// and the same answers to every later request (``ConstraintSolverError/unbounded(_:)`` aside,
/// which only a solver bug throws).
///
/// ```swift
/// var solver = ConstraintSolver()
/// let width = solver.makeVariable(named: "title.width")
/// try solver.add(Constraint(LinearExpression(width) - LinearExpression(constant: 30),
///   .lessThanOrEqual, text: "title.width <= 30"))
/// ```
///
/// A solver is a value: a copy is independent of the original. Copying is O(1); the first
/// change to a copy that shares its storage copies it, in O(s + c) for s symbols and c cells.
///
/// - Complexity: Each pivot touches only the rows that contain the entering symbol, found
///   through a column index, and only objective entries whose coefficients changed are
///   rechecked for the next pivot.
public struct ConstraintSolver: Sendable {
  /// Names one added constraint so that it can be removed.
  public struct ConstraintID: Hashable, Sendable, Comparable {
    let rawValue: Int

    /// Orders by the time of adding.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// The storage, shared between copies until one of them changes.
  // Unchecked: ManagedBuffer, which the storage is, is not Sendable, since its contents could
  // be changed from two threads. A solver changes its storage only when it holds the only
  // reference to it (see `change`), so a solver sent to another task shares nothing it writes.
  nonisolated(unsafe) var storage = TableauStorage.make()

  /// Creates an empty solver.
  public init() {}

  /// Calls `body` with the tableau, to read it in place (never copied: its buffers are not
  /// values).
  @inline(__always)
  func read<Result>(_ body: (UnsafePointer<Tableau>) throws -> Result) rethrows -> Result {
    try storage.withTableau { try body(UnsafePointer($0)) }
  }

  /// Calls `body` with the tableau, to change it: copied first if another solver shares it.
  @inline(__always)
  mutating func change<Result>(_ body: (inout Tableau) throws -> Result) rethrows -> Result {
    if !isKnownUniquelyReferenced(&storage) { storage = TableauStorage.make(copying: storage) }
    return try storage.withTableau { try body(&$0.pointee) }
  }

  /// The number of constraints, edits included.
  public var constraintCount: Int { read { $0.pointee.liveCount } }

  /// Makes a new variable; `name` is how constraint text refers to it.
  public mutating func makeVariable(named name: String) -> Variable {
    change { $0.makeVariable(named: name) }
  }

  /// The variable with the id `id`, if this solver made it.
  public func variable(id: Int) -> Variable? {
    read { tableau in
      guard tableau.pointee.names.indices.contains(id) else { return nil }
      return Variable(id: id, name: tableau.pointee.name(of: id))
    }
  }

  /// The first variable made with `name`, if any.
  public func variable(named name: String) -> Variable? {
    read { tableau in
      tableau.pointee.names.elements.firstIndex { tableau.pointee.strings.contains(name, at: $0) }
    }
    .map { Variable(id: $0, name: name) }
  }

  /// The variable's value in the current solution.
  ///
  /// An edit variable keeps its value from before ``addEditVariable(_:priority:)`` until the
  /// first ``suggestValue(_:_:)``; a variable no constraint mentions is 0.
  public func value(of variable: Variable) -> Double {
    read { $0.pointee.value(of: variable) }
  }

  /// Adds a constraint and re-solves.
  ///
  /// - Throws: ``ConstraintSolverError/unsatisfiable(constraint:conflicting:)`` when a required
  ///   constraint cannot hold; the solver then keeps its constraints and solution, to the last
  ///   bit of every value, even where another optimum is as good.
  @discardableResult
  public mutating func add(_ constraint: Constraint) throws -> ConstraintID {
    let id = try change {
      try $0.add(
        constraint.expression.terms, constant: constraint.expression.constant,
        constraint.relation, priority: constraint.priority, text: constraint.text)
    }
    return ConstraintID(rawValue: id)
  }

  /// Removes a constraint and re-solves.
  public mutating func remove(_ id: ConstraintID) throws {
    try change { try $0.remove(id.rawValue) }
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
    try change { try $0.addEditVariable(variable, priority: priority) }
  }

  /// Removes the edit of `variable`.
  public mutating func removeEditVariable(_ variable: Variable) throws {
    guard hasEditVariable(variable) else {
      throw ConstraintSolverError.unknownEditVariable(variable.name)
    }
    try change { try $0.removeEditVariable(variable) }
  }

  /// Whether `variable` has an edit.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    read { $0.pointee.hasEditVariable(variable) }
  }

  /// Asks for `value` for an edit variable and re-solves incrementally (dual simplex).
  ///
  /// - Complexity: Proportional to the rows that contain the edit's error symbols, plus the
  ///   pivots that restore feasibility.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws {
    guard hasEditVariable(variable) else {
      throw ConstraintSolverError.unknownEditVariable(variable.name)
    }
    try change { try $0.suggestValue(variable, value) }
  }

  /// The constraints, strongest first, then by text.
  public var constraints: [Constraint] {
    read { tableau in
      tableau.pointee.entries.elements.indices.filter { tableau.pointee.entries[$0].isLive }
        .map { tableau.pointee.constraint(at: $0) }
    }
    .sorted { ($0.priority, $1.text) > ($1.priority, $0.text) }
  }

  /// Whether the current optimum is one of several: some variable can move without any
  /// priority level getting worse.
  public var isAmbiguous: Bool { read { !$0.pointee.freeDirections().isEmpty } }

  /// Moves to the optimum that favors, among equal priorities, the constraint whose text sorts
  /// first; returns whether the optimum was ambiguous.
  ///
  /// Levels after the real priorities are minimized, in turn, without giving up anything at a
  /// real priority, and dropped again. The first weighs each optional constraint's violation by
  /// its rank in text order (first in order weighs most, from 2 down to just above 1). Such a
  /// sum can tie (2 + 1.25 against 1.75 + 1.5, for four constraints), so each constraint whose
  /// violation can still move then gets a level of its own, in text order: among the optima
  /// the weighted sum leaves, the one where the first constraint in text order gives way least,
  /// then the next. Constraints that share a text are ordered by relation, constant and terms
  /// (variable id and coefficient), so that the order is total.
  ///
  /// How much each constraint gives way therefore depends on the set of constraints, not on
  /// the order they were added. A variable that no constraint's violation depends on, such as
  /// one held only between two required bounds, still sits wherever the solver left it.
  ///
  /// - Complexity: O(v) to detect a tie, where v is the number of cells in the variables'
  ///   rows; O(c log c) more for c optional constraints when there is one, and O(s) more, for
  ///   s cells in the tableau, per constraint the weighted sum leaves tied.
  @discardableResult
  public mutating func resolveAmbiguity() throws -> Bool {
    // Detected before copying: a solver with no tie is not changed.
    guard read({ !$0.pointee.freeDirections().isEmpty }) else { return false }
    try change { try $0.breakTie() }
    return true
  }
}

// The constraint-level operations behind the solver's API.
extension Tableau {
  mutating func makeVariable(named name: String) -> Variable {
    let variable = Variable(id: names.count, name: name)
    names.append(strings.append(name))
    variableStates.append(VariableState())
    return variable
  }

  func value(of variable: Variable) -> Double {
    guard variable.id >= 0, variable.id < variableStates.count else { return 0 }
    let symbol = Int(variableStates[variable.id].symbol)
    guard symbol >= 0, symbols[symbol].isBasic else { return 0 }
    return symbols[symbol].constant
  }

  /// Adds `terms + constant relation 0` and re-solves; returns the constraint's id. A
  /// constraint in pieces, so that an edit's needs no array of terms.
  mutating func add(
    _ expressionTerms: some Collection<LinearExpression.Term>, constant: Double,
    _ relation: Constraint.Relation, priority: LayoutPriority, text: String
  ) throws -> Int {
    let symbolCount = symbols.count
    var (row, tag) = makeRow(expressionTerms, constant: constant, relation, priority: priority)
    var subject = chooseSubject(row, tag)
    if subject == nil,
      row.indices.allSatisfy({ symbols[store.cells[$0].symbol].kind == .dummy })
    {
      guard Row.isNearZero(row.constant) else {
        let rowSymbols = store.symbols(of: row)
        store.free(row)
        dropSymbols(from: symbolCount)
        throw ConstraintSolverError.unsatisfiable(
          constraint: Constraint.description(text: text, priority: priority),
          conflicting: owners(of: rowSymbols))
      }
      subject = tag.marker
    }
    if let subject {
      store.solve(&row, for: subject)
      substitute(subject, row)
      install(row, for: subject)
    } else {
      // Phase one pivots before it knows whether the row can hold, and a refused row's pivots
      // led to another optimum as good as the first: the tableau as it was is kept, to go back
      // to exactly.
      let snapshot = copy()
      let blockers: [Int]?
      do {
        blockers = try addWithArtificialVariable(row)
      } catch {
        restore(snapshot, freeing: row, keepingSymbols: symbolCount)
        throw error
      }
      if let blockers {
        let conflicting = owners(of: blockers)
        restore(snapshot, freeing: row, keepingSymbols: symbolCount)
        throw ConstraintSolverError.unsatisfiable(
          constraint: Constraint.description(text: text, priority: priority),
          conflicting: conflicting)
      }
      snapshot.deallocate()
    }
    let id = entries.count
    entries.append(
      Entry(
        termStart: Int32(terms.count), termCount: Int32(expressionTerms.count),
        text: strings.append(text), constant: constant, priority: priority, relation: relation,
        tag: tag))
    for index in expressionTerms.indices {
      terms.append(
        StoredTerm(
          variable: Int32(expressionTerms[index].variable.id),
          coefficient: expressionTerms[index].coefficient))
    }
    liveCount += 1
    try optimize()
    return id
  }

  /// Goes back to `snapshot`, a ``copy()`` taken once `row` was made and before phase one,
  /// and drops the row and the symbols made for it: the tableau is then the one before the
  /// refused constraint, up to where its memory is.
  ///
  /// - Complexity: O(v) for v variables, plus freeing the memory the abandoned tableau took.
  mutating func restore(_ snapshot: Tableau, freeing row: Row, keepingSymbols symbolCount: Int) {
    let abandoned = self
    self = snapshot
    abandoned.deallocate()
    store.free(row)
    dropSymbols(from: symbolCount)
  }

  /// Drops the symbols made from `symbolCount` on, which only a refused constraint's row held:
  /// a variable that row mentioned first gets its symbol from the next constraint that does,
  /// so that symbols, which break ties in the simplex, are numbered as if it was never tried.
  ///
  /// - Complexity: O(v) for v variables.
  mutating func dropSymbols(from symbolCount: Int) {
    guard symbols.count > symbolCount else { return }
    for index in variableStates.indices where variableStates[index].symbol >= symbolCount {
      variableStates[index].symbol = -1
    }
    symbols.count = symbolCount
  }

  mutating func remove(_ id: Int) throws {
    guard entries.indices.contains(id), entries[id].isLive else {
      throw ConstraintSolverError.unknownConstraint(id)
    }
    let tag = entries[id].tag
    let priority = entries[id].priority
    // The slot stays, so that ids keep their meaning; the text is released and the terms are
    // dropped when enough of them are dead.
    entries[id].isLive = false
    deadTermCount += Int(entries[id].termCount)
    deadByteCount += Int(entries[id].text.count)
    if deadTermCount >= 64, deadTermCount * 2 > terms.count { compactTerms() }
    if deadByteCount >= 1024, deadByteCount * 2 > strings.byteCount { compactStrings() }
    liveCount -= 1
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

  /// Drops the terms of removed constraints.
  ///
  /// - Complexity: O(t) for the t terms kept; run when as many are dead, so O(1) amortized per
  ///   removed term.
  mutating func compactTerms() {
    var kept = RawBuffer<StoredTerm>()
    kept.reserve(terms.count - deadTermCount)
    for index in entries.indices where entries[index].isLive {
      let count = Int(entries[index].termCount)
      (kept.base + kept.count).initialize(
        from: terms.base + Int(entries[index].termStart), count: count)
      entries[index].termStart = Int32(kept.count)
      kept.count += count
    }
    terms.deallocate()
    terms = kept
    deadTermCount = 0
  }

  /// Drops the texts of removed constraints.
  ///
  /// - Complexity: O(b) for the b bytes of names and texts kept; run when as many are dead.
  mutating func compactStrings() {
    let live = entries.indices.filter { entries[$0].isLive }
    var spans = Array(names.elements) + live.map { entries[$0].text }
    strings.compact(&spans)
    for index in names.indices { names[index] = spans[index] }
    for (index, span) in zip(live, spans[names.count...]) { entries[index].text = span }
    deadByteCount = 0
  }
}
