/// Something `constrain` accepts: a view, or a view with the name its constraints print.
@MainActor
public protocol LayoutTarget {
  /// The view.
  var layoutView: UIView { get }
  /// The name for constraint text, or nil for the name it was first given (else `view1`...).
  var layoutName: String? { get }
}

/// A view with the name its constraints print: `titleLabel.named("title")`.
@MainActor
public struct NamedView: LayoutTarget {
  /// The view.
  public let layoutView: UIView
  /// The name.
  public let layoutName: String?
}

extension UIView: LayoutTarget {
  /// The view itself.
  public var layoutView: UIView { self }
  /// No name of its own.
  public var layoutName: String? { nil }

  /// The view with the name its constraints print, such as `title`.
  public func named(_ name: String) -> NamedView {
    NamedView(layoutView: self, layoutName: name)
  }
}
