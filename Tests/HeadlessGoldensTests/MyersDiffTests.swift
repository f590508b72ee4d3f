import Testing

@testable import HeadlessGoldens

@Suite struct MyersDiffTests {
  /// A small deterministic generator, so a failure reproduces.
  private struct LinearCongruential {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// The longest common subsequence's length, by the quadratic textbook table.
  private func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  @Test func keptElementsAreALongestCommonSubsequence() {
    var random = LinearCongruential(state: 42)
    for _ in 0..<500 {
      let old = (0..<random.next(below: 30)).map { _ in random.next(below: 4) }
      let new = (0..<random.next(below: 30)).map { _ in random.next(below: 4) }
      let diff = MyersDiff(old: old, new: new)
      let keptOld = zip(old, diff.deleted).filter { !$0.1 }.map(\.0)
      let keptNew = zip(new, diff.inserted).filter { !$0.1 }.map(\.0)
      #expect(keptOld == keptNew, "old \(old) new \(new)")
      #expect(keptOld.count == lcsLength(old, new), "old \(old) new \(new)")
    }
  }

  @Test func identicalSequencesHaveNoEdits() {
    let diff = MyersDiff(old: [1, 2, 3], new: [1, 2, 3])
    #expect(diff.deleted == [false, false, false])
    #expect(diff.inserted == [false, false, false])
  }

  @Test func disjointSequencesAreReplacedWhole() {
    let diff = MyersDiff(old: [1, 2], new: [3, 4, 5])
    #expect(diff.deleted == [true, true])
    #expect(diff.inserted == [true, true, true])
  }

  @Test func aSpentBudgetStillGivesAScriptThatTurnsOldIntoNew() {
    var random = LinearCongruential(state: 7)
    for budget in [0, 1, 5, 40] {
      for _ in 0..<200 {
        let old = (0..<random.next(below: 40)).map { _ in random.next(below: 5) }
        let new = (0..<random.next(below: 40)).map { _ in random.next(below: 5) }
        let diff = MyersDiff(old: old, new: new, budget: budget)
        let keptOld = zip(old, diff.deleted).filter { !$0.1 }.map(\.0)
        let keptNew = zip(new, diff.inserted).filter { !$0.1 }.map(\.0)
        #expect(keptOld == keptNew, "budget \(budget) old \(old) new \(new)")
      }
    }
  }

  @Test func theDefaultBudgetIsAMillionStepsOrSixteenPerElement() {
    #expect(MyersDiff.defaultBudget(old: 10, new: 20) == 1 << 20)
    #expect(MyersDiff.defaultBudget(old: 100_000, new: 100_000) == 3_200_000)
  }

  @Test func unrelatedSequencesCostWorkLinearInTheirLength() {
    // 20,000 elements against 20,000 others: the shortest script deletes and inserts all, and
    // a search without a budget visits about 20,000² diagonals before it knows.
    let count = 20_000
    let diff = MyersDiff(old: Array(0..<count), new: Array(count..<(2 * count)))
    let spent = MyersDiff.defaultBudget(old: count, new: count) - diff.budget
    #expect(spent <= MyersDiff.defaultBudget(old: count, new: count) + 4 * count)
    #expect(diff.deleted.allSatisfy { $0 })
    #expect(diff.inserted.allSatisfy { $0 })
  }
}
