import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import TestSupport
import Testing

/// The table's UIKit calls, as an app makes them: nothing throws, scrolling is in points, and
/// what UIKit would crash on is kept for the frame that draws the table to report.
@MainActor
@Suite struct UITableViewUIKitCallsTests {
  private let description = "Table view: <UITableView; frame = (0, 0, 20x3); contentOffset = 0; "

  /// The table's failure that `draw` throws.
  private func tableFailure(_ draw: () throws -> [String]) throws -> TableViewError {
    let error = try #require(throws: ScreenDrawingError.self) { try draw() }
    guard case .tableViewFailed(let failure) = error else {
      Issue.record("not a table's failure: \(error)")
      throw error
    }
    return failure
  }

  /// Counts `scrollViewDidScroll(_:)`.
  final class ScrollCounter: NSObject, UITableViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  }

  @Test func aBatchUIKitRejectsIsReportedByTheFrameAndTheTableShowsItsDataAgain() throws {
    let spy = TableSpy(rows: 2)
    let table = makeTable(spy)
    table.layoutIfNeeded()
    spy.sections[0] += ["row 2", "row 3"]
    var completions: [Bool] = []
    // Only one of the two new rows is inserted: UIKit raises an exception here.
    table.performBatchUpdates {
      table.insertRows(at: [path(0, 2)], with: .automatic)
    } completion: {
      completions.append($0)
    }
    #expect(completions == [false])
    let error = try tableFailure {
      try DeviceFrame(size: GridSize(width: 20, height: 3)).render(table)
    }
    #expect(
      error.description
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (4) must be equal to the number of rows "
        + "contained in that section before the update (2), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out). "
        + "\(description)sections = 1>")
    // The table reloaded: the next frame shows the data as it is, and reports nothing.
    let lines = try DeviceFrame(size: GridSize(width: 20, height: 3)).render(table)
    #expect(
      Array(lines[1...3]) == [
        " │row 0               │", " │row 1               │", " │row 2               │",
      ])
  }

  @Test func aBatchUIKitAcceptsCompletesWithTrueAndTheFrameDrawsIt() throws {
    let spy = TableSpy(rows: 2)
    let table = makeTable(spy)
    table.layoutIfNeeded()
    var completions: [Bool] = []
    table.performBatchUpdates {
      spy.sections[0].insert("new", at: 0)
      table.insertRows(at: [path(0, 0)], with: .fade)
    } completion: {
      completions.append($0)
    }
    #expect(completions == [true])
    let lines = try DeviceFrame(size: GridSize(width: 20, height: 3)).render(table)
    #expect(lines[1] == "+│new                 │")
  }

  @Test func eachSingleUpdateCallIsABatchOfItsOwn() throws {
    let spy = TableSpy([["a", "b", "c"], ["d"]])
    let table = makeTable(spy, height: 10)
    table.layoutIfNeeded()
    spy.sections[0].remove(at: 0)
    table.deleteRows(at: [path(0, 0)], with: .left)
    spy.sections[0].swapAt(0, 1)
    table.moveRow(at: path(0, 0), to: path(0, 1))
    spy.sections.insert(["x"], at: 0)
    table.insertSections(IndexSet(integer: 0), with: .top)
    table.reloadRows(at: [path(1, 0)], with: .none)
    table.reloadSections(IndexSet(integer: 2), with: .automatic)
    spy.sections.append(spy.sections.removeFirst())
    table.moveSection(0, toSection: 2)
    spy.sections.remove(at: 1)
    table.deleteSections(IndexSet(integer: 1), with: .bottom)
    // Drawn whole: the three rows left, between the borders.
    #expect(try DeviceFrame(size: GridSize(width: 20, height: 0)).render(table).count == 5)
    #expect(table.renderedLines == ["c", "b", "x"])
  }

  @Test func anUnregisteredIdentifierGivesAPlainCellAndTheFrameReportsUIKitsMessage() throws {
    let spy = TableSpy(rows: 1)
    spy.identifier = "Photo"
    let table = makeTable(spy)
    let cell = table.dequeueReusableCell(withIdentifier: "Photo", for: path(0, 0))
    #expect(type(of: cell) == UITableViewCell.self)
    #expect(cell.reuseIdentifier == "Photo")
    let error = try tableFailure {
      try DeviceFrame(size: GridSize(width: 20, height: 3)).render(table)
    }
    #expect(error.reason == .unregisteredIdentifier("Photo"))
    #expect(
      error.description
        == "unable to dequeue a cell with identifier Photo - must register a nib or a class for "
        + "the identifier or connect a prototype cell in a storyboard \(description)"
        + "sections = not loaded>")
  }

  @Test func aLayoutPassShowsTheVisibleRowsWithoutBeingAsked() {
    let spy = TableSpy(rows: 5)
    let table = makeTable(spy)
    #expect(table.visibleCells.isEmpty)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == [path(0, 0), path(0, 1), path(0, 2)])
    #expect(
      table.visibleCells.compactMap { ($0 as? TextCell)?.text } == ["row 0", "row 1", "row 2"])
  }

  @Test func noVisibleRowIsNilAsUIKitDocumentsItAndOneRowIsAnArrayOfIt() {
    let empty = TableSpy(rows: 0)
    let table = makeTable(empty)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == nil)
    let one = TableSpy(rows: 1)
    let shown = makeTable(one)
    shown.layoutIfNeeded()
    #expect(shown.indexPathsForVisibleRows == [path(0, 0)])
  }

  @Test func theContentOffsetMovesInWholeLinesRoundedToTheNearestAndClamped() {
    let spy = TableSpy(rows: 10)  // 10 lines of content in a 3-line table: offsets 0 to 7
    let table = makeTable(spy)
    let counter = ScrollCounter()
    table.delegate = counter
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: 32.9)  // 1.495 lines
    #expect(table.contentOffset == CGPoint(x: 0, y: 22))
    #expect(table.indexPathsForVisibleRows?.first == path(0, 1))
    table.contentOffset.y = 33.1  // 1.505 lines
    #expect(table.contentOffset.y == 44)
    table.setContentOffset(CGPoint(x: 50, y: 10_000), animated: true)
    #expect(table.contentOffset == CGPoint(x: 0, y: 154))
    #expect(table.indexPathsForVisibleRows == [path(0, 7), path(0, 8), path(0, 9)])
    table.contentOffset.y = -50
    #expect(table.contentOffset.y == 0)
    #expect(counter.scrolls == 4)
    table.contentOffset.y = 5  // rounds to where it is: no scroll
    #expect(counter.scrolls == 4)
  }

  @Test func scrollingToARowInPointsPutsItWhereAsked() {
    let spy = TableSpy(rows: 10)
    let table = makeTable(spy)
    table.scrollToRow(at: path(0, 6), at: .top, animated: false)
    #expect(table.contentOffset.y == 132)  // 6 lines
    table.scrollToRow(at: path(0, 2), at: .bottom, animated: true)
    #expect(table.contentOffset.y == 0)
    table.scrollToRow(at: path(0, 5), at: .middle, animated: true)
    #expect(table.contentOffset.y == 88)  // 4 lines
  }

  @Test func scrollingToARowTheTableDoesNotHaveIsReportedByTheFrame() throws {
    let spy = TableSpy(rows: 2)
    let table = makeTable(spy)
    table.scrollToRow(at: path(0, 2), at: .none, animated: false)
    let error = try tableFailure {
      try DeviceFrame(size: GridSize(width: 20, height: 3)).render(table)
    }
    #expect(error.reason == .scrollToInvalidIndexPath(path(0, 2)))
    #expect(error.description.hasPrefix("attempt to scroll to invalid index path: "))
    // Reported once: the next frame draws.
    #expect(throws: Never.self) {
      try DeviceFrame(size: GridSize(width: 20, height: 3)).render(table)
    }
  }

  @Test func rowRectanglesAndTheContentSizeAreInPoints() {
    let spy = TableSpy([["a", "b|b"], ["c"]])
    spy.headerTitles = [1: "Veg"]
    let table = makeTable(spy, height: 10)
    table.rowHeight = UITableView.automaticDimension
    table.layoutIfNeeded()
    // a line 0, b lines 1-2, Veg 3, c 4: a column is 9.75 points, a line 22.
    #expect(table.rectForRow(at: path(0, 1)) == CGRect(x: 0, y: 22, width: 195, height: 44))
    #expect(table.rectForRow(at: path(1, 0)) == CGRect(x: 0, y: 88, width: 195, height: 22))
    #expect(table.rectForRow(at: path(1, 1)) == .zero)
    #expect(table.rectForRow(at: path(2, 0)) == .zero)
    #expect(table.contentSize == CGSize(width: 195, height: 110))
  }

  @Test func aTablesMarginsAreUIKitsByDefault() {
    // 16 points at the sides (where section titles and standard cells start), 8 above and
    // below; the sides are 2 columns each.
    for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
      let table = UITableView(frame: .zero, style: style)
      #expect(table.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    }
  }

  @Test func aRowsRectangleIsKnownBeforeTheFirstLayoutAndAskingAsksNothingAgain() {
    let spy = TableSpy([["a", "b"], ["c"]])
    let table = makeTable(spy, height: 10)
    // Never laid out: the counts are asked for the first time a rectangle is.
    #expect(table.rectForRow(at: path(1, 0)) == CGRect(x: 0, y: 44, width: 195, height: 22))
    // And kept, as UIKit keeps what it was told until the data is reloaded: two rows more in
    // the first section do not move the second until then.
    spy.sections[0] += ["x", "y"]
    #expect(table.rectForRow(at: path(1, 0)) == CGRect(x: 0, y: 44, width: 195, height: 22))
    table.reloadData()
    #expect(table.rectForRow(at: path(1, 0)) == CGRect(x: 0, y: 88, width: 195, height: 22))
  }
}

/// A cell laid out by anchors, as a UIKit app writes one: a wrapping note inside the content
/// view's side margins, and a one-line date under it.
final class NoteCell: UITableViewCell {
  let note = UILabel()
  let date = UILabel()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    note.numberOfLines = 0
    for label in [note, date] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    NSLayoutConstraint.activate([
      note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      note.topAnchor.constraint(equalTo: contentView.topAnchor),
      date.leadingAnchor.constraint(equalTo: note.leadingAnchor),
      date.topAnchor.constraint(equalTo: note.bottomAnchor),
      date.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Notes for `NoteCell`s.
final class NotesSource: NSObject, UITableViewDataSource {
  var notes: [String]
  init(_ notes: [String]) { self.notes = notes }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    guard let noteCell = cell as? NoteCell else { return cell }
    noteCell.note.text = notes[indexPath.row]
    noteCell.date.text = "Nov \(indexPath.row + 1)"
    return noteCell
  }
}

@MainActor
@Suite struct UITableViewAnchoredCellTests {
  @Test func aCellLaidOutByAnchorsSizesItsRowFromThem() throws {
    let source = NotesSource(["a kingfisher dove twice", "heron"])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 195, height: 176), style: .plain)
    table.register(NoteCell.self, forCellReuseIdentifier: "Note")
    table.dataSource = source
    table.layoutIfNeeded()
    // 20 columns less 2 on each side leave 16: the first note wraps to two lines, then its
    // date, then the separator: 4 lines, 88 points.
    #expect(table.rectForRow(at: path(0, 0)) == CGRect(x: 0, y: 0, width: 195, height: 88))
    #expect(table.rectForRow(at: path(0, 1)) == CGRect(x: 0, y: 88, width: 195, height: 66))
    let cell = try #require(table.cellForRow(at: path(0, 0)) as? NoteCell)
    #expect(cell.note.gridFrame == GridRect(x: 2, y: 0, width: 16, height: 2))
    #expect(cell.date.gridFrame == GridRect(x: 2, y: 2, width: 5, height: 1))
    expectText(
      table.renderedLines.joined(separator: "\n"),
      equals: """
          a kingfisher
          dove twice
          Nov 1
          ──────────────────
          heron
          Nov 2
          ──────────────────
        \("")
        """)
  }
}
