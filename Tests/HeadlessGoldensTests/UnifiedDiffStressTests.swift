import Foundation
import HeadlessGoldens
import TestSupport
import Testing

/// The golden diff on inputs too large for `swift test`: run by the stress step only
/// (`make stress`, where ``StressMode/factor`` is above 1).
@Suite(.tags(.stress)) struct UnifiedDiffStressTests {
  @Test(.enabled(if: StressMode.factor > 1, "the stress step runs it"))
  func twoHundredThousandUnrelatedLinesDiffInUnderTwoSeconds() async throws {
    // Killed after 300 s before the diff had a work budget.
    let diff = try await DedicatedThread.run { () throws -> (String, Duration) in
      let old = (0..<200_000).map { "golden line \($0) with some text, as frames have\n" }
      let new = (0..<200_000).map { "actual line \($0) with other text, as frames have\n" }
      let (oldText, newText) = (old.joined(), new.joined())
      // The thread's own CPU time: the stress step shares the machine with other builds.
      let start = Self.threadTime()
      let text = UnifiedDiff.between(oldText, newText, path: "x.txt")
      return (try #require(text), Self.threadTime() - start)
    }
    #expect(diff.1 < .seconds(2), "took \(diff.1) of CPU time")
    #expect(
      diff.0.hasPrefix("--- a/x.txt\n+++ b/x.txt\n@@ -1,200000 +1,200000 @@\n-golden line 0 "))
  }

  /// The CPU time the calling thread has used.
  private static func threadTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }
}
