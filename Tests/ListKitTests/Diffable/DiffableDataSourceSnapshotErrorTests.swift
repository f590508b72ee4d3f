import ListKit
import Testing

/// Every change UIKit's snapshot raises an exception for, with its whole message, and the
/// snapshot left as it was.
@Suite struct DiffableDataSourceSnapshotErrorTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  /// Sections "a" [1, 2] and "b" [3].
  private func twoSections() throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2], toSection: "a")
    try snapshot.appendItems([3], toSection: "b")
    return snapshot
  }

  /// The message `change` throws, after checking that it left `snapshot` as it was.
  private func message(_ snapshot: Snapshot, _ change: (inout Snapshot) throws -> Void)
    -> String?
  {
    var changed = snapshot
    do {
      try change(&changed)
    } catch let error as DiffableDataSourceSnapshotError {
      #expect(changed == snapshot)
      return error.description
    } catch {
      Issue.record("threw \(error), not a DiffableDataSourceSnapshotError")
    }
    return nil
  }

  @Test func appendingItemsToASnapshotWithoutSectionsIsRefusedWithUIKitsMessage() {
    #expect(
      message(Snapshot()) { try $0.appendItems([1]) }
        == "appendItems(_:toSection:): There are currently no sections in the data source. "
        + "Please add a section first.")
    #expect(
      message(Snapshot()) { try $0.appendItems([1], toSection: "a") }
        == "appendItems(_:toSection:): There are currently no sections in the data source. "
        + "Please add a section first.")
  }

  @Test func appendingItemsToAnUnknownSectionNamesIt() throws {
    #expect(
      message(try twoSections()) { try $0.appendItems([9], toSection: "z") }
        == "appendItems(_:toSection:): Invalid parameter not satisfying: section != NSNotFound"
        + " - section identifier z is not in the snapshot")
  }

  @Test func appendingItemsAlreadyInTheSnapshotOrTwiceListsEachDuplicateOnce() throws {
    #expect(
      message(try twoSections()) { try $0.appendItems([3, 7, 7, 1, 3], toSection: "a") }
        == "appendItems(_:toSection:): supplied item identifiers are not unique. Duplicate "
        + "identifiers: 3, 7, 1")
  }

  @Test func insertingItemsNextToAnUnknownItemNamesIt() throws {
    #expect(
      message(try twoSections()) { try $0.insertItems([9], beforeItem: 8) }
        == "insertItems(_:beforeItem:): Invalid parameter not satisfying: section != NSNotFound"
        + " - item identifier 8 is not in the snapshot")
    #expect(
      message(try twoSections()) { try $0.insertItems([9], afterItem: 8) }
        == "insertItems(_:afterItem:): Invalid parameter not satisfying: section != NSNotFound"
        + " - item identifier 8 is not in the snapshot")
  }

  @Test func insertingItemsAlreadyInTheSnapshotIsRefused() throws {
    #expect(
      message(try twoSections()) { try $0.insertItems([2], beforeItem: 1) }
        == "insertItems(_:beforeItem:): supplied item identifiers are not unique. Duplicate "
        + "identifiers: 2")
    #expect(
      message(try twoSections()) { try $0.insertItems([4, 4], afterItem: 3) }
        == "insertItems(_:afterItem:): supplied item identifiers are not unique. Duplicate "
        + "identifiers: 4")
  }

  @Test func movingAnUnknownItemOrNextToOneNamesWhichIsMissing() throws {
    #expect(
      message(try twoSections()) { try $0.moveItem(9, beforeItem: 1) }
        == "moveItem(_:beforeItem:): Invalid parameter not satisfying: fromIndex != NSNotFound"
        + " - item identifier 9 is not in the snapshot")
    #expect(
      message(try twoSections()) { try $0.moveItem(1, afterItem: 9) }
        == "moveItem(_:afterItem:): Invalid parameter not satisfying: toIndex != NSNotFound"
        + " - item identifier 9 is not in the snapshot")
  }

  @Test func reloadingOrReconfiguringAnUnknownItemUsesUIKitsMessage() throws {
    #expect(
      message(try twoSections()) { try $0.reloadItems([1, 9, 8]) }
        == "reloadItems(_:): Attempted to reload item identifier that does not exist in the "
        + "snapshot: 9")
    #expect(
      message(try twoSections()) { try $0.reconfigureItems([9]) }
        == "reconfigureItems(_:): Attempted to reconfigure item identifier that does not exist "
        + "in the snapshot: 9")
  }

  @Test func appendingOrInsertingASectionTwiceIsRefused() throws {
    #expect(
      message(try twoSections()) { try $0.appendSections(["c", "b", "c"]) }
        == "appendSections(_:): supplied section identifiers are not unique. Duplicate "
        + "identifiers: c, b")
    #expect(
      message(try twoSections()) { try $0.insertSections(["a"], beforeSection: "b") }
        == "insertSections(_:beforeSection:): supplied section identifiers are not unique. "
        + "Duplicate identifiers: a")
  }

  @Test func insertingSectionsNextToAnUnknownSectionNamesIt() throws {
    #expect(
      message(try twoSections()) { try $0.insertSections(["c"], beforeSection: "z") }
        == "insertSections(_:beforeSection:): Invalid parameter not satisfying: insertIndex != "
        + "NSNotFound - section identifier z is not in the snapshot")
    #expect(
      message(try twoSections()) { try $0.insertSections(["c"], afterSection: "z") }
        == "insertSections(_:afterSection:): Invalid parameter not satisfying: insertIndex != "
        + "NSNotFound - section identifier z is not in the snapshot")
  }

  @Test func movingAnUnknownSectionOrNextToOneNamesWhichIsMissing() throws {
    #expect(
      message(try twoSections()) { try $0.moveSection("z", beforeSection: "a") }
        == "moveSection(_:beforeSection:): Invalid parameter not satisfying: fromSection != "
        + "NSNotFound - section identifier z is not in the snapshot")
    #expect(
      message(try twoSections()) { try $0.moveSection("a", afterSection: "z") }
        == "moveSection(_:afterSection:): Invalid parameter not satisfying: toSection != "
        + "NSNotFound - section identifier z is not in the snapshot")
  }

  @Test func reloadingAnUnknownSectionUsesUIKitsMessage() throws {
    #expect(
      message(try twoSections()) { try $0.reloadSections(["b", "z"]) }
        == "reloadSections(_:): Attempted to reload section identifier that does not exist in "
        + "the snapshot: z")
  }

  @Test func theSourceOfAMoveIsCheckedBeforeItsDestination() throws {
    #expect(
      message(try twoSections()) { try $0.moveItem(8, beforeItem: 9) }
        == "moveItem(_:beforeItem:): Invalid parameter not satisfying: fromIndex != NSNotFound"
        + " - item identifier 8 is not in the snapshot")
  }

  @Test func aMissingDestinationIsReportedBeforeDuplicates() throws {
    #expect(
      message(try twoSections()) { try $0.appendItems([1], toSection: "z") }
        == "appendItems(_:toSection:): Invalid parameter not satisfying: section != NSNotFound"
        + " - section identifier z is not in the snapshot")
  }

  @Test func theErrorCarriesTheOperationAndTheReason() throws {
    var snapshot = try twoSections()
    #expect(throws: DiffableDataSourceSnapshotError(.moveItemAfter, .unknownSource(.item, "5"))) {
      try snapshot.moveItem(5, afterItem: 1)
    }
  }
}
