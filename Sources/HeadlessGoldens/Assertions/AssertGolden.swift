import Foundation

/// Draws `value` as `strategy` says and verifies the text against the test's next golden
/// file, failing the running test at the caller's line when it does not match: a Swift
/// Testing issue or an XCTest failure, whichever framework runs the test.
///
/// ```swift
/// @MainActor @Test func favouritingMovesTheRow() async throws {
///   let controller = ContactsController(service: try FixtureContactsService())
///   let screen = ContactsViewController(controller: controller)
///   await controller.loadRequested().value
///   assertGolden(of: screen, as: .screen(device: GridSize(width: 40, height: 12)))  // ….1.txt
///   #expect(controller.favoriteTapped(id: "2") == .handled)
///   assertGolden(of: screen, as: .screen(device: GridSize(width: 40, height: 12)))  // ….2.txt
/// }
/// ```
///
/// The golden is `__Goldens__/<TestFile>/<testName>.<n>.txt` beside the test file, `n`
/// counting the test's unnamed assertions from 1, or `<testName>.<name>.txt` with `named:`;
/// a parameterized test must name its goldens, since its cases share one test name. The test
/// name is the Swift Testing test's, or the XCTest method's (`testFavouritingMovesTheRow`).
///
/// When goldens are written is the `record` mode's business; nil reads it from
/// `SNAPSHOT_TESTING_RECORD` and `CI` (see ``RecordMode``). A run that writes a golden fails,
/// so that a person reviews the new text before the next run passes. A value that cannot be
/// drawn (the strategy throws) fails with the error's message.
///
/// - Parameters:
///   - value: What to draw; evaluated once, inside the assertion.
///   - strategy: How `value` becomes text: `.screen(device:accessibility:)`,
///     `.viewController(device:accessibility:)`, `.view(device:accessibility:)`,
///     `.transcript`, `.text`, or a strategy of your own.
///   - name: The golden's name within the test, instead of its number.
///   - record: When to write the golden; nil for the environment's mode.
///   - directory: The folder that holds a folder of goldens per test file; nil for
///     `__Goldens__` beside the test file.
///   - fileID: The assertion's file, for the failure; leave the default.
///   - filePath: The test file's path, beside which its goldens live; leave the default.
///   - function: The enclosing function, the test's name under XCTest; leave the default.
///   - line: The assertion's line, for the failure; leave the default.
///   - column: The assertion's column, for the failure; leave the default.
/// - Returns: The verification, or nil when it could not run (the failure says why).
@MainActor
@discardableResult
public func assertGolden<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: GoldenStrategy<Value>,
  named name: String? = nil,
  record: RecordMode? = nil,
  in directory: URL? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> GoldenVerification? {
  let site = AssertionSite(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let testName = TestFailure.testName(at: site)
  if name == nil, TestFailure.isParameterizedTestRunning {
    TestFailure.record(
      "\(testName) is parameterized: its cases would share one golden. "
        + "Name each case's golden with `named:`.",
      at: site)
    return nil
  }
  do {
    let verifier = try GoldenVerifier(mode: record ?? RecordMode(environment: environment))
    let url = GoldenLocation.nextURL(
      testFile: "\(filePath)", directory: directory, testName: testName, name: name)
    let verification = try verifier.verify(try strategy.render(try value()), at: url)
    if let message = verification.failureMessage { TestFailure.record(message, at: site) }
    return verification
  } catch {
    TestFailure.record("\(error)", at: site)
    return nil
  }
}

/// The process's environment, read once per assertion.
private var environment: [String: String] { ProcessInfo.processInfo.environment }
