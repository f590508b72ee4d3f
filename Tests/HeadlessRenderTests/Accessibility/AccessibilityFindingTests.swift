import Testing

@testable import HeadlessRender

@Suite struct AccessibilityFindingTests {
  @Test func theDocumentedFindingPrintsExactlyAsShown() {
    let finding = AccessibilityFinding(
      .imageWithoutLabel, AccessibilityElement(traits: .image), frame: 3)
    #expect(
      finding.description == "frame 3: `Image.`: an image that is an element without a label")
  }

  @Test func eachProblemSaysWhatIsWrongAndOnWhichElement() {
    let button = AccessibilityFinding(
      .interactiveElementWithoutLabel, AccessibilityElement(traits: .button))
    #expect(button.description == "`Button.`: an interactive element without a label")
    let repeated = AccessibilityFinding(
      .duplicateAdjacentLabel, AccessibilityElement(label: "Owl", traits: .image))
    #expect(
      repeated.description
        == "`Owl. Image.`: the same label as the element before it, \"Owl\"")
  }
}
