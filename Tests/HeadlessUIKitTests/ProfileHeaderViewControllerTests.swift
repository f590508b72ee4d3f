import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import Testing

/// The profile header (`ProfileHeaderViewController.swift`, written as UIKit apps write it)
/// left to right and right to left: what leading and trailing place mirrors, what left and
/// right place stays put, which is the bug a right-to-left golden shows.
@MainActor
@Suite struct ProfileHeaderViewControllerTests {
  private static let device = DeviceFrame(size: GridSize(width: 30, height: 6))

  /// The header shown in the variant whose traits say `direction` (the window is returned
  /// too: nothing else holds it).
  private func header(_ direction: UITraitEnvironmentLayoutDirection) throws
    -> (ProfileHeaderViewController, UIWindow)
  {
    let header = ProfileHeaderViewController()
    let device = DeviceFrame(
      size: Self.device.size, variant: ScreenVariant(layoutDirection: direction))
    let window = try device.layout(header)
    return (header, window)
  }

  @Test func leftToRightEveryLabelSitsWhereItsAnchorsSay() throws {
    let (header, window) = try header(.leftToRight)
    assertGolden(of: header, as: .viewController(device: Self.device.size))
    withExtendedLifetime(window) {}
  }

  @Test func rightToLeftLeadingAndTrailingMirrorWhileLeftAndRightStayPut() throws {
    let (header, window) = try header(.rightToLeft)
    defer { withExtendedLifetime(window) {} }
    assertGolden(
      of: header, as: .viewController(device: Self.device.size, variants: [.rightToLeft]))
    // The frames say the same: the name against the right margin, the location still
    // against the left one.
    let width = header.view.bounds.width
    #expect(header.nameLabel.frame.maxX == header.view.layoutMarginsGuide.layoutFrame.maxX)
    #expect(header.locationLabel.frame.minX == header.view.layoutMarginsGuide.layoutFrame.minX)
    #expect(header.badgeLabel.frame.minX < width / 2)
    #expect(header.countLabel.frame.maxX > width / 2)
    // VoiceOver reads each line from the right; the texts themselves in logical order.
    #expect(
      header.view.accessibilityElementsInReadingOrder().map(\.description) == [
        "Ada Lovelace", "PRO", "42 posts", "London", "Natural", "Left",
      ])
  }

  @Test func leftToRightVoiceOverReadsEachLineFromTheLeft() throws {
    let (header, window) = try header(.leftToRight)
    defer { withExtendedLifetime(window) {} }
    #expect(
      header.view.accessibilityElementsInReadingOrder().map(\.description) == [
        "Ada Lovelace", "PRO", "London", "42 posts", "Natural", "Left",
      ])
  }
}
