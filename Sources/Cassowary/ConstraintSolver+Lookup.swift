extension ConstraintSolver {
  /// The constraint added as `id`, or nil once it has been removed.
  package func constraint(withID id: ConstraintID) -> Constraint? {
    entries[id.rawValue]?.constraint
  }
}
