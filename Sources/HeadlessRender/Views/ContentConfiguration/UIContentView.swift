/// A view that shows a content configuration, as `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show `configuration` in place: true by default. A cell makes a new
  /// view for a configuration its view does not support.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// True.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
