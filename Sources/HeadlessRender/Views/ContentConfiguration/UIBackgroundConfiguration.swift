import Foundation

/// How a cell's background looks, as `UIBackgroundConfiguration`: a value a cell shows
/// through ``UICollectionViewCell/backgroundConfiguration``.
///
/// A text frame has no colour, so the colours, the corner radius and the stroke are kept for
/// the code that sets and reads them, not drawn; the ``customView`` is drawn, behind the
/// cell's content, filling the cell. The system styles differ only in their colours, and
/// ``updated(for:)`` returns the configuration as it is: the state colours UIKit gives a
/// selected or highlighted cell are not modelled (see the article "Collection views").
///
/// ```swift
/// override func updateConfiguration(using state: UICellConfigurationState) {
///   var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
///   background.backgroundColor = state.isSelected ? .systemBlue : .clear
///   backgroundConfiguration = background
/// }
/// ```
@MainActor
public struct UIBackgroundConfiguration {
  /// A view drawn behind the cell's content, filling the cell; nil for none.
  public var customView: UIView?
  /// The radius of the background's corners, in points; kept, not drawn.
  public var cornerRadius: CGFloat = 0
  /// How far the background is inset from the cell's edges, in points; kept, not drawn.
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The background's colour; nil for the view's tint colour. Kept, not drawn.
  public var backgroundColor: UIColor?
  /// The transformer ``resolvedBackgroundColor(for:)`` applies to ``backgroundColor``.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// The stroke's colour; nil for the view's tint colour. Kept, not drawn.
  public var strokeColor: UIColor?
  /// The stroke's width, in points: 0 for none. Kept, not drawn.
  public var strokeWidth: CGFloat = 0

  private init(backgroundColor: UIColor?) {
    self.backgroundColor = backgroundColor
  }

  /// A configuration with no background: clear, no view.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .clear)
  }

  /// The background of a cell in a plain list: the system background colour.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .systemBackground)
  }

  /// The background of a cell in a grouped or inset grouped list: the system background
  /// colour, white in light mode as UIKit's grouped cell colour is.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .systemBackground)
  }

  /// The background of a cell in a sidebar: clear, as a sidebar's rows show the sidebar's
  /// own background.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .clear)
  }

  /// The configuration for a view in `state`: this one, unchanged (state colours are not
  /// modelled; a text frame has no colour).
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    self
  }

  /// The colour the background is filled with: ``backgroundColor`` (or `tintColor` when it is
  /// nil) passed through ``backgroundColorTransformer``.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }
}
