import Testing

@testable import HeadlessRender

/// UIKit's traits as an option set: each one a bit of its own, the interactive ones needing a
/// label.
@Suite struct AccessibilityTraitsTests {
  static let all: [UIAccessibilityTraits] = [
    .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement,
    .notEnabled, .updatesFrequently, .searchField, .startsMediaSession, .adjustable,
    .allowsDirectInteraction, .causesPageTurn, .tabBar, .header,
  ]

  @Test func everyTraitIsOneBitOfItsOwnInUIKitsOrder() {
    #expect(Self.all.map(\.rawValue) == (0..<17).map { UInt64(1) << $0 })
    #expect(UIAccessibilityTraits.none.rawValue == 0)
  }

  @Test(arguments: all)
  func anElementWithoutALabelIsAFindingExactlyWhenOneOfItsTraitsIsInteractive(
    traits: UIAccessibilityTraits
  ) {
    let isInteractive = [.button, .link, .adjustable, .searchField, .keyboardKey].contains(traits)
    #expect(UIAccessibilityTraits.interactive.contains(traits) == isInteractive)
    let audit = AccessibilityReading(elements: [AccessibilityElement(traits: traits)]).audit()
    let expected: [AccessibilityFinding.Problem] =
      isInteractive
      ? [.interactiveElementWithoutLabel] : traits == .image ? [.imageWithoutLabel] : []
    #expect(audit.map(\.problem) == expected)
  }
}
