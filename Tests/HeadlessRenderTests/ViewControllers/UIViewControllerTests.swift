import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A view controller that writes each lifecycle call into a shared log.
@MainActor
final class LoggingViewController: UIViewController {
  let name: String
  let log: (String) -> Void

  init(_ name: String, log: @escaping (String) -> Void) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    log("\(name) loadView")
    super.loadView()
  }
  override func viewDidLoad() { log("\(name) viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log("\(name) viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log("\(name) viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log("\(name) viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log("\(name) viewDidDisappear") }
  override func viewWillLayoutSubviews() { log("\(name) viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log("\(name) viewDidLayoutSubviews") }
}

/// The lifecycle a frame calls, containment and presentation.
@MainActor
@Suite struct UIViewControllerTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 6))

  @Test func theViewLoadsOnFirstUseOnce() {
    var log: [String] = []
    let controller = LoggingViewController("a") { log.append($0) }
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    let view = controller.view
    #expect(controller.view === view)
    #expect(controller.isViewLoaded)
    #expect(log == ["a loadView", "a viewDidLoad"])
    #expect(view?.viewController === controller)
  }

  @Test func theFirstFrameMakesItAppearAndLaterFramesOnlyLayItOut() throws {
    var log: [String] = []
    let controller = LoggingViewController("a") { log.append($0) }
    _ = try device.render(controller)
    #expect(
      log == [
        "a loadView", "a viewDidLoad", "a viewWillAppear", "a viewWillLayoutSubviews",
        "a viewDidLayoutSubviews", "a viewDidAppear",
      ])
    log = []
    _ = try device.render(controller)
    #expect(log == ["a viewWillLayoutSubviews", "a viewDidLayoutSubviews"])
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 195, height: 132))
  }

  @Test func aWindowShowsItsRootViewControllerAndReplacesIt() {
    var log: [String] = []
    let first = LoggingViewController("a") { log.append($0) }
    let second = LoggingViewController("b") { log.append($0) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 195, height: 132))
    window.rootViewController = first
    #expect(log == ["a loadView", "a viewDidLoad"])  // not visible yet: no appearance
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(first.view.window === window)
    log = []
    window.rootViewController = second
    #expect(
      log == [
        "a viewWillDisappear", "a viewDidDisappear", "b loadView", "b viewDidLoad",
        "b viewWillAppear", "b viewWillLayoutSubviews", "b viewDidLayoutSubviews",
        "b viewDidAppear",
      ])
    #expect(first.viewIfLoaded?.superview == nil)
  }

  @Test func aTitleIsTheNavigationItemsTitle() {
    let controller = UIViewController()
    #expect(controller.navigationItem.title == "")
    controller.title = "Inbox"
    #expect(controller.navigationItem.title == "Inbox")
  }

  @Test func childrenAreAddedAndRemovedWithTheirContainmentCalls() {
    final class Child: UIViewController {
      var moves: [String] = []
      override func willMove(toParent parent: UIViewController?) {
        moves.append("will \(parent == nil ? "nil" : "parent")")
      }
      override func didMove(toParent parent: UIViewController?) {
        moves.append("did \(parent == nil ? "nil" : "parent")")
      }
    }
    let parent = UIViewController()
    let child = Child()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    #expect(child.parent === parent)
    #expect(parent.childrenShown.count == 1)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
  }

  @Test func aChildAddedToAnotherParentLeavesItsFirstParent() {
    let first = UIViewController()
    let second = UIViewController()
    let child = UIViewController()
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(second.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    #expect(child.parent === second)
    // Added again to the parent it has: nothing changes.
    second.addChild(child)
    #expect(second.children.count == 1)
  }

  @Test func aChildInTheParentsViewAppearsWithIt() throws {
    var log: [String] = []
    let parent = UIViewController()
    let child = LoggingViewController("child") { log.append($0) }
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    _ = try device.render(parent)
    #expect(log.contains("child viewWillAppear"))
    #expect(log.last == "child viewDidAppear")
  }

  @Test func aPresentedViewControllerIsDrawnOverThePresenterAndDismissed() throws {
    var log: [String] = []
    let base = LoggingViewController("base") { log.append($0) }
    let sheet = UIViewController()
    let label = UILabel(text: "Sheet", gridFrame: GridRect(x: 0, y: 0, width: 5, height: 1))
    sheet.view.addSubview(label)
    _ = try device.render(base)
    log = []
    var completed = false
    base.present(sheet, animated: true) { completed = true }
    #expect(completed)
    #expect(base.presentedViewController === sheet)
    #expect(sheet.presentingViewController === base)
    #expect(try device.render(base)[1] == " │Sheet               │")
    // The presenter stays on screen under the sheet, as under a page sheet.
    #expect(!log.contains("base viewWillDisappear"))
    sheet.dismiss(animated: true)
    #expect(base.presentedViewController == nil)
    #expect(try device.render(base)[1] == " │                    │")
  }

  @Test func editingModeTogglesTheEditButtonsTitle() {
    let controller = UIViewController()
    let item = controller.editButtonItem
    #expect(item.title == "Edit")
    #expect(item === controller.editButtonItem)
    #expect(item.tap())
    #expect(controller.isEditing)
    #expect(item.title == "Done")
    controller.setEditing(false, animated: false)
    #expect(item.title == "Edit")
  }
}
