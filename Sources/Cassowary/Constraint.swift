/// A linear relation the solver keeps: `expression relation 0`, at a priority.
///
/// The DSL builds these with their text, such as `title.trailing <= parent.trailing - 1`, which
/// is how errors name them and the key that breaks ties between equal priorities.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// How the expression compares with zero.
  public enum Relation: Hashable, Sendable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual
  }

  /// The left side minus the right side.
  public var expression: LinearExpression
  /// How `expression` compares with zero.
  public var relation: Relation
  /// How much the constraint matters; 1000 must hold.
  public var priority: LayoutPriority
  /// The constraint as written, such as `title.trailing <= parent.trailing - 1`.
  public var text: String

  /// Creates a constraint `expression relation 0`.
  public init(
    _ expression: LinearExpression, _ relation: Relation,
    priority: LayoutPriority = .required, text: String
  ) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.text = text
  }

  /// Whether the solver must keep it.
  public var isRequired: Bool { priority >= .required }

  /// The text, with ` ~ priority` when optional.
  public var description: String { Self.description(text: text, priority: priority) }

  /// The description of a constraint with this text and priority.
  static func description(text: String, priority: LayoutPriority) -> String {
    priority >= .required ? text : "\(text) ~ \(LayoutNumber.text(Double(priority.rawValue)))"
  }

  /// How far the constraint is from holding for the given values; 0 when it holds.
  public func violation(_ valueOf: (Variable) -> Double) -> Double {
    let value = expression.value(valueOf)
    switch relation {
    case .lessThanOrEqual: return Swift.max(0, value)
    case .equal: return Swift.abs(value)
    case .greaterThanOrEqual: return Swift.max(0, -value)
    }
  }
}

/// Prints the numbers of constraint text: whole numbers without a fraction.
package enum LayoutNumber {
  package static func text(_ value: Double) -> String {
    if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
