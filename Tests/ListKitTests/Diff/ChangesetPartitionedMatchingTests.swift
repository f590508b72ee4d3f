import Foundation
import TestSupport
import Testing

@testable import ListKit

@Suite(.tags(.stress)) struct ChangesetPartitionedMatchingTests {
  typealias Diff = Changeset<String, TestItem>

  /// 400 in `swift test`, 10,000 in `make stress` (2,000 before issue 23).
  static let seedCount = StressMode.cases(400)

  static func offsets<Item>(_ sections: [ListSection<String, Item>]) -> [Int] {
    sections.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.items.count) }
  }

  @Test(arguments: [0, 1, 3])
  func thePartitionedJoinMatchesTheSequentialOneOnRandomLists(partitionBits: Int) throws {
    for seed in 0..<UInt64(Self.seedCount) {
      var generator = SeededGenerator(state: seed)
      let (old, new) = RandomSectionPairs.pair(using: &generator)
      let oldOffsets = Self.offsets(old)
      let newOffsets = Self.offsets(new)
      var sequentialWork = DiffWork()
      let sequential = try Diff.matchItems(
        old: old, new: new, oldOffsets: oldOffsets, newOffsets: newOffsets,
        work: &sequentialWork)
      var work = DiffWork()
      let partitioned = try #require(
        Diff.matchItemsPartitioned(
          old: old, new: new, oldOffsets: oldOffsets, newOffsets: newOffsets,
          partitionBits: partitionBits, work: &work),
        "seed \(seed)")
      #expect(partitioned.newItemOfOld == sequential.newItemOfOld, "seed \(seed)")
      #expect(partitioned.oldItemOfNew == sequential.oldItemOfNew, "seed \(seed)")
      #expect(partitioned.reconfiguredRows == sequential.reconfiguredRows, "seed \(seed)")
      // Every old identifier hashed once; a new one at most once, and looked up at most
      // twice (the sample of old items, then the join), only when the order guess failed.
      let oldCount = oldOffsets[old.count]
      let newCount = newOffsets[new.count]
      #expect((oldCount...(oldCount + 2 * newCount)) ~= work.hashLookups, "seed \(seed)")
      // Per survivor one identifier and one content comparison, and per new item at most
      // two order guesses and one check of a sampled match; 64-bit hashes of distinct
      // identifiers do not collide here, so nothing more.
      let survivors = partitioned.oldItemOfNew.count { $0 >= 0 }
      #expect(
        ((2 * survivors)...(2 * survivors + 3 * newCount)) ~= work.equalityChecks,
        "seed \(seed)")
    }
  }

  @Test func aListPastThePartitioningThresholdIsDiffedByTheJoin() throws {
    let count = 140_000
    #expect(2 * count > Diff.partitioningThreshold)
    let old = [TestSection(id: "s", items: (0..<count).map { TestItem(id: $0) })]
    var items = old[0].items
    items.swapAt(3, 4)
    items[10].content = 1
    items.removeSubrange(1_000..<2_000)
    items.insert(contentsOf: (0..<1_000).map { TestItem(id: count + $0) }, at: 50_000)
    let new = [TestSection(id: "s", items: items)]
    var work = DiffWork()
    let changeset = try Diff.diff(from: old, to: new, work: &work)
    let batch = try #require(changeset.stages.first?.batch)
    #expect(changeset.stages.count == 1)
    #expect(batch.deletedRows == (1_000..<2_000).map { IndexPath(row: $0, section: 0) })
    #expect(batch.insertedRows == (50_000..<51_000).map { IndexPath(row: $0, section: 0) })
    #expect(batch.movedRows.count == 1)
    #expect(changeset.reconfiguredRows == [IndexPath(row: 10, section: 0)])
    // Both sections and every old row are hashed, but of the new rows only about those the
    // order guess misses: the 1,000 inserted ones, the swapped pair, and up to one sample
    // stride (128) after the deleted run.
    #expect(work.hashLookups >= count + 2 + 1_000)
    #expect(work.hashLookups <= count + 2 + 2 * (1_000 + 2 + 128))
  }

  @Test func aDuplicateInTheOldListLeavesTheDecisionToTheSequentialMatching() {
    let old = [section("a", 1, 2), section("b", 3, 1)]
    let new = [section("a", 1)]
    var work = DiffWork()
    let matched = Diff.matchItemsPartitioned(
      old: old, new: new, oldOffsets: Self.offsets(old), newOffsets: Self.offsets(new),
      partitionBits: 1, work: &work)
    #expect(matched == nil)
  }

  @Test func aDuplicateInTheNewListLeavesTheDecisionToTheSequentialMatching() {
    let old = [section("a", 1)]
    let new = [section("a", 2), section("b", 2)]
    var work = DiffWork()
    let matched = Diff.matchItemsPartitioned(
      old: old, new: new, oldOffsets: Self.offsets(old), newOffsets: Self.offsets(new),
      partitionBits: 1, work: &work)
    #expect(matched == nil)
  }

  @Test func aHashSharedByDifferentIdentifiersIsCaughtBeforeItMisleadsAMatch() {
    // 4 and 5 hash alike: the join pairs new 5 with old 4 by hash, and the check refutes it.
    let old = [ListSection(id: "a", items: [HalfHashedItem(id: 4)])]
    let new = [ListSection(id: "a", items: [HalfHashedItem(id: 5)])]
    var work = DiffWork()
    let matched = Changeset<String, HalfHashedItem>.matchItemsPartitioned(
      old: old, new: new, oldOffsets: Self.offsets(old), newOffsets: Self.offsets(new),
      partitionBits: 1, work: &work)
    #expect(matched == nil)
  }

  @Test func groupingKeepsEachGroupInListOrder() {
    // Top two bits: groups 2, 0, 3, 0, 2.
    let hashes: [UInt64] = [0x8000, 0x1, 0xC000, 0x2, 0x8001].map { $0 << 48 }
    let (starts, order, grouped) = Diff.partition(hashes, bits: 2)
    #expect(starts == [0, 2, 2, 4, 5])
    #expect(order == [1, 3, 0, 4, 2])
    #expect(grouped == [1, 3, 0, 4, 2].map { hashes[$0] })
  }
}

/// An item whose identifier hashes only half its value, so that 2k and 2k + 1 collide.
struct HalfHashedItem: Identifiable, Equatable, Sendable {
  struct ID: Hashable, Sendable {
    var value: Int

    func hash(into hasher: inout Hasher) { hasher.combine(value / 2) }
  }

  var id: ID

  init(id: Int) { self.id = ID(value: id) }
}
