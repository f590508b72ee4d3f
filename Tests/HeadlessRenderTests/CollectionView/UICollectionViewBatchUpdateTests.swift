import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import TestSupport
import Testing

/// Batch updates on a collection view: UIKit's item calls, nesting, the table's rules in a
/// collection view's words, the gutter marks, and a `SectionStore` driving it.
@MainActor
@Suite(.tags(.stress)) struct UICollectionViewBatchUpdateTests {
  /// The random changesets replayed: 40 in `swift test`, 25 times as many in the stress step.
  static let randomCaseCount = StressMode.cases(40)
  private let device = DeviceFrame(size: GridSize(width: 40, height: 3))

  private func item(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  /// The collection view's failure that the next frame throws.
  private func failure(of view: UIView) throws -> CollectionViewError {
    let error = try #require(throws: ScreenDrawingError.self) { try device.render(view) }
    guard case .collectionViewFailed(let failure) = error else {
      Issue.record("not a collection view's failure: \(error)")
      throw error
    }
    return failure
  }

  @Test func insertedMovedAndReloadedItemsAreMarkedInTheGutterLineByLine() throws {
    let source = GridDataSource(items: ["a", "b", "c", "d", "e"])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    let cellOfB = grid.cellForItem(at: item(0, 1))
    source.sections[0].items = ["a", "new", "c", "d", "b", "e"]
    var completions: [Bool] = []
    grid.performBatchUpdates {
      grid.insertItems(at: [item(0, 1)])
      grid.performBatchUpdates {  // nested: applied with the outer batch
        grid.moveItem(at: item(0, 1), to: item(0, 4))
      }
      grid.reloadItems(at: [item(0, 2)])
    } completion: {
      completions.append($0)
    }
    #expect(completions == [true])
    #expect(grid.cellForItem(at: item(0, 4)) === cellOfB)
    let lines = try DeviceFrame(size: GridSize(width: 40, height: 3)).text(of: grid)
    // Line 1 holds the insert, the reload and the move: the insert is the strongest mark.
    #expect(
      lines == """
        updates: 1 item inserted · 1 item moved · 1 item reloaded
         ┌────────────────────────────────────────┐
        +│a         new       c         d         │
        >│b         e                             │
         │                                        │
         └────────────────────────────────────────┘

        """)
    // Drawn once, the marks are gone.
    #expect(try device.render(grid)[1] == " │a         new       c         d         │")
  }

  @Test func theSummaryCountsEveryBatchAndReconfigureInItemsUntilTheMarksAreCleared() throws {
    let source = GridDataSource([(title: "", items: ["a", "b", "c"]), (title: "", items: ["d"])])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    #expect(grid.lastUpdateSummary.isEmpty)
    source.sections[0].items = ["a", "x", "c", "b"]
    source.sections.append((title: "", items: ["e"]))
    grid.performBatchUpdates {
      grid.insertItems(at: [item(0, 1)])
      grid.moveItem(at: item(0, 1), to: item(0, 3))
      grid.insertSections([2])
    }
    // Off screen too: the third section is below the viewport.
    grid.reconfigureItems(at: [item(0, 0), item(2, 0), item(9, 0)])
    #expect(
      grid.lastUpdateSummary.description
        == "1 section inserted · 1 item inserted · 1 item moved · 2 items reconfigured")
    grid.clearUpdateMarks()
    #expect(grid.lastUpdateSummary == ListUpdateSummary(wording: .collectionView))
    grid.reloadData()
    #expect(grid.lastUpdateSummary.description == "data reloaded")
  }

  @Test func theHeadersOfSectionsInsertedMovedOrReloadedShowTheirMarks() throws {
    let source = GridDataSource([(title: "A", items: ["a"]), (title: "B", items: ["b"])])
    let layout = gridLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 22)
    let grid = makeCollectionView(source, layout: layout, height: 6)
    grid.layoutIfNeeded()
    source.sections = [
      (title: "B", items: ["b"]), (title: "N", items: ["n"]), (title: "A", items: ["a"]),
    ]
    grid.performBatchUpdates {
      grid.moveSection(1, toSection: 0)
      grid.insertSections([1])
    }
    #expect(grid.lastSectionUpdateMarks == [0: .moved, 1: .inserted])
    let lines = try DeviceFrame(size: GridSize(width: 40, height: 6)).render(grid)
    // A move of one section shifts the other: only the moved one and the new one are marked.
    #expect(
      lines[1...6].map { String($0.prefix(4)) } == [">│B ", ">│  ", "+│N ", "+│  ", " │A ", " │  "])
    grid.clearUpdateMarks()
    grid.reloadSections([2])
    #expect(grid.lastSectionUpdateMarks == [2: .reloaded])
    grid.reloadData()
    #expect(grid.lastSectionUpdateMarks.isEmpty)
  }

  @Test func deletedItemsAndSectionsOnScreenAreNamedTheOthersCountedAsMore() throws {
    let source = GridDataSource([
      (title: "A", items: ["a1", "a2"]), (title: "B", items: ["b1"]),
      (title: "C", items: ["c1", "c2", "c3", "c4", "c5"]), (title: "D", items: ["d1"]),
    ])
    let layout = gridLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 22)
    // Two items a line: the headers of A and B and the items of A on screen, not D's header.
    let grid = makeCollectionView(source, layout: layout, width: 20, height: 6)
    grid.layoutIfNeeded()
    #expect(
      grid.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: item(3, 0)) == nil)
    source.sections = [(title: "A", items: ["a2"]), (title: "C", items: ["c1", "c2", "c3"])]
    grid.performBatchUpdates {
      grid.deleteSections([3, 1])
      grid.deleteItems(at: [item(2, 4), item(0, 0), item(2, 3)])
    }
    #expect(
      grid.lastUpdateSummary.description
        == "2 sections deleted (B, 1 more) · 3 items deleted (a1, 2 more)")
  }

  /// Sections of `counts` numbered items each.
  private func numbered(_ counts: [Int]) -> [(title: String, items: [String])] {
    counts.map { count in (title: "", items: (0..<count).map { "\($0)" }) }
  }

  /// The example of an Apple Frameworks Engineer (forums thread 751732): reloads are
  /// decomposed into a delete and an insert, so with counts 10, 20 and 30, INSERT(0,0),
  /// RELOAD(1,1), INSERT(1,2) and DELETE(2,1) need 11, 21 and 29.
  @Test func theForumsExampleOfAReloadAsADeleteAndAnInsert() throws {
    for (newCounts, isValid) in [([11, 21, 29], true), ([11, 20, 29], false)] {
      let source = GridDataSource(numbered([10, 20, 30]))
      let grid = makeCollectionView(source)
      grid.layoutIfNeeded()
      source.sections = numbered(newCounts)
      grid.performBatchUpdates {
        grid.insertItems(at: [item(0, 0)])
        grid.reloadItems(at: [item(1, 1)])
        grid.insertItems(at: [item(1, 2)])
        grid.deleteItems(at: [item(2, 1)])
      }
      guard isValid else {
        #expect(
          try failure(of: grid).description
            == "Invalid update: invalid number of items in section 1.  The number of items "
            + "contained in an existing section after the update (20) must be equal to the number "
            + "of items contained in that section before the update (20), plus or minus the "
            + "number of items inserted or deleted from that section (2 inserted, 1 deleted) and "
            + "plus or minus the number of items moved into or out of that section (0 moved in, "
            + "0 moved out). Collection view: <UICollectionView; frame = (0, 0, 40x3); "
            + "contentOffset = 0; sections = 3>")
        continue
      }
      #expect(
        grid.lastUpdateSummary.description
          == "2 items inserted · 1 item deleted · 1 item reloaded")
    }
  }

  /// UIKit's collection view that still needs layout reads the counts before the batch runs:
  /// a model changed before the batch then fails the inserts made in it; one changed inside
  /// it does not.
  @Test func aBatchBeforeTheFirstLayoutReadsTheCountsFirst() throws {
    let changedBefore = GridDataSource(items: ["a"])
    let grid = makeCollectionView(changedBefore)
    changedBefore.sections[0].items.append("b")
    grid.performBatchUpdates { grid.insertItems(at: [item(0, 1)]) }
    #expect(
      try failure(of: grid).description.hasPrefix(
        "Invalid update: invalid number of items in section 0.  The number of items contained "
          + "in an existing section after the update (2) must be equal to the number of items "
          + "contained in that section before the update (2), plus or minus the number of items "
          + "inserted or deleted from that section (1 inserted, 0 deleted)"))
    let changedInside = GridDataSource(items: ["a"])
    let other = makeCollectionView(changedInside)
    other.performBatchUpdates {
      changedInside.sections[0].items.append("b")
      other.insertItems(at: [item(0, 1)])
    }
    #expect(try device.render(other)[1] == "+│a         b                             │")
  }

  /// Deleting one index path twice in a batch corrupts UIKit's state and crashes it later,
  /// with no message of its own (rdar://31786176): the headless collection view counts the
  /// delete once.
  @Test func anItemDeletedTwiceInOneBatchIsDeletedOnce() throws {
    let source = GridDataSource(items: ["a", "b"])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    source.sections[0].items = ["b"]
    grid.deleteItems(at: [item(0, 0), item(0, 0)])
    #expect(grid.lastUpdateSummary.description == "1 item deleted (a)")
    #expect(try device.render(grid)[1] == " │               b                        │")
  }

  /// A section moved onto itself with an item moved out of it crashes UIKit ("request for
  /// index path for global index 1 when there are only 1 items in the collection view",
  /// rdar://48941906): the headless collection view refuses the batch, naming the section.
  @Test func aSectionMovedOntoItselfWithAnItemMovedOutIsRefused() throws {
    let source = GridDataSource([(title: "", items: ["a"]), (title: "", items: ["b", "c"])])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    source.sections = [(title: "", items: ["a", "c"]), (title: "", items: ["b"])]
    grid.performBatchUpdates {
      grid.moveSection(1, toSection: 1)
      grid.moveItem(at: item(1, 1), to: item(0, 1))
    }
    #expect(
      try failure(of: grid).description
        == "attempt to perform a delete and a move from the same section (1) Collection view: "
        + "<UICollectionView; frame = (0, 0, 40x3); contentOffset = 0; sections = 2>")
  }

  @Test func aBatchUIKitRejectsIsReportedInACollectionViewsWordsAndTheDataIsShownAgain() throws {
    let source = GridDataSource(items: ["a", "b"])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    source.sections[0].items += ["c", "d"]
    var completions: [Bool] = []
    grid.performBatchUpdates {
      grid.insertItems(at: [item(0, 2)])
    } completion: {
      completions.append($0)
    }
    #expect(completions == [false])
    #expect(
      try failure(of: grid).description
        == "Invalid update: invalid number of items in section 0.  The number of items contained "
        + "in an existing section after the update (4) must be equal to the number of items "
        + "contained in that section before the update (2), plus or minus the number of items "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out). "
        + "Collection view: <UICollectionView; frame = (0, 0, 40x3); contentOffset = 0; "
        + "sections = 1>")
    // The collection view reloaded: the next frame shows the data as it is.
    #expect(try device.render(grid)[1] == " │a         b         c         d         │")
  }

  @Test func aMoveIntoAnotherSectionIsCheckedAndReportedInThatSection() throws {
    let source = GridDataSource([(title: "", items: ["a", "b"]), (title: "", items: ["c"])])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    source.sections = [(title: "", items: ["b"]), (title: "", items: ["c", "a"])]
    grid.moveItem(at: item(0, 0), to: item(1, 2))
    #expect(
      try failure(of: grid).description
        == "attempt to move index path (0 - 0) to index path (1 - 2) that does not exist - there "
        + "are only 2 items in section 1 after the update Collection view: <UICollectionView; "
        + "frame = (0, 0, 40x3); contentOffset = 0; sections = 2>")
    _ = try device.render(grid)  // reloaded: the counts are the data's again
    source.sections = [(title: "", items: []), (title: "", items: ["c", "a", "b", "d"])]
    grid.moveItem(at: item(0, 0), to: item(1, 2))
    #expect(
      try failure(of: grid).description
        == "Invalid update: invalid number of items in section 1.  The number of items contained "
        + "in an existing section after the update (4) must be equal to the number of items "
        + "contained in that section before the update (2), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (1 moved in, 0 moved out). "
        + "Collection view: <UICollectionView; frame = (0, 0, 40x3); contentOffset = 0; "
        + "sections = 2>")
    _ = try device.render(grid)
    source.sections = [(title: "", items: []), (title: "", items: ["c", "a", "d", "b"])]
    grid.moveItem(at: item(1, 2), to: item(1, 3))
    #expect(try device.render(grid)[1] == ">│c         a         d         b         │")
  }

  @Test func deletingAnItemPastTheEndIsRejectedAndADeleteThatAddsUpIsNot() throws {
    let source = GridDataSource(items: ["a", "b", "c"])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    source.sections[0].items = ["a", "b"]
    grid.deleteItems(at: [item(0, 3)])
    #expect(
      try failure(of: grid).description
        == "attempt to delete item 3 from section 0 which only contains 3 items before the update "
        + "Collection view: <UICollectionView; frame = (0, 0, 40x3); contentOffset = 0; "
        + "sections = 1>")
    _ = try device.render(grid)  // the collection view reloaded: it asks for the counts again
    source.sections[0].items = ["a"]
    grid.deleteItems(at: [item(0, 1)])  // the last index that exists
    // A lone item is centred on its line.
    #expect(try device.render(grid)[1] == " │               a                        │")
  }

  @Test func sectionsAreInsertedDeletedAndMovedWithTheirItems() throws {
    let source = GridDataSource([(title: "", items: ["a"]), (title: "", items: ["b"])])
    let grid = makeCollectionView(source)
    grid.layoutIfNeeded()
    source.sections = [(title: "", items: ["b"]), (title: "", items: ["new"])]
    grid.performBatchUpdates {
      grid.deleteSections([0])
      grid.insertSections([1])
    }
    // Each section holds one item, centred on its line.
    #expect(
      try device.text(of: grid).split(separator: "\n")[0...3] == [
        "updates: 1 section inserted · 1 section deleted",
        " ┌────────────────────────────────────────┐",
        " │               b                        │",
        "+│               new                      │",
      ])
    source.sections.swapAt(0, 1)
    grid.moveSection(1, toSection: 0)
    #expect(
      try device.text(of: grid).split(separator: "\n")[0...3] == [
        "updates: 1 section moved",
        " ┌────────────────────────────────────────┐",
        ">│               new                      │",
        " │               b                        │",
      ])
    source.sections.append((title: "", items: ["x"]))
    grid.insertSections([3])  // there are only 3 sections after the update
    #expect(
      try failure(of: grid).description
        == "attempt to insert section 3 but there are only 3 sections after the update "
        + "Collection view: <UICollectionView; frame = (0, 0, 40x3); contentOffset = 0; "
        + "sections = 2>")
  }

  @Test func aStoreDrivesTheCollectionViewStageByStage() throws {
    let store = SectionStore(sections: [rows("a", 1, 2, 3), rows("b", 4)])
    let source = SectionsGridDataSource { store.sections }
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: gridLayout())
    source.attach(to: grid)
    store.view = grid.batchUpdating
    grid.layoutIfNeeded()
    // 3 moves to the other section and 5 arrives: more than one batch may be needed.
    try store.update([rows("a", 1, 2), rows("b", 4, 3, 5)])
    let lines = try device.render(grid)
    #expect(
      lines[1...2] == [
        " │1         2                             │",
        "+│4         3         5                   │",
      ])
  }

  /// Returns `sections` as they should be drawn: every item's description in order.
  private static func descriptions(_ sections: [TestSection]) -> [[String]] {
    sections.map { $0.items.map(\.description) }
  }

  @Test func everyStageOfRandomChangesetsPassesTheCollectionViewAndEndsOnTheNewSections() throws {
    var checked = 0
    for seed in UInt64(1)...UInt64(Self.randomCaseCount) {
      var generator = SeededGenerator(state: seed &* 0x9E37_79B9)
      let (old, new) = RandomSectionPairs.pair(using: &generator)
      let changeset = try Changeset(from: old, to: new)
      var current = old
      let source = SectionsGridDataSource { current }
      let layout = gridLayout()
      layout.itemSize = CGSize(width: 390, height: 22)  // one item per line
      let grid = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 22 * 200), collectionViewLayout: layout)
      source.attach(to: grid)
      grid.layoutIfNeeded()
      for stage in changeset.stages {
        do {
          try grid.performBatchUpdate(stage.batch) { current = stage.sections }
        } catch {
          Issue.record("seed \(seed): \(error)\n\(changeset)")
          return
        }
      }
      current = changeset.sections
      try grid.reconfigureRows(at: changeset.reconfiguredRows)
      let shown = (0..<grid.numberOfSections).map { section in
        (0..<grid.numberOfItems(inSection: section)).map { item in
          (grid.cellForItem(at: IndexPath(item: item, section: section)) as? LabelCell)?.label
            .text ?? "not shown"
        }
      }
      guard shown == Self.descriptions(new) else {
        Issue.record("seed \(seed): shows \(shown), not \(Self.descriptions(new))")
        return
      }
      checked += 1
    }
    #expect(checked == Self.randomCaseCount)
  }
}
