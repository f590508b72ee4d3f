import Foundation
import TestSupport
import Testing

@testable import HeadlessRender

/// A label in a grown font measures and draws by `GrownText`'s rule; one that follows the
/// content size takes its window's.
@MainActor
@Suite struct UILabelDynamicTypeTests {
  private let largest = UITraitCollection(
    preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)

  /// A window of `width` x `height` at `category` holding `label`, filling it.
  private func show(
    _ label: UILabel, width: Int, height: Int,
    category: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge
  ) -> UIWindow {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: width, height: height))
    window.overrideTraits(UITraitCollection(preferredContentSizeCategory: category))
    label.gridFrame = GridRect(x: 0, y: 0, width: width, height: height)
    window.addSubview(label)
    return window
  }

  /// `label` drawn filling a window of `width` x `height` at `category`.
  private func draw(
    _ label: UILabel, width: Int, height: Int,
    category: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge
  ) -> [String] {
    let window = show(label, width: width, height: height, category: category)
    var canvas = Canvas(width: width, height: height)
    window.render(on: &canvas)
    return canvas.lines
  }

  private func bodyLabel(_ text: String, lines: Int = 0) -> UILabel {
    let label = UILabel(text: text)
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = lines
    return label
  }

  @Test func aFollowingLabelTakesItsWindowsCategory() {
    let label = bodyLabel("Tiny birds")
    #expect(label.font.pointSize == 17)
    let window = show(label, width: 40, height: 6)
    #expect(label.font.pointSize == 53)
    #expect(label.window === window)
    label.adjustsFontForContentSizeCategory = false
    #expect(label.font.pointSize == 17)
  }

  @Test func aGrownLabelWrapsAtFewerCharactersAndTakesMoreLines() {
    let label = bodyLabel("Tiny birds sing at dawn")
    // 40 columns hold 12 characters at 53 points: "Tiny birds" and "sing at dawn", each
    // line of text 3 lines tall, its characters on the first.
    #expect(
      draw(label, width: 40, height: 6) == [
        "Tiny birds", "", "", "sing at dawn", "", "",
      ])
    let window = show(label, width: 40, height: 6)
    #expect(
      label.layoutSize(fitting: GridSize(width: 40, height: 0))
        == GridSize(width: 38, height: 6))
    #expect(label.window === window)
    // 37 columns hold 11: "sing at" and "dawn" go on lines of their own; the widest line,
    // "Tiny birds", takes ceil(10 × 53 / 17) = 32 columns.
    #expect(
      label.layoutSize(fitting: GridSize(width: 37, height: 0))
        == GridSize(width: 32, height: 9))
  }

  @Test func theSameLabelAtTheDefaultSizeIsOneColumnAndOneLineACharacter() {
    let label = bodyLabel("Tiny birds sing at dawn")
    #expect(draw(label, width: 40, height: 1, category: .large) == ["Tiny birds sing at dawn"])
    let window = show(label, width: 40, height: 1, category: .large)
    #expect(label.window === window)
    #expect(
      label.layoutSize(fitting: GridSize(width: 40, height: 0))
        == GridSize(width: 23, height: 1))
  }

  @Test func aFixedFontNeverGrows() {
    let label = UILabel(text: "Tiny birds sing at dawn")
    label.font = .systemFont(ofSize: 17)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    #expect(draw(label, width: 40, height: 1) == ["Tiny birds sing at dawn"])
    #expect(label.font.pointSize == 17)
  }

  @Test func aLabelTooShortForItsGrownLinesTruncatesTheLastThatFits() {
    let label = bodyLabel("Tiny birds sing at dawn")
    // 5 lines hold one line of text 3 lines tall, centred: at line 1.
    #expect(draw(label, width: 40, height: 5) == ["", "Tiny birds…", "", "", ""])
    // A frame shorter than one grown line still shows one, at its top.
    #expect(
      draw(bodyLabel("Tiny birds sing at dawn"), width: 40, height: 2) == ["Tiny birds…", ""])
  }

  @Test func aFontMadeLargeStaysLargeInALabelThatDoesNotFollow() {
    let label = UILabel(text: "Tiny birds sing at dawn")
    label.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: largest)
    label.numberOfLines = 0
    #expect(
      draw(label, width: 40, height: 6, category: .large) == [
        "Tiny birds", "", "", "sing at dawn", "", "",
      ])
  }

  @Test func alignmentCountsTheRoomTheGrownTextTakes() {
    let label = bodyLabel("owl")
    label.textAlignment = .right
    // "owl" takes ceil(3 × 53 / 17) = 10 columns: it starts 10 columns from the right edge.
    #expect(draw(label, width: 20, height: 3) == ["          owl", "", ""])
  }

  @Test func aWindowChangingItsCategoryPostsTheNotificationWithTheNewValue() {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 10))
    let received = Received()
    let observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { note in
      let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String
      MainActor.assumeIsolated { received.values.append(value ?? "none") }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    window.overrideTraits(largest)
    window.overrideTraits(largest)  // no change, no notification
    window.overrideTraits(
      UITraitCollection(traitsFrom: [largest, UITraitCollection(layoutDirection: .rightToLeft)]))
    window.overrideTraits(UITraitCollection())
    #expect(
      received.values == [
        "UICTContentSizeCategoryAccessibilityXXXL", "UICTContentSizeCategoryL",
      ])
  }
}

/// The values a notification observer received.
@MainActor
private final class Received {
  var values: [String] = []
}
