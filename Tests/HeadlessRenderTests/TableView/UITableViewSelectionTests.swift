import Foundation
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// Selection: the user's tap through the delegate, programmatic selection, what survives a
/// batch update, the drawing and the reading.
@MainActor
@Suite final class UITableViewSelectionTests {
  /// The spies of the tables made, which hold them weakly.
  private var spies: [ListSpy] = []

  private func list(_ rows: [String] = ["apple", "pear", "kale"]) throws -> (ListSpy, UITableView) {
    let spy = ListSpy([rows])
    spies.append(spy)
    let table = makeList(spy)
    _ = try frame(of: table)
    spy.clearLog()
    return (spy, table)
  }

  @Test func nothingIsSelectedByDefaultAndSelectionIsAllowedOutsideEditingOnly() throws {
    let (_, table) = try list()
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.allowsSelection)
    #expect(!table.allowsMultipleSelection)
    #expect(!table.allowsSelectionDuringEditing)
    #expect(!table.allowsMultipleSelectionDuringEditing)
    #expect(!table.isEditing)
  }

  @Test func aTapHighlightsThenSelectsTheRowAndTellsTheDelegateInOrder() throws {
    let (spy, table) = try list()
    table.tapRow(at: path(0, 1))
    #expect(
      spy.log == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]",
        "willSelect [0, 1]", "didSelect [0, 1]",
      ])
    #expect(table.indexPathForSelectedRow == path(0, 1))
    #expect(table.indexPathsForSelectedRows == [path(0, 1)])
    #expect(table.cellForRow(at: path(0, 1))?.isSelected == true)
  }

  @Test func tappingAnotherRowDeselectsTheFirstBeforeItSaysDidSelect() throws {
    let (spy, table) = try list()
    table.tapRow(at: path(0, 0))
    spy.clearLog()
    table.tapRow(at: path(0, 2))
    #expect(
      spy.log == [
        "shouldHighlight [0, 2]", "didHighlight [0, 2]", "didUnhighlight [0, 2]",
        "willSelect [0, 2]", "willDeselect [0, 0]", "didDeselect [0, 0]", "didSelect [0, 2]",
      ])
    #expect(table.indexPathsForSelectedRows == [path(0, 2)])
    #expect(table.cellForRow(at: path(0, 0))?.isSelected == false)
  }

  @Test func tappingTheSelectedRowAgainKeepsItAndSaysDidSelectAgain() throws {
    let (spy, table) = try list()
    table.tapRow(at: path(0, 0))
    spy.clearLog()
    table.tapRow(at: path(0, 0))
    #expect(spy.log.suffix(2) == ["willSelect [0, 0]", "didSelect [0, 0]"])
    #expect(table.indexPathsForSelectedRows == [path(0, 0)])
  }

  @Test func withMultipleSelectionATapAddsARowAndASecondTapRemovesIt() throws {
    let (spy, table) = try list()
    table.allowsMultipleSelection = true
    table.tapRow(at: path(0, 2))
    table.tapRow(at: path(0, 0))
    #expect(table.indexPathsForSelectedRows == [path(0, 0), path(0, 2)])
    #expect(table.indexPathForSelectedRow == path(0, 0))
    spy.clearLog()
    table.tapRow(at: path(0, 2))
    #expect(
      spy.log == [
        "shouldHighlight [0, 2]", "didHighlight [0, 2]", "didUnhighlight [0, 2]",
        "willDeselect [0, 2]", "didDeselect [0, 2]",
      ])
    #expect(table.indexPathsForSelectedRows == [path(0, 0)])
  }

  @Test func aTableThatDoesNotAllowSelectionIgnoresTapsButNotCode() throws {
    let (spy, table) = try list()
    table.allowsSelection = false
    table.tapRow(at: path(0, 1))
    #expect(spy.log.isEmpty)
    #expect(table.indexPathForSelectedRow == nil)
    table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == path(0, 1))
  }

  @Test func aRowThatDoesNotHighlightCannotBeSelectedByATap() throws {
    let (spy, table) = try list()
    spy.highlightsRows = false
    table.tapRow(at: path(0, 1))
    #expect(spy.log == ["shouldHighlight [0, 1]"])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func willSelectCanRefuseTheRowOrNameAnother() throws {
    let (spy, table) = try list()
    spy.willSelectAnswers[path(0, 1)] = .some(nil)
    table.tapRow(at: path(0, 1))
    #expect(spy.log.last == "willSelect [0, 1]")
    #expect(table.indexPathForSelectedRow == nil)
    spy.willSelectAnswers[path(0, 1)] = path(0, 2)
    spy.clearLog()
    table.tapRow(at: path(0, 1))
    #expect(spy.log.suffix(2) == ["willSelect [0, 1]", "didSelect [0, 2]"])
    #expect(table.indexPathForSelectedRow == path(0, 2))
  }

  @Test func willDeselectCanKeepARowSelected() throws {
    let (spy, table) = try list()
    table.allowsMultipleSelection = true
    table.tapRow(at: path(0, 1))
    spy.willDeselectAnswers[path(0, 1)] = .some(nil)
    spy.clearLog()
    table.tapRow(at: path(0, 1))
    #expect(spy.log.last == "willDeselect [0, 1]")
    #expect(table.indexPathForSelectedRow == path(0, 1))
  }

  @Test func willSelectNamingARowThatDoesNotExistIsAFailure() throws {
    let (spy, table) = try list()
    spy.willSelectAnswers[path(0, 1)] = path(0, 3)
    table.tapRow(at: path(0, 1))
    #expect(table.indexPathForSelectedRow == nil)
    #expect(
      table.takeFailures().map(\.description) == [
        "attempt to select invalid index path: (0 - 3) Table view: <UITableView; frame = "
          + "(0, 0, 20x3); contentOffset = 0; sections = 1>"
      ])
  }

  @Test func tapsOnRowsTheTableDoesNotHaveAreIgnored() throws {
    let (spy, table) = try list()
    table.tapRow(at: path(0, 3))
    table.tapRow(at: path(1, 0))
    table.tapRow(at: path(0, -1))
    #expect(spy.log.isEmpty)
    #expect(table.takeFailures().isEmpty)
  }

  @Test func selectingInCodeTellsTheDelegateNothingAndReplacesTheSelection() throws {
    let (spy, table) = try list()
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    table.selectRow(at: path(0, 2), animated: true, scrollPosition: .none)
    #expect(spy.log.isEmpty)
    #expect(table.indexPathsForSelectedRows == [path(0, 2)])
    table.allowsMultipleSelection = true
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [path(0, 0), path(0, 2)])
    table.deselectRow(at: path(0, 2), animated: false)
    #expect(table.indexPathsForSelectedRows == [path(0, 0)])
    table.deselectRow(at: path(0, 1), animated: false)
    #expect(table.indexPathsForSelectedRows == [path(0, 0)])
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(spy.log.isEmpty)
  }

  @Test func selectingInCodeScrollsOnlyWithAScrollPosition() throws {
    let spy = ListSpy([(0..<10).map { "row \($0)" }])
    let table = makeList(spy)
    _ = try frame(of: table)
    table.selectRow(at: path(0, 6), animated: false, scrollPosition: .none)
    #expect(table.contentOffsetLine == 0)
    table.selectRow(at: path(0, 6), animated: false, scrollPosition: .top)
    #expect(table.contentOffsetLine == 6)
  }

  @Test func selectingARowThatDoesNotExistIsAFailureTheFrameReports() throws {
    let (_, table) = try list()
    table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    table.selectRow(at: path(0, 3), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == path(0, 1))
    let error = try #require(throws: ScreenDrawingError.self) { try frame(of: table) }
    #expect(
      error.description
        == "the table view failed: attempt to select invalid index path: (0 - 3) Table view: "
        + "<UITableView; frame = (0, 0, 20x3); contentOffset = 0; sections = 1>")
    #expect(
      TableViewError.Reason.selectInvalidIndexPath(path(2, 0)).description
        == "attempt to select invalid index path: (2 - 0)")
  }

  @Test func aSelectedRowIsDrawnWithABarDownItsFirstColumn() throws {
    let (_, table) = try list()
    table.tapRow(at: path(0, 1))
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │  apple             │",
        " │▌ pear              │",
        " │  kale              │",
        " └────────────────────┘",
      ])
  }

  @Test func theBarCoversEveryLineOfTheCellButNotItsSeparator() throws {
    let spy = ListSpy([["apple", "pear"]])
    let table = makeList(spy, height: 4)
    table.separatorStyle = .singleLine
    table.rowHeight = 66  // two lines of cell and the separator
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │▌ apple             │",
        " │▌                   │",
        " │  ──────────────────│",
        " │  pear              │",
        " └────────────────────┘",
      ])
  }

  @Test func aCellWhoseSelectionStyleIsNoneIsNotDrawnSelectedButIsReadSelected() throws {
    let (spy, table) = try list()
    spy.selectionStyles[path(0, 0)] = UITableViewCell.SelectionStyle.none
    table.reloadData()
    _ = try frame(of: table)
    table.tapRow(at: path(0, 0))
    #expect(table.indexPathForSelectedRow == path(0, 0))
    #expect(try frame(of: table)[1] == " │  apple             │")
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "Selected: apple", "pear", "kale",
      ])
  }

  @Test func everySelectionStyleButNoneDrawsTheBar() throws {
    for style in [UITableViewCell.SelectionStyle.default, .gray, .blue] {
      let (spy, table) = try list()
      spy.selectionStyles[path(0, 0)] = style
      table.reloadData()
      _ = try frame(of: table)
      table.tapRow(at: path(0, 0))
      #expect(try frame(of: table)[1] == " │▌ apple             │")
    }
  }

  @Test func selectionSurvivesBatchUpdatesAsInUIKit() throws {
    let (spy, table) = try list(["a", "b", "c", "d"])
    table.allowsMultipleSelection = true
    for row in [1, 2, 3] {
      table.selectRow(at: path(0, row), animated: false, scrollPosition: .none)
    }
    // Insert above b: everything moves down one. Delete c. Move d to the top.
    spy.sections = [["d", "new", "a", "b"]]
    table.performBatchUpdates {
      table.insertRows(at: [path(0, 1)], with: .automatic)
      table.deleteRows(at: [path(0, 2)], with: .automatic)
      table.moveRow(at: path(0, 3), to: path(0, 0))
    }
    #expect(table.takeFailures().isEmpty)
    // b (old 1) is now at 3, d (old 3) at 0; c was deleted and lost its selection.
    #expect(table.indexPathsForSelectedRows == [path(0, 0), path(0, 3)])
  }

  @Test func aReloadedRowLosesItsSelectionAndAReconfiguredOneKeepsIt() throws {
    let (_, table) = try list()
    table.allowsMultipleSelection = true
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    table.reloadRows(at: [path(0, 0)], with: .none)
    table.reconfigureRows(at: [path(0, 1)])
    #expect(table.takeFailures().map(\.description) == [])
    #expect(table.indexPathsForSelectedRows == [path(0, 1)])
    #expect(table.cellForRow(at: path(0, 0))?.isSelected == false)
    #expect(table.cellForRow(at: path(0, 1))?.isSelected == true)
  }

  @Test func reloadDataClearsTheSelection() throws {
    let (_, table) = try list()
    table.tapRow(at: path(0, 1))
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
    _ = try frame(of: table)
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test func aReusedCellShowsTheSelectionOfItsNewRow() throws {
    let spy = ListSpy([(0..<10).map { "row \($0)" }])
    let table = makeList(spy)
    _ = try frame(of: table)
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    table.contentOffset.y = 66  // three lines down: row 0's cell goes to the pool
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    table.contentOffset.y = 0
    #expect(table.cellForRow(at: path(0, 0))?.isSelected == true)
  }

  @Test func aSelectedRowIsReadSelected() throws {
    let (_, table) = try list()
    table.tapRow(at: path(0, 2))
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "apple", "pear", "Selected: kale",
      ])
  }
}
