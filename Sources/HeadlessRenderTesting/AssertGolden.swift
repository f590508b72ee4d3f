import Foundation
import HeadlessRender
import Testing

/// Verifies `text` against the golden file at `url` and records a Swift Testing issue at the
/// caller's line when it does not pass.
///
/// ```swift
/// @Test func emptyTodosShowTheEmptyMessage() throws {
///   assertGolden(frame, at: goldenFolder.appendingPathComponent("todos-empty.txt"))
/// }
/// ```
///
/// The record mode comes from `SNAPSHOT_TESTING_RECORD` and `CI` in `environment`; see
/// ``RecordMode`` for what each mode writes. An unknown mode or an unwritable file is recorded
/// as an issue too.
///
/// - Returns: The verification, or `nil` when it could not run.
@discardableResult
public func assertGolden(
  _ text: String,
  at url: URL,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) -> GoldenVerification? {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let verification = try GoldenVerifier(environment: environment, root: root)
      .verify(text, at: url)
    if let message = verification.failureMessage {
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
    return verification
  } catch {
    Issue.record(Comment(rawValue: error.description), sourceLocation: location)
    return nil
  }
}
