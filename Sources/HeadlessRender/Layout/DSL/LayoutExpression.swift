import Cassowary

/// A linear expression over the anchors of one axis, with the text it was written as.
///
/// ```swift
/// print(title.leading == episode.trailing + 1)
/// // Prints "title.leading == episode.trailing + 1"
/// ```
///
/// The axis is part of the type, so `title.leading == episode.top` does not compile: there is
/// no `==` between a `LayoutExpression<HorizontalAxis>` and a `LayoutExpression<VerticalAxis>`.
package struct LayoutExpression<AnchorAxis: LayoutAxis>: Sendable {
  /// The expression the solver sees.
  package var linear: LinearExpression
  /// The expression as written, such as `parent.trailing - 1`.
  package var text: String
  /// Whether the text is a sum, so that a product must put it in parentheses.
  var isSum: Bool

  init(_ linear: LinearExpression, text: String, isSum: Bool = false) {
    self.linear = linear
    self.text = text
    self.isSum = isSum
  }

  /// A constant, such as the `40` of `parent.width == 40`.
  init(constant: Double) {
    self.init(LinearExpression(constant: constant), text: LayoutNumber.text(constant))
  }

  var factorText: String { isSum ? "(\(text))" : text }
}

/// Lowest of the layout operators: `a == b + 1 ~ 750` reads as `(a == (b + 1)) ~ 750`.
precedencegroup LayoutPriorityPrecedence {
  lowerThan: ComparisonPrecedence
  associativity: left
}

/// Sets the priority of the constraint on its left.
infix operator ~ : LayoutPriorityPrecedence
