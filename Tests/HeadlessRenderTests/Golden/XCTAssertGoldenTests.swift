import Foundation
import HeadlessRender
import HeadlessRenderTesting
import ListKit
import TestSupport
import XCTest

/// The XCTest adapters. Inside ``capturingFailures(_:)`` failures are captured instead of
/// failing the test, so that a test can prove a failing assertion fails: XCTest has no
/// `withKnownIssue`. The goldens these tests match are committed beside this file, in
/// `__Goldens__/XCTAssertGoldenTests/`.
final class XCTAssertGoldenTests: XCTestCase {
  private var captured: [(message: String, line: Int)]?
  private let onCI = ["CI": "true"]

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
    let first = XCTAssertGolden(of: screen, device: Size(width: 12, height: 3), environment: onCI)
    screen.controller.nameAdded("jay")
    let second = XCTAssertGolden(
      of: screen, device: Size(width: 12, height: 6), environment: onCI)
    let named = XCTAssertGolden("named\n", named: "plain text", environment: onCI)
    let folder = "Tests/HeadlessRenderTests/Golden/__Goldens__/XCTAssertGoldenTests/"
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
    let verification = XCTAssertGolden(
      of: screen, device: Size(width: 12, height: 3), accessibility: true, environment: onCI)
    XCTAssertEqual(verification?.outcome, .matched)
  }

  @MainActor
  func testTheAuditFailsOncePerFinding() async {
    let screen = NamesScreen()
    screen.controller.nameAdded("owl")
    screen.controller.nameAdded("owl")
    let failures = await capturingFailures {
      XCTAssertAccessibilityAudit(of: screen, device: Size(width: 12, height: 6))
    }
    XCTAssertEqual(
      failures.map(\.message), ["failed - `owl`: the same label as the element before it, \"owl\""])
    let none = await capturingFailures {
      XCTAssertAccessibilityAudit(of: NamesScreen(), device: Size(width: 12, height: 6))
    }
    XCTAssertEqual(none.count, 0)
  }

  @MainActor
  func testATranscriptAndABareTableMatchTheirGoldens() {
    var transcript = Transcript()
    transcript.append("one", "a\n")
    XCTAssertGolden(transcript, environment: onCI)
    let source = SectionsDataSource { [rows("a", 1)] }
    XCTAssertGolden(
      of: makeTable(source, height: 1), device: Size(width: 4, height: 2), environment: onCI)
  }

  @MainActor
  func testARefusedStoreUpdateFailsWithItsMessageAtTheCallersLine() async {
    let screen = NamesScreen()
    screen.controller.sections = [
      Section(id: "all", items: [NameRow(id: 7, name: "a"), NameRow(id: 7, name: "b")])
    ]
    var verification: GoldenVerification?
    let callLine = #line + 2
    let failures = await capturingFailures {
      verification = XCTAssertGolden(of: screen, environment: onCI)
    }
    XCTAssertNil(verification)
    XCTAssertEqual(failures.map(\.line), [callLine])
    XCTAssertEqual(
      failures.map(\.message),
      [
        "failed - the screen's store refused its last update: supplied item identifiers are not "
          + "unique. Duplicate identifiers: 7 in the new sections at (0 - 0) and (0 - 1)"
      ])
  }

  @MainActor
  func testAMismatchFailsWithTheDiff() async throws {
    let folder = try TemporaryFolder()
    try folder.write("one\n", to: "x.txt")
    let failures = await capturingFailures {
      XCTAssertGolden("two\n", at: folder.file("x.txt"), root: folder.url, environment: [:])
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.message.hasSuffix("@@ -1 +1 @@\n-one\n+two\n") == true)
  }

  @MainActor
  func testEveryScenarioOfAFolderIsVerified() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"screen": "names", "device": {"width": 8, "height": 2}, "steps": [{"add": "owl"}]}"#,
      to: "Scenarios/a.json")
    try folder.write("── 1 · add \"owl\" ──\n", to: "Golden/a.txt")
    var verifications: [GoldenVerification] = []
    let failures = await capturingFailures {
      verifications = await XCTAssertScenarioGoldens(
        in: folder.file("Scenarios"), registry: .testScreens, root: folder.url, environment: onCI)
    }
    XCTAssertEqual(verifications.map(\.goldenPath), ["Golden/a.txt"])
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.message.hasPrefix("failed - Golden mismatch: Golden/a.txt ") == true,
      "\(failures)")
  }
}
