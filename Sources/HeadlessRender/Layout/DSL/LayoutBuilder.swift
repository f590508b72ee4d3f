import Cassowary

/// Collects the lines of a `constrain` block into one list of constraints.
@resultBuilder
package enum LayoutBuilder {
  /// One constraint.
  package static func buildExpression(_ constraint: Constraint) -> [Constraint] { [constraint] }
  /// Several constraints, such as `edges == ...` or `align(...)`.
  package static func buildExpression(_ constraints: [Constraint]) -> [Constraint] { constraints }
  /// The lines of a block.
  package static func buildBlock(_ parts: [Constraint]...) -> [Constraint] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  package static func buildOptional(_ part: [Constraint]?) -> [Constraint] { part ?? [] }
  /// The first branch of an `if`/`else`.
  package static func buildEither(first part: [Constraint]) -> [Constraint] { part }
  /// The second branch of an `if`/`else`.
  package static func buildEither(second part: [Constraint]) -> [Constraint] { part }
  /// A `for` loop.
  package static func buildArray(_ parts: [[Constraint]]) -> [Constraint] { parts.flatMap { $0 } }
}
