import Foundation
import HeadlessRender
import Testing

/// Renders every scenario file in `folder` on the screens of `registry` and verifies each
/// against its golden, recording one Swift Testing issue per scenario that does not pass.
///
/// ```swift
/// @MainActor @Test func everyScenarioMatchesItsGolden() async {
///   await assertScenarioGoldens(in: fixtures.appendingPathComponent("Scenarios"), registry: .contacts)
/// }
/// ```
///
/// `Scenarios/<name>.json` is verified against `Golden/<name>.txt` in the folder beside it
/// (or in `goldens`), as `headless-table verify` does; see ``ScenarioFolder``. A scenario that
/// cannot be read or run is an issue with its ``ScenarioError``, and so is a folder without
/// scenarios. The record mode comes from `SNAPSHOT_TESTING_RECORD` and `CI` in
/// `environment`; see ``RecordMode``.
///
/// - Returns: The verifications of the scenarios that ran.
@MainActor
@discardableResult
public func assertScenarioGoldens(
  in folder: URL,
  goldens: URL? = nil,
  registry: ScenarioRegistry,
  root: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) async -> [GoldenVerification] {
  let (verifications, failures) = await GoldenAssertion.verifyScenarios(
    in: ScenarioFolder(folder, goldens: goldens), registry: registry, root: root,
    environment: environment)
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for failure in failures {
    Issue.record(Comment(rawValue: failure), sourceLocation: location)
  }
  return verifications
}
