import Foundation
import HeadlessRender
import XCTest

// The XCTAssert prefix is XCTest's own convention (as in swift-custom-dump's
// XCTAssertNoDifference), and keeps this apart from the Swift Testing `assertGolden`.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Verifies `text` against the golden file at `url` and fails the running XCTest at the
/// caller's line when it does not pass.
///
/// ```swift
/// func testEmptyTodosShowTheEmptyMessage() {
///   XCTAssertGolden(frame, at: goldenFolder.appendingPathComponent("todos-empty.txt"))
/// }
/// ```
///
/// The record mode comes from `SNAPSHOT_TESTING_RECORD` and `CI` in `environment`; see
/// ``RecordMode`` for what each mode writes.
///
/// - Returns: The verification, or `nil` when it could not run.
@discardableResult
public func XCTAssertGolden(
  _ text: String,
  at url: URL,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  file: StaticString = #filePath,
  line: UInt = #line
) -> GoldenVerification? {
  do {
    let verification = try GoldenVerifier(environment: environment, root: root)
      .verify(text, at: url)
    if let message = verification.failureMessage {
      XCTFail(message, file: file, line: line)
    }
    return verification
  } catch {
    XCTFail(error.description, file: file, line: line)
    return nil
  }
}
