import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A visual effect view: its effect is kept and its content view drawn and read.
@MainActor
@Suite struct UIVisualEffectViewTests {
  @Test func theContentViewFillsTheViewAndIsDrawnOverTheKeptEffect() throws {
    let blur = UIBlurEffect(style: .systemMaterial)
    let banner = UIVisualEffectView(effect: blur)
    banner.contentView.addSubview(
      UILabel(text: "Offline", gridFrame: GridRect(x: 1, y: 0, width: 7, height: 1)))
    #expect(
      try DeviceFrame(size: GridSize(width: 10, height: 1)).render(banner) == [
        " ┌──────────┐", " │ Offline  │", " └──────────┘",
      ])
    #expect(banner.contentView.gridFrame == GridRect(x: 0, y: 0, width: 10, height: 1))
    #expect((banner.effect as? UIBlurEffect)?.style == .systemMaterial)
    #expect(banner.accessibilityElementsInReadingOrder().map(\.description) == ["Offline"])
    let vibrancy = UIVibrancyEffect(blurEffect: blur)
    #expect(vibrancy.blurEffect === blur)
  }
}
