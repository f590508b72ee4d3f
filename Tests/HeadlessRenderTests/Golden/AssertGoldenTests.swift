import Foundation
import HeadlessRender
import HeadlessRenderTesting
import TestSupport
import Testing

@Suite struct AssertGoldenTests {
  @Test func aMatchingGoldenRecordsNoIssue() throws {
    let folder = try TemporaryFolder()
    try folder.write("┌────┐\n│ ok │\n└────┘\n", to: "x.txt")
    // Any issue recorded here would fail this test, so passing proves the quiet path.
    let verification = assertGolden(
      "┌────┐\n│ ok │\n└────┘\n", at: folder.file("x.txt"), root: folder.url,
      environment: ["CI": "true"])
    #expect(verification?.outcome == .matched)
  }

  @Test func aMismatchIsRecordedAsAnIssueWithTheDiff() throws {
    let folder = try TemporaryFolder()
    try folder.write("one\n", to: "x.txt")
    let callLine = #line + 2
    withKnownIssue {
      assertGolden("two\n", at: folder.file("x.txt"), root: folder.url, environment: [:])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasSuffix("@@ -1 +1 @@\n-one\n+two\n")
        && issue.sourceLocation?.line == callLine
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func anUnknownRecordModeIsRecordedAsAnIssue() throws {
    let folder = try TemporaryFolder()
    withKnownIssue {
      assertGolden(
        "x\n", at: folder.file("x.txt"), environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "SNAPSHOT_TESTING_RECORD: unknown record mode \"yes\" "
          + "(expected one of: all, missing, failed, never)"
      ]
    }
    #expect(folder.read("x.txt") == nil)
  }
}
