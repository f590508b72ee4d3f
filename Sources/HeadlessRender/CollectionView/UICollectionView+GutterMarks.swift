extension UICollectionView {
  /// Adds the gutter marks of the items on screen that the last updates changed to `marks`,
  /// by line of the drawing whose line `top` is the collection view's first: a line that
  /// shows several changed items shows the strongest mark (inserted, reloaded, moved,
  /// reconfigured), and a list item's separator line shares its item's mark.
  func gutterMarks(top: Int, into marks: inout [Int: Character]) {
    var kinds: [Int: RowUpdateKind] = [:]
    let shown = 0..<max(gridFrame.height, 0)
    for (indexPath, cell) in cellsByIndexPath {
      guard let kind = lastUpdateMarks[indexPath] else { continue }
      let separator = collectionViewLayout.separator(below: indexPath) == nil ? 0 : 1
      let lines = cell.gridFrame.minY..<(cell.gridFrame.maxY + separator)
      for line in lines.clamped(to: shown) {
        kinds[line] = kinds[line].map { $0.combined(with: kind) } ?? kind
      }
    }
    for (line, kind) in kinds { marks[top + line] = kind.gutterMark }
  }
}
