import Foundation
import HeadlessGoldens

/// Runs every scenario file in `folder` on the screens of `registry`, reads every frame as
/// VoiceOver does (whether or not the scenario asks for `accessibility`), and fails the
/// running test once for each finding of the audit, named by scenario and frame.
///
/// ```swift
/// @MainActor @Test func noScenarioHasAnythingVoiceOverTripsOver() async {
///   await assertAccessibilityAudit(
///     ofScenariosIn: fixtures.appendingPathComponent("Scenarios"), registry: .contacts)
///   // e.g. "contacts-load: frame 2: `Button.`: an interactive element without a label"
/// }
/// ```
///
/// A scenario that cannot be read or run fails with its ``ScenarioError``.
///
/// - Returns: The findings' messages, empty when the audit passed.
@MainActor
@discardableResult
public func assertAccessibilityAudit(
  ofScenariosIn folder: URL,
  registry: ScenarioRegistry,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) async -> [String] {
  let site = AssertionSite(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let scenarios = ScenarioFolder(folder)
  var messages: [String] = []
  do {
    for name in try scenarios.scenarioNames() {
      do {
        let scenario = try Scenario(
          contentsOf: scenarios.scenarioURL(named: name), shownAs: name, registry: registry)
        for variant in scenario.variants.isEmpty ? [.default] : scenario.variants {
          let session = try ScenarioSession(scenario, variant: variant, registry: registry)
          session.readsAccessibility = true
          var ignored = ""
          try await session.run(scenario.steps, to: &ignored)
          let prefix = scenario.variants.isEmpty ? name : "\(name) (\(variant.name))"
          messages += session.accessibilityFindings.map { "\(prefix): \($0)" }
        }
      } catch {
        messages.append("\(error)")
      }
    }
  } catch {
    messages.append("\(error)")
  }
  for message in messages { TestFailure.record(message, at: site) }
  return messages
}
