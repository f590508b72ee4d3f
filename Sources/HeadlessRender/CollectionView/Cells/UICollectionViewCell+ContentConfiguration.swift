extension UICollectionViewCell {
  /// What the cell shows, as a configuration: set, its view (``UIListContentView`` for a
  /// ``UIListContentConfiguration``) fills the ``contentView``, as in UIKit. Setting another
  /// configuration the view supports updates the view; one it does not makes a new view. Kept
  /// across reuse, as in UIKit; nil removes the view.
  ///
  /// The configuration is given the cell's ``configurationState`` (`updated(for:)`) when it is
  /// set and whenever the cell is selected or deselected, its collection view enters or leaves
  /// editing mode, or its swipe actions are revealed or hidden.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { contentConfigurationIfSet }
    set {
      contentConfigurationIfSet = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// The cell's state as a configuration sees it: selected, highlighted, editing (its
  /// collection view's ``UICollectionView/isEditing``), swiped.
  public var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isInEditingCollectionView
    state.isSwiped = revealedActions != nil
    return state
  }

  /// Whether the cell is in a collection view that is editing.
  var isInEditingCollectionView: Bool { (superview as? UICollectionView)?.isEditing ?? false }

  /// Gives the content configuration the cell's state and shows the result, at once.
  public func setNeedsUpdateConfiguration() {
    guard contentConfigurationIfSet != nil || configuredContentView != nil else { return }
    configuredContentView = contentView.showContent(
      contentConfigurationIfSet?.updated(for: configurationState), in: configuredContentView)
  }
}
