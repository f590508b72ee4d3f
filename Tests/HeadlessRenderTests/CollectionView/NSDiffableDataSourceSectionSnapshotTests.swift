import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// Outline sections: items with children, expanded or collapsed, and what a collection view
/// shows of them.
@MainActor
@Suite struct NSDiffableDataSourceSectionSnapshotTests {
  private func birds() -> NSDiffableDataSourceSectionSnapshot<String> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["Water", "Garden"])
    snapshot.append(["heron", "coot"], to: "Water")
    snapshot.append(["great", "little"], to: "heron")
    return snapshot
  }

  @Test func itemsAreDepthFirstAndOnlyThoseUnderExpandedParentsAreVisible() {
    var snapshot = birds()
    #expect(snapshot.items == ["Water", "heron", "great", "little", "coot", "Garden"])
    #expect(snapshot.rootItems == ["Water", "Garden"])
    #expect(snapshot.visibleItems == ["Water", "Garden"])
    snapshot.expand(["Water", "nobody"])  // unknown items are ignored
    #expect(snapshot.visibleItems == ["Water", "heron", "coot", "Garden"])
    #expect(snapshot.isVisible("coot") && !snapshot.isVisible("great"))
    #expect(snapshot.level(of: "great") == 2)
    #expect(snapshot.parent(of: "great") == "heron")
    #expect(snapshot.index(of: "coot") == 4)
    #expect(snapshot.index(of: "nobody") == nil)
    #expect(
      snapshot.visualDescription() == """
        + Water *
          - heron *
            - great
            - little
          - coot *
        - Garden *
        """)
    snapshot.collapse(["Water"])
    #expect(snapshot.visibleItems == ["Water", "Garden"])
  }

  @Test func appendingToAParentThatHasChildrenPutsTheItemsAfterItsLastChild() {
    var snapshot = birds()
    snapshot.append(["grebe", "swan"], to: "Water")
    snapshot.append(["tiny"], to: "heron")
    #expect(
      snapshot.items == [
        "Water", "heron", "great", "little", "tiny", "coot", "grebe", "swan", "Garden",
      ])
    #expect(snapshot.snapshot(of: "Water").rootItems == ["heron", "coot", "grebe", "swan"])
    #expect(snapshot.parent(of: "swan") == "Water")
    #expect(snapshot.parent(of: "tiny") == "heron")
    #expect(snapshot.level(of: "tiny") == 2)
    snapshot.expand(["Water"])
    #expect(snapshot.visibleItems == ["Water", "heron", "coot", "grebe", "swan", "Garden"])
    // The other parent's children are untouched: appending to an empty parent still works.
    snapshot.append(["robin"], to: "Garden")
    #expect(snapshot.snapshot(of: "Garden").items == ["robin"])
    #expect(snapshot.snapshot(of: "heron").items == ["great", "little", "tiny"])
  }

  @Test func insertingAfterAnItemGoesPastItsDescendantsAndDeletingTakesThem() {
    var snapshot = birds()
    snapshot.insert(["grebe"], after: "heron")
    snapshot.insert(["reed"], before: "Garden")
    #expect(
      snapshot.items == ["Water", "heron", "great", "little", "grebe", "coot", "reed", "Garden"])
    #expect(snapshot.parent(of: "grebe") == "Water")
    snapshot.delete(["heron"])
    #expect(snapshot.items == ["Water", "grebe", "coot", "reed", "Garden"])
    #expect(!snapshot.contains("great"))
    #expect(snapshot.snapshot(of: "Water").items == ["grebe", "coot"])
    #expect(
      snapshot.snapshot(of: "Water", includingParent: true).items == ["Water", "grebe", "coot"])
  }

  @Test func aDuplicateOrAMissingItemKeepsUIKitsMessageAndStopsLaterChanges() {
    var duplicate = birds()
    duplicate.append(["coot", "wren", "wren"])
    #expect(duplicate.items.count == 6)
    duplicate.append(["robin"])  // ignored: the app would have stopped
    #expect(!duplicate.contains("robin"))
    var missing = birds()
    missing.delete(["zz"])
    #expect(missing.items.count == 6)
  }

  @Test func aCollectionViewShowsTheVisibleItemsAndMarksThoseAnExpandBrings() throws {
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 195, height: 110),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, name in
      cell.label.text = name
    }
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) {
      grid, indexPath, name in
      grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    dataSource.apply(birds(), to: "Birds")
    let device = DeviceFrame(size: GridSize(width: 20, height: 5))
    _ = try device.text(of: grid)
    var outline = dataSource.snapshot(for: "Birds")
    outline.expand(["Water"])
    dataSource.apply(outline, to: "Birds")
    #expect(
      try device.text(of: grid) == """
        updates: 2 items inserted
         ┌────────────────────┐
         │Water               │
         │  ──────────────────│
        +│heron               │
        +│  ──────────────────│
        +│coot                │
         └────────────────────┘

        """)
    var bad = outline
    bad.append(["heron"])
    dataSource.apply(bad, to: "Birds")
    let error = try #require(throws: ScreenDrawingError.self) { try device.render(grid) }
    #expect(
      error.description
        == "the collection view failed: Identifiers in a section snapshot must be unique. "
        + "Duplicate item identifiers: {(\n    heron\n)} Collection view: <UICollectionView; "
        + "frame = (0, 0, 20x5); contentOffset = 0; sections = 1>")
  }
}
