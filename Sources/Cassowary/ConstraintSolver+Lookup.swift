extension ConstraintSolver {
  /// The constraint added as `id`, or nil once it has been removed.
  package func constraint(withID id: ConstraintID) -> Constraint? {
    guard entries.indices.contains(id.rawValue), entries[id.rawValue].isLive else { return nil }
    return entries[id.rawValue].constraint
  }
}
