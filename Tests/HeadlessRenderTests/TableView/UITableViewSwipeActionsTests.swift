import Foundation
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// Swipe actions: revealed, drawn, performed, hidden, and offered to VoiceOver.
@MainActor
@Suite final class UITableViewSwipeActionsTests {
  /// The spies of the tables made, which hold them weakly.
  private var spies: [ListSpy] = []

  private func list() throws -> (ListSpy, UITableView) {
    let spy = ListSpy([["apple", "pear", "kale"]])
    spies.append(spy)
    spy.trailingActions = ["Delete", "Flag"]
    spy.leadingActions = ["Pin"]
    let table = makeList(spy)
    _ = try frame(of: table)
    spy.clearLog()
    return (spy, table)
  }

  @Test func aConfigurationPerformsItsFirstActionOnAFullSwipeByDefault() {
    let configuration = UISwipeActionsConfiguration(actions: [])
    #expect(configuration.performsFirstActionWithFullSwipe)
    let action = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
    #expect(action.style == .normal)
    #expect(action.title == "Flag")
    #expect(action.image == nil)
    #expect(action.backgroundColor == nil)
  }

  @Test func revealedTrailingActionsAreDrawnOverTheRowsTrailingEdgeFirstActionOutermost() throws {
    let (_, table) = try list()
    #expect(table.revealSwipeActions(at: path(0, 1), edge: .trailing))
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │  apple             │",
        " │  pe│ Flag │ Delete │",
        " │  kale              │",
        " └────────────────────┘",
      ])
  }

  @Test func revealedLeadingActionsAreDrawnOverTheRowsLeadingEdge() throws {
    let (_, table) = try list()
    #expect(table.revealSwipeActions(at: path(0, 0), edge: .leading))
    #expect(try frame(of: table)[1] == " │ Pin │e             │")
  }

  @Test func aTapOrAnotherSwipeHidesTheRevealedActionsWithoutSelecting() throws {
    let (spy, table) = try list()
    table.revealSwipeActions(at: path(0, 1), edge: .trailing)
    table.revealSwipeActions(at: path(0, 0), edge: .leading)
    #expect(try frame(of: table)[2] == " │  pear              │")
    table.tapRow(at: path(0, 2))
    #expect(spy.log.isEmpty)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(try frame(of: table)[1] == " │  apple             │")
  }

  @Test func performingAnActionRunsItsHandlerAndItsCompletionHidesTheActions() throws {
    let (spy, table) = try list()
    table.revealSwipeActions(at: path(0, 1), edge: .trailing)
    #expect(table.performSwipeAction(at: path(0, 1), edge: .trailing, index: 1))
    #expect(spy.log == ["Flag [0, 1]"])
    #expect(try frame(of: table)[2] == " │  pear              │")
    #expect(!table.performSwipeAction(at: path(0, 1), edge: .trailing, index: 2))
  }

  @Test func anActionWhoseHandlerHasNotCompletedStaysRevealed() throws {
    let (spy, table) = try list()
    spy.completesActions = false
    #expect(table.performSwipeAction(at: path(0, 1), edge: .leading))
    #expect(spy.log == ["Pin [0, 1]"])
    #expect(try frame(of: table)[2] == " │ Pin │              │")
  }

  @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNot() throws {
    let (spy, table) = try list()
    #expect(table.fullSwipe(at: path(0, 2), edge: .trailing))
    #expect(spy.log == ["Delete [0, 2]"])
    spy.performsFirstActionWithFullSwipe = false
    spy.clearLog()
    #expect(!table.fullSwipe(at: path(0, 2), edge: .trailing))
    #expect(spy.log.isEmpty)
    #expect(try frame(of: table)[3] == " │  ka│ Flag │ Delete │")
  }

  @Test func rowsThatCannotBeEditedAndTablesInEditingModeRevealNothing() throws {
    let (spy, table) = try list()
    spy.uneditableRows = [path(0, 0)]
    #expect(!table.revealSwipeActions(at: path(0, 0), edge: .trailing))
    #expect(!table.performSwipeAction(at: path(0, 0), edge: .trailing))
    #expect(!table.revealSwipeActions(at: path(0, 3), edge: .trailing))
    spy.trailingActions = []
    #expect(!table.revealSwipeActions(at: path(0, 1), edge: .trailing))
    #expect(table.revealSwipeActions(at: path(0, 1), edge: .leading))
    table.setEditing(true, animated: false)
    #expect(!table.revealSwipeActions(at: path(0, 1), edge: .leading))
    #expect(spy.log.isEmpty)
  }

  @Test func reloadDataAndDeletingTheRowHideTheActionsAndAnInsertAboveMovesThem() throws {
    let (spy, table) = try list()
    table.revealSwipeActions(at: path(0, 1), edge: .trailing)
    table.reloadData()
    #expect(try frame(of: table)[2] == " │  pear              │")
    table.revealSwipeActions(at: path(0, 0), edge: .trailing)
    spy.sections = [["fig", "apple", "pear", "kale"]]
    table.insertRows(at: [path(0, 0)], with: .automatic)
    #expect(try frame(of: table)[2] == " │  ap│ Flag │ Delete │")
    spy.sections = [["fig", "pear", "kale"]]
    table.deleteRows(at: [path(0, 1)], with: .automatic)
    #expect(try frame(of: table)[2] == " │  pear              │")
  }

  @Test func voiceOverOffersTheSwipeActionsAsCustomActionsTrailingFirst() throws {
    let (spy, table) = try list()
    spy.uneditableRows = [path(0, 2)]
    #expect(
      table.accessibilityElementsInReadingOrder().flatMap(\.lines) == [
        "apple", "  Actions Available", "  ↓ Delete", "  ↓ Flag", "  ↓ Pin",
        "pear", "  Actions Available", "  ↓ Delete", "  ↓ Flag", "  ↓ Pin",
        "kale",
      ])
  }
}
