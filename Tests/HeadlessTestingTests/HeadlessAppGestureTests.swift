import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// A tap recognizer that runs a closure, as the article shows an app writing one.
@MainActor
private final class TapHandler: UITapGestureRecognizer {
  private let handler: () -> Void

  init(handler: @escaping () -> Void) {
    self.handler = handler
    super.init(target: nil, action: nil)
  }

  override var state: UIGestureRecognizer.State {
    didSet { if state == .ended { handler() } }
  }
}

/// A profile as apps write one: an avatar that opens on a tap, likes on a double tap and
/// offers a menu on a long press, a card that swipes away, a list of posts under a tap that
/// dismisses the keyboard, and a Follow button.
@MainActor
private final class ProfileScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let avatar = UIView()
  let card = UILabel()
  let posts = UITableView(frame: .zero, style: .plain)
  let follow = UIButton(type: .system)
  let dismissTap = UITapGestureRecognizer(target: nil, action: Selector("dismissKeyboard"))
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    avatar.accessibilityIdentifier = "avatar"
    avatar.frame = CGRect(x: 0, y: 0, width: 97.5, height: 44)
    let open = TapHandler { [unowned self] in log.append("open") }
    let like = TapHandler { [unowned self] in log.append("like") }
    like.numberOfTapsRequired = 2
    open.require(toFail: like)
    final class Menu: UILongPressGestureRecognizer {
      var onBegan: () -> Void = {}
      override var state: UIGestureRecognizer.State {
        didSet { if state == .began { onBegan() } }
      }
    }
    let press = Menu(target: nil, action: nil)
    press.onBegan = { [unowned self] in log.append("menu") }
    for recognizer in [open, like, press] as [UIGestureRecognizer] {
      avatar.addGestureRecognizer(recognizer)
    }
    card.text = "Pinned"
    card.frame = CGRect(x: 117, y: 0, width: 195, height: 44)
    card.isUserInteractionEnabled = true
    final class Dismiss: UISwipeGestureRecognizer {
      var onSwipe: () -> Void = {}
      override var state: UIGestureRecognizer.State {
        didSet { if state == .ended { onSwipe() } }
      }
    }
    let swipe = Dismiss(target: nil, action: nil)
    swipe.direction = .left
    swipe.onSwipe = { [unowned self] in log.append("dismiss card") }
    card.addGestureRecognizer(swipe)
    follow.setTitle("Follow", for: .normal)
    follow.frame = CGRect(x: 0, y: 44, width: 97.5, height: 44)
    follow.addAction(UIAction { [unowned self] _ in log.append("follow") }, for: .touchUpInside)
    posts.frame = CGRect(x: 0, y: 88, width: 390, height: 132)
    posts.dataSource = self
    posts.delegate = self
    for subview in [avatar, card, follow, posts] as [UIView] { view.addSubview(subview) }
    view.addGestureRecognizer(dismissTap)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = ["Hello", "Again"][indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("select \(indexPath.row)")
  }
}

@MainActor
@Suite struct HeadlessAppGestureTests {
  private func app() -> (HeadlessApp, ProfileScreen) {
    let screen = ProfileScreen()
    return (
      HeadlessApp(rootViewController: screen, device: GridSize(width: 40, height: 14)), screen
    )
  }

  /// Throws the error `body` throws, failing when it throws none.
  private func error(_ body: () throws -> Void) -> InteractionError? {
    do {
      try body()
      Issue.record("the action was not refused")
      return nil
    } catch {
      return error as? InteractionError
    }
  }

  @Test func theAvatarOpensOnATapLikesOnADoubleTapAndOffersAMenuOnAPress() throws {
    let (app, screen) = app()
    // The screen's view (it holds the tap that dismisses the keyboard), the avatar, the card.
    #expect(app.otherElements.labels == ["", "", "Pinned"])
    // The screen's own tap recognizes as the finger lifts, before the avatar's single tap
    // (waiting for the double tap to fail) could: without it, the avatar's taps are theirs.
    screen.view.removeGestureRecognizer(screen.dismissTap)
    try app.otherElements["avatar"].tap()
    #expect(screen.log == ["open"])
    try app.otherElements["avatar"].doubleTap()
    #expect(screen.log == ["open", "like"])
    try app.otherElements["avatar"].press(forDuration: 1)
    #expect(screen.log == ["open", "like", "menu"])
  }

  @Test func theCardSwipesAwayOnlyToTheLeft() throws {
    let (app, screen) = app()
    try app.otherElements["Pinned"].swipeRight()
    try app.otherElements["Pinned"].swipeUp()
    #expect(screen.log.isEmpty)
    try app.otherElements["Pinned"].swipeLeft()
    #expect(screen.log == ["dismiss card"])
    let row = error { try app.cells["Hello"].swipeUp() }
    #expect(
      row?.description == "Failed to swipe up cell \"Hello\": only another element takes this swipe"
    )
  }

  @Test func aTapThatCancelsTouchesKeepsTheRowUnselectedAsInUIKit() throws {
    let (app, screen) = app()
    try app.cells["Hello"].tap()
    #expect(screen.log.isEmpty)
    #expect(screen.dismissTap.sentActions == [.ended])
    screen.dismissTap.cancelsTouchesInView = false
    try app.cells["Again"].tap()
    #expect(screen.log == ["select 1"])
    #expect(screen.dismissTap.sentActions == [.ended, .ended])
  }

  @Test func aButtonsOwnTapWinsOverTheTapOfTheViewItIsIn() throws {
    let (app, screen) = app()
    try app.buttons["Follow"].tap()
    #expect(screen.log == ["follow"])
    #expect(screen.dismissTap.sentActions.isEmpty)
  }
}
