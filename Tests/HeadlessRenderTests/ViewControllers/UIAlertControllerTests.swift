import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A screen with a label behind the alert, so that what the alert covers shows.
@MainActor
private final class BehindViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel(text: String(repeating: "behind ", count: 40))
    label.numberOfLines = 0
    label.gridFrame = GridRect(x: 0, y: 0, width: 30, height: 12)
    view.addSubview(label)
  }
}

/// Alerts and action sheets: presented, drawn over the screen, read alone, tapped, dismissed.
@MainActor
@Suite struct UIAlertControllerTests {
  private let device = DeviceFrame(size: GridSize(width: 30, height: 12))

  private func deleteAlert(log: @escaping (String) -> Void) -> UIAlertController {
    let alert = UIAlertController(
      title: "Delete photo?", message: "It is removed from every album.", preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { action in log(action.title ?? "") })
    alert.addAction(
      UIAlertAction(title: "Cancel", style: .cancel) { action in log(action.title ?? "") })
    return alert
  }

  @Test func anAlertIsABoxInTheMiddleOverTheScreenAndTheOnlyThingRead() throws {
    let screen = BehindViewController()
    _ = try device.render(screen)
    let alert = deleteAlert { _ in }
    screen.present(alert, animated: true)
    #expect(screen.presentedViewController === alert)
    #expect(alert.presentingViewController === screen)
    #expect(
      try device.text(of: screen, accessibility: true) == """
         ┌──────────────────────────────┐
         │                              │
         │behind behind behind behind   │
         │b╭──────────────────────────╮ │
         │b│      Delete photo?       │ │
         │b│ It is removed from every │ │
         │b│          album.          │ │
         │b├────────────┬─────────────┤ │
         │b│ [ Cancel ] │ [ Delete ]  │ │
         │b╰────────────┴─────────────╯ │
         │behind behind behind behind   │
         │behind behind behind behind   │
         │                              │
         └──────────────────────────────┘
         VoiceOver:
           Delete photo?
           It is removed from every album.
           Cancel. Button.
           Delete. Button.

        """)
  }

  @Test func tappingAnActionDismissesTheAlertThenRunsItsHandler() throws {
    let screen = BehindViewController()
    _ = try device.render(screen)
    var log: [String] = []
    let alert = deleteAlert { title in
      log.append("\(title) \(screen.presentedViewController == nil ? "dismissed" : "shown")")
    }
    screen.present(alert, animated: true)
    #expect(!alert.tapAction(titled: "Keep"))
    #expect(alert.tapAction(titled: "Delete"))
    #expect(log == ["Delete dismissed"])
    #expect(alert.presentingViewController == nil)
    #expect(try device.render(screen)[4] == " │behind behind behind behind   │")
  }

  @Test func aButtonOfTheAlertTappedAsAnyButtonDoesTheSame() throws {
    let screen = BehindViewController()
    var log: [String] = []
    let alert = deleteAlert { log.append($0) }
    screen.present(alert, animated: false)
    _ = try device.render(screen)
    let buttons = alert.view.subviews.compactMap { $0 as? UIButton }
    #expect(buttons.map(\.currentTitle) == ["Cancel", "Delete"])
    #expect(buttons[0].tap())
    #expect(log == ["Cancel"])
    #expect(screen.presentedViewController == nil)
  }

  @Test func aDisabledActionCannotBeTapped() throws {
    let screen = BehindViewController()
    let alert = deleteAlert { _ in }
    alert.actions[0].isEnabled = false
    screen.present(alert, animated: false)
    #expect(!alert.tapAction(titled: "Delete"))
    #expect(screen.presentedViewController === alert)
  }

  @Test func anAlertWithTextFieldsAndThreeActionsStacksThemCancelLast() throws {
    let screen = BehindViewController()
    let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { field in
      field.placeholder = "Password"
      field.isSecureTextEntry = true
    }
    let later = UIAlertAction(title: "Later", style: .default)
    later.isEnabled = false
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Sign in", style: .default))
    alert.addAction(later)
    screen.present(alert, animated: false)
    #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
    #expect(
      try device.text(of: screen, accessibility: true) == """
         ┌──────────────────────────────┐
         │                              │
         │b╭──────────────────────────╮ │
         │b│         Sign in          │ │
         │b│ Name                     │ │
         │b│ Password                 │ │
         │b├──────────────────────────┤ │
         │b│       [ Sign in ]        │ │
         │b│        ( Later )         │ │
         │b│        [ Cancel ]        │ │
         │b╰──────────────────────────╯ │
         │behind behind behind behind   │
         │                              │
         └──────────────────────────────┘
         VoiceOver:
           Sign in
           Name. Text Field.
             Double tap to edit.
           Password. Secure Text Field.
             Double tap to edit.
           Sign in. Button.
           Later. Dimmed. Button.
           Cancel. Button.

        """)
    let name = try #require(alert.textFields?.first)
    #expect(name.type("Ada"))
    #expect(try device.render(screen)[4] == " │b│ Ada                      │ │")
  }

  @Test func anActionSheetSitsAtTheBottomWithItsCancelApart() throws {
    let screen = BehindViewController()
    let sheet = UIAlertController(
      title: nil, message: "Share this photo", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Messages", style: .default))
    sheet.addAction(UIAlertAction(title: "Mail", style: .default))
    sheet.addTextField()
    #expect(sheet.textFields == nil)
    screen.present(sheet, animated: false)
    #expect(
      try device.text(of: screen, accessibility: true) == """
         ┌──────────────────────────────┐
         │                              │
         │behind behind behind behind   │
         │behind behind behind behind   │
         │b╭──────────────────────────╮ │
         │b│     Share this photo     │ │
         │b├──────────────────────────┤ │
         │b│       [ Messages ]       │ │
         │b│         [ Mail ]         │ │
         │b╰──────────────────────────╯ │
         │b╭──────────────────────────╮ │
         │b│        [ Cancel ]        │ │
         │ ╰──────────────────────────╯ │
         └──────────────────────────────┘
         VoiceOver:
           Share this photo
           Messages. Button.
           Mail. Button.
           Cancel. Button.

        """)
  }

  @Test func anAlertOfActionsOnlyDrawsNoSeparatorAndItsDividerMeetsTheTop() throws {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "No", style: .cancel))
    alert.addAction(UIAlertAction(title: "Yes", style: .default))
    let screen = UIViewController()
    screen.present(alert, animated: false)
    #expect(
      try DeviceFrame(size: GridSize(width: 28, height: 3)).render(screen) == [
        " ┌────────────────────────────┐",
        " │╭────────────┬─────────────╮│",
        " ││   [ No ]   │   [ Yes ]   ││",
        " │╰────────────┴─────────────╯│",
        " └────────────────────────────┘",
      ])
  }

  @Test func aSecondCancelActionIsLeftOutAndThePreferredActionMustBeOne() {
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    let ok = UIAlertAction(title: "OK", style: .default)
    alert.preferredAction = ok
    #expect(alert.preferredAction == nil)
    alert.addAction(ok)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Close", style: .cancel))
    #expect(alert.actions.map(\.title) == ["OK", "Cancel"])
    alert.preferredAction = ok
    #expect(alert.preferredAction === ok)
    #expect(alert.preferredStyle == .alert)
    #expect(alert.message == nil)
    #expect(ok.style == .default)
  }

  @Test func aModalViewHidesItsSiblingsFromVoiceOverOnlyWhileShown() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 44))
    let under = UILabel(text: "Under", gridFrame: GridRect(x: 0, y: 0, width: 10, height: 1))
    let over = UIView(gridFrame: GridRect(x: 0, y: 1, width: 10, height: 1))
    over.addSubview(UILabel(text: "Over", gridFrame: GridRect(x: 0, y: 0, width: 10, height: 1)))
    root.addSubview(under)
    root.addSubview(over)
    #expect(root.accessibilityElementsInReadingOrder().map(\.description) == ["Under", "Over"])
    over.accessibilityViewIsModal = true
    #expect(root.accessibilityElementsInReadingOrder().map(\.description) == ["Over"])
    over.isHidden = true
    #expect(root.accessibilityElementsInReadingOrder().map(\.description) == ["Under"])
  }
}
