import TestSupport
import Testing

@testable import ListKit

@Suite struct LongestIncreasingSubsequenceTests {
  private func stationary(_ values: [Int32]) -> [Bool] {
    var lis = LongestIncreasingSubsequence()
    var isStationary: [Bool] = []
    lis.mark(values, into: &isStationary)
    return isStationary
  }

  @Test func anIncreasingSequenceStaysWhole() {
    #expect(stationary([0, 1, 2, 5]) == [true, true, true, true])
  }

  @Test func rotatingLeftMovesOnlyTheFirstElement() {
    // [a, b, c] -> [b, c, a] reads as old positions [1, 2, 0].
    #expect(stationary([1, 2, 0]) == [true, true, false])
  }

  @Test func theMarkedElementsAreIncreasingAndAsManyAsTheQuadraticMethodFinds() {
    var generator = SeededGenerator(state: 11)
    for _ in 0..<500 {
      let values = (0..<Int32(Int.random(in: 0...40, using: &generator))).shuffled(
        using: &generator)
      let marks = stationary(values)
      let kept = zip(values, marks).filter(\.1).map(\.0)
      #expect(kept == kept.sorted())
      #expect(kept.count == longestIncreasingLength(values.map(Int.init)))
    }
  }

  @Test func amongEquallyLongRunsThePreferredElementsStay() {
    var lis = LongestIncreasingSubsequence()
    var isStationary: [Bool] = []
    lis.mark([1, 0], preferring: [false, true], into: &isStationary)
    #expect(isStationary == [false, true])
    lis.mark([1, 0], preferring: [true, false], into: &isStationary)
    #expect(isStationary == [true, false])
  }

  @Test func aPreferenceNeverCostsLength() {
    var generator = SeededGenerator(state: 12)
    var lis = LongestIncreasingSubsequence()
    var isStationary: [Bool] = []
    for _ in 0..<500 {
      let values = (0..<Int32(Int.random(in: 0...40, using: &generator))).shuffled(
        using: &generator)
      let preferred = values.map { _ in Bool.random(using: &generator) }
      lis.mark(values, preferring: preferred, into: &isStationary)
      let kept = zip(values, isStationary).filter(\.1).map(\.0)
      #expect(kept == kept.sorted())
      #expect(kept.count == longestIncreasingLength(values.map(Int.init)))
    }
  }

  @Test func anEmptySequenceMarksNothing() {
    #expect(stationary([]).isEmpty)
  }
}
