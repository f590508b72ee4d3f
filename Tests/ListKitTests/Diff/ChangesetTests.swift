import Foundation
import TestSupport
import Testing

@testable import ListKit

@Suite struct ChangesetTests {
  private func diff(_ old: [TestSection], _ new: [TestSection]) throws -> Changeset<
    String, TestItem
  > {
    let changeset = try Changeset(from: old, to: new)
    #expect(problemReplaying(changeset, on: old, to: new) == nil)
    return changeset
  }

  // MARK: Minimal work

  @Test func identicalListsGiveAnEmptyChangeset() throws {
    let sections = [section("a", 1, 2), section("b", 3)]
    let changeset = try diff(sections, sections)
    #expect(changeset.isEmpty)
    #expect(changeset.stages.isEmpty)
    #expect(changeset.description == "no changes")
  }

  @Test func rotatingThreeRowsLeftMovesOnlyOne() throws {
    let changeset = try diff([section("s", 1, 2, 3)], [section("s", 2, 3, 1)])
    #expect(
      changeset.stages.map(\.batch) == [
        BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(0, 2))])
      ])
  }

  @Test func movingTenOfAHundredSectionsToTheEndGivesTenSectionMoves() throws {
    let old = (0..<100).map { section("s\($0)", $0) }
    let moved = Set(stride(from: 0, to: 100, by: 10))
    let new =
      old.indices.filter { !moved.contains($0) }.map { old[$0] } + moved.sorted().map { old[$0] }
    let changeset = try diff(old, new)
    let expected = (0..<10).map { SectionMove(from: $0 * 10, to: 90 + $0) }
    #expect(changeset.stages.map(\.batch) == [BatchUpdate(movedSections: expected)])
  }

  @Test func aContentChangeIsAReconfigureNotADeletePlusInsert() throws {
    var changed = section("s", 1, 2)
    changed.items[1].content = 7
    let changeset = try diff([section("s", 1, 2)], [changed])
    #expect(changeset.stages.isEmpty)
    #expect(changeset.reconfiguredRows == [path(0, 1)])
    #expect(changeset.description == "reconfigure rows: [0, 1]")
  }

  @Test func theDocumentedExamplePrintsAsDocumented() throws {
    var new = section("a", 3, 1, 2)
    new.items[1].content = 1
    let changeset = try diff([section("a", 1, 2, 3)], [new])
    expectText(
      changeset.description,
      equals: """
        stage 1 of 1
          move rows: [0, 2] -> [0, 0]
          sections: a [3, 1, 2]
        reconfigure rows: [0, 1]
        """)
  }

  @Test func aTitleChangeReconfiguresTheHeaderAndKeepsTheRows() throws {
    let changeset = try diff([section("s", 1, title: "Old")], [section("s", 1, title: "New")])
    #expect(changeset.stages.isEmpty)
    #expect(changeset.reconfiguredSectionHeaders == [0])
    #expect(changeset.reconfiguredRows.isEmpty)
  }

  @Test func aRenamedSectionThatMovedHasItsHeaderReconfiguredAtItsNewIndex() throws {
    let moved = try diff(
      [section("a", 1), section("b", 2), section("c", 3, title: "Old")],
      [section("c", 3, title: "New"), section("a", 1), section("b", 2)])
    #expect(moved.reconfiguredSectionHeaders == [0])
    // Shifted up by a deleted section before it, and down by an inserted one.
    let up = try diff(
      [section("a", 1), section("b", 2, title: "Old")], [section("b", 2, title: "New")])
    #expect(up.reconfiguredSectionHeaders == [0])
    let down = try diff(
      [section("b", 2, title: "Old")], [section("a", 1), section("b", 2, title: "New")])
    #expect(down.reconfiguredSectionHeaders == [1])
  }

  @Test func completingATodoMovesItsRowAcrossSectionsInOneBatch() throws {
    let changeset = try diff(
      [section("todo", 1, 2, 3), section("done", 4)],
      [section("todo", 1, 3), section("done", 2, 4)])
    #expect(
      changeset.stages.map(\.batch) == [
        BatchUpdate(movedRows: [RowMove(from: path(0, 1), to: path(1, 0))])
      ])
  }

  // MARK: Combinations UIKit rejects in one batch

  @Test func aRowLeavingADeletedSectionMovesFirstThenTheSectionGoes() throws {
    let new = [section("B", 3, 1)]
    let changeset = try diff([section("A", 1, 2), section("B", 3)], new)
    #expect(
      changeset.stages == [
        .init(
          batch: BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(1, 1))]),
          sections: [section("A", 2), section("B", 3, 1)]),
        .init(batch: BatchUpdate(deletedSections: [0]), sections: new),
      ])
    expectText(
      changeset.description,
      equals: """
        stage 1 of 2
          move rows: [0, 0] -> [1, 1]
          sections: A [2], B [3, 1]
        stage 2 of 2
          delete sections: 0
          sections: B [3, 1]
        """)
  }

  @Test func aRowLeavingADeletedSectionForTheVeryFirstPlaceMovesFirstToo() throws {
    let new = [section("B", 1, 3)]
    let changeset = try diff([section("A", 1, 2), section("B", 3)], new)
    #expect(
      changeset.stages == [
        .init(
          batch: BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(1, 0))]),
          sections: [section("A", 2), section("B", 1, 3)]),
        .init(batch: BatchUpdate(deletedSections: [0]), sections: new),
      ])
  }

  @Test func onlyADeletedSectionHoldingASurvivorWaitsForTheLastStage() throws {
    // C dies with its row in the first stage, beside the move out of A; A waits for it.
    let new = [section("B", 3, 1)]
    let changeset = try diff([section("A", 1, 2), section("C", 5), section("B", 3)], new)
    expectText(
      changeset.description,
      equals: """
        stage 1 of 2
          delete sections: 1
          move rows: [0, 0] -> [1, 1]
          sections: A [2], B [3, 1]
        stage 2 of 2
          delete sections: 0
          sections: B [3, 1]
        """)
  }

  @Test func aSectionDeletedWithEveryRowIsOneStage() throws {
    let new = [section("B", 3)]
    let changeset = try diff([section("A", 1, 2), section("B", 3)], new)
    #expect(changeset.stages == [.init(batch: BatchUpdate(deletedSections: [0]), sections: new)])
  }

  @Test func aRowEnteringAnInsertedSectionMovesOnceTheSectionExists() throws {
    let new = [section("A"), section("B", 1, 2)]
    let changeset = try diff([section("A", 1)], new)
    #expect(
      changeset.stages == [
        .init(
          batch: BatchUpdate(insertedSections: [1]), sections: [section("A", 1), section("B", 2)]),
        .init(
          batch: BatchUpdate(movedRows: [RowMove(from: path(0, 0), to: path(1, 0))]), sections: new),
      ])
  }

  @Test func theSectionWhoseRowsChangeStaysInPlaceAndTheOtherMoves() throws {
    // Either section could move; B's rows change, so A moves and one batch is enough.
    let new = [section("B", 3, 2), section("A", 1)]
    let changeset = try diff([section("A", 1), section("B", 2, 3)], new)
    #expect(
      changeset.stages.map(\.batch) == [
        BatchUpdate(
          movedSections: [SectionMove(from: 0, to: 1)],
          movedRows: [RowMove(from: path(1, 1), to: path(0, 0))])
      ])
  }

  @Test func aMovedSectionWhoseRowsChangeMovesBeforeItsRowsDo() throws {
    let new = [section("B", 4, 3), section("A", 2, 1)]
    let changeset = try diff([section("A", 1, 2), section("B", 3, 4)], new)
    #expect(
      changeset.stages == [
        .init(
          batch: BatchUpdate(movedSections: [SectionMove(from: 0, to: 1)]),
          sections: [section("B", 3, 4), section("A", 1, 2)]),
        .init(
          batch: BatchUpdate(movedRows: [
            RowMove(from: path(0, 1), to: path(0, 0)), RowMove(from: path(1, 1), to: path(1, 0)),
          ]),
          sections: new),
      ])
  }

  @Test func sectionInsertsJoinTheRowStageWhenNoRowEntersTheNewSection() throws {
    let new = [section("B", 2, 1), section("C", 3)]
    let changeset = try diff([section("A", 1), section("B", 2)], new)
    #expect(
      changeset.stages == [
        .init(
          batch: BatchUpdate(
            insertedSections: [2], movedRows: [RowMove(from: path(0, 0), to: path(1, 1))]),
          sections: [section("A"), section("B", 2, 1), section("C", 3)]),
        .init(batch: BatchUpdate(deletedSections: [0]), sections: new),
      ])
  }

  @Test func aRowGoingFromADeletedSectionIntoAnInsertedOneTakesThreeStages() throws {
    // Row 2 must enter C after C is inserted and leave A before A is deleted.
    let new = [section("C", 2, 9), section("B", 3, 1)]
    let changeset = try diff([section("A", 1, 2), section("B", 3)], new)
    #expect(
      changeset.stages.map(\.batch) == [
        BatchUpdate(insertedSections: [1]),
        BatchUpdate(
          movedRows: [
            RowMove(from: path(0, 1), to: path(1, 0)), RowMove(from: path(0, 0), to: path(2, 1)),
          ]),
        BatchUpdate(deletedSections: [0]),
      ])
  }

  @Test func survivingRowsOfADeletedSectionAreNeverDeletedAndInsertedAgain() throws {
    let changeset = try diff(
      [section("A", 1, 2), section("B", 3)], [section("C", 2, 9), section("B", 1, 3)])
    let batches = changeset.stages.map(\.batch)
    let survivors = Set([1, 2, 3])
    for (stage, batch) in zip(changeset.stages.indices, batches) {
      let before =
        stage == 0 ? [section("A", 1, 2), section("B", 3)] : changeset.stages[stage - 1].sections
      let deletedIDs = batch.deletedRows.compactMap { before.item(at: $0)?.id }
      #expect(survivors.isDisjoint(with: deletedIDs))
      let deletedSectionIDs = batch.deletedSections.flatMap { before[$0].items.map(\.id) }
      #expect(survivors.isDisjoint(with: deletedSectionIDs))
    }
  }

  // MARK: Duplicates

  @Test func duplicateItemsInTheNewListThrowNamingTheIdentifierAndBothPositions() {
    #expect {
      _ = try Changeset(from: [], to: [section("a", 1, 2), section("b", 1)])
    } throws: { error in
      "\(error)"
        == "supplied item identifiers are not unique. Duplicate identifiers: 1 in the new sections at [0, 0] and [1, 0]"
    }
  }

  @Test func aNewListOfMostlyNewRowsIsMatchedAndCheckedPastTheTablesFirstSize() throws {
    // 2,000 new rows against 20 old ones: far more misses of the order guess than the item
    // table is first sized for, so it doubles several times while new rows are stored.
    let old = [TestSection(id: "s", items: (0..<20).map { TestItem(id: $0) })]
    var items = (1_000..<3_000).map { TestItem(id: $0) }
    for (offset, id) in (0..<20).reversed().enumerated() {
      items.insert(TestItem(id: id), at: offset * 100)
    }
    let changeset = try diff(old, [TestSection(id: "s", items: items)])
    let batch = try #require(changeset.stages.first?.batch)
    #expect(batch.insertedRows.count == 2_000)
    #expect(batch.movedRows.count == 19)
    // A repeat of a new row stored after the doubling is still found. Row 2,500 sat at 1,500
    // before the old rows went in at 0, 100, ..., 1,900; the 16 at or before it push it to
    // 1,516, and the repeat is appended at 2,020.
    let repeated = [TestSection(id: "s", items: items + [TestItem(id: 2_500)])]
    #expect {
      _ = try Changeset(from: old, to: repeated)
    } throws: { error in
      "\(error)"
        == "supplied item identifiers are not unique. Duplicate identifiers: 2500 in the new sections at [0, 1516] and [0, 2020]"
    }
  }

  @Test func manyNewSectionsAreMatchedAndCheckedPastTheTablesFirstSize() throws {
    // 500 new sections against 4 old ones: the section table doubles while they are stored.
    let old = (0..<4).map { section("s\($0)") }
    let new = (0..<500).map { section("n\($0)") } + old.reversed()
    let changeset = try diff(old, new)
    let batch = try #require(changeset.stages.first?.batch)
    #expect(batch.insertedSections == Array(0..<500))
    #expect(batch.movedSections.count == 3)
    #expect {
      _ = try Changeset(from: old, to: new + [section("n480")])
    } throws: { error in
      "\(error)"
        == "supplied section identifiers are not unique. Duplicate identifiers: n480 in the new sections at 480 and 504"
    }
  }

  @Test func duplicateItemsInTheOldListThrowToo() {
    #expect {
      _ = try Changeset(from: [section("a", 5), section("b"), section("c", 6, 5)], to: [])
    } throws: { error in
      "\(error)"
        == "supplied item identifiers are not unique. Duplicate identifiers: 5 in the old sections at [0, 0] and [2, 1]"
    }
  }

  @Test func duplicateSectionsThrowNamingBothIndexes() {
    #expect {
      _ = try Changeset(from: [section("a"), section("b"), section("a")], to: [])
    } throws: { error in
      "\(error)"
        == "supplied section identifiers are not unique. Duplicate identifiers: a in the old sections at 0 and 2"
    }
  }

  // MARK: Work

  @Test func theDiffHashesEachIdentifierOnceAndComparesEachSurvivorOnce() throws {
    var changed = section("a", 2, 1)
    changed.items[0].content = 1
    var work = DiffWork()
    let changeset = try Changeset.diff(
      from: [section("a", 1, 2), section("b", 3)], to: [changed, section("c", 4)], work: &work)
    // Row 2 is not where the order guesses (after nothing matched, old row 1), and neither is
    // row 1 then: every identifier is hashed.
    #expect(work.hashLookups == 2 + 2 + 3 + 3)
    // One title, the failed guess, then per surviving item its identifier and its content; a
    // 32-bit hash collision in the table may add an identifier comparison, never more than a
    // few.
    #expect((1 + 1 + 2 + 2)...(1 + 1 + 2 + 2 + 3) ~= work.equalityChecks)
    #expect(changeset.reconfiguredRows == [path(0, 0)])
  }

  @Test func survivorsThatKeepTheirOrderAreMatchedWithoutHashing() throws {
    let old = [TestSection(id: "s", items: (0..<1_000).map { TestItem(id: $0) })]
    var new = old
    new[0].items.insert(contentsOf: (1_000..<1_010).map { TestItem(id: $0) }, at: 500)
    var work = DiffWork()
    let changeset = try Changeset.diff(from: old, to: new, work: &work)
    // Both sections and every old row are hashed; of the new rows, only the ten inserted
    // ones and the survivor after them, which the guess (old row 500 for the first insert)
    // gave up on.
    #expect(work.hashLookups == 2 + 1_000 + 10 + 1)
    // The title, the one failed guess, and per survivor its identifier and its content (a
    // 32-bit hash collision may add a few).
    #expect((1 + 1 + 2 * 1_000)...(1 + 1 + 2 * 1_000 + 3) ~= work.equalityChecks)
    #expect(changeset.stages.map(\.batch.insertedRows) == [(500..<510).map { path(0, $0) }])
  }

  @Test func theWorkGrowsLinearlyWithTheListsOnAShuffledHundredThousandRows() throws {
    let old = [TestSection(id: "s", items: (0..<100_000).map { TestItem(id: $0) })]
    var generator = SeededGenerator(state: 7)
    var new = old
    new[0].items.shuffle(using: &generator)
    var work = DiffWork()
    let changeset = try Changeset.diff(from: old, to: new, work: &work)
    // Each identifier hashed at most once; in a shuffle, a row rarely follows its
    // predecessor, so the order guess saves almost nothing and wastes as little.
    #expect((199_900...200_002) ~= work.hashLookups)
    #expect((200_001...200_200) ~= work.equalityChecks)
    #expect(changeset.stages.count == 1)
  }
}
