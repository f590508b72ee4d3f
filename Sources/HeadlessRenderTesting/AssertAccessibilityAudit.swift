import Foundation
import HeadlessRender
import Testing

/// Lays out `screen` on a device of `device`'s size, reads it as VoiceOver does and records
/// a Swift Testing issue at the caller's line for each finding of the audit: an interactive
/// element or an image element without a label, or a label repeated by the next element.
///
/// ```swift
/// @MainActor @Test func theLoadedScreenHasNothingVoiceOverTripsOver() async {
///   let screen = ContactsScreen(service: FixtureContactsService())
///   await screen.controller.loadRequested().value
///   assertAccessibilityAudit(of: screen, device: Size(width: 40, height: 12))
/// }
/// ```
///
/// See ``AccessibilityReading/audit()``.
///
/// - Returns: The findings' messages, empty when the audit passed.
@MainActor
@discardableResult
public func assertAccessibilityAudit(
  of screen: some ControlledScreen,
  device: Size = Scenario.defaultDevice,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) -> [String] {
  let messages = AccessibilityAuditAssertion.audit(screen, device: device)
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for message in messages { Issue.record(Comment(rawValue: message), sourceLocation: location) }
  return messages
}

/// Runs every scenario file in `folder` on the screens of `registry`, reads every frame as
/// VoiceOver does (whether or not the scenario asks for `accessibility`), and records a Swift
/// Testing issue for each finding of the audit, named by scenario and frame.
///
/// ```swift
/// @MainActor @Test func noScenarioHasAnythingVoiceOverTripsOver() async {
///   await assertAccessibilityAudit(
///     ofScenariosIn: fixtures.appendingPathComponent("Scenarios"), registry: .contacts)
///   // e.g. "contacts-load: frame 2: `Button.`: an interactive element without a label"
/// }
/// ```
///
/// A scenario that cannot be read or run is an issue with its ``ScenarioError``.
///
/// - Returns: The findings' messages, empty when the audit passed.
@MainActor
@discardableResult
public func assertAccessibilityAudit(
  ofScenariosIn folder: URL,
  registry: ScenarioRegistry,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) async -> [String] {
  let messages = await AccessibilityAuditAssertion.auditScenarios(
    in: ScenarioFolder(folder), registry: registry)
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for message in messages { Issue.record(Comment(rawValue: message), sourceLocation: location) }
  return messages
}
