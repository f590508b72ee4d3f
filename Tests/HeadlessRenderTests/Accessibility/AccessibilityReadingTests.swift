import ListKit
import Testing

@testable import HeadlessRender

@MainActor
@Suite struct AccessibilityReadingTests {
  @Test func theDocumentedReadingPrintsExactlyAsShown() throws {
    let screen = ScreenView(title: "Todos")
    screen.footer = .error("You are offline.", retryHint: "Tap to retry.")
    try DeviceFrame(size: Size(width: 20, height: 6)).layout(screen)
    #expect(
      AccessibilityReading(of: screen).text == """
         VoiceOver:
           Todos. Heading.
           You are offline.
           Retry. Button.
             Tap to retry.

        """)
  }

  @Test func aReadingWithNoElementsSaysSo() {
    #expect(AccessibilityReading(elements: []).text == " VoiceOver: nothing to read\n")
  }

  @Test func theAuditFindsAnInteractiveElementWithoutALabel() {
    let reading = AccessibilityReading(elements: [
      AccessibilityElement(traits: .button),
      AccessibilityElement(value: "owl", traits: .searchField),
    ])
    #expect(
      reading.audit().map(\.problem) == [
        .interactiveElementWithoutLabel, .interactiveElementWithoutLabel,
      ])
  }

  @Test func theAuditFindsAnImageElementWithoutALabel() {
    let reading = AccessibilityReading(elements: [
      AccessibilityElement(label: "Owl", traits: .image), AccessibilityElement(traits: .image),
    ])
    #expect(reading.audit() == [AccessibilityFinding(.imageWithoutLabel, reading.elements[1])])
  }

  @Test func theAuditFindsTheSameLabelTwiceInARowButNotApart() {
    let reading = AccessibilityReading(elements: [
      AccessibilityElement(label: "Play"), AccessibilityElement(label: "Play", traits: .button),
      AccessibilityElement(label: "Owl"), AccessibilityElement(label: "Play"),
    ])
    #expect(
      reading.audit() == [AccessibilityFinding(.duplicateAdjacentLabel, reading.elements[1])])
  }

  @Test func theAuditFindsNothingOnLabelledElements() {
    let reading = AccessibilityReading(elements: [
      AccessibilityElement(label: "Birds", traits: .header),
      AccessibilityElement(label: "Search", traits: .searchField),
      AccessibilityElement(label: "Owl", traits: .image),
      AccessibilityElement(label: "Play owl", traits: .button),
    ])
    #expect(reading.audit().isEmpty)
  }
}
