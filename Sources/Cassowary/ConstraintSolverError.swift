/// Why the solver refused a request; the solver is left as it was, except after
/// ``unbounded(_:)``.
public enum ConstraintSolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints listed.
  case unsatisfiable(constraint: String, conflicting: [String])
  /// The constraint handle does not belong to a constraint in this solver.
  case unknownConstraint(Int)
  /// The variable already has an edit.
  case duplicateEditVariable(String)
  /// The variable has no edit.
  case unknownEditVariable(String)
  /// Edits must be optional, so that a suggested value can lose to a required constraint.
  case requiredEditVariable(String)
  /// The objective can decrease forever: the system has no optimum (a solver bug, which may
  /// leave the solver part way through the request).
  case unbounded(String)

  /// The message shown to a developer.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicting):
      let others =
        conflicting.isEmpty ? "" : "; it conflicts with " + conflicting.joined(separator: ", ")
      return "cannot satisfy required constraint \(constraint)\(others)"
    case .unknownConstraint(let id):
      return "constraint #\(id) is not in the solver"
    case .duplicateEditVariable(let name):
      return "\(name) already has an edit"
    case .unknownEditVariable(let name):
      return "\(name) has no edit; add one with addEditVariable before suggesting a value"
    case .requiredEditVariable(let name):
      return "the edit of \(name) must be optional (priority below 1000)"
    case .unbounded(let place):
      return "the objective is unbounded while \(place)"
    }
  }
}
