/// Something `constrain` accepts: a view, or a view with the name its constraints print.
@MainActor
package protocol LayoutTarget {
  /// The view.
  var layoutView: UIView { get }
  /// The name for constraint text, or nil for the name it was first given (else `view1`...).
  var layoutName: String? { get }
}

/// A view with the name its constraints print: `titleLabel.named("title")`.
@MainActor
package struct NamedView: LayoutTarget {
  /// The view.
  package let layoutView: UIView
  /// The name.
  package let layoutName: String?
}

extension UIView: LayoutTarget {
  /// The view itself.
  package var layoutView: UIView { self }
  /// No name of its own.
  package var layoutName: String? { nil }

  /// The view with the name its constraints print, such as `title`.
  package func named(_ name: String) -> NamedView {
    NamedView(layoutView: self, layoutName: name)
  }
}
