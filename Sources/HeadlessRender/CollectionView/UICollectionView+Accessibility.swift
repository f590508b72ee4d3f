import Foundation
import TextCanvas

extension UICollectionView {
  /// What VoiceOver reads in the collection view, as one group: its background view, then
  /// section by section the supplementary views that start above the bottom of the section's
  /// first line of items on screen (its headers, pinned or not), its visible items in
  /// index-path order, each followed by the views attached to it (its badges, top to bottom),
  /// then its other supplementary views (its footers), top to bottom. Only what is on screen:
  /// the views laid out.
  ///
  /// A cell is not an element of its own (see ``UICollectionViewCell``): the labels inside
  /// it are read one by one, in the order they are drawn.
  func readingOrderGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    var elements: [AccessibilityElement] = []
    func read(_ view: UIView?) {
      guard let view, !view.isHidden else { return }
      elements += view.readAccessibilityGroups(origin: rect.origin, clip: clip).flatMap { $0 }
    }
    read(backgroundView)
    let items = indexPathsForVisibleItems
    var supplementary: [Int: [UICollectionReusableView]] = [:]
    var attached: [IndexPath: [UICollectionReusableView]] = [:]
    for (key, view) in supplementaryViews {
      guard let indexPath = key.indexPath else { continue }
      let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: key.kind, at: indexPath)
      if attributes?.attachment == .item {
        attached[indexPath, default: []].append(view)
      } else {
        supplementary[indexPath.section, default: []].append(view)
      }
    }
    func byPosition(_ lhs: UIView, _ rhs: UIView) -> Bool {
      (lhs.gridFrame.minY, lhs.gridFrame.minX) < (rhs.gridFrame.minY, rhs.gridFrame.minX)
    }
    let sections = Set(items.map(\.section)).union(supplementary.keys).union(
      attached.keys.map(\.section)
    ).sorted()
    for section in sections {
      let cells = items.filter { $0.section == section }.compactMap { cellForItem(at: $0) }
      let firstLineBottom = cells.map(\.gridFrame.maxY).min() ?? Int.max
      let views = (supplementary[section] ?? []).sorted(by: byPosition)
      for view in views where view.gridFrame.minY < firstLineBottom { read(view) }
      // A badge whose item is off screen is read where its item would be.
      let paths = Set(items.filter { $0.section == section }).union(
        attached.keys.filter { $0.section == section })
      for indexPath in paths.sorted() {
        read(cellForItem(at: indexPath))
        for view in (attached[indexPath] ?? []).sorted(by: byPosition) { read(view) }
      }
      for view in views where view.gridFrame.minY >= firstLineBottom { read(view) }
    }
    return elements.isEmpty ? [] : [elements]
  }
}
