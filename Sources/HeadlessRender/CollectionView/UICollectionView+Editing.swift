import Foundation

extension UICollectionView {
  /// Whether the collection view is in editing mode: false by default; setting it is
  /// ``setEditing(_:animated:)`` without animation.
  ///
  /// In editing mode a ``UICollectionViewListCell`` shows its `.whenEditing` accessories (the
  /// delete and reorder controls by default) and hides its `.whenNotEditing` ones, and each
  /// cell's configuration state says it is editing.
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// Turns editing mode on or off: every visible cell shows the accessories of the new mode
  /// and is configured again with its new state, the items are measured again, and revealed
  /// swipe actions hide, as a table's do.
  public func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != self.editing else { return }
    self.editing = editing
    hideSwipeActions()
    for cell in cellsByIndexPath.values {
      cell.placeContent()
      cell.setNeedsUpdateConfiguration()
    }
    recovering { try layoutVisibleItems() }
  }
}
