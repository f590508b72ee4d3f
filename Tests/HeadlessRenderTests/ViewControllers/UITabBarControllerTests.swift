import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

/// A view controller that writes down its appearance calls.
@MainActor
private final class TabContentViewController: UIViewController {
  var log: [String]

  init(title: String, log: [String] = []) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel()
    label.text = "\(title ?? "") content"
    label.frame = CGRect(x: 0, y: 0, width: 195, height: 22)
    view.addSubview(label)
  }

  override func viewWillAppear(_ animated: Bool) { log.append("\(title ?? "") willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.append("\(title ?? "") didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.append("\(title ?? "") willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("\(title ?? "") didDisappear") }
}

/// A delegate that refuses the tabs it is told to, and writes down what it is asked and told.
@MainActor
private final class TabsDelegate: NSObject, UITabBarControllerDelegate {
  var refused: Set<String> = []
  var log: [String] = []

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    log.append("should \(viewController.title ?? "")")
    return !refused.contains(viewController.title ?? "")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log.append("did \(viewController.title ?? "")")
  }
}

@MainActor
@Suite struct UITabBarControllerTests {
  private static let device = GridSize(width: 30, height: 6)

  private func tabs() -> (UITabBarController, [TabContentViewController]) {
    let controllers = ["Home", "Inbox", "Settings"].map { TabContentViewController(title: $0) }
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    return (tabs, controllers)
  }

  @Test func theSelectedViewFillsTheScreenAboveTheBarOfTitles() throws {
    let (tabs, controllers) = tabs()
    controllers[1].tabBarItem.badgeValue = "3"
    controllers[2].tabBarItem.isEnabled = false
    let text = try DeviceFrame(size: Self.device).text(of: tabs)
    expectText(
      text,
      equals: """
         ┌──────────────────────────────┐
         │Home content                  │
         │                              │
         │                              │
         │                              │
         │──────────────────────────────│
         │  [Home]  Inbox (3) (Settings)│
         └──────────────────────────────┘

        """)
    #expect(controllers[0].view.gridFrame == GridRect(x: 0, y: 0, width: 30, height: 4))
    #expect(tabs.tabBar.gridFrame == GridRect(x: 0, y: 4, width: 30, height: 2))
    #expect(controllers[1].viewIfLoaded == nil)
  }

  @Test func aScenariosNavigationControllerHidesItsBarOverATabBarController() {
    let (tabs, _) = tabs()
    #expect(DeviceFrame.navigationController(showing: tabs).isNavigationBarHidden)
    #expect(
      !DeviceFrame.navigationController(showing: TabContentViewController(title: "A"))
        .isNavigationBarHidden)
  }

  @Test func eachTabIsReadAsATabWithItsPlaceItsBadgeAndItsState() throws {
    let (tabs, controllers) = tabs()
    controllers[1].tabBarItem.badgeValue = "3"
    controllers[2].tabBarItem.isEnabled = false
    try DeviceFrame(size: Self.device).layout(tabs)
    let reading = AccessibilityReading(of: tabs.tabBar).elements.map(\.description)
    #expect(
      reading == [
        "Selected: Home. Tab. 1 of 3.", "Inbox: 3. Tab. 2 of 3.", "Settings. Dimmed. Tab. 3 of 3.",
      ])
  }

  @Test func aTitleTooLongForItsShareIsCutAndTheLeadingSharesTakeTheOddColumns() throws {
    let tabs = UITabBarController()
    tabs.viewControllers = ["Home", "Notifications"].map { TabContentViewController(title: $0) }
    let text = try DeviceFrame(size: GridSize(width: 21, height: 3)).text(of: tabs)
    expectText(
      text,
      equals: """
         ┌─────────────────────┐
         │Home content         │
         │─────────────────────│
         │  [Home]   Notificat…│
         └─────────────────────┘

        """)
    tabs.selectedIndex = 1
    let selected = try DeviceFrame(size: GridSize(width: 21, height: 3)).text(of: tabs)
    #expect(selected.contains("│   Home    [Notific…]│\n"))
  }

  @Test func tabItemsShowTheirTitleElseTheirSystemItemElseTheirImage() {
    #expect(UITabBarItem(tabBarSystemItem: .topRated, tag: 2).shownTitle == "Top Rated")
    #expect(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 2).tag == 2)
    #expect(UITabBarItem(title: nil, image: UIImage(named: "star"), tag: 0).shownTitle == "star")
    #expect(
      UITabBarItem(title: "Stars", image: UIImage(named: "star"), selectedImage: nil).shownTitle
        == "Stars")
  }

  @Test func theViewControllersTitleNamesItsTabUnlessTheItemIsSetOtherwise() {
    let controller = UIViewController()
    controller.title = "Inbox"
    #expect(controller.tabBarItem.title == "Inbox")
    controller.title = "Mail"
    #expect(controller.tabBarItem.title == "Mail")
    controller.tabBarItem = UITabBarItem(title: "Letters", image: nil, tag: 1)
    #expect(controller.tabBarItem.title == "Letters")
    controller.tabBarItem = nil
    #expect(controller.tabBarItem.title == "Mail")
  }

  @Test func switchingTabsOnScreenMakesTheOldDisappearAndTheNewAppear() throws {
    let (tabs, controllers) = tabs()
    try DeviceFrame(size: Self.device).layout(tabs)
    #expect(controllers[0].log == ["Home willAppear", "Home didAppear"])
    #expect(controllers[1].log.isEmpty)
    tabs.selectedIndex = 1
    #expect(controllers[0].log.suffix(2) == ["Home willDisappear", "Home didDisappear"])
    #expect(controllers[1].log == ["Inbox willAppear", "Inbox didAppear"])
    #expect(controllers[0].viewIfLoaded?.superview == nil)
    #expect(controllers[1].view.gridFrame == GridRect(x: 0, y: 0, width: 30, height: 4))
    #expect(tabs.selectedViewController === controllers[1])
    #expect(controllers[1].tabBarController === tabs)
    // Selecting the selected tab again changes nothing.
    tabs.selectedViewController = controllers[1]
    #expect(controllers[1].log.count == 2)
  }

  @Test func aTapAsksTheDelegateThenSelectsThenTellsIt() throws {
    let (tabs, controllers) = tabs()
    let delegate = TabsDelegate()
    delegate.refused = ["Settings"]
    tabs.delegate = delegate
    try DeviceFrame(size: Self.device).layout(tabs)
    #expect(tabs.tabBar.tapItem(at: 2))
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.tabBar.tapItem(at: 1))
    #expect(tabs.selectedIndex == 1)
    #expect(delegate.log == ["should Settings", "should Inbox", "did Inbox"])
    // Code selects without asking or telling.
    tabs.selectedIndex = 0
    #expect(delegate.log.count == 3)
    #expect(controllers[0].log.last == "Home didAppear")
    // A disabled tab takes no tap, and one out of range none either.
    controllers[2].tabBarItem.isEnabled = false
    #expect(!tabs.tabBar.tapItem(at: 2))
    #expect(!tabs.tabBar.tapItem(at: 3))
    #expect(delegate.log.count == 3)
  }

  @Test func tappingTheSelectedTabAgainPopsItsNavigationControllerToItsRoot() throws {
    let root = TabContentViewController(title: "Inbox")
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, TabContentViewController(title: "Settings")]
    try DeviceFrame(size: Self.device).layout(tabs)
    navigation.pushViewController(TabContentViewController(title: "Message"), animated: false)
    #expect(navigation.viewControllers.count == 2)
    #expect(tabs.tabBar.tapItem(at: 0))
    #expect(navigation.viewControllers.count == 1)
    #expect(tabs.tabBar.tapItem(at: 1))
    #expect(tabs.selectedIndex == 1)
  }

  @Test func aPushedViewThatHidesTheBottomBarTakesTheWholeScreen() throws {
    let navigation = UINavigationController(
      rootViewController: TabContentViewController(title: "A"))
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, TabContentViewController(title: "B")]
    let frame = DeviceFrame(size: Self.device)
    try frame.layout(tabs)
    #expect(navigation.view.gridFrame.height == 4)
    let detail = TabContentViewController(title: "Detail")
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: false)
    let text = try frame.text(of: tabs)
    expectText(
      text,
      equals: """
         ┌──────────────────────────────┐
         │‹ A         Detail            │
         │──────────────────────────────│
         │Detail content                │
         │                              │
         │                              │
         │                              │
         └──────────────────────────────┘

        """)
    #expect(navigation.view.gridFrame.height == 6)
    #expect(AccessibilityReading(of: tabs.tabBar).elements.isEmpty)
    navigation.popViewController(animated: false)
    try frame.layout(tabs)
    #expect(navigation.view.gridFrame.height == 4)
  }

  @Test func replacingTheViewControllersKeepsTheSelectedOneElseSelectsTheFirst() {
    let (tabs, controllers) = tabs()
    tabs.selectedIndex = 2
    tabs.viewControllers = [controllers[2], controllers[0]]
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === controllers[2])
    #expect(controllers[1].parent == nil)
    tabs.setViewControllers([controllers[1]], animated: false)
    #expect(tabs.selectedViewController === controllers[1])
    tabs.selectedIndex = 5
    #expect(tabs.selectedIndex == 0)
    tabs.selectedViewController = controllers[0]
    #expect(tabs.selectedViewController === controllers[1])
    tabs.viewControllers = nil
    #expect(tabs.viewControllers == nil)
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.selectedViewController == nil)
  }
}
