import Foundation
import Testing

@testable import HeadlessRender

/// Controls: state, actions and a button's per-state titles, as UIKit falls back among them.
@MainActor
@Suite struct UIControlTests {
  private func draw(_ view: UIView) -> String {
    var canvas = Canvas(width: view.gridFrame.width, height: view.gridFrame.height)
    view.render(on: &canvas)
    return canvas.lines.joined(separator: "\n")
  }

  @Test func aButtonShowsTheTitleOfItsStateElseTheNormalOne() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 117, height: 22)  // 12 columns
    button.setTitle("Follow", for: .normal)
    #expect(button.currentTitle == "Follow")
    #expect(draw(button) == " [ Follow ]")
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(button.title(for: .disabled) == "Follow")  // falls back to normal
    #expect(draw(button) == " ( Follow )")
    button.setTitle("Wait", for: .disabled)
    #expect(draw(button) == "  ( Wait )")
    button.isEnabled = true
    button.isSelected = true
    button.setTitle("Following", for: .selected)
    #expect(button.state == .selected)
    #expect(button.currentTitle == "Following")
    #expect(button.titleLabel?.text == "Following")
    #expect(
      button.accessibilityElementsInReadingOrder().map(\.description) == [
        "Selected: Following. Button."
      ])
    button.isEnabled = false
    // Disabled and selected: no title for both, so the disabled one wins, then selected.
    #expect(button.state == [.disabled, .selected])
    #expect(button.currentTitle == "Wait")
    button.setTitle(nil, for: .disabled)
    #expect(button.currentTitle == "Following")
  }

  @Test func aButtonWithoutATitleShowsItsImagesName() {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 117, height: 22)
    button.setImage(UIImage(systemName: "heart"), for: .normal)
    #expect(button.currentTitle == nil)
    #expect(draw(button) == " [ heart ]")
    #expect(button.accessibilityLabel == nil)
  }

  @Test func actionsRunForTheirEventsAndOnlyWhenEnabledForATap() {
    var log: [String] = []
    let button = UIButton(
      type: .system, primaryAction: UIAction(title: "Retry") { _ in log.append("primary") })
    #expect(button.currentTitle == "Retry")
    button.addAction(
      UIAction { action in log.append("up \(action.sender === button)") }, for: .touchUpInside)
    let changed = UIAction { _ in log.append("changed") }
    button.addAction(changed, for: .valueChanged)
    #expect(button.tap())
    #expect(log == ["primary", "up true"])
    button.sendActions(for: .valueChanged)
    #expect(log.last == "changed")
    button.removeAction(changed, for: .valueChanged)
    button.sendActions(for: .valueChanged)
    #expect(log.count == 3)
    button.isEnabled = false
    #expect(!button.tap())
    #expect(log.count == 3)
    #expect(button.allControlEvents.contains(.primaryActionTriggered))
  }

  @Test func removingATargetForgetsItsPairsAndKeepsAnotherTargetsForTheSameEvents() {
    let control = UIControl(frame: .zero)
    let first = NSObject()
    let second = NSObject()
    control.addTarget(first, action: "refresh:", for: .touchUpInside)
    control.addTarget(second, action: "refresh:", for: .touchUpInside)
    control.addTarget("a value, as UIKit's Any? target allows", action: "log", for: .valueChanged)
    control.removeTarget(first, action: nil, for: .touchUpInside)
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    control.removeTarget(second, action: "other:", for: .touchUpInside)
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    control.removeTarget(second, action: "refresh:", for: .touchUpInside)
    #expect(control.allControlEvents == [.valueChanged])
  }

  @Test func aConfigurationsTitleIsTheButtonsTitle() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Buy"
    let button = UIButton(configuration: configuration)
    button.setTitle("ignored", for: .normal)
    #expect(button.currentTitle == "Buy")
  }
}

/// What text cannot show is kept: fonts, colours, layers; and what it can: a transparent view
/// is neither drawn nor read.
@MainActor
@Suite struct UIKitKeptPropertiesTests {
  @Test func everyTextStyleHasUIKitsSizeAndWeightAtTheDefaultContentSize() {
    let styles: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
      (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular),
      (.title3, 20, .regular), (.headline, 17, .semibold), (.subheadline, 15, .regular),
      (.callout, 16, .regular), (.body, 17, .regular), (.footnote, 13, .regular),
      (.caption1, 12, .regular), (.caption2, 11, .regular),
    ]
    for (style, size, weight) in styles {
      let font = UIFont.preferredFont(forTextStyle: style)
      #expect(font.pointSize == size, "\(style.rawValue)")
      #expect(font.weight == weight, "\(style.rawValue)")
    }
  }

  @Test func everyNamedColourHasUIKitsComponents() {
    let colours: [(UIColor, [CGFloat])] = [
      (.black, [0, 0, 0, 1]), (.darkGray, [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]),
      (.gray, [0.5, 0.5, 0.5, 1]), (.lightGray, [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]),
      (.white, [1, 1, 1, 1]), (.red, [1, 0, 0, 1]), (.green, [0, 1, 0, 1]),
      (.blue, [0, 0, 1, 1]), (.cyan, [0, 1, 1, 1]), (.yellow, [1, 1, 0, 1]),
      (.magenta, [1, 0, 1, 1]), (.orange, [1, 0.5, 0, 1]), (.purple, [0.5, 0, 0.5, 1]),
      (.brown, [0.6, 0.4, 0.2, 1]), (.clear, [0, 0, 0, 0]),
    ]
    for (colour, expected) in colours {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
      #expect(colour.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
      #expect([red, green, blue, alpha] == expected, "\(colour)")
    }
  }

  @Test func fontsAndColoursAreKeptWithTheirValues() {
    let label = UILabel()
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(label.textColor == .label)
    label.font = .preferredFont(forTextStyle: .headline)
    #expect(label.font.pointSize == 17)
    #expect(label.font.fontName == ".SFUI-Semibold")
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.boldSystemFont(ofSize: 20).withSize(12).pointSize == 12)
    label.textColor = .secondaryLabel
    #expect(label.textColor == .secondaryLabel)
    #expect(label.textColor != .label)
    let view = UIView()
    view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).withAlphaComponent(0.5)
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(view.backgroundColor?.getRed(&red, green: nil, blue: nil, alpha: &alpha) == true)
    #expect((red, alpha) == (1, 0.5))
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
    // Each sixth of the hue circle, at its start, and one halfway through the third.
    let hues: [(CGFloat, [CGFloat])] = [
      (0, [1, 0, 0]), (1.0 / 6, [1, 1, 0]), (2.0 / 6, [0, 1, 0]), (0.5, [0, 1, 1]),
      (4.0 / 6, [0, 0, 1]), (5.0 / 6, [1, 0, 1]), (5.0 / 12, [0, 1, 0.5]),
    ]
    for (hue, rgb) in hues {
      var (r, g, b): (CGFloat, CGFloat, CGFloat) = (-1, -1, -1)
      _ = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1).getRed(
        &r, green: &g, blue: &b, alpha: nil)
      #expect(
        zip([r, g, b], rgb).allSatisfy { abs($0 - $1) < 1e-9 }, "hue \(hue): \([r, g, b])")
    }
    view.layer.cornerRadius = 8
    view.layer.borderColor = UIColor.separator.cgColor
    #expect(view.layer.cornerRadius == 8)
    #expect(view.layer.borderColor?.components == [0.24, 0.24, 0.26, 0.29])
  }

  @Test func attributedTextShowsItsCharacters() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22))
    label.attributedText = NSAttributedString(string: "Kingfisher")
    #expect(label.text == "Kingfisher")
    label.text = "Heron"
    #expect(label.attributedText?.string == "Heron")
  }

  @Test func aTransparentViewIsNeitherDrawnNorRead() {
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22))
    label.text = "Owl"
    row.addSubview(label)
    label.alpha = 0.01
    var canvas = Canvas(width: 10, height: 1)
    row.render(on: &canvas)
    #expect(canvas.lines == ["Owl"])  // faint, still there
    label.alpha = 0
    canvas = Canvas(width: 10, height: 1)
    row.render(on: &canvas)
    #expect(canvas.lines == [""])
    #expect(row.accessibilityElementsInReadingOrder().isEmpty)
  }

  @Test func pointsConvertBetweenViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 220))
    let inner = UIView(frame: CGRect(x: 39, y: 44, width: 97.5, height: 44))
    let leaf = UIView(frame: CGRect(x: 9.75, y: 22, width: 9.75, height: 22))
    root.addSubview(inner)
    inner.addSubview(leaf)
    #expect(leaf.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 49.75, y: 68))
    #expect(root.convert(CGPoint(x: 49.75, y: 68), to: leaf) == CGPoint(x: 1, y: 2))
    #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: 48.75, y: 66))
    #expect(
      leaf.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: inner).origin
        == CGPoint(x: 9.75, y: 22))
  }

  @Test func statesAndEventsHaveUIKitsRawValues() {
    // Code that stores or combines raw values moves between the app and the test only if
    // they agree with UIKit's.
    #expect(UIControl.State.normal.rawValue == 0)
    #expect(UIControl.State.highlighted.rawValue == 1)
    #expect(UIControl.State.disabled.rawValue == 2)
    #expect(UIControl.State.selected.rawValue == 4)
    #expect(UIControl.State.focused.rawValue == 8)
    #expect(UIControl.Event.touchDown.rawValue == 1)
    #expect(UIControl.Event.touchUpInside.rawValue == 64)
    #expect(UIControl.Event.touchUpOutside.rawValue == 128)
    #expect(UIControl.Event.valueChanged.rawValue == 4096)
    #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
    #expect(UIControl.Event.editingDidBegin.rawValue == 65536)
    #expect(UIControl.Event.editingChanged.rawValue == 131_072)
    #expect(UIControl.Event.editingDidEnd.rawValue == 262_144)
    #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
    #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
    #expect(UIControl.Event.allTouchEvents.contains([.touchDown, .touchUpInside, .touchUpOutside]))
  }
}
