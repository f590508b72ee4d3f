import ListKit
import Testing

@Suite struct DiffableDataSourceSnapshotTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  /// Sections "a" [1, 2] and "b" [3].
  private func twoSections() throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2], toSection: "a")
    try snapshot.appendItems([3], toSection: "b")
    return snapshot
  }

  @Test func anEmptySnapshotHasNoSectionsAndNoItems() {
    let snapshot = Snapshot()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
  }

  @Test func itemsAppendedWithoutASectionGoToTheLastSection() throws {
    var snapshot = try twoSections()
    try snapshot.appendItems([4])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [3, 4])
  }

  @Test func queriesAnswerPositionsAcrossSections() throws {
    let snapshot = try twoSections()
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    #expect(snapshot.numberOfItems(inSection: "a") == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
    #expect(snapshot.indexOfItem(3) == 2)
    #expect(snapshot.indexOfItem(2) == 1)
    #expect(snapshot.indexOfSection("b") == 1)
  }

  @Test func queriesAboutIdentifiersTheSnapshotDoesNotHaveAnswerNothing() throws {
    let snapshot = try twoSections()
    #expect(snapshot.itemIdentifiers(inSection: "z").isEmpty)
    #expect(snapshot.numberOfItems(inSection: "z") == 0)
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.indexOfSection("z") == nil)
  }

  @Test func deletingIdentifiersTheSnapshotDoesNotHaveChangesNothing() throws {
    var snapshot = try twoSections()
    snapshot.deleteItems([9])
    snapshot.deleteSections(["z"])
    #expect(snapshot == (try twoSections()))
  }

  @Test func deletingTheLastItemOfASectionKeepsTheSection() throws {
    var snapshot = try twoSections()
    snapshot.deleteItems([3])
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    #expect(snapshot.itemIdentifiers(inSection: "b").isEmpty)
  }

  @Test func deletingASectionDeletesItsItemsAndTheirMarks() throws {
    var snapshot = try twoSections()
    try snapshot.reloadItems([3, 1])
    try snapshot.reloadSections(["b"])
    snapshot.deleteSections(["b"])
    #expect(snapshot.itemIdentifiers == [1, 2])
    #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func deletingAllItemsDeletesTheSectionsToo() throws {
    var snapshot = try twoSections()
    try snapshot.reconfigureItems([2])
    snapshot.deleteAllItems()
    #expect(snapshot == Snapshot())
  }

  @Test func anItemMovedNextToAnItemOfAnotherSectionJoinsThatSection() throws {
    var snapshot = try twoSections()
    try snapshot.moveItem(1, afterItem: 3)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [2])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [3, 1])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
  }

  @Test func anItemMovedDownLandsRightBeforeItsAnchor() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a"])
    try snapshot.appendItems([1, 2, 3, 4])
    try snapshot.moveItem(1, beforeItem: 3)
    #expect(snapshot.itemIdentifiers == [2, 1, 3, 4])
    try snapshot.moveItem(4, afterItem: 2)
    #expect(snapshot.itemIdentifiers == [2, 4, 1, 3])
  }

  @Test func movingASectionOrAnItemNextToItselfChangesNothing() throws {
    var snapshot = try twoSections()
    try snapshot.moveItem(2, beforeItem: 2)
    try snapshot.moveItem(2, afterItem: 2)
    try snapshot.moveSection("a", afterSection: "a")
    try snapshot.moveSection("b", beforeSection: "b")
    #expect(snapshot == (try twoSections()))
  }

  @Test func aSectionMovesWithItsItems() throws {
    var snapshot = try twoSections()
    try snapshot.insertSections(["c"], beforeSection: "b")
    try snapshot.moveSection("a", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    #expect(snapshot.itemIdentifiers == [3, 1, 2])
  }

  @Test func marksAreListedOnceInTheOrderFirstMade() throws {
    var snapshot = try twoSections()
    try snapshot.reloadItems([3, 1])
    try snapshot.reloadItems([1, 2])
    try snapshot.reconfigureItems([2, 2])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1, 2])
    #expect(snapshot.reconfiguredItemIdentifiers == [2])
  }

  @Test func snapshotsThatMarkDifferentItemsAreNotEqual() throws {
    var marked = try twoSections()
    try marked.reconfigureItems([1])
    #expect(marked != (try twoSections()))
  }
}
