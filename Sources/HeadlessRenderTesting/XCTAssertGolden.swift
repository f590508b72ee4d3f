import Foundation
import HeadlessRender
import XCTest

// The XCTAssert prefix is XCTest's own convention (as in swift-custom-dump's
// XCTAssertNoDifference), and keeps these apart from the Swift Testing `assertGolden`.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws `screen` on a device of `device`'s size and verifies it against the test's next
/// golden, failing the running XCTest at the caller's line when it does not pass.
///
/// ```swift
/// @MainActor func testFavouritingMovesTheRow() async {
///   let screen = ContactsScreen(service: FixtureContactsService())
///   await screen.controller.loadRequested().value
///   XCTAssertGolden(of: screen, device: Size(width: 40, height: 12))  // ….1.txt
/// }
/// ```
///
/// Goldens are named as for the Swift Testing `assertGolden(of:device:)`:
/// `__Goldens__/<TestFile>/<testName>.<n>.txt` beside the test file, the test name being the
/// test method's (`testFavouritingMovesTheRow`). Update marks are cleared after drawing; a
/// refused store update or a table that broke UIKit's rules fails the test with its message.
/// With `accessibility` the golden also holds what VoiceOver reads under the drawing.
///
/// - Returns: The verification, or `nil` when it could not run.
@MainActor
@discardableResult
public func XCTAssertGolden(
  of screen: some ControlledScreen,
  device: Size = Scenario.defaultDevice,
  accessibility: Bool = false,
  named name: String? = nil,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  function: String = #function,
  file: StaticString = #filePath,
  line: UInt = #line
) -> GoldenVerification? {
  assertTestGolden(
    named: name, root: root, environment: environment, function: function, file: file,
    line: line
  ) {
    try DeviceFrame(size: device).snapshot(of: screen, accessibility: accessibility)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws a bare `table`, filling a device of `device`'s size, and verifies it against the
/// test's next golden, as `XCTAssertGolden(of:device:)` does for a screen.
@MainActor
@discardableResult
public func XCTAssertGolden(
  of table: TableView,
  device: Size = Scenario.defaultDevice,
  named name: String? = nil,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  function: String = #function,
  file: StaticString = #filePath,
  line: UInt = #line
) -> GoldenVerification? {
  assertTestGolden(
    named: name, root: root, environment: environment, function: function, file: file,
    line: line
  ) {
    try DeviceFrame(size: device).snapshot(of: table)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Verifies `transcript`, frames under their caption lines, against the test's next golden.
@discardableResult
public func XCTAssertGolden(
  _ transcript: Transcript,
  named name: String? = nil,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  function: String = #function,
  file: StaticString = #filePath,
  line: UInt = #line
) -> GoldenVerification? {
  assertTestGolden(
    named: name, root: root, environment: environment, function: function, file: file,
    line: line
  ) {
    transcript.text
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Verifies `text` against the test's next golden, named as for a screen.
@discardableResult
public func XCTAssertGolden(
  _ text: String,
  named name: String? = nil,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  function: String = #function,
  file: StaticString = #filePath,
  line: UInt = #line
) -> GoldenVerification? {
  assertTestGolden(
    named: name, root: root, environment: environment, function: function, file: file,
    line: line
  ) {
    text
  }
}

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
  let (verification, failure) = GoldenAssertion.verify(
    at: url, root: root, environment: environment
  ) { text }
  if let failure { XCTFail(failure, file: file, line: line) }
  return verification
}

/// Verifies what `make` returns against the running test's next golden beside its file.
private func assertTestGolden(
  named name: String?, root: URL?, environment: [String: String], function: String,
  file: StaticString, line: UInt, _ make: () throws -> String
) -> GoldenVerification? {
  let url = GoldenAssertion.url(
    filePath: "\(file)", testName: GoldenLocation.testName(fromFunction: function), name: name)
  let (verification, failure) = GoldenAssertion.verify(
    at: url, root: root, environment: environment, make)
  if let failure { XCTFail(failure, file: file, line: line) }
  return verification
}
