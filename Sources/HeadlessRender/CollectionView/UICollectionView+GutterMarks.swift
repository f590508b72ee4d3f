extension UICollectionView {
  /// Adds the gutter marks of the items on screen that the last updates changed to `marks`,
  /// by line of the drawing whose line `top` is the collection view's first: a line that
  /// shows several changed items shows the strongest mark (inserted, reloaded, moved,
  /// reconfigured), a list item's separator line shares its item's mark, and the lines of
  /// the headers and footers of a section inserted, moved or reloaded show its mark, as a
  /// table's header lines do.
  package func gutterMarks(top: Int, into marks: inout [Int: Character]) {
    var kinds: [Int: ListUpdateKind] = [:]
    let shown = 0..<max(gridFrame.height, 0)
    func mark(_ lines: Range<Int>, _ kind: ListUpdateKind) {
      for line in lines.clamped(to: shown) {
        kinds[line] = kinds[line].map { $0.combined(with: kind) } ?? kind
      }
    }
    for (indexPath, cell) in cellsByIndexPath {
      guard let kind = lastUpdateMarks[indexPath] else { continue }
      let separator = collectionViewLayout.separator(below: indexPath) == nil ? 0 : 1
      mark(cell.gridFrame.minY..<(cell.gridFrame.maxY + separator), kind)
    }
    for (key, view) in supplementaryViews {
      guard let section = key.indexPath?.section, let kind = lastSectionUpdateMarks[section]
      else { continue }
      mark(view.gridFrame.minY..<view.gridFrame.maxY, kind)
    }
    for (line, kind) in kinds { marks[top + line] = kind.gutterMark }
  }
}
