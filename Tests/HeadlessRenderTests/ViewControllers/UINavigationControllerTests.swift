import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// Pushing and popping, the bar's items and back button, and the appearance calls of a
/// navigation controller on screen.
@MainActor
@Suite struct UINavigationControllerTests {
  private let device = DeviceFrame(size: GridSize(width: 24, height: 4))

  private func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  @Test func aPushedViewControllerGetsABackButtonToTheOneBelow() throws {
    let birds = titled("Birds")
    let navigation = UINavigationController(rootViewController: birds)
    #expect(try device.render(navigation)[1] == " │         Birds          │")
    let owl = titled("Owl")
    navigation.pushViewController(owl, animated: true)
    #expect(navigation.topViewController === owl)
    #expect(navigation.viewControllers.count == 2)
    #expect(owl.navigationController === navigation)
    // The title is centered in the 8 columns between two 7-column ends, from column 8.
    #expect(try device.render(navigation)[1] == " │‹ Birds   Owl           │")
    #expect(navigation.popViewController(animated: true) === owl)
    #expect(navigation.popViewController(animated: true) == nil)  // the root stays
    #expect(try device.render(navigation)[1] == " │         Birds          │")
  }

  @Test func onScreenAPushMakesTheOldTopDisappearAndTheNewOneAppear() throws {
    var log: [String] = []
    let first = LoggingViewController("a") { log.append($0) }
    let second = LoggingViewController("b") { log.append($0) }
    let navigation = UINavigationController(rootViewController: first)
    _ = try device.render(navigation)
    #expect(log.contains("a viewDidAppear"))
    log = []
    navigation.pushViewController(second, animated: true)
    #expect(log.first == "a viewWillDisappear")
    #expect(log.contains("b viewWillAppear"))
    #expect(log.suffix(2) == ["a viewDidDisappear", "b viewDidAppear"])
    log = []
    navigation.popToRootViewController(animated: true)
    #expect(log.first == "b viewWillDisappear")
    #expect(log.suffix(2) == ["b viewDidDisappear", "a viewDidAppear"])
    #expect(second.parent == nil)
  }

  @Test func offScreenAPushCallsNoAppearance() {
    var log: [String] = []
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(LoggingViewController("b") { log.append($0) }, animated: false)
    #expect(!log.contains { $0.hasSuffix("Appear") })
  }

  @Test func theTopViewFillsTheSpaceUnderTheBar() throws {
    let top = titled("Top")
    let navigation = UINavigationController(rootViewController: top)
    try device.layout(navigation)
    #expect(top.view.gridFrame == GridRect(x: 0, y: 2, width: 24, height: 2))
    #expect(navigation.navigationBar.topItem === top.navigationItem)
    navigation.setViewControllers([titled("One"), titled("Two")], animated: false)
    #expect(top.parent == nil)
    #expect(navigation.navigationBar.items?.map(\.title) == ["One", "Two"])
  }

  @Test func aBarButtonItemPerformsItsActionWhenEnabled() {
    var taps = 0
    let item = UIBarButtonItem(title: "Compose", primaryAction: UIAction { _ in taps += 1 })
    #expect(item.tap())
    item.isEnabled = false
    #expect(!item.tap())
    #expect(taps == 1)
    // A target-action item cannot call its selector headless: nothing runs.
    let old = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: Selector("old"))
    #expect(!old.tap())
  }
}

/// The toolbar at the bottom: hidden until shown, the top view controller's items, the
/// content above it.
@MainActor
@Suite struct UINavigationControllerToolbarTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 6))

  private func screen(items: [UIBarButtonItem]) -> UIViewController {
    let controller = UIViewController()
    controller.title = "Inbox"
    controller.toolbarItems = items
    return controller
  }

  @Test func theToolbarIsHiddenUntilShownAndThenShowsTheTopItemsUnderTheContent() throws {
    let inbox = screen(items: [.flexibleSpace(), UIBarButtonItem(systemItem: .compose)])
    let navigation = UINavigationController(rootViewController: inbox)
    #expect(navigation.isToolbarHidden)
    try device.layout(navigation)
    #expect(inbox.view.gridFrame == GridRect(x: 0, y: 2, width: 20, height: 4))
    #expect(navigation.toolbar.isHidden)
    navigation.setToolbarHidden(false, animated: true)
    let lines = try device.render(navigation)
    #expect(inbox.view.gridFrame == GridRect(x: 0, y: 2, width: 20, height: 2))
    #expect(
      Array(lines[5...6]) == [" │────────────────────│", " │             Compose│"])
  }

  @Test func newItemsAndAPushedViewControllersOwnItemsShowInTheNextFrame() throws {
    let inbox = screen(items: [UIBarButtonItem(title: "Edit", primaryAction: nil)])
    let navigation = UINavigationController(rootViewController: inbox)
    navigation.isToolbarHidden = false
    #expect(try device.render(navigation)[6] == " │Edit                │")
    inbox.setToolbarItems([UIBarButtonItem(systemItem: .trash)], animated: true)
    #expect(try device.render(navigation)[6] == " │Delete              │")
    let message = screen(items: [UIBarButtonItem(systemItem: .reply)])
    navigation.pushViewController(message, animated: true)
    #expect(try device.render(navigation)[6] == " │Reply               │")
    message.hidesBottomBarWhenPushed = true
    #expect(try device.render(navigation)[6] == " │                    │")
    #expect(message.view.gridFrame.height == 4)
  }

  @Test func theBarsShowTheirItemsLeadingToTrailingNavigationBarFirst() {
    let inbox = screen(items: [UIBarButtonItem(systemItem: .trash)])
    inbox.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
    inbox.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(systemItem: .done), UIBarButtonItem(systemItem: .add),
    ]
    let navigation = UINavigationController(rootViewController: inbox)
    #expect(navigation.shownBarButtonItems.map(\.shownTitle) == ["Cancel", "Add", "Done"])
    navigation.isToolbarHidden = false
    #expect(
      navigation.shownBarButtonItems.map(\.shownTitle) == ["Cancel", "Add", "Done", "Delete"])
    navigation.isNavigationBarHidden = true
    #expect(navigation.shownBarButtonItems.map(\.shownTitle) == ["Delete"])
  }
}

/// Large titles: under the bar while the content is at the top, back in the bar once it
/// scrolls.
@MainActor
@Suite struct UINavigationControllerLargeTitleTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 6))

  /// Birds named `row 0`, `row 1`, ... on one line each, without separators.
  private func list(_ title: String, rows: Int) -> UITableViewController {
    let list = BirdsViewController(style: .plain)
    list.birds = (0..<rows).map { "row \($0)" }
    list.loadViewIfNeeded()
    list.title = title
    list.tableView.separatorStyle = .none
    list.tableView.rowHeight = 22
    return list
  }

  @Test func aLargeTitleShowsUnderTheItemsAndGoesIntoTheBarOnceTheContentScrolls() throws {
    let todos = list("Todos", rows: 6)
    todos.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
    let navigation = UINavigationController(rootViewController: todos)
    navigation.navigationBar.prefersLargeTitles = true
    let lines = try device.render(navigation)
    #expect(
      Array(lines[1...4]) == [
        " │                 Add│", " │  Todos             │", " │────────────────────│",
        " │  row 0             │",
      ])
    #expect(todos.view.gridFrame.minY == 3)
    // Two lines down: the title goes into the bar, and the table takes the line it left.
    todos.tableView.contentOffset.y = 44
    let scrolled = try device.render(navigation)
    #expect(
      Array(scrolled[1...3]) == [
        " │       Todos     Add│", " │────────────────────│", " │  row 2             │",
      ])
    #expect(todos.view.gridFrame.minY == 2)
  }

  @Test func withoutPrefersLargeTitlesEveryModeIsSmall() throws {
    let todos = list("Todos", rows: 1)
    todos.navigationItem.largeTitleDisplayMode = .always
    let navigation = UINavigationController(rootViewController: todos)
    #expect(try device.render(navigation)[1] == " │       Todos        │")
    #expect(!navigation.navigationBar.showsLargeTitle)
  }

  @Test func automaticFollowsTheItemBelowAndAlwaysAndNeverDecideForThemselves() {
    let bar = UINavigationBar(title: "", gridFrame: GridRect(x: 0, y: 0, width: 20, height: 3))
    bar.prefersLargeTitles = true
    let root = UINavigationItem(title: "Mail")
    let inbox = UINavigationItem(title: "Inbox")
    bar.setItems([root], animated: false)
    #expect(bar.showsLargeTitle, "the first item, automatic: large")
    bar.setItems([root, inbox], animated: false)
    #expect(bar.showsLargeTitle, "automatic after a large title")
    root.largeTitleDisplayMode = .never
    #expect(!bar.showsLargeTitle, "automatic after a small title")
    inbox.largeTitleDisplayMode = .always
    #expect(bar.showsLargeTitle)
    root.largeTitleDisplayMode = .always
    inbox.largeTitleDisplayMode = .never
    #expect(!bar.showsLargeTitle)
    inbox.title = nil
    inbox.largeTitleDisplayMode = .always
    #expect(!bar.showsLargeTitle, "no title to show large")
  }

  @Test func voiceOverReadsTheItemsThenTheLargeTitleUnderThem() throws {
    let todos = list("Todos", rows: 0)
    todos.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit)
    todos.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
    let navigation = UINavigationController(rootViewController: todos)
    navigation.navigationBar.prefersLargeTitles = true
    let window = try device.layout(navigation)
    #expect(
      AccessibilityReading(of: window).elements.flatMap(\.lines)
        == ["Edit. Button.", "Add. Button.", "Todos. Heading."])
    navigation.navigationBar.prefersLargeTitles = false
    try device.layout(navigation)
    #expect(
      AccessibilityReading(of: window).elements.flatMap(\.lines)
        == ["Edit. Button.", "Todos. Heading.", "Add. Button."])
  }
}
