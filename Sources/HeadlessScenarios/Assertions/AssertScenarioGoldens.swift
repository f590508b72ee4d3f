import Foundation
import HeadlessGoldens

/// Renders every scenario file in `folder` on the screens of `registry` and verifies each
/// against its golden, failing the running test once per scenario that does not pass: a Swift
/// Testing issue or an XCTest failure, whichever framework runs the test.
///
/// ```swift
/// @MainActor @Test func everyScenarioMatchesItsGolden() async {
///   await assertScenarioGoldens(in: fixtures.appendingPathComponent("Scenarios"), registry: .contacts)
/// }
/// ```
///
/// `Scenarios/<name>.json` is verified against `Golden/<name>.txt` in the folder beside it
/// (or in `goldens`), as `headless-table verify` does; see ``ScenarioFolder``. A scenario that
/// cannot be read or run fails with its ``ScenarioError``, and so does a folder without
/// scenarios. When goldens are written is the `record` mode's business; nil reads it from
/// `SNAPSHOT_TESTING_RECORD` and `CI` (see `RecordMode`).
///
/// - Returns: The verifications of the scenarios that ran.
@MainActor
@discardableResult
public func assertScenarioGoldens(
  in folder: URL,
  goldens: URL? = nil,
  registry: ScenarioRegistry,
  record: RecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) async -> [GoldenVerification] {
  let site = AssertionSite(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let scenarios = ScenarioFolder(folder, goldens: goldens)
  let verifier: GoldenVerifier
  let names: [String]
  do {
    verifier = try GoldenVerifier(
      mode: record ?? RecordMode(environment: ProcessInfo.processInfo.environment))
    names = try scenarios.scenarioNames()
  } catch {
    TestFailure.record("\(error)", at: site)
    return []
  }
  var verifications: [GoldenVerification] = []
  for name in names {
    let url = scenarios.scenarioURL(named: name)
    do {
      let scenario = try Scenario(
        contentsOf: url, shownAs: verifier.relativePath(of: url), registry: registry,
        confinedTo: scenarios.root)
      let text = try await ScenarioRunner(registry: registry).run(scenario)
      let verification = try verifier.verify(text, at: scenarios.goldenURL(forScenarioNamed: name))
      verifications.append(verification)
      if let message = verification.failureMessage { TestFailure.record(message, at: site) }
    } catch {
      TestFailure.record("\(error)", at: site)
    }
  }
  return verifications
}
