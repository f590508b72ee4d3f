import Foundation
import TestSupport
import Testing

@testable import ListKit

@Suite(.tags(.stress)) struct DiffScratchTests {
  typealias Diff = Changeset<String, TestItem>

  /// 400 in `swift test`, 10,000 in `make stress` (2,000 before issue 23).
  static let roundCount = StressMode.cases(400)

  /// The diff's outcome as text: the changeset, or the error's message.
  private static func outcome(_ body: () throws -> Diff) -> String {
    do {
      return "\(try body())"
    } catch {
      return "error: \(error)"
    }
  }

  @Test func diffsThatReuseOneScratchGiveWhatFreshDiffsGive() {
    let scratch = DiffScratch(keepsBuffers: true)
    var generator = SeededGenerator(state: 0x5C12_A7C4)
    for round in 0..<Self.roundCount {
      let (old, new) = RandomSectionPairs.pair(using: &generator)
      var work = DiffWork()
      let reused = Self.outcome { try Diff.diff(from: old, to: new, work: &work, scratch: scratch) }
      let fresh = Self.outcome { try Diff(from: old, to: new) }
      #expect(reused == fresh, "round \(round)")
    }
  }

  @Test func aScratchKeepsTheBuffersOfAListPastThePartitioningThresholdAndReusesThem() throws {
    let scratch = DiffScratch(keepsBuffers: true)
    // Past the threshold, below it (matched by the one table), then past it again: buffers
    // left by a larger diff serve a smaller one, and the other way the other way round. Each
    // round has identifiers and edits of its own, so that a value left over from the round
    // before is wrong wherever it is read.
    #expect(2 * 90_000 < Diff.partitioningThreshold)
    #expect(2 * 150_000 > Diff.partitioningThreshold)
    for (round, count) in [150_000, 90_000, 150_000].enumerated() {
      let base = round * 1_000_000
      let old = [TestSection(id: "s", items: (0..<count).map { TestItem(id: base + $0) })]
      var items = old[0].items
      items.swapAt(3 + round, 4 + round)
      items[10 + round].content = 1
      items.removeSubrange((1_000 + 500 * round)..<(2_000 + 500 * round))
      items.insert(
        contentsOf: (0..<1_000).map { TestItem(id: base + count + $0) },
        at: 50_000 - 20_000 * round)
      let new = [TestSection(id: "s", items: items)]
      var work = DiffWork()
      let reused = try Diff.diff(from: old, to: new, work: &work, scratch: scratch)
      #expect(reused == (try Diff(from: old, to: new)), "\(count) rows")
      #expect(scratch.hashes.capacity >= count, "\(count) rows")
      // Kept, not grown: no buffer holds more than the longest list so far, however many
      // diffs it served (a store diffs for as long as it lives).
      for kept in [scratch.hashes.count, scratch.newItemOfOld.count, scratch.oldItemOfNew.count] {
        #expect(kept <= 150_000, "\(count) rows")
      }
      #expect(scratch.newItemOfOld.capacity >= count, "\(count) rows")
      #expect(scratch.candidates.capacity >= count, "\(count) rows")
    }
  }

  @Test func aScratchForOneDiffKeepsNothing() throws {
    let scratch = DiffScratch(keepsBuffers: false)
    let old = [TestSection(id: "s", items: (0..<150_000).map { TestItem(id: $0) })]
    let new = [TestSection(id: "s", items: old[0].items.reversed())]
    var work = DiffWork()
    _ = try Diff.diff(from: old, to: new, work: &work, scratch: scratch)
    #expect(scratch.hashes.capacity == 0)
    #expect(scratch.newItemOfOld.capacity == 0)
    #expect(scratch.candidates.capacity == 0)
  }
}
