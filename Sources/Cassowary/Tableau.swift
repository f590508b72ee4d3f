/// Everything a ``ConstraintSolver`` holds: the simplex tableau (symbols, rows, columns, the
/// objective), the variables, and the constraints added.
///
/// Everything lives in ``RawBuffer``s that start as regions of one allocation, the arena,
/// sized for a table cell's layout: a pivot then reads and writes memory without bounds or
/// uniqueness checks, a cell-sized solver is one contiguous block (what a suggestion reads at
/// its start, so that many cells' solvers share the caches well), and building one allocates
/// once. A buffer that outgrows its region moves to memory of its own. A tableau is therefore
/// not a value by itself: copying one shares its memory. It lives in a ``TableauStorage``,
/// which copies it with ``copy()`` and frees it with ``deallocate()``, and which the solver
/// copies before changing a shared one.
struct Tableau {
  /// One added constraint and the symbols that mark it in the tableau: plain data, its terms
  /// in ``terms`` and its text in ``strings``, so that the records cost nothing to copy or free.
  struct Entry {
    /// Where the constraint's terms start in ``terms``, and how many there are.
    var termStart: Int32
    var termCount: Int32
    var text: TextStore.Span
    var constant: Double
    var priority: LayoutPriority
    var relation: Constraint.Relation
    var tag: ConstraintTag
    /// False once removed; the slot is not reused, since its id was handed out.
    var isLive = true
  }

  /// A term of a constraint the solver keeps: the variable by id.
  struct StoredTerm {
    var variable: Int32
    var coefficient: Double
  }

  /// What the solver keeps per variable: its symbol and its edit.
  struct VariableState {
    /// The tableau symbol, -1 until a constraint mentions the variable.
    var symbol: Int32 = -1
    /// The edit's constraint id, -1 without an edit.
    var edit: Int32 = -1
    /// The edit's markers, copied from its tag, so that a suggestion reads one record.
    var editMarker: Int32 = -1
    var editOther: Int32 = -1
    /// The value last suggested (or the starting value).
    var editConstant = 0.0
    /// The edit's slot in ``Tableau/editColumns``, -1 without one; how many rows the cached
    /// column there lists, -1 when none is cached; and the ``Tableau/structure`` it is true of.
    var editColumnSlot: Int16 = -1
    var editColumnCount: Int16 = -1
    var editColumnStructure: UInt32 = 0

    var editTag: ConstraintTag {
      ConstraintTag(marker: Int(editMarker), other: editOther < 0 ? nil : Int(editOther))
    }
  }

  /// The arena's capacities: a film cell's layout (38 symbols, 124 cells in blocks, about 90
  /// column entries, 12 variables) fits with room to spare.
  static let arenaSymbols = 48
  static let arenaCells = 128
  static let arenaNodes = 128
  static let arenaVariables = 16
  static let arenaWorkList = 16
  static let arenaEdits = 2
  static let arenaConstraints = 24
  static let arenaTerms = 48
  /// Twelve names of twenty bytes, as a film cell's are, and some text.
  static let arenaTextBytes = 256
  /// The rows an edit's cached column lists at most; an edit in more rows walks its column.
  static let editColumnSize = 8

  /// One row an edit's marker is in, and the marker's coefficient there.
  struct EditColumnCell {
    var basic: Int32
    var coefficient: Double
  }

  /// The bytes of the arena, and their alignment.
  static let arenaByteCount = arenaLayout.reduce(0) { $0 + $1 }
  static let arenaAlignment = 16
  /// The bytes of each region, in order: what a suggestion reads first, each region starting
  /// at a multiple of its elements' alignment (debug builds check).
  private static let arenaLayout = [
    arenaSymbols * MemoryLayout<SymbolState>.stride,
    arenaVariables * MemoryLayout<VariableState>.stride,
    arenaEdits * editColumnSize * MemoryLayout<EditColumnCell>.stride,
    arenaSymbols * Objective.firstStride * MemoryLayout<Double>.stride,
    arenaCells * MemoryLayout<Row.Cell>.stride,
    arenaNodes * MemoryLayout<ColumnIndex.Node>.stride,
    RowStore.sizeClasses * MemoryLayout<Int32>.stride,
    2 * arenaSymbols * MemoryLayout<Int32>.stride,
    3 * arenaWorkList * MemoryLayout<Int32>.stride,
    // What only adding, removing and messages read comes last, after the multiples of eight
    // above: a resize reads none of it.
    arenaConstraints * MemoryLayout<Entry>.stride,
    arenaTerms * MemoryLayout<StoredTerm>.stride,
    arenaVariables * MemoryLayout<TextStore.Span>.stride,
    arenaTextBytes,
  ]

  // What a suggestion reads comes first, so that it shares the tableau's first cache lines.
  /// Each variable's symbol and edit, by variable id.
  var variableStates = RawBuffer<VariableState>()
  /// Each edit's cached column: `editColumnSize` cells per slot (see ``VariableState``).
  var editColumns = RawBuffer<EditColumnCell>()
  /// Bumped whenever a row is installed or uninstalled (every pivot, add and removal does one),
  /// so that a cached column knows it may be stale: a suggestion that finds its column still
  /// true of the tableau updates the rows it lists without walking the column index.
  var structure: UInt32 = 0
  /// Every symbol's kind, row and bookkeeping, by symbol.
  var symbols = RawBuffer<SymbolState>()
  /// The cells of every row, those of ``artificial`` and of rows being built included.
  var store = RowStore()
  /// For each symbol, the basic symbols whose rows contain it.
  var columns = ColumnIndex()
  var stamp: Int32 = 0
  /// Work lists, kept so that walking a column or checking costs does not allocate.
  var columnBuffer = RawBuffer<Int32>()
  var infeasible = RawBuffer<Int32>()
  var substituteBuffer = RawBuffer<Int32>()
  /// Symbols whose cost changed since they were last checked for a negative cost.
  var dirty = RawBuffer<Int32>()
  var candidateBuffer = RawBuffer<Int32>()
  /// The objective, strongest priority first.
  var objective = Objective()
  var artificial: Row?
  /// Where each variable's name is in ``strings``, by variable id.
  var names = RawBuffer<TextStore.Span>()
  /// The variables' names and the constraints' texts.
  var strings = TextStore()
  /// Every constraint added, by id, removed ones included.
  var entries = RawBuffer<Entry>()
  /// The terms of every constraint, each constraint's in a run, in the order written.
  var terms = RawBuffer<StoredTerm>()
  /// The terms in ``terms`` and the bytes in ``strings`` that belong to removed constraints.
  var deadTermCount = 0
  var deadByteCount = 0
  /// The constraints not removed.
  var liveCount = 0

  /// An empty tableau whose buffers start in `arena`, ``arenaByteCount`` bytes aligned to
  /// ``arenaAlignment`` that the caller owns and keeps for the tableau's life; with no arena,
  /// each buffer allocates memory of its own as it grows.
  init(arena: UnsafeMutableRawPointer?) {
    guard let arena else { return }
    var offset = 0
    var layout = Self.arenaLayout.makeIterator()
    func region<Element>(_ type: Element.Type) -> UnsafeMutablePointer<Element> {
      let bytes = layout.next() ?? 0
      assert(offset % MemoryLayout<Element>.alignment == 0)
      defer { offset += bytes }
      return (arena + offset).bindMemory(to: type, capacity: bytes / MemoryLayout<Element>.stride)
    }
    symbols = RawBuffer(region: region(SymbolState.self), capacity: Self.arenaSymbols)
    variableStates = RawBuffer(region: region(VariableState.self), capacity: Self.arenaVariables)
    editColumns = RawBuffer(
      region: region(EditColumnCell.self), capacity: Self.arenaEdits * Self.editColumnSize)
    objective = Objective(region: region(Double.self), symbols: Self.arenaSymbols)
    let cells = region(Row.Cell.self)
    let nodes = region(ColumnIndex.Node.self)
    store = RowStore(cells: cells, capacity: Self.arenaCells, freeHeads: region(Int32.self))
    columns = ColumnIndex(region: nodes, capacity: Self.arenaNodes)
    let symbolLists = region(Int32.self)
    dirty = RawBuffer(region: symbolLists, capacity: Self.arenaSymbols)
    candidateBuffer = RawBuffer(
      region: symbolLists + Self.arenaSymbols, capacity: Self.arenaSymbols)
    let workLists = region(Int32.self)
    columnBuffer = RawBuffer(region: workLists, capacity: Self.arenaWorkList)
    substituteBuffer = RawBuffer(
      region: workLists + Self.arenaWorkList, capacity: Self.arenaWorkList)
    infeasible = RawBuffer(
      region: workLists + 2 * Self.arenaWorkList, capacity: Self.arenaWorkList)
    entries = RawBuffer(region: region(Entry.self), capacity: Self.arenaConstraints)
    terms = RawBuffer(region: region(StoredTerm.self), capacity: Self.arenaTerms)
    names = RawBuffer(region: region(TextStore.Span.self), capacity: Self.arenaVariables)
    strings = TextStore(region: region(UInt8.self), capacity: Self.arenaTextBytes)
  }

  /// The same contents in memory of its own, with no arena: for a solver that changes a
  /// tableau another shares, and for an add that goes through phase one, which goes back to
  /// the copy when it refuses the constraint.
  ///
  /// - Complexity: O(s + c) for s symbols and c cells.
  func copy() -> Tableau {
    var copy = self
    copy.symbols = symbols.copy()
    copy.variableStates = variableStates.copy()
    copy.editColumns = editColumns.copy()
    copy.store = store.copy()
    copy.columns = columns.copy()
    copy.objective = objective.copy()
    copy.columnBuffer = RawBuffer()
    copy.substituteBuffer = RawBuffer()
    copy.candidateBuffer = RawBuffer()
    copy.dirty = dirty.copy()
    copy.infeasible = infeasible.copy()
    copy.names = names.copy()
    copy.entries = entries.copy()
    copy.terms = terms.copy()
    copy.strings = strings.copy()
    return copy
  }

  /// Frees the memory the buffers allocated (not the arena); the tableau must not be used
  /// again.
  func deallocate() {
    symbols.deallocate()
    variableStates.deallocate()
    editColumns.deallocate()
    store.deallocate()
    columns.deallocate()
    objective.deallocate()
    for buffer in [columnBuffer, substituteBuffer, candidateBuffer, dirty, infeasible] {
      buffer.deallocate()
    }
    names.deallocate()
    entries.deallocate()
    terms.deallocate()
    strings.deallocate()
  }

  /// Makes a symbol of `kind`, not basic, in no row, with no cost.
  ///
  /// - Complexity: O(1) amortized.
  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    if symbols.count == symbols.capacity {
      // Every per-symbol buffer at once, doubled: a large solver moves each once per doubling.
      let capacity = Swift.max(Self.arenaSymbols, 2 * symbols.capacity)
      symbols.reserve(capacity)
      columns.reserve(2 * capacity)
      objective.reserveSymbols(capacity)
      dirty.reserve(capacity)
      candidateBuffer.reserve(capacity)
    }
    symbols.append(SymbolState(kind: kind))
    return symbols.count - 1
  }
}
