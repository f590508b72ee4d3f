import Foundation
import Testing

@testable import HeadlessRender

/// A view controller that records the traits it is told changed.
@MainActor
private final class TraitRecordingViewController: UIViewController {
  var changes: [String] = []

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    let before = previousTraitCollection.map(Self.describe) ?? "nil"
    changes.append("\(before) → \(Self.describe(traitCollection))")
  }

  static func describe(_ traits: UITraitCollection) -> String {
    "\(traits.preferredContentSizeCategory.rawValue) \(traits.layoutDirection.rawValue)"
  }
}

/// A view that counts the trait changes it is told of.
@MainActor
private final class CountingView: UIView {
  var changes = 0

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    changes += 1
  }
}

/// UIKit's trait collection initialisers, and traits a window lays over those of its size.
@MainActor
@Suite struct TraitOverrideTests {
  @Test func aNewCollectionSpecifiesNothing() {
    let traits = UITraitCollection()
    #expect(traits.displayScale == 0)
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(traits.verticalSizeClass == .unspecified)
    #expect(traits.layoutDirection == .unspecified)
    #expect(traits.preferredContentSizeCategory == .unspecified)
    #expect(traits.userInterfaceStyle == .unspecified)
  }

  @Test func eachOneTraitInitialiserSpecifiesItsTraitOnly() {
    let unspecified = UITraitCollection()
    let singles: [(UITraitCollection, String)] = [
      (UITraitCollection(displayScale: 2), "scale"),
      (UITraitCollection(horizontalSizeClass: .regular), "horizontal"),
      (UITraitCollection(verticalSizeClass: .compact), "vertical"),
      (UITraitCollection(layoutDirection: .rightToLeft), "direction"),
      (UITraitCollection(preferredContentSizeCategory: .accessibilityLarge), "size"),
      (UITraitCollection(userInterfaceStyle: .dark), "style"),
    ]
    for (traits, name) in singles {
      #expect(!traits.isEqual(unspecified), "\(name)")
      let changed = [
        traits.displayScale != 0, traits.horizontalSizeClass != .unspecified,
        traits.verticalSizeClass != .unspecified, traits.layoutDirection != .unspecified,
        traits.preferredContentSizeCategory != .unspecified,
        traits.userInterfaceStyle != .unspecified,
      ]
      #expect(changed.filter { $0 }.count == 1, "\(name)")
    }
    #expect(UITraitCollection(displayScale: 2).displayScale == 2)
    #expect(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass == .regular)
    #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
    #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
    #expect(
      UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        .preferredContentSizeCategory == .accessibilityLarge)
    #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
  }

  @Test func mergedCollectionsTakeTheLastSpecifiedValueOfEachTrait() {
    let base = UITraitCollection(gridSize: GridSize(width: 40, height: 10))
    let merged = UITraitCollection(traitsFrom: [
      base, UITraitCollection(layoutDirection: .rightToLeft),
      UITraitCollection(preferredContentSizeCategory: .extraSmall),
      UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
      UITraitCollection(),  // specifies nothing: changes nothing
    ])
    #expect(merged.layoutDirection == .rightToLeft)
    #expect(merged.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(merged.displayScale == 3)
    #expect(merged.horizontalSizeClass == .compact)
    #expect(merged.verticalSizeClass == .regular)
    #expect(merged.userInterfaceStyle == .light)
    #expect(UITraitCollection(traitsFrom: []).isEqual(UITraitCollection()))
    #expect(UITraitCollection(traitsFrom: [base]).isEqual(base))
  }

  @Test func aCollectionContainsTheTraitsItSpecifiesAlike() {
    let base = UITraitCollection(gridSize: GridSize(width: 40, height: 10))
    #expect(base.containsTraits(in: nil))
    #expect(base.containsTraits(in: UITraitCollection()))
    #expect(base.containsTraits(in: UITraitCollection(layoutDirection: .leftToRight)))
    #expect(!base.containsTraits(in: UITraitCollection(layoutDirection: .rightToLeft)))
    #expect(!base.containsTraits(in: UITraitCollection(displayScale: 2)))
    #expect(!UITraitCollection().containsTraits(in: UITraitCollection(displayScale: 3)))
  }

  @Test func aWindowsOverridesWinOverItsSizesTraitsAndReachItsViews() {
    let controller = TraitRecordingViewController()
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 10))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let view = CountingView()
    controller.view.addSubview(view)
    window.overrideTraits(
      UITraitCollection(traitsFrom: [
        UITraitCollection(layoutDirection: .rightToLeft),
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
      ]))
    #expect(controller.traitCollection.layoutDirection == .rightToLeft)
    #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(view.traitCollection.horizontalSizeClass == .compact)  // still the size's
    #expect(
      controller.changes == [
        "UICTContentSizeCategoryL 0 → UICTContentSizeCategoryAccessibilityXXXL 1"
      ])
    #expect(view.changes == 1)
    // The same again changes nothing; an empty override goes back to the size's traits.
    window.overrideTraits(
      UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
        UITraitCollection(layoutDirection: .rightToLeft),
      ]))
    #expect(view.changes == 1)
    window.overrideTraits(UITraitCollection())
    #expect(controller.traitCollection.isEqual(UITraitCollection(gridSize: window.gridFrame.size)))
    #expect(controller.changes.count == 2)
    #expect(view.changes == 2)
  }

  @Test func aViewControllerNotYetLoadedReadsTheTraitsOfTheWindowItIsShownIn() {
    let controller = TraitRecordingViewController()
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 10))
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    window.rootViewController = controller
    #expect(controller.traitCollection.layoutDirection == .rightToLeft)
    #expect(controller.changes == [])  // it never saw other traits
  }
}
