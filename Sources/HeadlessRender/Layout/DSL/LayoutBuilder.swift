import Cassowary

/// Collects the lines of a `constrain` block into one list of constraints.
@resultBuilder
public enum LayoutBuilder {
  /// One constraint.
  public static func buildExpression(_ constraint: Constraint) -> [Constraint] { [constraint] }
  /// Several constraints, such as `edges == ...` or `align(...)`.
  public static func buildExpression(_ constraints: [Constraint]) -> [Constraint] { constraints }
  /// The lines of a block.
  public static func buildBlock(_ parts: [Constraint]...) -> [Constraint] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Constraint]?) -> [Constraint] { part ?? [] }
  /// The first branch of an `if`/`else`.
  public static func buildEither(first part: [Constraint]) -> [Constraint] { part }
  /// The second branch of an `if`/`else`.
  public static func buildEither(second part: [Constraint]) -> [Constraint] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[Constraint]]) -> [Constraint] { parts.flatMap { $0 } }
}
