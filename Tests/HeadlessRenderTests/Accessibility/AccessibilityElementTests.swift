import Testing

@testable import HeadlessRender

@Suite struct AccessibilityElementTests {
  @Test func theDocumentedElementsPrintExactlyAsShown() {
    #expect(AccessibilityElement(label: "Save", traits: .button).description == "Save. Button.")
    let wifi = AccessibilityElement(label: "Wi-Fi", value: "Home", traits: .selected)
    #expect(wifi.description == "Selected: Wi-Fi: Home")
  }

  @Test func aButtonReadsItsLabelThenButton() {
    #expect(AccessibilityElement(label: "Save", traits: .button).description == "Save. Button.")
  }

  @Test func dimmedComesBeforeEveryOtherTraitWord() {
    let element = AccessibilityElement(label: "Save", traits: [.button, .notEnabled])
    #expect(element.description == "Save. Dimmed. Button.")
  }

  @Test func traitWordsFollowAccessibilitySnapshotsFixedOrder() {
    let element = AccessibilityElement(
      label: "All", traits: [.searchField, .image, .adjustable, .link, .header, .button])
    #expect(element.description == "All. Button. Heading. Link. Adjustable. Image. Search Field.")
  }

  @Test func anAdjustableElementsHintEndsWithHowToAdjustIt() {
    let adjusting = "Swipe up or down with one finger to adjust the value."
    let index = AccessibilityElement(label: "Table index", traits: .adjustable)
    #expect(index.lines == ["Table index. Adjustable.", "  " + adjusting])
    let volume = AccessibilityElement(label: "Volume", hint: "Change volume", traits: .adjustable)
    #expect(volume.printedHint == "Change volume. " + adjusting)
    let dotted = AccessibilityElement(label: "Volume", hint: "Louder.", traits: .adjustable)
    #expect(dotted.printedHint == "Louder. " + adjusting)
    // A hint that says the element adds nothing more, as AccessibilitySnapshot prints it.
    let hintOnly = AccessibilityElement(hint: "Hint", traits: .adjustable)
    #expect(hintOnly.lines == ["Hint. Adjustable."])
    let bare = AccessibilityElement(traits: .adjustable)
    #expect(bare.lines == ["Adjustable.", "  " + adjusting])
    #expect(AccessibilityElement(label: "Volume", hint: "Louder").printedHint == "Louder")
  }

  @Test func unspokenTraitsAddNoWords() {
    let element = AccessibilityElement(
      label: "Loading…", traits: [.staticText, .updatesFrequently, .playsSound])
    #expect(element.description == "Loading…")
  }

  @Test func aValueFollowsTheLabelAfterAColon() {
    let element = AccessibilityElement(label: "Search", value: "owl", traits: .searchField)
    #expect(element.description == "Search: owl. Search Field.")
    #expect(AccessibilityElement(value: "owl").description == "owl")
  }

  @Test func aSelectedElementStartsWithSelected() {
    #expect(
      AccessibilityElement(label: "Wi-Fi", traits: .selected).description == "Selected: Wi-Fi")
    #expect(AccessibilityElement(traits: .selected).description == "Selected.")
  }

  @Test func aLabelEndingWithAPeriodGetsNoSecondOne() {
    let element = AccessibilityElement(label: "Tap to retry.", traits: .button)
    #expect(element.description == "Tap to retry. Button.")
  }

  @Test func traitsAloneAreTheWholeDescription() {
    #expect(AccessibilityElement(traits: [.button, .header]).description == "Button. Heading.")
  }

  @Test func theHintMovesUpWhenThereIsNothingElseToSay() {
    let element = AccessibilityElement(hint: "Hint", traits: .button)
    #expect(element.description == "Hint. Button.")
    #expect(element.printedHint == nil)
    #expect(element.lines == ["Hint. Button."])
  }

  @Test func theHintAndTheActionsAreIndentedUnderTheDescription() {
    let element = AccessibilityElement(
      label: "Water the plants", hint: "Double tap to mark as done.",
      customActions: [UIAccessibilityCustomAction(name: "Delete"), .init(name: "Flag")])
    #expect(
      element.lines == [
        "Water the plants", "  Double tap to mark as done.", "  Actions Available",
        "  ↓ Delete", "  ↓ Flag",
      ])
  }

  @Test func aLabelOnSeveralLinesIsReadOnOne() {
    let element = AccessibilityElement(label: "  Tiny birds\nsing at dawn ")
    #expect(element.description == "Tiny birds sing at dawn")
  }
}
