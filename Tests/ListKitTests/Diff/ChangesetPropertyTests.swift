import TestSupport
import Testing

@testable import ListKit

@Suite(.tags(.stress)) struct ChangesetPropertyTests {
  /// 2,000 in `swift test`, 50,000 in `make stress` (20,000 before issue 23).
  static let caseCount = StressMode.cases(2_000)
  static let firstSeed: UInt64 = 0x4845_4144_4C45_5353
  /// The seeds in eight runs, checked side by side.
  static let seedRuns = SeedRuns.split(caseCount, from: firstSeed, into: 8)

  @Test(arguments: seedRuns)
  func everyRandomChangesetReplaysToTheNewSectionsThroughBatchesUIKitAccepts(
    seeds: Range<UInt64>
  ) async {
    // Seconds of work per run: on a thread of its own, not the concurrency pool's.
    let (checked, problem) = await DedicatedThread.run { Self.check(seeds) }
    if let problem { Issue.record(Comment(rawValue: problem)) }
    #expect(checked == seeds.count)
  }

  /// Checks the cases of `seeds` in order, stopping at the first problem; returns how many
  /// passed and the problem.
  static func check(_ seeds: Range<UInt64>) -> (checked: Int, problem: String?) {
    var checked = 0
    for seed in seeds {
      var generator = SeededGenerator(state: seed)
      let (old, new) = RandomSectionPairs.pair(using: &generator)
      var work = DiffWork()
      let changeset: Changeset<String, TestItem>
      do {
        changeset = try Changeset.diff(from: old, to: new, work: &work)
      } catch {
        return (checked, "seed \(seed): unexpected \(error)")
      }
      if let problem = problemReplaying(changeset, on: old, to: new) {
        return (checked, "seed \(seed): \(problem)")
      }
      let itemCount = old.rowCounts.reduce(0, +) + new.rowCounts.reduce(0, +)
      let sectionCount = old.count + new.count
      if work.hashLookups > itemCount + sectionCount
        || work.equalityChecks > 2 * itemCount + sectionCount
      {
        return (checked, "seed \(seed): \(work) for \(itemCount) items, \(sectionCount) sections")
      }
      if let problem = Self.extraMoves(changeset, old: old, new: new) {
        return (checked, "seed \(seed): \(problem)")
      }
      if changeset.stages.count > 3 {
        return (checked, "seed \(seed): \(changeset.stages.count) stages\n\(changeset)")
      }
      checked += 1
    }
    return (checked, nil)
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
