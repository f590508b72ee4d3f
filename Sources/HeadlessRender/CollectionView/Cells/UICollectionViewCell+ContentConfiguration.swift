extension UICollectionViewCell {
  /// Whether the cell is in a collection view that is editing.
  var isInEditingCollectionView: Bool { (superview as? UICollectionView)?.isEditing ?? false }

  /// Whether the cell's item is expanded in its section's outline (a section snapshot applied
  /// to a diffable data source); false outside one.
  var isExpandedInOutline: Bool {
    guard let collectionView = superview as? UICollectionView,
      let indexPath = collectionView.indexPath(for: self),
      let outline = collectionView.dataSource as? any CollectionOutlineDataSource
    else { return false }
    return outline.isOutlineItemExpanded(at: indexPath)
  }
}
