import Foundation
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// The diffable data source on a real table: every apply goes through the store and the
/// table's batch validation, and the table ends showing the snapshot.
@MainActor
@Suite(.tags(.stress)) struct UITableViewDiffableDataSourceTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  /// A data source whose cells show each item as `id`, or `id:content` when the test gave
  /// the item a content, and whose section titles are their identifiers.
  final class TitledDataSource: UITableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sectionIdentifier(for: section)
    }
  }

  /// What the cells read: the content of each item, changed by the tests between applies.
  final class Contents {
    var byItem: [Int: Int] = [:]
    private(set) var cellsProvided = 0

    func text(of item: Int) -> String {
      cellsProvided += 1
      let content = byItem[item] ?? 0
      return content == 0 ? "\(item)" : "\(item):\(content)"
    }
  }

  /// A table of `height` lines, its diffable data source, the batch checker between them,
  /// and the contents the cells read; the table has laid out once, empty.
  @MainActor
  struct Fixture {
    let table: UITableView
    let dataSource: TitledDataSource
    let checker: BatchCheckingView
    let contents: Contents

    init(height: Int = 12) throws {
      let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: height))
      table.separatorStyle = .none
      table.layoutMargins = .zero  // titles at the table's edge
      table.register(TextCell.self, forCellReuseIdentifier: "Text")
      let contents = Contents()
      dataSource = TitledDataSource(tableView: table) { table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "Text", for: indexPath)
        (cell as? TextCell)?.configure(with: contents.text(of: item))
        return cell
      }
      checker = BatchCheckingView(table)
      dataSource.store.view = checker
      self.table = table
      self.contents = contents
      try table.layoutVisibleRows()
    }

    /// Applies `snapshot`, lays the table out, and returns what it draws.
    func apply(_ snapshot: Snapshot, animating: Bool = true) throws -> [String] {
      dataSource.apply(snapshot, animatingDifferences: animating)
      try table.layoutVisibleRows()
      return UITableViewDiffableDataSourceTests.text(of: table)
    }

    /// The marks of the rows showing `items`, by item.
    func marks(of items: [Int]) -> [Int: ListUpdateKind] {
      var marks: [Int: ListUpdateKind] = [:]
      for item in items {
        if let path = dataSource.indexPath(for: item), let kind = table.lastUpdateMarks[path] {
          marks[item] = kind
        }
      }
      return marks
    }
  }

  /// What `table` draws, one entry a row or header, a header as its title without the rule
  /// plain style draws after it (`a ━━━` reads `a`).
  static func text(of table: UITableView) -> [String] {
    table.renderedLines.filter { !$0.isEmpty }.map { line in
      guard line.last == "━", line.contains(" ━") else { return line }
      let title = line.reversed().drop { $0 == "━" }.dropFirst()
      return String(title.reversed())
    }
  }

  /// A snapshot of `sections`, each a section identifier and its items.
  static func snapshot(_ sections: (String, [Int])...) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test func aSectionMovesRightBeforeOrRightAfterTheOneNamed() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.moveSection("a", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["b", "a", "c"])
    snapshot.moveSection("c", beforeSection: "b")
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    snapshot.moveSection("c", afterSection: "a")
    #expect(snapshot.sectionIdentifiers == ["b", "a", "c"])
    snapshot.moveSection("a", beforeSection: "b")
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
  }

  @Test func aFirstAnimatedApplyInsertsItsSectionsWithTheirTitles() throws {
    let fixture = try Fixture()
    let lines = try fixture.apply(Self.snapshot(("a", [1, 2]), ("b", [3])))
    #expect(lines == ["a", "1", "2", "b", "3"])
    #expect(fixture.marks(of: [1, 2, 3]) == [1: .inserted, 2: .inserted, 3: .inserted])
    #expect(fixture.checker.batchCount == 1)
    #expect(fixture.checker.problems.isEmpty)
  }

  @Test func applyingWithoutAnimationReloadsAndMarksNothing() throws {
    let fixture = try Fixture()
    _ = try fixture.apply(Self.snapshot(("a", [1, 2])))
    fixture.table.clearUpdateMarks()
    let lines = try fixture.apply(Self.snapshot(("a", [2, 4]), ("b", [1])), animating: false)
    #expect(lines == ["a", "2", "4", "b", "1"])
    #expect(fixture.table.lastUpdateMarks.isEmpty)
    #expect(fixture.checker.batchCount == 1)
    #expect(fixture.checker.reloadCount == 1)
  }

  @Test func applyingUsingReloadDataShowsTheSnapshotWithoutMarks() throws {
    let fixture = try Fixture()
    fixture.dataSource.applySnapshotUsingReloadData(Self.snapshot(("a", [5])))
    try fixture.table.layoutVisibleRows()
    #expect(Self.text(of: fixture.table) == ["a", "5"])
    #expect(fixture.table.lastUpdateMarks.isEmpty)
    #expect(fixture.checker.batchCount == 0)
  }

  @Test func aContentChangeTheSnapshotDoesNotMarkDoesNotShow() throws {
    let fixture = try Fixture()
    let snapshot = Self.snapshot(("a", [1, 2]))
    _ = try fixture.apply(snapshot)
    fixture.table.clearUpdateMarks()
    fixture.contents.byItem[2] = 7
    let provided = fixture.contents.cellsProvided
    #expect(try fixture.apply(snapshot) == ["a", "1", "2"])
    #expect(fixture.table.lastUpdateMarks.isEmpty)
    #expect(fixture.contents.cellsProvided == provided)
  }

  @Test func aReconfiguredItemKeepsItsCellAndShowsItsNewContent() throws {
    let fixture = try Fixture()
    var snapshot = Self.snapshot(("a", [1, 2]))
    _ = try fixture.apply(snapshot)
    fixture.table.clearUpdateMarks()
    let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    fixture.contents.byItem[2] = 7
    snapshot.reconfigureItems([2])
    #expect(try fixture.apply(snapshot) == ["a", "1", "2:7"])
    #expect(fixture.marks(of: [1, 2]) == [2: .reconfigured])
    #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func aReloadedItemGetsANewCellWithItsNewContent() throws {
    let fixture = try Fixture()
    var snapshot = Self.snapshot(("a", [1, 2]))
    _ = try fixture.apply(snapshot)
    fixture.table.clearUpdateMarks()
    let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    fixture.contents.byItem[2] = 7
    snapshot.reloadItems([2])
    #expect(try fixture.apply(snapshot) == ["a", "1", "2:7"])
    #expect(fixture.marks(of: [1, 2]) == [2: .reloaded])
    #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)) !== cell)
    #expect(fixture.checker.problems.isEmpty)
  }

  @Test func anItemMovedToAnotherSectionAndReconfiguredShowsAsMovedWithItsNewContent() throws {
    let fixture = try Fixture()
    _ = try fixture.apply(Self.snapshot(("todo", [1, 2]), ("done", [3])))
    fixture.table.clearUpdateMarks()
    var snapshot = fixture.dataSource.snapshot()
    snapshot.moveItem(1, beforeItem: 3)
    fixture.contents.byItem[1] = 1
    snapshot.reconfigureItems([1])
    #expect(try fixture.apply(snapshot) == ["todo", "2", "done", "1:1", "3"])
    #expect(fixture.marks(of: [1, 2, 3]) == [1: .moved])
    #expect(fixture.checker.problems.isEmpty)
  }

  @Test func aReloadedSectionGivesEveryRowANewCellAndAsksItsTitleAgain() throws {
    let fixture = try Fixture()
    _ = try fixture.apply(Self.snapshot(("a", [1]), ("b", [2, 3])))
    fixture.table.clearUpdateMarks()
    var snapshot = fixture.dataSource.snapshot()
    snapshot.reloadSections(["b"])
    snapshot.reconfigureItems([3])
    fixture.contents.byItem[3] = 4
    #expect(try fixture.apply(snapshot) == ["a", "1", "b", "2", "3:4"])
    #expect(fixture.marks(of: [1, 2, 3]) == [2: .reloaded, 3: .reloaded])
  }

  @Test func anItemInsertedByTheApplyIsNotReconfiguredAgain() throws {
    let fixture = try Fixture()
    _ = try fixture.apply(Self.snapshot(("a", [1])))
    fixture.table.clearUpdateMarks()
    var snapshot = fixture.dataSource.snapshot()
    snapshot.appendItems([2])
    snapshot.reconfigureItems([2])
    snapshot.reloadItems([2])
    let provided = fixture.contents.cellsProvided
    #expect(try fixture.apply(snapshot) == ["a", "1", "2"])
    #expect(fixture.marks(of: [1, 2]) == [2: .inserted])
    #expect(fixture.contents.cellsProvided == provided + 1)
  }

  @Test func theDataSourceAnswersPositionsFromWhatTheTableShows() throws {
    let fixture = try Fixture()
    _ = try fixture.apply(Self.snapshot(("a", [1, 2]), ("b", [3])))
    let dataSource = fixture.dataSource
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 3)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
    #expect(dataSource.indexPath(for: 2) == IndexPath(row: 1, section: 0))
    #expect(dataSource.indexPath(for: 9) == nil)
    #expect(dataSource.sectionIdentifier(for: 1) == "b")
    #expect(dataSource.sectionIdentifier(for: 2) == nil)
  }

  @Test func theSnapshotComesBackWithoutItsMarks() throws {
    let fixture = try Fixture()
    var snapshot = Self.snapshot(("a", [1, 2]))
    snapshot.reloadItems([1])
    _ = try fixture.apply(snapshot)
    #expect(fixture.dataSource.snapshot() == (Self.snapshot(("a", [1, 2]))))
  }

  @Test func appliesMadeDuringAnApplyWaitAndRunInOrder() throws {
    let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 12))
    table.separatorStyle = .none
    table.layoutMargins = .zero
    table.register(TextCell.self, forCellReuseIdentifier: "Text")
    var log: [String] = []
    var followUps: [Snapshot] = [Self.snapshot(("a", [1, 2])), Self.snapshot(("a", [2]))]
    var dataSource: TitledDataSource?
    dataSource = TitledDataSource(tableView: table) { table, indexPath, item in
      // A cell asked for during an apply applies the next snapshot, as a willDisplay
      // handler that loads more would.
      if !followUps.isEmpty {
        let next = followUps.removeFirst()
        log.append("apply \(next.itemIdentifiers)")
        dataSource?.apply(next) { log.append("done \(next.itemIdentifiers)") }
        log.append("returned")
      }
      let cell = table.dequeueReusableCell(withIdentifier: "Text", for: indexPath)
      (cell as? TextCell)?.configure(with: "\(item)")
      return cell
    }
    try table.layoutVisibleRows()
    let first = Self.snapshot(("a", [1]))
    dataSource?.apply(first) { log.append("done [1]") }
    #expect(
      log == [
        "apply [1, 2]", "returned", "done [1]", "apply [2]", "returned", "done [1, 2]",
        "done [2]",
      ])
    try table.layoutVisibleRows()
    #expect(Self.text(of: table) == ["a", "2"])
    #expect(dataSource?.snapshot() == (Self.snapshot(("a", [2]))))
  }

  @Test func aSnapshotKeepsTheFirstChangeUIKitRefusesAndTheFrameReportsIt() throws {
    let fixture = try Fixture()
    var snapshot = Snapshot()
    snapshot.appendItems([1])  // no section yet: UIKit raises an exception here
    snapshot.appendSections(["a"])  // ignored, as the app would have stopped
    #expect(snapshot.numberOfSections == 0)
    var applied = false
    fixture.dataSource.apply(snapshot) { applied = true }
    #expect(!applied)
    #expect(fixture.dataSource.snapshot().numberOfItems == 0)
    let error = try #require(throws: ScreenDrawingError.self) {
      try DeviceFrame(size: GridSize(width: 20, height: 4)).render(fixture.table)
    }
    #expect(
      error.description
        == "the table view failed: appendItems(_:toSection:): There are currently no sections "
        + "in the data source. Please add a section first. Table view: <UITableView; frame = (0, "
        + "0, 20x12); contentOffset = 0; sections = 0>")
    // A snapshot that UIKit accepts applies as before.
    #expect(try fixture.apply(Self.snapshot(("a", [1]))) == ["a", "1"])
  }

  @Test func theAsyncApplyReturnsOnceTheSnapshotIsApplied() async throws {
    let fixture = try Fixture()
    await fixture.dataSource.apply(Self.snapshot(("a", [1])))
    #expect(fixture.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == 1)
    #expect(fixture.marks(of: [1]) == [1: .inserted])
  }

  /// 80 in `swift test`, 2,000 in `make stress` (400 before issue 23).
  static let caseCount = StressMode.cases(80)
  static let firstSeed: UInt64 = 0x4449_4646_4142_4C45

  /// Random pairs of section lists become two snapshots of their identifiers; items whose
  /// content changed are marked for reload or reconfigure, or left unmarked. After each
  /// animated apply the table shows the snapshot: its counts, every row's item, and the
  /// content a marked row must show and an unmarked row must not; every batch passed UIKit's
  /// rules, and no apply fell back to a reload.
  @Test func everyRandomSnapshotPairReplaysThroughTheTable() throws {
    var checked = 0
    var marked = (reloaded: 0, reconfigured: 0, unmarked: 0)
    for offset in 0..<UInt64(Self.caseCount) {
      let seed = Self.firstSeed &+ offset
      var generator = SeededGenerator(state: seed)
      let (old, new) = RandomSectionPairs.pair(using: &generator)
      let fixture = try Fixture(height: 200)
      let first = Self.snapshot(of: old)
      for item in old.flatMap(\.items) { fixture.contents.byItem[item.id] = item.content }
      let animatesFirst = Bool.random(using: &generator)
      _ = try fixture.apply(first, animating: animatesFirst)
      if let problem = Self.problem(showing: first, in: fixture, reloads: animatesFirst ? 0 : 1) {
        Issue.record("seed \(seed), first apply: \(problem)")
        return
      }
      let oldContent = Dictionary(
        uniqueKeysWithValues: old.flatMap(\.items).map { ($0.id, $0.content) })
      var second = Self.snapshot(of: new)
      var expectedText: [Int: String] = [:]
      for item in new.flatMap(\.items) {
        fixture.contents.byItem[item.id] = item.content
        guard let before = oldContent[item.id], before != item.content else { continue }
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
          second.reloadItems([item.id])
          marked.reloaded += 1
          expectedText[item.id] = item.description
        case 1:
          second.reconfigureItems([item.id])
          marked.reconfigured += 1
          expectedText[item.id] = item.description
        default:
          marked.unmarked += 1
          expectedText[item.id] = TestItem(id: item.id, content: before).description
        }
      }
      fixture.table.clearUpdateMarks()
      let reloads = fixture.checker.reloadCount
      _ = try fixture.apply(second)
      if let problem = Self.problem(
        showing: second, in: fixture, texts: expectedText, reloads: reloads)
      {
        Issue.record("seed \(seed), second apply: \(problem)")
        return
      }
      for item in second.reloadedItemIdentifiers
      where ![.reloaded, .inserted].contains(fixture.marks(of: [item])[item]) {
        Issue.record("seed \(seed): reloaded item \(item) marked \(fixture.marks(of: [item]))")
        return
      }
      for item in second.reconfiguredItemIdentifiers where fixture.marks(of: [item])[item] == nil {
        Issue.record("seed \(seed): reconfigured item \(item) is not marked")
        return
      }
      checked += 1
    }
    #expect(checked == Self.caseCount)
    // Each way of marking a changed item is taken about once per case.
    let often = Self.caseCount / 4
    #expect(marked.reloaded > often && marked.reconfigured > often && marked.unmarked > often)
  }

  /// The snapshot of `sections`' identifiers.
  static func snapshot(of sections: [TestSection]) -> Snapshot {
    var snapshot = Snapshot()
    for section in sections {
      snapshot.appendSections([section.id])
      snapshot.appendItems(section.items.map(\.id), toSection: section.id)
    }
    return snapshot
  }

  /// How the table disagrees with `snapshot`, or nil: the checker's findings, `reloads` full
  /// reloads so far, counts, titles, the item every row shows and its text where `texts`
  /// gives one.
  static func problem(
    showing snapshot: Snapshot, in fixture: Fixture, texts: [Int: String] = [:], reloads: Int
  ) -> String? {
    if let problem = fixture.checker.problems.first { return problem }
    if fixture.checker.reloadCount != reloads {
      return "\(fixture.checker.reloadCount) full reloads, not \(reloads)"
    }
    let table = fixture.table
    let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    let expected = snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) }
    if counts != expected { return "counts \(counts), not \(expected)" }
    var lines: [String] = []
    for section in snapshot.sectionIdentifiers {
      lines.append(section)
      for item in snapshot.itemIdentifiers(inSection: section) {
        let current = TestItem(id: item, content: fixture.contents.byItem[item] ?? 0)
        lines.append(texts[item] ?? current.description)
      }
    }
    let drawn = Self.text(of: table)
    return drawn == lines ? nil : "draws \(drawn), not \(lines)"
  }
}
