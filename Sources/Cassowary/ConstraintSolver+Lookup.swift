extension ConstraintSolver {
  /// The constraint added as `id`, or nil once it has been removed.
  package func constraint(withID id: ConstraintID) -> Constraint? {
    read { tableau in
      let entries = tableau.pointee.entries
      guard entries.indices.contains(id.rawValue), entries[id.rawValue].isLive else { return nil }
      return tableau.pointee.constraint(at: id.rawValue)
    }
  }
}

// Reading constraints back from what the tableau keeps: by entry, for lookups and errors.
extension Tableau {
  /// The constraint of the entry at `index`, rebuilt from what the solver keeps.
  func constraint(at index: Int) -> Constraint {
    let entry = entries[index]
    let start = Int(entry.termStart)
    let expressionTerms = terms.elements[start..<(start + Int(entry.termCount))].map {
      let id = Int($0.variable)
      return LinearExpression.Term(Variable(id: id, name: name(of: id)), $0.coefficient)
    }
    return Constraint(
      LinearExpression(terms: expressionTerms, constant: entry.constant), entry.relation,
      priority: entry.priority, text: strings.string(entry.text))
  }

  /// The description of the entry at `index`, as its constraint prints it.
  func description(at index: Int) -> String {
    Constraint.description(
      text: strings.string(entries[index].text), priority: entries[index].priority)
  }

  /// The name of the variable with id `id`.
  func name(of id: Int) -> String {
    strings.string(names[id])
  }

  /// The required constraints, by description in the order they were added, whose markers are
  /// among `symbolList`: the ones a refused constraint conflicts with.
  ///
  /// - Complexity: O(c) for c constraints added; only an error needs it.
  func owners(of symbolList: some Sequence<Int>) -> [String] {
    let markers = Set(symbolList)
    return entries.indices.filter {
      entries[$0].isLive && entries[$0].priority >= .required
        && markers.contains(entries[$0].tag.marker)
    }
    .map { description(at: $0) }
  }
}
