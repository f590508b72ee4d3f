import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import XCTest

/// The same `assertGolden(of:as:)` under XCTest: it fails the running XCTest instead of
/// recording a Swift Testing issue. Inside ``capturingFailures(_:)`` failures are captured
/// instead of failing the test, so that a test can prove a failing assertion fails: XCTest has
/// no `withKnownIssue`. The goldens these tests match are committed beside this file, in
/// `__Goldens__/AssertGoldenXCTestTests/`.
final class AssertGoldenXCTestTests: XCTestCase {
  private var captured: [(message: String, line: Int)]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard captured != nil else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    captured?.append((description, lineNumber))
  }

  /// The failures `body` records, which then do not fail the test.
  @MainActor
  private func capturingFailures(_ body: @MainActor () async throws -> Void) async rethrows
    -> [(message: String, line: Int)]
  {
    captured = []
    defer { captured = nil }
    try await body()
    return captured ?? []
  }

  @MainActor
  func testEachAssertionMatchesTheNextGoldenNamedAfterTheTestMethod() {
    let screen = NamesScreen()
    screen.controller.nameAdded("owl")
    let first = assertGolden(of: screen, as: .screen(device: GridSize(width: 12, height: 3)))
    screen.controller.nameAdded("jay")
    let second = assertGolden(of: screen, as: .screen(device: GridSize(width: 12, height: 6)))
    let named = assertGolden(of: "named\n", as: .text, named: "plain text")
    let folder = "Tests/HeadlessGoldensTests/__Goldens__/AssertGoldenXCTestTests/"
    let name = "testEachAssertionMatchesTheNextGoldenNamedAfterTheTestMethod"
    XCTAssertEqual(
      [first, second, named].map { $0?.goldenPath },
      ["\(name).1.txt", "\(name).2.txt", "\(name).plain-text.txt"].map { folder + $0 })
    XCTAssertEqual([first, second, named].map { $0?.outcome }, [.matched, .matched, .matched])
  }

  @MainActor
  func testAScreenWithAccessibilityMatchesAGoldenHoldingTheReading() {
    let screen = NamesScreen()
    screen.controller.nameAdded("owl")
    let verification = assertGolden(
      of: screen, as: .screen(device: GridSize(width: 12, height: 3), accessibility: true))
    XCTAssertEqual(verification?.outcome, .matched)
  }

  @MainActor
  func testTheAuditFailsOncePerFinding() async {
    let screen = NamesScreen()
    screen.controller.nameAdded("owl")
    screen.controller.nameAdded("owl")
    let failures = await capturingFailures {
      assertAccessibilityAudit(of: screen, device: GridSize(width: 12, height: 6))
    }
    XCTAssertEqual(
      failures.map(\.message), ["failed - `owl`: the same label as the element before it, \"owl\""])
    let none = await capturingFailures {
      assertAccessibilityAudit(of: NamesScreen(), device: GridSize(width: 12, height: 6))
    }
    XCTAssertEqual(none.count, 0)
  }

  @MainActor
  func testATranscriptAndABareTableMatchTheirGoldens() {
    var transcript = Transcript()
    transcript.append("one", "a\n")
    let first = assertGolden(of: transcript, as: .transcript)
    let source = SectionsDataSource { [rows("a", 1)] }
    let second = assertGolden(
      of: makeTable(source, height: 1), as: .view(device: GridSize(width: 4, height: 2)))
    XCTAssertEqual([first, second].map { $0?.outcome }, [.matched, .matched])
  }

  @MainActor
  func testARefusedStoreUpdateFailsWithItsMessageAtTheCallersLine() async {
    let screen = NamesScreen()
    screen.controller.sections = [
      ListSection(id: "all", items: [NameRow(id: 7, name: "a"), NameRow(id: 7, name: "b")])
    ]
    var verification: GoldenVerification?
    let callLine = #line + 2
    let failures = await capturingFailures {
      verification = assertGolden(of: screen, as: .screen())
    }
    XCTAssertNil(verification)
    XCTAssertEqual(failures.map(\.line), [callLine])
    XCTAssertEqual(
      failures.map(\.message),
      [
        "failed - the screen's store refused its last update: supplied item identifiers are not "
          + "unique. Duplicate identifiers: 7 in the new sections at [0, 0] and [0, 1]"
      ])
  }

  @MainActor
  func testAMismatchFailsWithTheDiff() async throws {
    let folder = try TemporaryFolder()
    try folder.write("one\n", to: "AssertGoldenXCTestTests/testAMismatchFailsWithTheDiff.1.txt")
    let failures = await capturingFailures {
      assertGolden(of: "two\n", as: .text, record: .never, in: folder.url)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.message.hasSuffix("@@ -1 +1 @@\n-one\n+two\n") == true)
  }
}
