import TestSupport
import Testing

@Suite struct SeedRunsTests {
  @Test func theRunsFollowEachOtherAndHoldEverySeedOnce() {
    let runs = SeedRuns.split(20_000, from: 7, into: 8)
    #expect(runs.count == 8)
    #expect(runs.first?.lowerBound == 7)
    #expect(runs.last?.upperBound == 20_007)
    #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    #expect(runs.allSatisfy { $0.count == 2_500 })
  }

  @Test func runsOfAnUnevenCountDifferByOneSeedAtMost() {
    let runs = SeedRuns.split(10, from: 0, into: 4)
    #expect(runs == [0..<2, 2..<5, 5..<7, 7..<10])
  }
}
