import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

/// A list of names, as a tab shows one.
@MainActor
private final class NamesTab: UITableViewController {
  let names: [String]

  init(title: String, names: [String]) {
    self.names = names
    super.init(style: .plain)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = names[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}

/// A delegate that refuses the Archive tab, and writes down the tabs selected.
@MainActor
private final class RefusingDelegate: NSObject, UITabBarControllerDelegate {
  var selected: [String] = []

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    viewController.title != "Archive"
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selected.append(viewController.title ?? "")
  }
}

@MainActor
@Suite struct HeadlessAppTabBarTests {
  private let delegate = RefusingDelegate()

  private func app() -> (HeadlessApp, UITabBarController) {
    let list = NamesTab(title: "Birds", names: ["Owl", "Wren"])
    list.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Add", primaryAction: UIAction { _ in })
    let birds = UINavigationController(rootViewController: list)
    birds.tabBarItem = UITabBarItem(title: "Birds", image: nil, tag: 0)
    let fish = NamesTab(title: "Fish", names: ["Carp", "Pike"])
    fish.tabBarItem.badgeValue = "2"
    let archive = NamesTab(title: "Archive", names: [])
    let tabs = UITabBarController()
    tabs.viewControllers = [birds, fish, archive]
    tabs.delegate = delegate
    return (HeadlessApp(rootViewController: tabs, device: GridSize(width: 30, height: 8)), tabs)
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

  @Test func aTabIsTappedAsXCUITestTapsItAndItsListIsTheOneFound() throws {
    let (app, tabs) = app()
    #expect(app.tabBars.count == 1)
    #expect(app.tabBars.buttons.labels == ["Birds", "Fish", "Archive"])
    #expect(app.buttons.labels == ["Add", "Birds", "Fish", "Archive"])
    #expect(app.cells.labels == ["Owl", "Wren"])
    #expect(app.navigationController === tabs.viewControllers?[0])
    try app.tabBars.buttons["Fish"].tap()
    #expect(tabs.selectedIndex == 1)
    #expect(delegate.selected == ["Fish"])
    #expect(app.cells.labels == ["Carp", "Pike"])
    #expect(app.navigationController == nil)
    // A tab is a button too, as in XCUITest.
    try app.buttons["Birds"].tap()
    #expect(tabs.selectedIndex == 0)
    expectText(
      try app.text(),
      equals: """
        updates: none
         ┌──────────────────────────────┐
         │            Birds          Add│
         │──────────────────────────────│
         │  Owl                         │
         │  ────────────────────────────│
         │  Wren                        │
         │  ────────────────────────────│
         │──────────────────────────────│
         │ [Birds]   Fish (2)  Archive  │
         └──────────────────────────────┘

        """)
  }

  @Test func aRefusedTabStaysUnselectedAndAMissingOneIsNamedWithTheTabsOnScreen() throws {
    let (app, tabs) = app()
    try app.tabBars.buttons["Archive"].tap()
    #expect(tabs.selectedIndex == 0)
    #expect(delegate.selected.isEmpty)
    let missing = error { try app.tabBars.buttons["Trees"].tap() }
    #expect(
      missing?.description
        == "Failed to tap tab bar button \"Trees\": No matches found (on screen: \"Birds\", "
        + "\"Fish\", \"Archive\")")
    let bar = error { try app.tabBars.firstMatch.tap() }
    #expect(
      bar?.description
        == "Failed to tap tab bar at position 0: it is a tab bar; tap one of its buttons")
  }

  @Test func aDisabledTabIsRefusedAsNotEnabled() throws {
    let (app, tabs) = app()
    tabs.viewControllers?[1].tabBarItem.isEnabled = false
    #expect(!app.tabBars.buttons["Fish"].isEnabled)
    let refused = error { try app.tabBars.buttons["Fish"].tap() }
    #expect(refused?.description == "Failed to tap tab bar button \"Fish\": Element is not enabled")
    #expect(tabs.selectedIndex == 0)
  }

  @Test func aScreenInsideATabBarControllerIsShownInIt() throws {
    let (_, tabs) = app()
    let fish = try #require(tabs.viewControllers?[1])
    let app = HeadlessApp(rootViewController: fish, device: GridSize(width: 30, height: 8))
    #expect(app.tabBars.buttons.labels == ["Birds", "Fish", "Archive"])
    try app.tabBars.buttons["Fish"].tap()
    #expect(app.cells.labels == ["Carp", "Pike"])
    #expect(fish.navigationController == nil)
  }

  @Test func withoutATabBarNoTabIsFound() throws {
    let app = HeadlessApp(rootViewController: NamesTab(title: "Birds", names: ["Owl"]))
    #expect(app.tabBars.count == 0)
    #expect(app.tabBars.buttons.count == 0)
    #expect(app.buttons.count == 0)
  }
}

/// Onboarding pages in a list, as a page view controller's data source gives them.
@MainActor
private final class Onboarding: NSObject, UIPageViewControllerDataSource {
  let pages = ["Welcome", "Sync", "Done"].map { title in
    let page = UIViewController()
    page.title = title
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 117, height: 22))
    label.text = title
    page.view.addSubview(label)
    return page
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else {
      return nil
    }
    return pages[index + 1]
  }
}

@MainActor
@Suite struct HeadlessAppPageTests {
  private let onboarding = Onboarding()

  private func app(_ orientation: UIPageViewController.NavigationOrientation) -> (
    HeadlessApp, UIPageViewController
  ) {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation)
    pages.dataSource = onboarding
    pages.setViewControllers([onboarding.pages[0]], direction: .forward, animated: false)
    return (HeadlessApp(rootViewController: pages, device: GridSize(width: 20, height: 6)), pages)
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

  @Test func swipingLeftAndRightTurnsThePagesUntilTheEnds() throws {
    let (app, pages) = app(.horizontal)
    try app.swipeLeft()
    try app.swipeLeft()
    #expect(pages.viewControllers?.first?.title == "Done")
    let last = error { try app.swipeLeft() }
    #expect(
      last?.description
        == "Failed to swipe left the screen: its data source has no page after the one shown")
    try app.swipeRight()
    #expect(pages.viewControllers?.first?.title == "Sync")
    #expect(try app.text().contains("│Sync"))
    let vertical = error { try app.swipeUp() }
    #expect(
      vertical?.description
        == "Failed to swipe up the screen: its pages turn left and right: swipe left or right")
  }

  @Test func verticalPagesTurnWithSwipesUpAndDown() throws {
    let (app, pages) = app(.vertical)
    try app.swipeUp()
    #expect(pages.viewControllers?.first?.title == "Sync")
    try app.swipeDown()
    try #require(pages.viewControllers?.first?.title == "Welcome")
    let first = error { try app.swipeDown() }
    #expect(
      first?.description
        == "Failed to swipe down the screen: its data source has no page before the one shown")
    let sideways = error { try app.swipeRight() }
    #expect(
      sideways?.description
        == "Failed to swipe right the screen: its pages turn up and down: swipe up or down")
  }

  @Test func aScreenWithoutPagesRefusesASwipe() throws {
    let app = HeadlessApp(rootViewController: UIViewController())
    let refused = error { try app.swipeLeft() }
    #expect(
      refused?.description
        == "Failed to swipe left the screen: there is no page view controller on screen")
  }
}
