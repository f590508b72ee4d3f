import Foundation
import TextCanvas

extension UICollectionView {
  /// How far the section `section` is scrolled sideways, in columns from its leading edge,
  /// when its layout scrolls it sideways (an `orthogonalScrollingBehavior` other than
  /// `.none`); in lines from its top for one that scrolls down on its own (an orthogonal
  /// section of a layout that scrolls horizontally: see ``orthogonalScrollsVertically(_:)``);
  /// nil for a section that scrolls with the collection view.
  package func orthogonalOffset(ofSection section: Int) -> Int? {
    guard collectionViewLayout.orthogonalContentWidth(ofSection: section) != nil else {
      return nil
    }
    return orthogonalOffsets[section] ?? 0
  }

  /// Whether the section `section` scrolls on its own down rather than sideways: an
  /// orthogonal section of a layout that scrolls horizontally, whose offsets are in lines.
  package func orthogonalScrollsVertically(_ section: Int) -> Bool {
    collectionViewLayout.orthogonalScrollsVertically(ofSection: section)
  }

  /// Scrolls the section `section` sideways by `columns` (negative towards its leading
  /// edge; lines, down, for a section that scrolls down), as a finger does in a section whose
  /// layout scrolls it on its own, and lays out.
  /// The offset stops at the row's ends: never before its leading edge, never so far that its
  /// trailing edge leaves the collection view's.
  ///
  /// - Returns: Whether the layout scrolls that section sideways; nothing moves when not.
  package func scrollOrthogonalSection(_ section: Int, byColumns columns: Int)
    throws(CollectionViewError) -> Bool
  {
    prepareIfNeeded()
    guard collectionViewLayout.orthogonalContentWidth(ofSection: section) != nil else {
      return false
    }
    let current = orthogonalOffsets[section] ?? 0
    let (target, overflow) = current.addingReportingOverflow(columns)
    // The layout pass keeps the offset inside the row.
    orthogonalOffsets[section] = overflow ? (columns > 0 ? Int.max : 0) : max(target, 0)
    try layoutVisibleItems()
    return true
  }

  /// Scrolls the section `section` sideways by `columns` as a finger does (a scenario's
  /// `scrollSection` step), then lets it come to rest where its `orthogonalScrollingBehavior`
  /// says (see `OrthogonalPaging`), and lays out: cells that come into view are displayed,
  /// those that leave end displaying.
  ///
  /// - Returns: Whether the layout scrolls that section sideways; nothing moves when not.
  package func swipeOrthogonalSection(_ section: Int, byColumns columns: Int)
    throws(CollectionViewError) -> Bool
  {
    prepareIfNeeded()
    let start = orthogonalOffsets[section] ?? 0
    guard try scrollOrthogonalSection(section, byColumns: columns) else { return false }
    guard let paging = collectionViewLayout.orthogonalPaging(ofSection: section) else {
      return true
    }
    let end = orthogonalOffsets[section] ?? 0
    let rest = paging.restingOffset(
      from: start, to: end,
      width: orthogonalScrollsVertically(section) ? gridFrame.height : gridFrame.width)
    guard rest != end else { return true }
    orthogonalOffsets[section] = max(rest, 0)
    try layoutVisibleItems()
    return true
  }

  /// Keeps each sideways offset inside its row (never so far that the row's trailing edge
  /// leaves the collection view's), which a scroll, a new width or a batch may have moved it
  /// out of: what every layout pass does once the layout is prepared.
  func clampOrthogonalOffsets() {
    for (section, offset) in orthogonalOffsets {
      let width = collectionViewLayout.orthogonalContentWidth(ofSection: section)
      let end =
        width.map {
          orthogonalScrollsVertically(section)
            ? max(PointScale.lines($0) - gridFrame.height, 0)
            : max(PointScale.columns($0) - gridFrame.width, 0)
        } ?? 0
      let clamped = min(offset, end)
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
