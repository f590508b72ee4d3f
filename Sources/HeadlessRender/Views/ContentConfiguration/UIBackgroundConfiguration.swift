import Foundation

/// How a cell's background looks, as `UIBackgroundConfiguration`: a value a cell shows
/// through ``UICollectionViewCell/backgroundConfiguration`` or
/// ``UITableViewCell/backgroundConfiguration``.
///
/// A text frame has no colour, so the colours, the corner radius and the stroke are kept for
/// the code that sets and reads them, and drawn only as selected or not: a selected or
/// highlighted cell whose background takes another colour than it has in the normal state
/// draws the selection bar `▌` down its first column, as a selected table row does (see
/// the article "Collection views"). The ``customView`` is drawn, behind the cell's content,
/// filling the cell.
///
/// Each list style gives default values per state, and ``updated(for:)`` applies them to
/// what the code has not set, as UIKit's does: `listPlainCell()` and `listGroupedCell()`
/// turn `systemGray4` while the cell is selected or highlighted, `listSidebarCell()` takes
/// the tint colour; `clear()` has no defaults. A ``backgroundColor`` set by the code is kept
/// in every state, so that cell no longer looks selected:
///
/// ```swift
/// override func updateConfiguration(using state: UICellConfigurationState) {
///   var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
///   if state.isSelected { background.backgroundColor = .systemBlue }
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
  /// The background's colour; nil for the view's tint colour. Until set, the style's colour
  /// for the state the configuration was last updated for; once set, kept in every state.
  public var backgroundColor: UIColor? {
    didSet { isBackgroundColorCustomized = true }
  }
  /// The transformer ``resolvedBackgroundColor(for:)`` applies to ``backgroundColor``.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// The stroke's colour; nil for the view's tint colour. Kept, not drawn.
  public var strokeColor: UIColor?
  /// The stroke's width, in points: 0 for none. Kept, not drawn.
  public var strokeWidth: CGFloat = 0

  /// The system style the configuration was made with, whose defaults ``updated(for:)``
  /// applies.
  let style: Style
  /// Whether the code set ``backgroundColor``, which the style's defaults then leave alone.
  private var isBackgroundColorCustomized = false

  private init(style: Style) {
    self.style = style
    backgroundColor = style.backgroundColor(selected: false)
  }

  /// A configuration with no background: clear, no view, and no default styling for any state.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .clear)
  }

  /// The background of a cell in a plain list: the system background colour, `systemGray4`
  /// while selected or highlighted.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listPlainCell)
  }

  /// The background of a cell in a grouped or inset grouped list: the system background
  /// colour, white in light mode as UIKit's grouped cell colour is, `systemGray4` while
  /// selected or highlighted.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listGroupedCell)
  }

  /// The background of a cell in a sidebar: clear, as a sidebar's rows show the sidebar's
  /// own background, and the tint colour (a nil ``backgroundColor``) while selected or
  /// highlighted.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listSidebarCell)
  }

  /// A copy for a view in `state`: the style's default values for that state applied to
  /// what the code has not set, as UIKit's. A cell state (``UICellConfigurationState``) that
  /// is selected or highlighted gives a list style's selected colour; any other state its
  /// normal colour; `clear()` has no defaults, and a ``backgroundColor`` the code set stays.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    var updated = self
    if !isBackgroundColorCustomized {
      let cell = state as? UICellConfigurationState
      let selected = cell.map { $0.isSelected || $0.isHighlighted } ?? false
      updated.backgroundColor = style.backgroundColor(selected: selected)
      updated.isBackgroundColorCustomized = false
    }
    return updated
  }

  /// The colour the background is filled with: ``backgroundColor`` (or `tintColor` when it is
  /// nil) passed through ``backgroundColorTransformer``.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The colour the configuration's style fills a cell with in the normal state (neither
  /// selected nor highlighted), through the transformer: the colour the selected look is told
  /// from.
  func resolvedNormalColor(for tintColor: UIColor) -> UIColor {
    var normal = self
    normal.backgroundColor = style.backgroundColor(selected: false)
    return normal.resolvedBackgroundColor(for: tintColor)
  }
}

extension UIBackgroundConfiguration {
  /// The system styles, with their default colours per state.
  enum Style: Sendable {
    /// `clear()`: no defaults.
    case clear
    /// `listPlainCell()`.
    case listPlainCell
    /// `listGroupedCell()`.
    case listGroupedCell
    /// `listSidebarCell()`.
    case listSidebarCell

    /// The style's background colour in the normal state or while selected or highlighted;
    /// nil for the tint colour.
    func backgroundColor(selected: Bool) -> UIColor? {
      switch self {
      case .clear: .clear
      case .listPlainCell, .listGroupedCell: selected ? .systemGray4 : .systemBackground
      case .listSidebarCell: selected ? nil : .clear
      }
    }
  }
}

extension UIBackgroundConfiguration {
  /// Whether this configuration, as a selected or highlighted cell shows it, fills the cell
  /// with another colour than the cell has in the normal state: the colour of `base` (the
  /// configuration the cell holds) updated for the normal state when the cell updates it
  /// automatically, `base` as it is when it does not, or this configuration's style's normal
  /// colour when the cell's code set it in its configuration update (`setPerState`), where it
  /// may pick a colour per state.
  func showsSelectedColor(
    comparedWith base: UIBackgroundConfiguration, setPerState: Bool, updatedAutomatically: Bool,
    tintColor: UIColor
  ) -> Bool {
    let normal =
      if setPerState {
        resolvedNormalColor(for: tintColor)
      } else if updatedAutomatically {
        base.updated(for: UICellConfigurationState()).resolvedBackgroundColor(for: tintColor)
      } else {
        base.resolvedBackgroundColor(for: tintColor)
      }
    return resolvedBackgroundColor(for: tintColor) != normal
  }
}
