import HeadlessRender
import HeadlessTesting

/// Shows `screen` in its navigation controller (a new one when it is in none) on a device of
/// `device`'s size, reads it as VoiceOver does, and fails the running test at the caller's line
/// once for each finding of the audit: an interactive element or an image element without a
/// label, or a label repeated by the next element.
///
/// ```swift
/// @MainActor @Test func theLoadedScreenHasNothingVoiceOverTripsOver() async throws {
///   let controller = ContactsController(service: try FixtureContactsService())
///   let screen = ContactsViewController(controller: controller)
///   await controller.loadRequested().value
///   assertAccessibilityAudit(of: screen, device: GridSize(width: 40, height: 12))
/// }
/// ```
///
/// A Swift Testing issue or an XCTest failure, whichever framework runs the test. See
/// `AccessibilityReading.audit()`.
///
/// - Returns: The findings' messages, empty when the audit passed.
@MainActor
@discardableResult
public func assertAccessibilityAudit(
  of screen: some ControlledScreen,
  device: GridSize = DeviceFrame.defaultSize,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> [String] {
  assertAccessibilityAudit(
    of: DeviceFrame.navigationController(showing: screen),
    device: device, fileID: fileID, filePath: filePath, function: function, line: line,
    column: column)
}

/// Shows `viewController` on a device of `device`'s size, as it is, reads it as VoiceOver
/// does, and fails the running test at the caller's line once for each finding of the audit.
///
/// - Returns: The findings' messages, empty when the audit passed.
@MainActor
@discardableResult
public func assertAccessibilityAudit(
  of viewController: UIViewController,
  device: GridSize = DeviceFrame.defaultSize,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> [String] {
  let site = AssertionSite(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let messages: [String]
  do {
    let window = try DeviceFrame(size: device).layout(viewController)
    messages = AccessibilityReading(of: window).audit().map(\.description)
  } catch {
    messages = ["\(error)"]
  }
  for message in messages { TestFailure.record(message, at: site) }
  return messages
}
