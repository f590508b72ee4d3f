import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// `semanticContentAttribute`, the layout direction it gives a view, the app's direction, and
/// directional margins, in both directions.
@MainActor
@Suite struct SemanticContentAttributeTests {
  /// A view in a key window whose traits say `direction`.
  private func view(in direction: UITraitEnvironmentLayoutDirection) -> (UIWindow, UIView) {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 10))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    window.overrideTraits(UITraitCollection(layoutDirection: direction))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.rootViewController?.view.addSubview(view)
    return (window, view)
  }

  @Test func eachAttributeGivesUIKitsDirectionRelativeToEither() {
    let expected:
      [(
        UISemanticContentAttribute, UIUserInterfaceLayoutDirection,
        UIUserInterfaceLayoutDirection
      )] = [
        (.unspecified, .leftToRight, .rightToLeft),
        (.playback, .leftToRight, .leftToRight),
        (.spatial, .leftToRight, .leftToRight),
        (.forceLeftToRight, .leftToRight, .leftToRight),
        (.forceRightToLeft, .rightToLeft, .rightToLeft),
      ]
    for (attribute, fromLeftToRight, fromRightToLeft) in expected {
      #expect(
        UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
          == fromLeftToRight, "\(attribute)")
      #expect(
        UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft)
          == fromRightToLeft, "\(attribute)")
    }
    #expect(UIView().semanticContentAttribute == .unspecified)
    #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
  }

  @Test func aViewsEffectiveDirectionIsItsAttributeRelativeToItsTraits() {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let (window, view) = view(in: direction)
      let traits: UIUserInterfaceLayoutDirection =
        direction == .rightToLeft ? .rightToLeft : .leftToRight
      #expect(view.effectiveUserInterfaceLayoutDirection == traits)
      for attribute in [
        UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight,
        .forceRightToLeft,
      ] {
        view.semanticContentAttribute = attribute
        #expect(
          view.effectiveUserInterfaceLayoutDirection
            == UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: traits),
          "\(attribute) in \(direction)")
        // The drawing's quick reading says the same.
        #expect(
          view.isRightToLeft == (view.effectiveUserInterfaceLayoutDirection == .rightToLeft),
          "\(attribute) in \(direction)")
      }
      _ = window
    }
  }

  @Test func aSubviewFollowsTheTraitsNotItsSuperviewsAttribute() {
    let (window, view) = view(in: .leftToRight)
    let subview = UIView()
    view.addSubview(subview)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(subview.effectiveUserInterfaceLayoutDirection == .leftToRight)
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    view.semanticContentAttribute = .forceLeftToRight
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(subview.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test func theAppsDirectionIsThatOfTheWindowMadeKeyLast() {
    let (window, _) = view(in: .rightToLeft)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    window.overrideTraits(UITraitCollection(layoutDirection: .leftToRight))
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
  }

  @Test func directionalMarginsSetLeadingAndTrailingAreLeftAndRightOrRightAndLeft() {
    let (window, view) = view(in: .leftToRight)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 20, bottom: 2, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 4))
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 2, right: 20))
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4))
  }

  @Test func marginsSetLeftAndRightStayPutAndReadMirroredAsDirectional() {
    let (window, view) = view(in: .leftToRight)
    view.layoutMargins = UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 4)
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4))
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 4))
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 2, trailing: 20))
  }

  @Test func aViewTakesTheDirectionOfTheWindowItJoins() {
    let controller = UIViewController()
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 10))
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    window.rootViewController = controller
    let view = UIView()
    #expect(!view.isRightToLeft)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    // In the window: right to left, as the window's traits say.
    controller.view.addSubview(view)
    #expect(view.isRightToLeft)
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }
}
