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
