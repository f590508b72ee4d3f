import Foundation
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

@testable import HeadlessRender

/// A list's swipe actions, from its configuration's providers: revealed, drawn, performed and
/// hidden as a table's.
@MainActor
@Suite final class UICollectionViewSwipeActionsTests {
  /// The sources of the lists made, which hold them weakly.
  private var sources: [ListCellSource] = []
  private let device = DeviceFrame(size: GridSize(width: 20, height: 3))

  private func list() throws -> (ListCellSource, UICollectionView) {
    let source = ListCellSource([["apple", "pear", "kale"]])
    sources.append(source)
    let list = source.makeList(
      UICollectionLayoutListConfiguration.withoutSeparators, width: 20, height: 3)
    _ = try device.render(list)
    return (source, list)
  }

  @Test func revealedTrailingActionsAreDrawnOverTheItemsTrailingEdgeFirstActionOutermost()
    throws
  {
    let (_, list) = try list()
    #expect(list.revealSwipeActions(at: path(0, 1), edge: .trailing))
    #expect(
      try device.render(list) == [
        " ┌────────────────────┐",
        " │  apple             │",
        " │  pe│ Flag │ Delete │",
        " │  kale              │",
        " └────────────────────┘",
      ])
    #expect(list.cellForItem(at: path(0, 1))?.configurationState.isSwiped == true)
    #expect(list.cellForItem(at: path(0, 0))?.configurationState.isSwiped == false)
  }

  @Test func revealedLeadingActionsAreDrawnOverTheItemsLeadingEdge() throws {
    let (_, list) = try list()
    #expect(list.revealSwipeActions(at: path(0, 0), edge: .leading))
    #expect(try device.render(list)[1] == " │ Pin │e             │")
  }

  @Test func aTapOrAnotherSwipeHidesTheRevealedActionsWithoutSelecting() throws {
    let (source, list) = try list()
    list.revealSwipeActions(at: path(0, 1), edge: .trailing)
    list.revealSwipeActions(at: path(0, 0), edge: .leading)
    #expect(try device.render(list)[2] == " │  pear              │")
    list.tapItem(at: path(0, 2))
    #expect(source.log.isEmpty)
    #expect(list.indexPathsForSelectedItems == nil)
    #expect(try device.render(list)[1] == " │  apple             │")
    list.tapItem(at: path(0, 2))
    #expect(source.log == ["didSelect 0 - 2"])
  }

  @Test func performingAnActionRunsItsHandlerAndItsCompletionHidesTheActions() throws {
    let (source, list) = try list()
    list.revealSwipeActions(at: path(0, 1), edge: .trailing)
    #expect(list.performSwipeAction(at: path(0, 1), edge: .trailing, index: 1))
    #expect(source.log == ["Flag (0 - 1)"])
    #expect(try device.render(list)[2] == " │  pear              │")
    #expect(!list.performSwipeAction(at: path(0, 1), edge: .trailing, index: 2))
  }

  @Test func anActionWhoseHandlerHasNotCompletedStaysRevealed() throws {
    let (source, list) = try list()
    source.completesActions = false
    #expect(list.performSwipeAction(at: path(0, 1), edge: .leading))
    #expect(source.log == ["Pin (0 - 1)"])
    #expect(try device.render(list)[2] == " │ Pin │              │")
  }

  @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNot() throws {
    let (source, list) = try list()
    #expect(list.fullSwipe(at: path(0, 2), edge: .trailing))
    #expect(source.log == ["Delete (0 - 2)"])
    source.performsFirstActionWithFullSwipe = false
    source.clearLog()
    #expect(!list.fullSwipe(at: path(0, 2), edge: .trailing))
    #expect(source.log.isEmpty)
    #expect(try device.render(list)[3] == " │  ka│ Flag │ Delete │")
  }

  @Test func itemsWithoutActionsAndListsInEditingModeRevealNothing() throws {
    let (source, list) = try list()
    #expect(!list.revealSwipeActions(at: path(0, 3), edge: .trailing))
    source.trailingActions = []
    #expect(!list.revealSwipeActions(at: path(0, 1), edge: .trailing))
    #expect(list.revealSwipeActions(at: path(0, 1), edge: .leading))
    list.setEditing(true, animated: false)
    #expect(try device.render(list)[2] == " │  pear              │")
    #expect(!list.revealSwipeActions(at: path(0, 1), edge: .leading))
    #expect(!list.performSwipeAction(at: path(0, 1), edge: .leading))
    #expect(source.log.isEmpty)
  }

  @Test func onlyListCellsRevealActions() throws {
    let source = GridDataSource(items: ["apple"])
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
      ])
    }
    let list = makeCollectionView(
      source, layout: UICollectionViewCompositionalLayout.list(using: configuration), width: 20)
    _ = try device.render(list)
    #expect(list.swipeConfiguration(at: path(0, 0), edge: .trailing) != nil)
    #expect(!list.revealSwipeActions(at: path(0, 0), edge: .trailing))
    #expect(!list.performSwipeAction(at: path(0, 0), edge: .trailing))
  }

  @Test func reloadDataAndDeletingTheItemHideTheActionsAndAnInsertAboveMovesThem() throws {
    let (source, list) = try list()
    list.revealSwipeActions(at: path(0, 1), edge: .trailing)
    list.reloadData()
    #expect(try device.render(list)[2] == " │  pear              │")
    list.revealSwipeActions(at: path(0, 0), edge: .trailing)
    source.sections = [["fig", "apple", "pear", "kale"]]
    list.insertItems(at: [path(0, 0)])
    #expect(try device.render(list)[2] == " │  ap│ Flag │ Delete │")
    source.sections = [["fig", "pear", "kale"]]
    list.deleteItems(at: [path(0, 1)])
    #expect(try device.render(list)[2] == " │  pear              │")
  }
}

extension UICollectionLayoutListConfiguration {
  /// A plain list without separators, so that each item is one line.
  fileprivate static var withoutSeparators: Self {
    var configuration = Self(appearance: .plain)
    configuration.showsSeparators = false
    return configuration
  }
}
