import Foundation
import TextCanvas

/// A cell's background configuration as the cell shows it.
@MainActor
struct ShownBackground {
  /// The configuration shown: updated for the cell's state when the cell updates it.
  var configuration: UIBackgroundConfiguration?
  /// Whether the cell's code set the configuration in its configuration update.
  var isConfigurationSetPerState = false
  /// The shown configuration's custom view.
  var customView: UIView?
  /// How many background views are placed behind the content.
  var placedViewCount = 0
}

extension UITableViewCell {
  /// Shows the background configuration's custom view, updated for `state` when the cell
  /// updates it.
  func showBackgroundConfiguration(state: UICellConfigurationState) {
    let shown =
      automaticallyUpdatesBackgroundConfiguration
      ? backgroundConfiguration?.updated(for: state) : backgroundConfiguration
    shownBackground.configuration = shown
    if shownBackground.customView !== shown?.customView {
      shownBackground.customView?.removeFromSuperview()
      shownBackground.customView = shown?.customView
    }
    placeBackgrounds()
    setNeedsDisplay()
  }

  /// Whether the cell draws the selection bar: selected (without a background
  /// configuration), or selected or highlighted with a configuration that shows its selected
  /// colour, and with a ``selectionStyle`` other than `.none` and no
  /// ``selectedBackgroundView`` drawn in its place.
  var showsSelectionBar: Bool {
    guard selectionStyle != .none, selectedBackgroundView == nil else { return false }
    guard let base = backgroundConfiguration else { return isSelected }
    guard isSelected || isHighlighted, let shown = shownBackground.configuration else {
      return false
    }
    return shown.showsSelectedColor(
      comparedWith: base, setPerState: shownBackground.isConfigurationSetPerState,
      updatedAutomatically: automaticallyUpdatesBackgroundConfiguration,
      tintColor: tintColor ?? .tintColor)
  }

  /// Places the background views behind everything else, filling the cell: the
  /// configuration's custom view or the ``backgroundView``, then the
  /// ``selectedBackgroundView`` while the cell is selected or highlighted (unless its
  /// ``selectionStyle`` is `.none`).
  func placeBackgrounds() {
    let showsSelected = (isSelected || isHighlighted) && selectionStyle != .none
    let selected = showsSelected ? selectedBackgroundView : nil
    if selectedBackgroundView !== selected { selectedBackgroundView?.removeFromSuperview() }
    let backgrounds = [shownBackground.customView ?? backgroundView, selected].compactMap { $0 }
    for (index, view) in backgrounds.enumerated() {
      if subviews.firstIndex(where: { $0 === view }) != index {
        insertSubview(view, at: index)
      }
      view.gridFrame = gridBounds
    }
    shownBackground.placedViewCount = backgrounds.count
  }
}
