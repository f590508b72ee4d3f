import Foundation

extension UICollectionView {
  /// How far the section `section` is scrolled sideways, in columns from its leading edge,
  /// when its layout scrolls it sideways (an `orthogonalScrollingBehavior` other than
  /// `.none`); nil for a section that scrolls with the collection view.
  package func orthogonalOffset(ofSection section: Int) -> Int? {
    guard collectionViewLayout.orthogonalContentWidth(ofSection: section) != nil else {
      return nil
    }
    return orthogonalOffsets[section] ?? 0
  }

  /// Scrolls the section `section` sideways by `columns` (negative towards its leading
  /// edge), as a finger does in a section whose layout scrolls it sideways, and lays out.
  /// The offset stops at the row's ends: never before its leading edge, never so far that its
  /// trailing edge leaves the collection view's.
  ///
  /// - Returns: Whether the layout scrolls that section sideways; nothing moves when not.
  package func scrollOrthogonalSection(_ section: Int, byColumns columns: Int)
    throws(CollectionViewError) -> Bool
  {
    prepareIfNeeded()
    guard let width = collectionViewLayout.orthogonalContentWidth(ofSection: section) else {
      return false
    }
    let current = orthogonalOffsets[section] ?? 0
    let (target, overflow) = current.addingReportingOverflow(columns)
    let end = orthogonalEnd(width)
    let offset = overflow ? (columns > 0 ? end : 0) : min(max(target, 0), end)
    orthogonalOffsets[section] = offset == 0 ? nil : offset
    try layoutVisibleItems()
    return true
  }

  /// The farthest a row `width` points wide scrolls: its trailing edge at the collection
  /// view's.
  private func orthogonalEnd(_ width: CGFloat) -> Int {
    max(PointScale.columns(width) - gridFrame.width, 0)
  }

  /// Keeps each sideways offset inside its row, which a new width or a batch may have made
  /// shorter: what every layout pass does once the layout is prepared.
  func clampOrthogonalOffsets() {
    for (section, offset) in orthogonalOffsets {
      let end = collectionViewLayout.orthogonalContentWidth(ofSection: section).map(orthogonalEnd)
      let clamped = min(offset, end ?? 0)
      orthogonalOffsets[section] = clamped == 0 ? nil : clamped
    }
  }

  /// Moves the sideways offsets along with their sections after a batch: a deleted or
  /// reloaded section starts again at its leading edge.
  func moveOrthogonalOffsets(_ newSection: (Int) -> Int?, reloaded: Set<Int>) {
    var moved: [Int: Int] = [:]
    for (section, offset) in orthogonalOffsets where !reloaded.contains(section) {
      if let new = newSection(section) { moved[new] = offset }
    }
    orthogonalOffsets = moved
  }
}
