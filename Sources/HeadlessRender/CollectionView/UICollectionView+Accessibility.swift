import Foundation

extension UICollectionView {
  /// What VoiceOver reads in the collection view, as one group: section by section, its
  /// header view, its visible items in index-path order, then its footer view. Only what is
  /// on screen: the views laid out.
  ///
  /// A cell is not an element of its own (see ``UICollectionViewCell``): the labels inside
  /// it are read one by one, in the order they are drawn.
  func readingOrderGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    var elements: [AccessibilityElement] = []
    func read(_ view: UIView?) {
      guard let view else { return }
      elements += view.readAccessibilityGroups(origin: rect.origin, clip: clip).flatMap { $0 }
    }
    let items = indexPathsForVisibleItems
    let sections = Set(items.map(\.section)).union(
      supplementaryViews.keys.compactMap { $0.indexPath?.section }
    ).sorted()
    for section in sections {
      let header = IndexPath(item: 0, section: section)
      read(supplementaryView(forElementKind: Self.elementKindSectionHeader, at: header))
      for indexPath in items where indexPath.section == section {
        read(cellForItem(at: indexPath))
      }
      read(supplementaryView(forElementKind: Self.elementKindSectionFooter, at: header))
    }
    return elements.isEmpty ? [] : [elements]
  }
}
