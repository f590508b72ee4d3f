/// What a cell, header or footer shows and how, as `UIContentConfiguration`: a value that
/// makes the view showing it.
///
/// ``UIListContentConfiguration`` is UIKit's own; a team's configuration makes its own
/// ``UIContentView``. A cell shows one through ``UITableViewCell/contentConfiguration``.
@MainActor
public protocol UIContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> any UIView & UIContentView

  /// The configuration for a view in `state` (selected, highlighted, editing): the cell asks
  /// for it whenever its state changes.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as `UIContentView`.
@MainActor
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

/// The state a view is in when its configuration is updated, as `UIConfigurationState`.
public protocol UIConfigurationState {}

/// The state of a cell, as `UICellConfigurationState`: what a configuration's
/// `updated(for:)` can follow.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted by a touch.
  public var isHighlighted = false
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is in editing mode.
  public var isEditing = false
  /// Whether the cell shows its swipe actions.
  public var isSwiped = false

  /// A state with every flag false.
  public init() {}
}

extension UIView {
  /// Shows `configuration` inside this view: in `current`, the view that showed the last one,
  /// when it supports it, else in a new view the configuration makes, which fills this view.
  /// Returns the view that shows it now; nil (and `current` removed) for no configuration.
  func showContent(
    _ configuration: (any UIContentConfiguration)?, in current: (any UIView & UIContentView)?
  ) -> (any UIView & UIContentView)? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    let shown: any UIView & UIContentView
    if let current, current.supports(configuration) {
      current.configuration = configuration
      shown = current
    } else {
      current?.removeFromSuperview()
      shown = configuration.makeContentView()
      addSubview(shown)
    }
    shown.gridFrame = gridBounds
    return shown
  }
}
