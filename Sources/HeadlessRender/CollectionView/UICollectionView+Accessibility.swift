import Foundation
import TextCanvas

extension UICollectionView {
  /// What VoiceOver reads in the collection view, as one group: its background view, then
  /// section by section the supplementary views that start above the bottom of the section's
  /// first line of items on screen (its headers, pinned or not), its visible items in
  /// index-path order, then its other supplementary views (its footers), top to bottom. Only
  /// what is on screen: the views laid out.
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
    for (key, view) in supplementaryViews {
      guard let section = key.indexPath?.section else { continue }
      supplementary[section, default: []].append(view)
    }
    let sections = Set(items.map(\.section)).union(supplementary.keys).sorted()
    for section in sections {
      let cells = items.filter { $0.section == section }.compactMap { cellForItem(at: $0) }
      let firstLineBottom = cells.map(\.gridFrame.maxY).min() ?? Int.max
      let views = (supplementary[section] ?? []).sorted {
        ($0.gridFrame.minY, $0.gridFrame.minX) < ($1.gridFrame.minY, $1.gridFrame.minX)
      }
      for view in views where view.gridFrame.minY < firstLineBottom { read(view) }
      for cell in cells { read(cell) }
      for view in views where view.gridFrame.minY >= firstLineBottom { read(view) }
    }
    return elements.isEmpty ? [] : [elements]
  }
}
