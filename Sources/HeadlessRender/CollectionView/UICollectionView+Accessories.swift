import Foundation

/// An accessory of a list cell that a finger taps as a button: its label, as VoiceOver reads
/// it, and where it is.
package struct CellAccessoryButton: Hashable, Sendable {
  /// `Delete Inbox`, `Insert Inbox`, `More Info`, `Reorder Inbox`.
  package let label: String
  /// The item whose cell shows it.
  package let indexPath: IndexPath
  /// Its index in the cell's accessories.
  package let index: Int
}

extension UICollectionView {
  /// The accessories of the list cell at `indexPath` that a finger taps as buttons, in
  /// reading order (leading edge first); none for an item not on screen or not in a list
  /// cell, and none for a hidden accessory.
  package func accessoryButtons(at indexPath: IndexPath) -> [CellAccessoryButton] {
    guard let cell = cellsByIndexPath[indexPath] as? UICollectionViewListCell else { return [] }
    return cell.accessoryControlLabels().map {
      CellAccessoryButton(label: $0.label, indexPath: indexPath, index: $0.index)
    }
  }

  /// Simulates the user tapping the accessory at `index` of the list cell at `indexPath`, as
  /// UIKit's accessories act: the delete control runs its handler, or without one reveals the
  /// item's trailing swipe actions; the insert control and the detail button run their
  /// handler, or without one ignore the tap; the outline disclosure runs its handler, or
  /// without one expands or collapses the item in its section snapshot. Other accessories
  /// (a reorder control is dragged, a multiselect one is the item's own tap) and hidden ones
  /// do nothing.
  ///
  /// - Returns: Whether the accessory is shown on the item's cell and takes taps (false for a
  ///   reorder or multiselect control, a hidden one, or none there).
  @discardableResult
  package func tapAccessory(at indexPath: IndexPath, index: Int) -> Bool {
    guard let cell = cellsByIndexPath[indexPath] as? UICollectionViewListCell,
      let part = (cell.leadingAccessories + cell.trailingAccessories).first(where: {
        $0.index == index
      }),
      !part.accessory.isHidden
    else { return false }
    let handler = part.accessory.actionHandler
    switch part.accessory.kind {
    case .delete:
      if let handler {
        handler()
      } else {
        hideSwipeActions()
        deleteControlReveal = indexPath
        if !revealSwipeActions(at: indexPath, edge: .trailing) { deleteControlReveal = nil }
      }
    case .insert, .detail:
      handler?()
    case .outlineDisclosure:
      if let handler {
        handler()
      } else if let outline = dataSource as? any CollectionOutlineDataSource {
        _ = outline.setOutlineItem(
          at: indexPath, expanded: !outline.isOutlineItemExpanded(at: indexPath))
      }
    case .multiselect, .reorder, .disclosureIndicator, .checkmark, .label, .customView:
      return false
    }
    return true
  }

  /// The handler of the outline disclosure the list cell at `indexPath` shows, if it shows
  /// one with a handler: a tap on the disclosure runs it instead of expanding or collapsing.
  package func outlineDisclosureHandler(at indexPath: IndexPath) -> UICellAccessory.ActionHandler? {
    guard let cell = cellsByIndexPath[indexPath] as? UICollectionViewListCell else { return nil }
    return (cell.leadingAccessories + cell.trailingAccessories).lazy.compactMap {
      if case .outlineDisclosure = $0.accessory.kind, !$0.accessory.isHidden {
        $0.accessory.actionHandler
      } else {
        nil
      }
    }.first
  }

  /// Simulates a tap on the item at `indexPath` whose list cell shows an outline disclosure
  /// of the header style (`.header`, or `.automatic` on the first item of a section whose
  /// list's `headerMode` is `.firstItemInSection`): the tap acts as one on the disclosure, as
  /// UIKit's header says, and does not select the item.
  ///
  /// - Returns: Whether the item's cell shows such a disclosure (then the tap is taken).
  func tapHeaderOutlineDisclosure(at indexPath: IndexPath) -> Bool {
    guard let cell = cellsByIndexPath[indexPath] as? UICollectionViewListCell,
      let part = (cell.leadingAccessories + cell.trailingAccessories).first(where: {
        if case .outlineDisclosure = $0.accessory.kind { !$0.accessory.isHidden } else { false }
      }),
      case .outlineDisclosure(let options) = part.accessory.kind,
      cell.takesTapsAsDisclosure(options)
    else { return false }
    return tapAccessory(at: indexPath, index: part.index)
  }

  /// The appearance of the list whose section header the item at `indexPath` is: the first
  /// item of a section laid out as a list with `headerMode` `.firstItemInSection`; nil for any
  /// other item.
  func listHeaderAppearance(at indexPath: IndexPath)
    -> UICollectionLayoutListConfiguration.Appearance?
  {
    guard indexPath.item == 0,
      let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
        .listConfiguration(ofSection: indexPath.section),
      UICollectionViewCompositionalLayout.hasHeaderItem(list)
    else { return nil }
    return list.appearance
  }

  /// Simulates the user tapping the leading editing control of the list cell at `indexPath`:
  /// the first delete, insert or multiselect accessory it shows at its leading edge. A delete
  /// or insert control acts as ``tapAccessory(at:index:)`` says; a multiselect control is a
  /// tap on the item.
  ///
  /// - Returns: Whether the cell shows such a control (not hidden).
  @discardableResult
  package func tapEditingControl(at indexPath: IndexPath) -> Bool {
    guard let cell = cellsByIndexPath[indexPath] as? UICollectionViewListCell,
      let control = cell.leadingAccessories.first(where: {
        switch $0.accessory.kind {
        case .delete, .insert, .multiselect: true
        default: false
        }
      })
    else { return false }
    if case .multiselect = control.accessory.kind {
      tapItem(at: indexPath)
      return true
    }
    return tapAccessory(at: indexPath, index: control.index)
  }
}
