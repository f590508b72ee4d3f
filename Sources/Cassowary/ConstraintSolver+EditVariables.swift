// The edit variables behind the solver's API: an edit is a constraint on one variable whose
// constant each suggestion moves, with the rows that hold its marker cached between pivots.
extension Tableau {
  func hasEditVariable(_ variable: Variable) -> Bool {
    variable.id >= 0 && variable.id < variableStates.count
      && variableStates[variable.id].edit >= 0
  }

  mutating func addEditVariable(_ variable: Variable, priority: LayoutPriority) throws {
    let current = value(of: variable)
    // The variable's name is the edit's text: no string is built per edit.
    let id = try add(
      CollectionOfOne(LinearExpression.Term(variable)), constant: -current, .equal,
      priority: priority, text: variable.name)
    let tag = entries[id].tag
    variableStates[variable.id].edit = Int32(id)
    variableStates[variable.id].editMarker = Int32(tag.marker)
    variableStates[variable.id].editOther = Int32(tag.other ?? -1)
    variableStates[variable.id].editConstant = current
    if variableStates[variable.id].editColumnSlot < 0 {
      let slot = editColumns.count / Self.editColumnSize
      if slot <= Int(Int16.max) {
        editColumns.reserve(editColumns.count + Self.editColumnSize)
        editColumns.count += Self.editColumnSize
        variableStates[variable.id].editColumnSlot = Int16(slot)
      }
    }
    variableStates[variable.id].editColumnCount = -1
  }

  mutating func removeEditVariable(_ variable: Variable) throws {
    try remove(Int(variableStates[variable.id].edit))
    variableStates[variable.id].edit = -1
  }

  mutating func suggestValue(_ variable: Variable, _ value: Double) throws {
    let delta = value - variableStates[variable.id].editConstant
    variableStates[variable.id].editConstant = value
    let tag = variableStates[variable.id].editTag
    let marker = tag.marker
    if symbols[marker].isBasic {
      let constant = symbols[marker].constant - delta
      symbols[marker].constant = constant
      if constant < 0 { infeasible.append(Int32(truncatingIfNeeded: marker)) }
    } else if let other = tag.other, symbols[other].isBasic {
      let constant = symbols[other].constant + delta
      symbols[other].constant = constant
      if constant < 0 { infeasible.append(Int32(truncatingIfNeeded: other)) }
    } else if let cached = cachedEditColumn(of: variable.id) {
      for cell in cached {
        let basic = Int(cell.basic)
        let constant = symbols[basic].constant + delta * cell.coefficient
        symbols[basic].constant = constant
        if constant < 0, symbols[basic].kind != .external { infeasible.append(cell.basic) }
      }
    } else {
      for basic in compactColumn(marker).lazy.map(Int.init) {
        guard let row = symbols[basic].row else { continue }
        let coefficient = store.coefficient(of: marker, in: row)
        let constant = row.constant + delta * coefficient
        symbols[basic].constant = constant
        if constant < 0, symbols[basic].kind != .external {
          infeasible.append(Int32(truncatingIfNeeded: basic))
        }
      }
    }
    try dualOptimize()
    cacheEditColumn(of: variable.id)
  }

  /// The edit's cached column, when it is still true of the tableau.
  func cachedEditColumn(of variable: Int) -> UnsafeMutableBufferPointer<EditColumnCell>? {
    let state = variableStates[variable]
    guard state.editColumnCount >= 0, state.editColumnStructure == structure else { return nil }
    return UnsafeMutableBufferPointer(
      start: editColumns.base + Int(state.editColumnSlot) * Self.editColumnSize,
      count: Int(state.editColumnCount))
  }

  /// Caches the rows that hold the edit's marker, in the order a walk of its column finds
  /// them, so that the next suggestion need not walk it while no pivot intervenes.
  ///
  /// - Complexity: O(k) for the k rows in the column, when the cache is stale; O(1) otherwise.
  mutating func cacheEditColumn(of variable: Int) {
    let state = variableStates[variable]
    let marker = Int(state.editMarker)
    let isStale = state.editColumnStructure != structure || state.editColumnCount < 0
    guard state.editColumnSlot >= 0, isStale, !symbols[marker].isBasic,
      state.editOther < 0 || !symbols[Int(state.editOther)].isBasic
    else { return }
    let column = compactColumn(marker)
    guard column.count <= Self.editColumnSize else {
      variableStates[variable].editColumnCount = -1
      return
    }
    let base = Int(state.editColumnSlot) * Self.editColumnSize
    for (offset, basic) in column.enumerated() {
      guard let row = symbols[Int(basic)].row else { continue }
      editColumns[base + offset] = EditColumnCell(
        basic: basic, coefficient: store.coefficient(of: marker, in: row))
    }
    variableStates[variable].editColumnCount = Int16(column.count)
    variableStates[variable].editColumnStructure = structure
  }
}
