import HeadlessRender

/// Lays out `screen` on a device of `device`'s size, reads it as VoiceOver does, and fails the
/// running test at the caller's line once for each finding of the audit: an interactive
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
  let site = AssertionSite(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let messages: [String]
  do {
    try DeviceFrame(size: device).layout(screen.screenView)
    messages = AccessibilityReading(of: screen.screenView).audit().map(\.description)
  } catch {
    messages = ["\(error)"]
  }
  for message in messages { TestFailure.record(message, at: site) }
  return messages
}
