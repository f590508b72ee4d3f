import TestSupport
import Testing

@testable import ListKit

@Suite struct ChangesetPropertyTests {
  static let caseCount = 20_000
  static let firstSeed: UInt64 = 0x4845_4144_4C45_5353

  @Test func everyRandomChangesetReplaysToTheNewSectionsThroughBatchesUIKitAccepts() throws {
    var checked = 0
    for offset in 0..<UInt64(Self.caseCount) {
      let seed = Self.firstSeed &+ offset
      var generator = SeededGenerator(state: seed)
      let (old, new) = RandomSectionPairs.pair(using: &generator)
      var work = DiffWork()
      let changeset: Changeset<String, TestItem>
      do {
        changeset = try Changeset.diff(from: old, to: new, work: &work)
      } catch {
        Issue.record("seed \(seed): unexpected \(error)")
        return
      }
      if let problem = problemReplaying(changeset, on: old, to: new) {
        Issue.record("seed \(seed): \(problem)")
        return
      }
      let itemCount = old.rowCounts.reduce(0, +) + new.rowCounts.reduce(0, +)
      let sectionCount = old.count + new.count
      if work.hashLookups > itemCount + sectionCount
        || work.equalityChecks > 2 * itemCount + sectionCount
      {
        Issue.record("seed \(seed): \(work) for \(itemCount) items, \(sectionCount) sections")
        return
      }
      if let problem = Self.extraMoves(changeset, old: old, new: new) {
        Issue.record("seed \(seed): \(problem)")
        return
      }
      if changeset.stages.count > 3 {
        Issue.record("seed \(seed): \(changeset.stages.count) stages\n\(changeset)")
        return
      }
      checked += 1
    }
    #expect(checked == Self.caseCount)
  }

  /// Every surviving section off a longest increasing run moves and no other does; in a
  /// one-section list that keeps its section, the same holds for rows.
  static func extraMoves(
    _ changeset: Changeset<String, TestItem>, old: [TestSection], new: [TestSection]
  ) -> String? {
    let oldSections = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
    let survivingSections = new.compactMap { oldSections[$0.id] }
    let neededSectionMoves = survivingSections.count - longestIncreasingLength(survivingSections)
    let sectionMoves = changeset.stages.reduce(0) { $0 + $1.batch.movedSections.count }
    if sectionMoves != neededSectionMoves {
      return "\(sectionMoves) section moves, \(neededSectionMoves) needed\n\(changeset)"
    }
    guard old.count == 1, new.count == 1, old[0].id == new[0].id else { return nil }
    let oldRows = Dictionary(uniqueKeysWithValues: old[0].items.enumerated().map { ($1.id, $0) })
    let survivors = new[0].items.compactMap { oldRows[$0.id] }
    let expected = survivors.count - longestIncreasingLength(survivors)
    let moves = changeset.stages.reduce(0) { $0 + $1.batch.movedRows.count }
    return moves == expected ? nil : "\(moves) row moves, \(expected) needed\n\(changeset)"
  }
}
