/// An unknown the solver finds a value for, such as `title.left`.
///
/// Variables are made by a ``ConstraintSolver`` and only mean something to the solver that
/// made them. Two variables are the same when their ids are; the name is for messages.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The solver-wide number of the variable.
  public let id: Int
  /// The name used when a constraint is printed, such as `title.left`.
  public let name: String

  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// The name.
  public var description: String { name }

  /// Compares ids only.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

  /// Hashes the id only.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
