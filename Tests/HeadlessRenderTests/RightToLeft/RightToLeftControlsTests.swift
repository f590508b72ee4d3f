import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A settings screen: a switch, segments, a progress bar and a text field in a column, under
/// a navigation bar with a back button and items on both sides.
@MainActor
private final class SettingsViewController: UIViewController {
  let toggle = UISwitch()
  let segments = UISegmentedControl(items: ["Day", "Week", "Year"])
  let progress = UIProgressView(progressViewStyle: .default)
  let field = UITextField()
  let greeting = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", style: .done, target: nil, action: nil)
    toggle.isOn = true
    segments.selectedSegmentIndex = 0
    progress.progress = 0.25
    field.text = "Ada"
    field.clearButtonMode = .always
    greeting.text = "שלום, Ada 42!"
    let stack = UIStackView(arrangedSubviews: [toggle, segments, progress, field, greeting])
    stack.axis = .vertical
    stack.alignment = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
    ])
  }
}

/// Bars and controls right to left.
@MainActor
@Suite struct RightToLeftControlsTests {
  private static let device = DeviceFrame(size: GridSize(width: 30, height: 9))

  private func lines(_ direction: UITraitEnvironmentLayoutDirection) throws -> [String] {
    let root = UIViewController()
    root.title = "Home"
    let navigation = UINavigationController(rootViewController: root)
    let device = DeviceFrame(
      size: Self.device.size, variant: ScreenVariant(layoutDirection: direction))
    _ = try device.layout(navigation)
    navigation.pushViewController(SettingsViewController(), animated: false)
    return try device.render(navigation)
  }

  @Test func leftToRightBarsAndControlsAreAsBefore() throws {
    #expect(
      try lines(.leftToRight) == [
        " ┌──────────────────────────────┐",
        " │‹ Home     Settings       Done│",
        " │──────────────────────────────│",
        " │ [  ●]                        │",
        " │   [Day]  │  Week   │  Year   │",
        " │ ━━━━━━━───────────────────── │",
        " │ Ada                        ⊗ │",
        " │ !Ada 42 ,םולש                │",
        " │                              │",
        " │                              │",
        " └──────────────────────────────┘",
      ])
  }

  @Test func rightToLeftBarsAndControlsAreMirrored() throws {
    // The back button at the right pointing right, the trailing item at the left; the switch
    // at the right with its knob at the left; the first segment at the right; the bar filled
    // from the right; the field's text at the right, its clear button at the left; the
    // label's text (the same visual order: its first strong character is Hebrew) at the
    // right.
    #expect(
      try lines(.rightToLeft) == [
        " ┌──────────────────────────────┐",
        " │Done       Settings     Home ›│",
        " │──────────────────────────────│",
        " │                        [●  ] │",
        " │   Year  │  Week   │  [Day]   │",
        " │ ─────────────────────━━━━━━━ │",
        " │ ⊗                        Ada │",
        " │                !Ada 42 ,םולש │",
        " │                              │",
        " │                              │",
        " └──────────────────────────────┘",
      ])
  }

  @Test func aSwitchOffIsMirroredToo() throws {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 7, height: 1))
    let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 68.25, height: 22))
    window.addSubview(toggle)
    #expect(
      try DeviceFrame(size: GridSize(width: 7, height: 1)).render(toggle) == [
        " ┌───────┐", " │[○  ]  │", " └───────┘",
      ])
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    #expect(
      try DeviceFrame(size: GridSize(width: 7, height: 1)).render(toggle) == [
        " ┌───────┐", " │  [  ○]│", " └───────┘",
      ])
  }

  @Test func aSearchFieldStartsAtTheRightItsTextAgainstTheGlyph() throws {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 16, height: 4))
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 156, height: 66))
    bar.text = "owl"
    let line = UISearchBar(frame: CGRect(x: 0, y: 66, width: 156, height: 22))
    line.placeholder = "Search"
    window.addSubview(bar)
    window.addSubview(line)
    let device = DeviceFrame(size: GridSize(width: 16, height: 4))
    #expect(
      try device.render(window) == [
        " ┌────────────────┐",
        " │╭──────────────╮│",
        " ││ ⌕ owl        ││",
        " │╰──────────────╯│",
        " │⌕ Search        │",
        " └────────────────┘",
      ])
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    #expect(
      try device.render(window) == [
        " ┌────────────────┐",
        " │╭──────────────╮│",
        " ││        owl ⌕ ││",
        " │╰──────────────╯│",
        " │        Search ⌕│",
        " └────────────────┘",
      ])
    // A Hebrew query reads from the right, against the glyph.
    bar.text = "ינשוף"  // owl
    #expect(try device.render(window)[2] == " ││      ףושני ⌕ ││")
  }

  @Test func aToolbarRunsItsItemsFromTheRight() throws {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 24, height: 2))
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 234, height: 44))
    toolbar.items = [
      UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil),
      .flexibleSpace(),
      UIBarButtonItem(title: "Delete", style: .plain, target: nil, action: nil),
      UIBarButtonItem(title: "Move", style: .plain, target: nil, action: nil),
    ]
    window.addSubview(toolbar)
    let device = DeviceFrame(size: GridSize(width: 24, height: 2))
    #expect(try device.render(toolbar)[2] == " │Select       Delete Move│")
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    #expect(try device.render(toolbar)[2] == " │Move Delete       Select│")
  }

  @Test func aHorizontalStackViewArrangesFromTheRight() throws {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 1))
    let labels = ["one", "two", "three"].map { text in
      let label = UILabel()
      label.text = text
      return label
    }
    let stack = UIStackView(arrangedSubviews: labels)
    stack.spacing = 9.75
    stack.frame = CGRect(x: 0, y: 0, width: 195, height: 22)
    window.addSubview(stack)
    let device = DeviceFrame(size: GridSize(width: 20, height: 1))
    stack.distribution = .fill
    stack.alignment = .center
    #expect(try device.render(stack)[1] == " │one two three       │")
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    #expect(try device.render(stack)[1] == " │       three two one│")
  }

  @Test func aButtonsLeadingAndTrailingContentSwapSidesItsLeftAndRightDoNot() throws {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 14, height: 1))
    let button = UIButton(type: .system)
    button.setTitle("Buy", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 136.5, height: 22)
    window.addSubview(button)
    let device = DeviceFrame(size: GridSize(width: 14, height: 1))
    let expected: [(UIControl.ContentHorizontalAlignment, String, String)] = [
      (.leading, " │[ Buy ]       │", " │       [ Buy ]│"),
      (.trailing, " │       [ Buy ]│", " │[ Buy ]       │"),
      (.left, " │[ Buy ]       │", " │[ Buy ]       │"),
      (.right, " │       [ Buy ]│", " │       [ Buy ]│"),
    ]
    for (alignment, leftToRight, rightToLeft) in expected {
      button.contentHorizontalAlignment = alignment
      window.overrideTraits(UITraitCollection(layoutDirection: .leftToRight))
      #expect(try device.render(button)[1] == leftToRight, "\(alignment)")
      window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
      #expect(try device.render(button)[1] == rightToLeft, "\(alignment)")
    }
  }
}
