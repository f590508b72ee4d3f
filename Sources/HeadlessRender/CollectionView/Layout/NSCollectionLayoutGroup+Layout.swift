import Foundation

extension NSCollectionLayoutGroup {
  /// One cell an instance of a group places: its frame, the item it is made from, and the
  /// views attached to it, each with its frame: its item's badges, then the views of each
  /// group it is the first cell of, the innermost first.
  struct PlacedCell {
    var frame: CGRect
    var item: NSCollectionLayoutItem
    var attached: [(item: NSCollectionLayoutSupplementaryItem, frame: CGRect)]
  }

  /// What one instance of a group holds: its cells in order, and its size once its estimated
  /// dimensions take what its content measured (its resolved size when nothing is measured).
  struct Layout {
    var cells: [PlacedCell] = []
    var size: CGSize
  }

  /// What the cell of each item asked for, by the item's place among the group's cells: a
  /// width for an item whose width is estimated (measured whole), a height for one whose
  /// height is estimated (measured at its width); nil where it is not measured yet.
  typealias Measurement = @MainActor @Sendable (Int) -> (width: CGFloat?, height: CGFloat?)

  /// Lays out one instance of the group in `frame` (its size resolved, estimates as given),
  /// `limit` of its cells holding items.
  ///
  /// Fractional sizes resolve against `frame` less the group's content insets; subitems go
  /// one after the other along the group's axis, cycling through them while the next fits (or
  /// exactly `count` of them), `interItemSpacing` apart; each cell is then inset by its item's
  /// content insets, except along an estimated axis. With `measured`, the group self-sizes:
  /// each item of an estimated dimension takes its cell's measure in that dimension; along a
  /// fixed axis of the group the items that fit are counted at their measured lengths (one
  /// longer than the group's content is cut to it), along an estimated one at their
  /// estimates; a nested group takes the size its own content gives it where its
  /// dimensions are estimated; and the group, along each axis whose dimension is estimated,
  /// is as long as its content (its items stacked along its axis, its tallest or widest
  /// across it, among the cells that hold items) plus its content insets. Each view of
  /// ``supplementaryItems`` is attached to the group's first cell, placed against the group's
  /// frame (with its self-sized size) by ``NSCollectionLayoutSupplementaryItem/frame(in:)``;
  /// a group that holds no item has none.
  ///
  /// - Complexity: O(n) in the cells without `measured`; each level of nesting lays its
  ///   groups out twice with it.
  func layout(in frame: CGRect, limit: Int = .max, measured: Measurement? = nil) -> Layout {
    let content = CGRect(
      x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
      width: max(frame.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(frame.height - contentInsets.top - contentInsets.bottom, 0))
    let isHorizontal = axis == .horizontal
    let extent = isHorizontal ? content.width : content.height
    let spacing = interItemSpacing?.value ?? 0
    func length(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
    // Along an estimated axis the group's own length is a guess: it holds what fits at the
    // estimates and then takes its content's length. Along a fixed one its items are counted,
    // and cut, at their measured lengths.
    let isEstimatedAlong =
      (isHorizontal ? layoutSize.widthDimension : layoutSize.heightDimension).isEstimated
    // Each subitem's slot (its size resolved, as the group is laid out at its estimates) and
    // its size (what it takes once measured), with the number of cells it holds.
    var sizes: [(item: NSCollectionLayoutItem, slot: CGSize, size: CGSize)] = []
    var cellCount = 0
    func measure(_ item: NSCollectionLayoutItem, slot: CGSize) -> (size: CGSize, cells: Int) {
      guard let measured else { return (slot, 1) }
      let first = cellCount
      if let group = item as? NSCollectionLayoutGroup {
        let inner = group.layout(
          in: CGRect(origin: content.origin, size: slot), limit: limit - first,
          measured: { @MainActor @Sendable in measured(first + $0) })
        return (inner.size, inner.cells.count)
      }
      var size = slot
      let cell = measured(first)
      if item.layoutSize.widthDimension.isEstimated, let width = cell.width {
        size.width = isHorizontal && !isEstimatedAlong ? min(width, extent) : width
      }
      if item.layoutSize.heightDimension.isEstimated, let height = cell.height {
        size.height = !isHorizontal && !isEstimatedAlong ? min(height, extent) : height
      }
      return (size, 1)
    }
    if let count, !subitems.isEmpty {
      for index in 0..<max(count, 0) {
        let item = subitems[index % subitems.count]
        var slot = item.layoutSize.resolved(in: content.size)
        if resizesToCount, count > 0 {
          let share = (extent - spacing * CGFloat(count - 1)) / CGFloat(count)
          if isHorizontal { slot.width = share } else { slot.height = share }
        }
        let measuredItem = measure(item, slot: slot)
        var size = measuredItem.size
        // The deprecated count initializers size the items to share the group, measured or not.
        if resizesToCount {
          if isHorizontal { size.width = slot.width } else { size.height = slot.height }
        }
        sizes.append((item, slot, size))
        cellCount += measuredItem.cells
      }
    } else if !subitems.isEmpty {
      var used: CGFloat = 0
      var index = 0
      while true {
        let item = subitems[index % subitems.count]
        let slot = item.layoutSize.resolved(in: content.size)
        let (size, cells) = measure(item, slot: slot)
        let counted = length(isEstimatedAlong ? slot : size)
        let needed = used + (sizes.isEmpty ? 0 : spacing) + counted
        // A subitem of no length would repeat forever; one too long for an empty group
        // still takes the group, as UIKit places at least one.
        guard counted > 0, needed <= extent + 0.0001 || sizes.isEmpty else { break }
        sizes.append((item, slot, size))
        cellCount += cells
        used = needed
        index += 1
        if sizes.count > 10_000 { break }
      }
    }
    var gap = spacing
    if interItemSpacing?.isFlexible == true, sizes.count > 1 {
      let lengths = sizes.reduce(CGFloat(0)) { $0 + length($1.size) }
      gap = max(spacing, (extent - lengths) / CGFloat(sizes.count - 1))
    }
    var layout = Layout(size: frame.size)
    var position = isHorizontal ? content.minX : content.minY
    // How far the content reaches along the axis and across it, over the cells holding items.
    var along: CGFloat = 0
    var across: CGFloat = 0
    for (item, slot, size) in sizes {
      let first = layout.cells.count
      if first < limit {
        along = position + length(size) - (isHorizontal ? content.minX : content.minY)
        across = max(across, isHorizontal ? size.height : size.width)
      }
      if let group = item as? NSCollectionLayoutGroup {
        let placed =
          isHorizontal
          ? CGRect(x: position, y: content.minY, width: slot.width, height: slot.height)
          : CGRect(x: content.minX, y: position, width: slot.width, height: slot.height)
        layout.cells +=
          group.layout(
            in: placed, limit: limit - first,
            measured: measured.map { all in { @MainActor @Sendable in all(first + $0) } }
          ).cells
      } else {
        let placed =
          isHorizontal
          ? CGRect(x: position, y: content.minY, width: size.width, height: size.height)
          : CGRect(x: content.minX, y: position, width: size.width, height: size.height)
        // UIKit ignores an item's content insets along an axis whose dimension is estimated.
        let insets = item.contentInsets
        let horizontal = item.layoutSize.widthDimension.isEstimated ? 0 : 1 as CGFloat
        let vertical = item.layoutSize.heightDimension.isEstimated ? 0 : 1 as CGFloat
        let cell = CGRect(
          x: placed.minX + horizontal * insets.leading, y: placed.minY + vertical * insets.top,
          width: max(placed.width - horizontal * (insets.leading + insets.trailing), 0),
          height: max(placed.height - vertical * (insets.top + insets.bottom), 0))
        layout.cells.append(
          PlacedCell(
            frame: cell, item: item,
            attached: item.supplementaryItems.map { ($0, $0.frame(in: cell)) }))
      }
      position += length(size) + gap
    }
    if measured != nil, limit > 0, !sizes.isEmpty {
      let width = isHorizontal ? along : across
      let height = isHorizontal ? across : along
      if layoutSize.widthDimension.isEstimated {
        layout.size.width = width + contentInsets.leading + contentInsets.trailing
      }
      if layoutSize.heightDimension.isEstimated {
        layout.size.height = height + contentInsets.top + contentInsets.bottom
      }
    }
    if limit > 0, !layout.cells.isEmpty {
      let groupFrame = CGRect(origin: frame.origin, size: layout.size)
      layout.cells[0].attached += supplementaryItems.map { ($0, $0.frame(in: groupFrame)) }
    }
    return layout
  }

  /// Whether the group, or an item or group inside it, has an estimated dimension.
  var hasEstimatedDimension: Bool {
    layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated
      || subitems.contains {
        ($0 as? NSCollectionLayoutGroup)?.hasEstimatedDimension
          ?? ($0.layoutSize.widthDimension.isEstimated
            || $0.layoutSize.heightDimension.isEstimated)
      }
  }
}
