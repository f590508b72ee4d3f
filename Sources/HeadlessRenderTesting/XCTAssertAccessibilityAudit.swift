import Foundation
import HeadlessRender
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Lays out `screen` on a device of `device`'s size, reads it as VoiceOver does and fails the
/// running XCTest at the caller's line once for each finding of the audit, as the Swift
/// Testing `assertAccessibilityAudit(of:device:)` does.
///
/// ```swift
/// @MainActor func testTheLoadedScreenHasNothingVoiceOverTripsOver() async {
///   let screen = ContactsScreen(service: FixtureContactsService())
///   await screen.controller.loadRequested().value
///   XCTAssertAccessibilityAudit(of: screen, device: Size(width: 40, height: 12))
/// }
/// ```
///
/// - Returns: The findings' messages, empty when the audit passed.
@MainActor
@discardableResult
public func XCTAssertAccessibilityAudit(
  of screen: some ControlledScreen,
  device: Size = Scenario.defaultDevice,
  file: StaticString = #filePath,
  line: UInt = #line
) -> [String] {
  let messages = AccessibilityAuditAssertion.audit(screen, device: device)
  for message in messages { XCTFail(message, file: file, line: line) }
  return messages
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Runs every scenario file in `folder`, reads every frame as VoiceOver does and fails the
/// running XCTest once for each finding of the audit, as the Swift Testing
/// `assertAccessibilityAudit(ofScenariosIn:registry:)` does.
///
/// - Returns: The findings' messages, empty when the audit passed.
@MainActor
@discardableResult
public func XCTAssertAccessibilityAudit(
  ofScenariosIn folder: URL,
  registry: ScenarioRegistry,
  file: StaticString = #filePath,
  line: UInt = #line
) async -> [String] {
  let messages = await AccessibilityAuditAssertion.auditScenarios(
    in: ScenarioFolder(folder), registry: registry)
  for message in messages { XCTFail(message, file: file, line: line) }
  return messages
}
