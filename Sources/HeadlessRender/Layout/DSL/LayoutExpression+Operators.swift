import Cassowary

// The arithmetic and the relations of the DSL. Every relation returns a `Constraint` whose
// text is the line as written.
extension LayoutExpression {
  /// The sum of two expressions.
  package static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.linear + rhs.linear, text: "\(lhs.text) + \(rhs.factorText)", isSum: true)
  }

  /// The difference of two expressions.
  package static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.linear - rhs.linear, text: "\(lhs.text) - \(rhs.factorText)", isSum: true)
  }

  /// The expression plus a number of columns or lines.
  package static func + (lhs: Self, rhs: Double) -> Self {
    guard rhs >= 0 else { return lhs - (-rhs) }
    return Self(
      lhs.linear + LinearExpression(constant: rhs),
      text: "\(lhs.text) + \(LayoutNumber.text(rhs))", isSum: true)
  }

  /// The expression minus a number of columns or lines.
  package static func - (lhs: Self, rhs: Double) -> Self {
    guard rhs >= 0 else { return lhs + (-rhs) }
    return Self(
      lhs.linear - LinearExpression(constant: rhs),
      text: "\(lhs.text) - \(LayoutNumber.text(rhs))", isSum: true)
  }

  /// The expression plus a whole number.
  package static func + (lhs: Self, rhs: Int) -> Self { lhs + Double(rhs) }

  /// The expression minus a whole number.
  package static func - (lhs: Self, rhs: Int) -> Self { lhs - Double(rhs) }

  /// The expression times a factor.
  package static func * (lhs: Self, rhs: Double) -> Self {
    Self(lhs.linear * rhs, text: "\(lhs.factorText) * \(LayoutNumber.text(rhs))")
  }

  /// A factor times the expression.
  package static func * (lhs: Double, rhs: Self) -> Self {
    Self(rhs.linear * lhs, text: "\(LayoutNumber.text(lhs)) * \(rhs.factorText)")
  }

  /// The expression divided by a number.
  package static func / (lhs: Self, rhs: Double) -> Self {
    Self(lhs.linear * (1 / rhs), text: "\(lhs.factorText) / \(LayoutNumber.text(rhs))")
  }

  /// `lhs == rhs`, required.
  package static func == (lhs: Self, rhs: Self) -> Constraint {
    relation(lhs, .equal, "==", rhs)
  }

  /// `lhs <= rhs`, required.
  package static func <= (lhs: Self, rhs: Self) -> Constraint {
    relation(lhs, .lessThanOrEqual, "<=", rhs)
  }

  /// `lhs >= rhs`, required.
  package static func >= (lhs: Self, rhs: Self) -> Constraint {
    relation(lhs, .greaterThanOrEqual, ">=", rhs)
  }

  /// `lhs == rhs` for a number.
  package static func == (lhs: Self, rhs: Double) -> Constraint { lhs == Self(constant: rhs) }
  /// `lhs <= rhs` for a number.
  package static func <= (lhs: Self, rhs: Double) -> Constraint { lhs <= Self(constant: rhs) }
  /// `lhs >= rhs` for a number.
  package static func >= (lhs: Self, rhs: Double) -> Constraint { lhs >= Self(constant: rhs) }
  /// `lhs == rhs` for a whole number.
  package static func == (lhs: Self, rhs: Int) -> Constraint { lhs == Double(rhs) }
  /// `lhs <= rhs` for a whole number.
  package static func <= (lhs: Self, rhs: Int) -> Constraint { lhs <= Double(rhs) }
  /// `lhs >= rhs` for a whole number.
  package static func >= (lhs: Self, rhs: Int) -> Constraint { lhs >= Double(rhs) }

  private static func relation(
    _ lhs: Self, _ relation: Constraint.Relation, _ symbol: String, _ rhs: Self
  ) -> Constraint {
    Constraint(lhs.linear - rhs.linear, relation, text: "\(lhs.text) \(symbol) \(rhs.text)")
  }
}

/// The constraint at `priority`: `title.width >= 30 ~ 750`.
package func ~ (lhs: Constraint, rhs: LayoutPriority) -> Constraint {
  var constraint = lhs
  constraint.priority = rhs
  return constraint
}

/// Every constraint at `priority`: `title.edges == parent.edges ~ 750`.
package func ~ (lhs: [Constraint], rhs: LayoutPriority) -> [Constraint] {
  lhs.map { $0 ~ rhs }
}
