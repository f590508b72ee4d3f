/// A sum of variables times coefficients plus a constant: `2 * a + b - 3`.
public struct LinearExpression: Hashable, Sendable {
  /// One `coefficient * variable` term.
  public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// Creates a term.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in the order they were written; a variable may appear more than once.
  public var terms: [Term]
  /// The constant.
  public var constant: Double

  /// Creates an expression.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression of one variable.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)])
  }

  /// The expression's value for the given variable values.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
  }

  /// The sum of two expressions.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The expression times a factor.
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }

  /// The difference of two expressions.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs * -1
  }
}
