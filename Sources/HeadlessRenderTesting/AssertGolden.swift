import Foundation
import HeadlessRender
import Testing

/// Draws `screen` on a device of `device`'s size and verifies it against the test's next
/// golden, recording a Swift Testing issue at the caller's line when it does not pass.
///
/// ```swift
/// @MainActor @Test func favouritingMovesTheRow() async {
///   let screen = ContactsScreen(service: FixtureContactsService())
///   await screen.controller.loadRequested().value
///   assertGolden(of: screen, device: Size(width: 40, height: 12))  // ….1.txt
///   screen.controller.favoriteTapped(id: "ada")
///   assertGolden(of: screen, device: Size(width: 40, height: 12))  // ….2.txt
/// }
/// ```
///
/// The golden is `__Goldens__/<TestFile>/<testName>.<n>.txt` beside the test file, `n`
/// counting the test's unnamed assertions from 1, or `<testName>.<name>.txt` with `named:`; a
/// parameterized test must name its goldens, since its cases share one test name. The
/// drawing is `DeviceFrame.snapshot(of:)`'s: the gutter marks the rows the last
/// update changed, and the marks are cleared afterwards, so the next assertion shows only
/// what changed since this one. A store that refused the screen's last update, or a table
/// that broke UIKit's rules, is an issue with its message. With `accessibility` the golden
/// also holds what VoiceOver reads under the drawing (see ``AccessibilityReading``). The
/// record mode comes from `SNAPSHOT_TESTING_RECORD` and `CI` in `environment`; see
/// ``RecordMode``.
///
/// - Returns: The verification, or `nil` when it could not run.
@MainActor
@discardableResult
public func assertGolden(
  of screen: some ControlledScreen,
  device: Size = Scenario.defaultDevice,
  accessibility: Bool = false,
  named name: String? = nil,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  function: String = #function,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) -> GoldenVerification? {
  assertTestGolden(
    named: name, root: root, environment: environment, function: function,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  ) {
    try DeviceFrame(size: device).snapshot(of: screen, accessibility: accessibility)
  }
}

/// Draws a bare `table`, filling a device of `device`'s size, and verifies it against the
/// test's next golden, as `assertGolden(of:device:)` does for a screen.
@MainActor
@discardableResult
public func assertGolden(
  of table: TableView,
  device: Size = Scenario.defaultDevice,
  named name: String? = nil,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  function: String = #function,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) -> GoldenVerification? {
  assertTestGolden(
    named: name, root: root, environment: environment, function: function,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  ) {
    try DeviceFrame(size: device).snapshot(of: table)
  }
}

/// Verifies `transcript`, frames under their caption lines, against the test's next golden.
///
/// ```swift
/// var transcript = Transcript()
/// try transcript.append("first page", device.snapshot(of: screen))
/// screen.controller.favoriteTapped(id: "ada")
/// try transcript.append("favourite ada", device.snapshot(of: screen))
/// assertGolden(transcript)
/// ```
@discardableResult
public func assertGolden(
  _ transcript: Transcript,
  named name: String? = nil,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  function: String = #function,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) -> GoldenVerification? {
  assertTestGolden(
    named: name, root: root, environment: environment, function: function,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  ) {
    transcript.text
  }
}

/// Verifies `text` against the test's next golden, named as for a screen.
@discardableResult
public func assertGolden(
  _ text: String,
  named name: String? = nil,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  function: String = #function,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) -> GoldenVerification? {
  assertTestGolden(
    named: name, root: root, environment: environment, function: function,
    location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  ) {
    text
  }
}

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
  let (verification, failure) = GoldenAssertion.verify(
    at: url, root: root, environment: environment
  ) { text }
  if let failure {
    Issue.record(
      Comment(rawValue: failure),
      sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
  return verification
}

/// Verifies what `make` returns against the running test's next golden beside its file.
private func assertTestGolden(
  named name: String?, root: URL?, environment: [String: String], function: String,
  location: SourceLocation, _ make: () throws -> String
) -> GoldenVerification? {
  // A helper's #function is the helper's name; the running test knows its own.
  let test = Test.current
  let testName = GoldenLocation.testName(fromFunction: test?.name ?? function)
  if name == nil, test?.isParameterized == true {
    Issue.record(
      Comment(
        rawValue: "\(testName) is parameterized: its cases would share one golden. "
          + "Name each case's golden with `named:`."),
      sourceLocation: location)
    return nil
  }
  let url = GoldenAssertion.url(filePath: location.filePath, testName: testName, name: name)
  let (verification, failure) = GoldenAssertion.verify(
    at: url, root: root, environment: environment, make)
  if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: location) }
  return verification
}
