import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit
import Testing

/// The collection view's diffable data source and cell registrations: snapshots applied
/// through the table's machinery, drawn with the same marks.
@MainActor
@Suite struct UICollectionViewDiffableDataSourceTests {
  /// A grid 40 by 3 with a diffable data source whose cells a registration configures; the
  /// registration counts its configurations.
  @MainActor
  final class Fixture {
    let grid: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, String>
    let log = Log()

    /// The names the registration configured cells for, in order.
    @MainActor
    final class Log {
      var configurations: [String] = []
    }

    init() {
      let layout = gridLayout()
      layout.headerReferenceSize = CGSize(width: 0, height: 22)
      grid = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: layout)
      let log = log
      let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, name in
        cell.label.text = name
        log.configurations.append(name)
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: grid) {
        grid, indexPath, name in
        grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
      }
      let header = UICollectionView.SupplementaryRegistration<HeaderView>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { [dataSource] view, _, indexPath in
        view.label.text = dataSource.sectionIdentifier(for: indexPath.section)
      }
      dataSource.supplementaryViewProvider = { grid, _, indexPath in
        grid.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
      }
    }
  }

  private let device = DeviceFrame(size: GridSize(width: 40, height: 3))

  @Test func anAppliedSnapshotIsDrawnWithItsSectionsHeadersAndMarks() throws {
    let fixture = Fixture()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Birds"])
    snapshot.appendItems(["heron", "owl"])
    fixture.dataSource.apply(snapshot)
    _ = try device.text(of: fixture.grid)
    snapshot.insertItems(["wren"], beforeItem: "owl")
    fixture.dataSource.apply(snapshot)
    #expect(
      try device.text(of: fixture.grid) == """
        updates: 1 item inserted
         ┌────────────────────────────────────────┐
         │Birds                                   │
        +│heron     wren      owl                 │
         │                                        │
         └────────────────────────────────────────┘

        """)
    #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "wren")
    #expect(fixture.dataSource.indexPath(for: "owl") == IndexPath(item: 2, section: 0))
    #expect(fixture.dataSource.snapshot().itemIdentifiers == ["heron", "wren", "owl"])
  }

  @Test func aReconfiguredItemIsConfiguredAgainInItsOwnCell() throws {
    let fixture = Fixture()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Birds"])
    snapshot.appendItems(["heron", "owl"])
    fixture.dataSource.apply(snapshot)
    _ = try device.text(of: fixture.grid)  // drawn: the insert's marks are cleared
    let cell = fixture.grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell
    fixture.log.configurations = []
    snapshot.reconfigureItems(["owl"])
    fixture.dataSource.apply(snapshot)
    #expect(fixture.log.configurations == ["owl"])
    #expect(fixture.grid.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
    #expect(cell?.preparedForReuseCount == 0)
    #expect(
      try device.text(of: fixture.grid).split(separator: "\n")[0...3] == [
        "updates: 1 item reconfigured",
        " ┌────────────────────────────────────────┐",
        " │Birds                                   │",
        "~│heron     owl                           │",
      ])
  }

  @Test func cellsOfARegistrationAreReusedAmongThemselves() throws {
    let fixture = Fixture()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Birds"])
    snapshot.appendItems((0..<20).map { "bird \($0)" })
    fixture.dataSource.apply(snapshot)
    fixture.grid.layoutIfNeeded()
    let first = fixture.grid.cellForItem(at: IndexPath(item: 0, section: 0))
    fixture.grid.contentOffset = CGPoint(x: 0, y: 44)  // the header and first line leave
    #expect(fixture.grid.indexPathsForVisibleItems.first == IndexPath(item: 4, section: 0))
    #expect(fixture.grid.visibleCells.contains { $0 === first })
  }

  @Test func withoutASupplementaryProviderAHeaderIsReported() throws {
    let fixture = Fixture()
    fixture.dataSource.supplementaryViewProvider = nil
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Birds"])
    fixture.dataSource.apply(snapshot)
    let error = try #require(throws: ScreenDrawingError.self) { try device.render(fixture.grid) }
    #expect(
      error.description
        == "the collection view failed: the view returned from "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath "
        + "(UICollectionElementKindSectionHeader,(0 - 0)) was not retrieved by calling "
        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
        + "((null)) Collection view: <UICollectionView; frame = (0, 0, 40x3); contentOffset = 0; "
        + "sections = 1>")
  }

  @Test func anOutlineItemsDisclosureShowsAndHidesItsChildrenAndConfiguresItAgain() throws {
    let fixture = Fixture()
    var flat = NSDiffableDataSourceSnapshot<String, String>()
    flat.appendSections(["Birds", "Flat"])
    flat.appendItems(["gull"], toSection: "Flat")
    fixture.dataSource.apply(flat)
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Water", "Land"])
    outline.append(["heron", "coot"], to: "Water")
    fixture.dataSource.apply(outline, to: "Birds")
    _ = try device.text(of: fixture.grid)
    let water = IndexPath(item: 0, section: 0)
    fixture.log.configurations = []
    #expect(fixture.dataSource.setOutlineItem(at: water, expanded: true))
    // The children get their cells in the batch, then the item is configured again.
    #expect(fixture.log.configurations == ["heron", "coot", "Water"])
    #expect(fixture.dataSource.snapshot(for: "Birds").isExpanded("Water"))
    #expect(
      fixture.grid.lastUpdateSummary.description == "2 items inserted · 1 item reconfigured")
    #expect(fixture.grid.lastUpdateMarks[water] == .reconfigured)
    #expect(
      fixture.dataSource.snapshot().itemIdentifiers(inSection: "Birds")
        == ["Water", "heron", "coot", "Land"])
    #expect(fixture.dataSource.setOutlineItem(at: water, expanded: false))
    #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: "Birds") == ["Water", "Land"])
    // An item without children, one of a section with no section snapshot, or none at all.
    #expect(!fixture.dataSource.setOutlineItem(at: IndexPath(item: 1, section: 0), expanded: true))
    #expect(!fixture.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 1), expanded: true))
    #expect(!fixture.dataSource.setOutlineItem(at: IndexPath(item: 5, section: 0), expanded: true))
    #expect(!fixture.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 9), expanded: true))
  }

  /// The fixture's "Birds" given the outline Water (heron, coot, collapsed) and Land, then
  /// drawn.
  private func birdsOutline() throws -> Fixture {
    let fixture = Fixture()
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Water", "Land"])
    outline.append(["heron", "coot"], to: "Water")
    fixture.dataSource.apply(outline, to: "Birds")
    _ = try device.text(of: fixture.grid)
    return fixture
  }

  @Test func anItemAWholeSnapshotDeletedStaysGoneFromTheSectionSnapshotAndTheNextExpand() throws {
    let fixture = try birdsOutline()
    var whole = fixture.dataSource.snapshot()
    whole.deleteItems(["Land"])
    fixture.dataSource.apply(whole)
    _ = try device.text(of: fixture.grid)
    #expect(
      fixture.dataSource.snapshot(for: "Birds").visualDescription() == """
        - Water *
          - heron
          - coot
        """)
    #expect(fixture.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 0), expanded: true))
    #expect(
      fixture.dataSource.snapshot().itemIdentifiers(inSection: "Birds")
        == ["Water", "heron", "coot"])
    #expect(
      try device.text(of: fixture.grid) == """
        updates: 2 items inserted · 1 item reconfigured
         ┌────────────────────────────────────────┐
         │Birds                                   │
        +│Water     heron     coot                │
         │                                        │
         └────────────────────────────────────────┘

        """)
  }

  @Test func aWholeSnapshotKeepsTheOutlineOfASectionItLeavesAsItWas() throws {
    let fixture = try birdsOutline()
    var whole = fixture.dataSource.snapshot()
    whole.appendSections(["Flat"])
    whole.appendItems(["gull"], toSection: "Flat")
    fixture.dataSource.apply(whole)
    #expect(
      fixture.dataSource.snapshot(for: "Birds").visualDescription() == """
        - Water *
          - heron
          - coot
        - Land *
        """)
    #expect(fixture.dataSource.snapshot(for: "Flat").items == ["gull"])
    #expect(fixture.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 0), expanded: true))
    #expect(
      fixture.dataSource.snapshot().itemIdentifiers(inSection: "Birds")
        == ["Water", "heron", "coot", "Land"])
  }

  @Test func aWholeSnapshotThatInsertsOrReordersASectionsItemsLeavesItFlat() throws {
    let fixture = try birdsOutline()
    var whole = fixture.dataSource.snapshot()
    whole.insertItems(["Air"], beforeItem: "Land")
    fixture.dataSource.apply(whole)
    #expect(fixture.dataSource.snapshot(for: "Birds").items == ["Water", "Air", "Land"])
    #expect(fixture.dataSource.snapshot(for: "Birds").rootItems == ["Water", "Air", "Land"])
    // Water has no children to show any more: nothing comes back.
    #expect(!fixture.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 0), expanded: true))
    #expect(
      fixture.dataSource.snapshot().itemIdentifiers(inSection: "Birds") == ["Water", "Air", "Land"])
  }

  @Test func aCollapsedChildAWholeSnapshotShowsElsewhereLeavesItsParent() throws {
    let fixture = try birdsOutline()
    var whole = fixture.dataSource.snapshot()
    whole.appendSections(["Flat"])
    whole.appendItems(["coot"], toSection: "Flat")
    fixture.dataSource.apply(whole)
    #expect(fixture.dataSource.snapshot(for: "Birds").items == ["Water", "heron", "Land"])
    #expect(fixture.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 0), expanded: true))
    #expect(
      fixture.dataSource.snapshot().itemIdentifiers(inSection: "Birds")
        == ["Water", "heron", "Land"])
    #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: "Flat") == ["coot"])
    #expect(fixture.grid.takeFailures().isEmpty)
  }

  @Test func aSectionAWholeSnapshotDeletedComesBackWithoutItsOldOutline() throws {
    let fixture = try birdsOutline()
    var whole = fixture.dataSource.snapshot()
    whole.deleteSections(["Birds"])
    fixture.dataSource.apply(whole)
    whole.appendSections(["Birds"])
    whole.appendItems(["Water", "Land"], toSection: "Birds")
    fixture.dataSource.applySnapshotUsingReloadData(whole)
    #expect(fixture.dataSource.snapshot(for: "Birds").rootItems == ["Water", "Land"])
    #expect(!fixture.dataSource.snapshot(for: "Birds").contains("heron"))
    #expect(!fixture.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 0), expanded: true))
  }

  @Test func aSectionSnapshotThatCannotBeShownIsNotKept() throws {
    let fixture = try birdsOutline()
    var whole = fixture.dataSource.snapshot()
    whole.appendSections(["Flat"])
    whole.appendItems(["gull"], toSection: "Flat")
    fixture.dataSource.apply(whole)
    // gull is already in Flat: the snapshot showing it in Birds too keeps a failure.
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["gull"])
    outline.append(["tern"], to: "gull")
    fixture.dataSource.apply(outline, to: "Birds")
    #expect(fixture.grid.takeFailures().count == 1)
    #expect(
      fixture.dataSource.snapshot(for: "Birds").visualDescription() == """
        - Water *
          - heron
          - coot
        - Land *
        """)
  }

  @Test func itemsAppendedToAnExpandedParentWithChildrenAreDrawnAfterItsLastChild() throws {
    let fixture = try birdsOutline()
    #expect(fixture.dataSource.setOutlineItem(at: IndexPath(item: 0, section: 0), expanded: true))
    _ = try device.text(of: fixture.grid)
    var outline = fixture.dataSource.snapshot(for: "Birds")
    outline.append(["grebe"], to: "Water")
    fixture.dataSource.apply(outline, to: "Birds")
    #expect(
      fixture.dataSource.snapshot().itemIdentifiers(inSection: "Birds")
        == ["Water", "heron", "coot", "grebe", "Land"])
    #expect(
      try device.text(of: fixture.grid) == """
        updates: 1 item inserted
         ┌────────────────────────────────────────┐
         │Birds                                   │
        +│Water     heron     coot      grebe     │
         │Land                                    │
         └────────────────────────────────────────┘

        """)
  }

  @Test func aCellProviderThatReturnsNilIsReportedAsACellWithoutAReuseIdentifier() throws {
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 66), collectionViewLayout: gridLayout())
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) {
      _, _, _ in nil
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Birds"])
    snapshot.appendItems(["heron"])
    dataSource.apply(snapshot)
    let error = try #require(throws: ScreenDrawingError.self) { try device.render(grid) }
    #expect(
      error.description
        == "the collection view failed: the cell returned from "
        + "-collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must "
        + "be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: "
        + "Collection view: <UICollectionView; frame = (0, 0, 40x3); contentOffset = 0; "
        + "sections = 1>")
  }

  @Test func aSnapshotThatKeptAFailureIsNotAppliedAndTheFrameReportsIt() throws {
    let fixture = Fixture()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendItems(["heron"])  // no section yet
    fixture.dataSource.apply(snapshot)
    let error = try #require(throws: ScreenDrawingError.self) { try device.render(fixture.grid) }
    guard case .collectionViewFailed(let failure) = error,
      case .invalidSnapshot = failure.reason
    else {
      Issue.record("not a snapshot's failure: \(error)")
      return
    }
    #expect(fixture.grid.numberOfSections == 0)
  }
}
