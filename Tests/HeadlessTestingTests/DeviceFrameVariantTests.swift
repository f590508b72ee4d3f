import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import Testing

/// A frame draws a view controller in a variant: its window lays the variant's traits over
/// those of its size, and takes the size of the variant's device.
@MainActor
@Suite struct DeviceFrameVariantTests {
  private func firstLine(_ lines: [String]) -> String {
    lines.dropFirst().first.map { String($0.dropFirst(2).dropLast()) } ?? ""
  }

  @Test func theDefaultVariantDrawsTheTraitsOfTheWindowsSize() throws {
    let screen = TraitsViewController()
    let lines = try DeviceFrame(size: GridSize(width: 40, height: 1)).render(screen)
    #expect(
      firstLine(lines)
        == "compact · large · leftToRight".padding(toLength: 40, withPad: " ", startingAt: 0))
    #expect(screen.traitChanges == 0)
  }

  @Test func aVariantsContentSizeAndDirectionReachTheViewController() throws {
    let screen = TraitsViewController()
    let frame = DeviceFrame(
      size: GridSize(width: 60, height: 1), variant: .largestText.combined(with: .rightToLeft))
    #expect(frame.size == GridSize(width: 60, height: 1))
    let window = try frame.layout(screen)
    #expect(screen.label.text == "compact · accessibilityExtraExtraExtraLarge · rightToLeft")
    #expect(
      screen.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(screen.traitCollection.layoutDirection == .rightToLeft)
    #expect(window.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func aVariantsDeviceGivesTheFramesSizeAndSizeClass() throws {
    let frame = DeviceFrame(size: GridSize(width: 12, height: 3), variant: .device(.iPadPortrait))
    #expect(frame.size == GridSize(width: 84, height: 54))
    let screen = TraitsViewController()
    let lines = try frame.render(screen)
    #expect(lines.count == 54 + 2)
    #expect(firstLine(lines).hasPrefix("regular · large · leftToRight  "))
    #expect(DeviceFrame(variant: .device(.smallPhone)).size == GridSize(width: 38, height: 30))
    #expect(DeviceFrame(variant: .largestText).size == DeviceFrame.defaultSize)
  }

  @Test func drawingAgainInAnotherVariantChangesTheTraitsOnceAndBack() throws {
    let screen = TraitsViewController()
    let size = GridSize(width: 50, height: 1)
    // The window, kept as an app keeps it, shows the screen in every frame.
    let window = try DeviceFrame(size: size).layout(screen)
    #expect(screen.traitChanges == 0)
    _ = try DeviceFrame(size: size, variant: .largestText).render(screen)
    #expect(screen.traitChanges == 1)
    #expect(screen.label.text == "compact · accessibilityExtraExtraExtraLarge · leftToRight")
    // The same variant again changes nothing.
    _ = try DeviceFrame(size: size, variant: .largestText).render(screen)
    #expect(screen.traitChanges == 1)
    // No variant is the window's own traits again.
    _ = try DeviceFrame(size: size).render(screen)
    #expect(screen.traitChanges == 2)
    #expect(screen.view.window === window)
    #expect(screen.label.text == "compact · large · leftToRight")
  }

  @Test func aSizeClassChangesWithTheDevicesWidth() throws {
    let screen = TraitsViewController()
    let window = try DeviceFrame(variant: .device(.largePhone)).layout(screen)
    #expect(screen.label.text == "compact · large · leftToRight")
    _ = try DeviceFrame(variant: .device(.iPadLandscape)).render(screen)
    #expect(screen.label.text == "regular · large · leftToRight")
    #expect(window.gridFrame.size == GridSize(width: 121, height: 37))
  }
}
