import Foundation
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// Editing mode: the controls drawn, the delete and insert controls tapped, rows dragged.
@MainActor
@Suite final class UITableViewEditingTests {
  /// The spies of the tables made, which hold them weakly.
  private var spies: [ListSpy] = []

  private func list(_ sections: [[String]] = [["apple", "pear", "kale"]]) throws -> (
    ListSpy, UITableView
  ) {
    let spy = ListSpy(sections)
    spies.append(spy)
    let table = makeList(spy, height: sections.reduce(0) { $0 + $1.count })
    _ = try frame(of: table)
    spy.clearLog()
    return (spy, table)
  }

  @Test func editingRowsShowTheirDeleteControlAndMoveTheirContentRight() throws {
    let (_, table) = try list()
    table.setEditing(true, animated: true)
    #expect(table.isEditing)
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │  ⊖   apple         │",
        " │  ⊖   pear          │",
        " │  ⊖   kale          │",
        " └────────────────────┘",
      ])
    table.isEditing = false
    #expect(!table.isEditing)
    #expect(try frame(of: table)[1] == " │  apple             │")
  }

  @Test func aCellToldItsEditingModeLaysItsContentOutForItAtItsNextLayout() throws {
    let (_, table) = try list()
    table.setEditing(true, animated: false)
    _ = try frame(of: table)
    let cell = try #require(table.cellForRow(at: path(0, 0)))
    let indented = cell.contentView.gridFrame
    #expect(indented.minX > 0)
    // As a subclass or the app may call it: the cell alone, no table layout after it.
    cell.setEditing(false, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.contentView.gridFrame == GridRect(x: 0, y: 0, width: 20, height: 1))
    cell.setEditing(true, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.contentView.gridFrame == indented)
  }

  @Test func theDelegateChoosesDeleteInsertOrNoControlAndTheDataSourceWhichRowsEdit() throws {
    let (spy, table) = try list()
    spy.editingStyles[path(0, 0)] = .insert
    spy.editingStyles[path(0, 1)] = UITableViewCell.EditingStyle.none
    spy.uneditableRows = [path(0, 2)]
    table.setEditing(true, animated: false)
    // A row that edits without a control still makes room for one, as UIKit indents it; a
    // row that does not edit stays where it was.
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │  ⊕   apple         │",
        " │      pear          │",
        " │  kale              │",
        " └────────────────────┘",
      ])
  }

  @Test func voiceOverReadsTheDeleteInsertAndReorderControlsAsButtonsNamedAfterTheRow() throws {
    let (spy, table) = try list()
    spy.editingStyles[path(0, 1)] = .insert
    spy.editingStyles[path(0, 2)] = UITableViewCell.EditingStyle.none
    spy.movableRows = [path(0, 0), path(0, 2)]
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == ["apple", "pear", "kale"])
    table.setEditing(true, animated: false)
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "apple", "Delete apple. Button.", "Reorder apple. Button.", "pear",
        "Insert pear. Button.", "kale", "Reorder kale. Button.",
      ])
    let reorder = try #require(table.accessibilityElementsInReadingOrder().last)
    #expect(reorder.frame == GridRect(x: 17, y: 2, width: 1, height: 1))
  }

  @Test func editingControlsOfARowWithoutALabelSayWhatTheyDoAlone() throws {
    let (spy, table) = try list([["", "pear"]])
    spy.movableRows = [path(0, 0)]
    table.setEditing(true, animated: false)
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "Delete. Button.", "Reorder. Button.", "pear", "Delete pear. Button.",
      ])
  }

  @Test func selectionCirclesAreNotReadAsControls() throws {
    let (_, table) = try list([["apple"]])
    table.allowsMultipleSelectionDuringEditing = true
    table.setEditing(true, animated: false)
    #expect(table.accessibilityElementsInReadingOrder().map(\.description) == ["apple"])
  }

  @Test func movableRowsShowAReorderControlAtTheTrailingMarginInEditingModeOnly() throws {
    let (spy, table) = try list()
    spy.movableRows = [path(0, 0)]
    _ = try frame(of: table)
    #expect(try frame(of: table)[1] == " │  apple             │")
    table.setEditing(true, animated: false)
    #expect(try frame(of: table)[1] == " │  ⊖   apple      ≡  │")
    #expect(try frame(of: table)[2] == " │  ⊖   pear          │")
  }

  @Test func multipleSelectionDuringEditingShowsCirclesFilledWhenSelected() throws {
    let (spy, table) = try list()
    table.allowsMultipleSelectionDuringEditing = true
    table.setEditing(true, animated: false)
    spy.clearLog()
    table.tapRow(at: path(0, 1))
    table.tapEditingControl(at: path(0, 2))
    #expect(table.indexPathsForSelectedRows == [path(0, 1), path(0, 2)])
    #expect(
      spy.log.filter { $0.hasPrefix("didSelect") } == ["didSelect [0, 1]", "didSelect [0, 2]"])
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │  ○   apple         │",
        " │▌ ◉   pear          │",
        " │▌ ◉   kale          │",
        " └────────────────────┘",
      ])
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "apple", "Selected: pear", "Selected: kale",
      ])
  }

  @Test func rowsAreNotSelectableInEditingModeUnlessAllowed() throws {
    let (spy, table) = try list()
    table.setEditing(true, animated: false)
    table.tapRow(at: path(0, 0))
    #expect(spy.log.isEmpty)
    table.allowsSelectionDuringEditing = true
    table.tapRow(at: path(0, 0))
    #expect(table.indexPathsForSelectedRows == [path(0, 0)])
    table.tapRow(at: path(0, 1))
    #expect(table.indexPathsForSelectedRows == [path(0, 1)])
  }

  @Test func changingTheEditingModeClearsTheSelection() throws {
    let (_, table) = try list()
    table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    table.setEditing(true, animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    table.allowsSelectionDuringEditing = true
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    table.setEditing(false, animated: false)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func aTableViewControllerPassesEditingModeToItsTable() throws {
    let controller = UITableViewController(style: .plain)
    controller.setEditing(true, animated: false)
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
    #expect(controller.editButtonItem.title == "Done")
    controller.setEditing(false, animated: true)
    #expect(!controller.tableView.isEditing)
  }

  @Test func tappingTheDeleteOrInsertControlCommitsThatStyle() throws {
    let (spy, table) = try list()
    spy.editingStyles[path(0, 1)] = .insert
    spy.editingStyles[path(0, 2)] = UITableViewCell.EditingStyle.none
    #expect(!table.tapEditingControl(at: path(0, 0)))  // not editing
    table.setEditing(true, animated: false)
    #expect(table.tapEditingControl(at: path(0, 0)))
    #expect(table.tapEditingControl(at: path(0, 1)))
    #expect(!table.tapEditingControl(at: path(0, 2)))  // no control
    #expect(!table.tapEditingControl(at: path(0, 3)))  // no row
    #expect(spy.log == ["commit delete [0, 0]", "commit insert [0, 1]"])
  }

  @Test func draggingARowMovesItWithoutABatchAndTellsTheDataSource() throws {
    let (spy, table) = try list()
    spy.movableRows = [path(0, 0), path(0, 1), path(0, 2)]
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    #expect(!table.dragRow(at: path(0, 0), to: path(0, 2)))  // not editing
    table.setEditing(true, animated: false)
    table.allowsSelectionDuringEditing = true
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    table.clearUpdateMarks()
    spy.clearLog()
    #expect(table.dragRow(at: path(0, 0), to: path(0, 2)))
    #expect(spy.log == ["target [0, 0] to [0, 2]", "moveRow [0, 0] to [0, 2]"])
    #expect(spy.sections == [["pear", "kale", "apple"]])
    #expect(table.indexPathForSelectedRow == path(0, 2))
    #expect(table.lastUpdateSummary == ListUpdateSummary())
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │  ⊖   pear       ≡  │",
        " │  ⊖   kale       ≡  │",
        " │▌ ⊖   apple      ≡  │",
        " └────────────────────┘",
      ])
  }

  @Test func aRowDraggedToAnotherSectionChangesBothCounts() throws {
    let (spy, table) = try list([["apple", "pear"], ["kale"]])
    spy.movableRows = [path(0, 1)]
    table.setEditing(true, animated: false)
    #expect(table.dragRow(at: path(0, 1), to: path(1, 1)))
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(spy.sections == [["apple"], ["kale", "pear"]])
    #expect(try frame(of: table)[3] == " │  ⊖   pear          │")
  }

  @Test func aDropTargetIsARowOfTheSectionOrOnePastTheEndOfAnother() throws {
    let (_, table) = try list([["apple", "pear"], ["kale"]])
    #expect(table.isDropTarget(path(0, 1), forRowAt: path(0, 0)))
    #expect(!table.isDropTarget(path(0, 2), forRowAt: path(0, 0)))  // its own section keeps 2
    #expect(table.isDropTarget(path(1, 1), forRowAt: path(0, 0)))  // after kale
    #expect(!table.isDropTarget(path(1, 2), forRowAt: path(0, 0)))
    #expect(!table.isDropTarget(path(2, 0), forRowAt: path(0, 0)))  // no such section
    #expect(!table.isDropTarget(path(0, -1), forRowAt: path(0, 0)))
  }

  @Test func theDelegateCanRetargetADrop() throws {
    let (spy, table) = try list()
    spy.movableRows = [path(0, 2)]
    spy.moveTargets[path(0, 0)] = path(0, 1)
    table.setEditing(true, animated: false)
    #expect(table.dragRow(at: path(0, 2), to: path(0, 0)))
    #expect(spy.sections == [["apple", "kale", "pear"]])
    spy.clearLog()
    spy.moveTargets[path(0, 0)] = path(0, 1)
    spy.movableRows = [path(0, 1)]
    // Retargeted to its own place: the data source hears nothing.
    #expect(table.dragRow(at: path(0, 1), to: path(0, 0)))
    #expect(spy.log == ["target [0, 1] to [0, 0]"])
  }

  @Test func aDropRetargetedWithinItsSectionIsDrawnWhereTheDelegatePutIt() throws {
    let (spy, table) = try list()
    spy.movableRows = [path(0, 2)]
    spy.moveTargets[path(0, 0)] = path(0, 1)
    table.setEditing(true, animated: false)
    _ = try frame(of: table)
    #expect(table.dragRow(at: path(0, 2), to: path(0, 0)))
    #expect(spy.sections == [["apple", "kale", "pear"]])
    // The reorder control stays with row 2, the one the spy lets move.
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │  ⊖   apple         │",
        " │  ⊖   kale          │",
        " │  ⊖   pear       ≡  │",
        " └────────────────────┘",
      ])
  }

  @Test func aDropRetargetedToAnotherSectionIsDrawnThereAndChangesBothCounts() throws {
    let (spy, table) = try list([["apple", "pear"], ["kale"]])
    spy.movableRows = [path(0, 0)]
    spy.moveTargets[path(0, 1)] = path(1, 1)
    table.setEditing(true, animated: false)
    _ = try frame(of: table)
    #expect(table.dragRow(at: path(0, 0), to: path(0, 1)))
    #expect(spy.log == ["target [0, 0] to [0, 1]", "moveRow [0, 0] to [1, 1]"])
    #expect(spy.sections == [["pear"], ["kale", "apple"]])
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │  ⊖   pear       ≡  │",
        " │  ⊖   kale          │",
        " │  ⊖   apple         │",
        " └────────────────────┘",
      ])
  }

  @Test func rowsThatCannotMoveDoNotMove() throws {
    let (spy, table) = try list()
    table.setEditing(true, animated: false)
    #expect(!table.dragRow(at: path(0, 0), to: path(0, 1)))
    #expect(!table.dragRow(at: path(0, 5), to: path(0, 1)))
    #expect(spy.log.isEmpty)
    #expect(table.takeFailures().isEmpty)
  }

  @Test func aDropWhereNoRowCanGoIsAFailure() throws {
    let (spy, table) = try list([["apple", "pear"], ["kale"]])
    spy.movableRows = [path(0, 0)]
    table.setEditing(true, animated: false)
    // Its own section keeps its count: row 2 does not exist there; another section takes one
    // more row at its end, not two.
    #expect(!table.dragRow(at: path(0, 0), to: path(0, 2)))
    #expect(!table.dragRow(at: path(0, 0), to: path(1, 2)))
    #expect(!table.dragRow(at: path(0, 0), to: path(2, 0)))
    spy.moveTargets[path(1, 1)] = path(1, 5)
    #expect(!table.dragRow(at: path(0, 0), to: path(1, 1)))
    #expect(spy.log == ["target [0, 0] to [1, 1]"])
    let table3 = "Table view: <UITableView; frame = (0, 0, 20x3); contentOffset = 0; sections = 2>"
    #expect(
      table.takeFailures().map(\.description) == [
        "attempt to move index path (0 - 0) to invalid index path: (0 - 2) \(table3)",
        "attempt to move index path (0 - 0) to invalid index path: (1 - 2) \(table3)",
        "attempt to move index path (0 - 0) to invalid index path: (2 - 0) \(table3)",
        "attempt to move index path (0 - 0) to invalid index path: (1 - 5) \(table3)",
      ])
    #expect(table.dragRow(at: path(0, 0), to: path(1, 1)) == false)
    spy.moveTargets = [:]
    #expect(table.dragRow(at: path(0, 0), to: path(1, 1)))
  }

  @Test func theEditingAccessoryReplacesTheAccessoryInEditingMode() throws {
    let (spy, table) = try list()
    spy.accessories[path(0, 0)] = .disclosureIndicator
    table.reloadData()
    _ = try frame(of: table)
    table.cellForRow(at: path(0, 0))?.editingAccessoryType = .checkmark
    #expect(try frame(of: table)[1] == " │  apple          ›  │")
    table.setEditing(true, animated: false)
    #expect(try frame(of: table)[1] == " │  ⊖   apple      ✓  │")
  }

  /// A diffable data source whose rows edit, as Apple's sample code overrides it.
  final class EditableDataSource: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }
  }

  @Test func aDiffableDataSourceEditsNoRowUntilASubclassSaysSo() throws {
    func firstLine(editable: Bool) throws -> String {
      let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 1))
      table.separatorStyle = .none
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
      let provider: UITableViewDiffableDataSource<Int, String>.CellProvider = {
        table, indexPath, title in
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = title
        return cell
      }
      let dataSource =
        editable
        ? EditableDataSource(tableView: table, cellProvider: provider)
        : UITableViewDiffableDataSource(tableView: table, cellProvider: provider)
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["apple"])
      dataSource.apply(snapshot, animatingDifferences: false)
      table.setEditing(true, animated: false)
      return try withExtendedLifetime(dataSource) { try frame(of: table)[1] }
    }
    #expect(try firstLine(editable: false) == " │  apple             │")
    #expect(try firstLine(editable: true) == " │  ⊖   apple         │")
  }
}
