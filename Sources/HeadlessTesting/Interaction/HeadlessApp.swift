import HeadlessRender

/// A screen shown on a device for a test to drive as a finger would, the way an XCUITest reads:
/// find what a person sees (``cells``, ``buttons``, ``searchFields``, the section ``index``) by
/// its accessibility identifier, label, text or index path, and act on it.
///
/// ```swift
/// let app = HeadlessApp(rootViewController: ContactsViewController(model: model))
/// try app.cells["Ada Lovelace"].tap()
/// try app.buttons["Edit"].tap()
/// try app.searchFields.firstMatch.typeText("parrot")
/// try app.cells["Grace Hopper"].swipeLeft()
/// try app.buttons["Delete"].tap()
/// try app.pullToRefresh()
/// try await app.settle()          // the refresh's answer is on screen
/// print(try app.text())           // the frame, as a golden holds it
/// ```
///
/// The screen is held in one `UINavigationController` for the app's life (its own, or one the
/// app makes), in a window of the device's size, so what it does through
/// `navigationController` (a toolbar shown in `setEditing(_:animated:)`, a pushed screen)
/// shows on every frame. A `UITabBarController`, or a screen inside one, is shown as the
/// window's root instead, its tab bar at the bottom: `app.tabBars.buttons["Inbox"].tap()`
/// selects a tab, and the cells, buttons and fields found are those of the selected tab.
///
/// Every action lays the screen out first, finds its element then, and refuses what a finger
/// cannot do with an ``InteractionError`` naming the element and why: nothing or several
/// matching, an element not on screen or hidden, a disabled control, an element without the
/// action (a row with no swipe actions). Actions run inside the app's ``ScreenActivity``, so
/// ``settle()`` waits for every task they started, however deep.
@MainActor
public final class HeadlessApp {
  /// The screen the test drives.
  public let rootViewController: UIViewController
  /// The view controller the window shows: the tab bar controller the screen is in, else the
  /// navigation controller the screen is shown in, for the app's life.
  let shownController: UIViewController

  /// The view controller whose list the cells are found in: in a tab bar controller, the
  /// controller (its selected tab's view is the one it shows), else the screen.
  var listScreen: UIViewController {
    shownController is UITabBarController ? shownController : rootViewController
  }

  /// The navigation controller the screen is shown in: for the app's life, the screen's own
  /// or one the app made; in a tab bar controller, the selected tab's, nil when that tab is
  /// not one.
  public var navigationController: UINavigationController? {
    guard let tabs = shownController as? UITabBarController else {
      return shownController as? UINavigationController
    }
    return tabs.selectedViewController as? UINavigationController
  }
  /// The device's size in columns and lines.
  public var device: GridSize
  /// The tasks the screen starts, counted for ``settle()``.
  public let activity: ScreenActivity

  /// Shows `rootViewController` on a device of `device`'s size, in its navigation controller
  /// (a new one when it is in none, the screen itself when it is one), or in the tab bar
  /// controller it is or is in; its view loads inside `activity`, so the requests
  /// `viewDidLoad` starts are counted.
  public init(
    rootViewController: UIViewController, device: GridSize = DeviceFrame.defaultSize,
    activity: ScreenActivity = ScreenActivity()
  ) {
    self.device = device
    self.activity = activity
    var outermost = rootViewController
    while let parent = outermost.parent { outermost = parent }
    if outermost is UITabBarController {
      shownController = outermost
      self.rootViewController = rootViewController
    } else {
      let navigation = DeviceFrame.navigationController(showing: rootViewController)
      shownController = navigation
      self.rootViewController =
        navigation === rootViewController
        ? navigation.topViewController ?? navigation : rootViewController
    }
    let shown = shownController
    activity.run { shown.loadViewIfNeeded() }
  }

  /// The screen's rows or items on screen.
  public var cells: ScreenElementQuery { ScreenElementQuery(app: self, type: .cell) }
  /// The bar button items, buttons and revealed swipe actions on screen.
  public var buttons: ScreenElementQuery { ScreenElementQuery(app: self, type: .button) }
  /// The search fields on screen.
  public var searchFields: ScreenElementQuery {
    ScreenElementQuery(app: self, type: .searchField)
  }
  /// The switches on screen, named also by the texts of the row they are in.
  public var switches: ScreenElementQuery { ScreenElementQuery(app: self, type: .switch) }
  /// The text fields on screen that show what is typed.
  public var textFields: ScreenElementQuery { ScreenElementQuery(app: self, type: .textField) }
  /// The secure text fields on screen (`isSecureTextEntry`).
  public var secureTextFields: ScreenElementQuery {
    ScreenElementQuery(app: self, type: .secureTextField)
  }
  /// The text views on screen.
  public var textViews: ScreenElementQuery { ScreenElementQuery(app: self, type: .textView) }
  /// The other views a finger can act on, as XCUITest's `otherElements`: those with an
  /// accessibility identifier or a gesture recognizer that are no control, cell, field or bar,
  /// named by identifier, accessibility label or (a label's) text.
  public var otherElements: ScreenElementQuery { ScreenElementQuery(app: self, type: .other) }
  /// The collection views on screen, named by identifier or accessibility label: a swipe on
  /// one scrolls it (`app.collectionViews["photos"].swipeLeft()`).
  public var collectionViews: ScreenElementQuery {
    ScreenElementQuery(app: self, type: .collectionView)
  }
  /// The tab bars on screen; their tabs are their buttons: `app.tabBars.buttons["Inbox"]`.
  public var tabBars: ScreenElementQuery { ScreenElementQuery(app: self, type: .tabBar) }
  /// The titles of the table's section index: `app.index["T", 2]` is the second "T".
  public var index: ScreenElementQuery { ScreenElementQuery(app: self, type: .indexTitle) }

  /// The elements of `type` on screen.
  public func descendants(matching type: ElementType) -> ScreenElementQuery {
    ScreenElementQuery(app: self, type: type)
  }

  /// Pulls the screen's table down until its refresh control starts refreshing, as a finger
  /// does; ``settle()`` then waits for the refresh.
  ///
  /// - Throws: ``InteractionError`` when the screen has no table with a refresh control, or it
  ///   is refreshing already.
  public func pullToRefresh() throws(InteractionError) {
    try layout(for: "pull to refresh", on: "the screen")
    let table: UITableView? =
      if case .table(let table) = TableOrCollectionView(of: listScreen) { table } else {
        nil
      }
    let pulled = activity.run { table?.pullToRefresh() ?? false }
    guard pulled else {
      let detail =
        table?.refreshControl?.isRefreshing == true
        ? "its refresh control is refreshing already"
        : "it has no table with a refresh control"
      throw InteractionError(
        action: "pull to refresh", element: "the screen", reason: .notApplicable(detail))
    }
  }

  /// Swipes across the screen from right to left, as XCUITest's `app.swipeLeft()`: the page
  /// view controller on screen turns to the page after (see ``swipeRight()``).
  ///
  /// - Throws: ``InteractionError`` when no page view controller is on screen, its pages turn
  ///   up and down, or its data source has no page after the one shown.
  public func swipeLeft() throws(InteractionError) {
    try turnPage(.forward, horizontal: true, action: "swipe left")
  }

  /// Swipes across the screen from left to right: the page view controller on screen turns to
  /// the page before, its data source giving it and its delegate told (`willTransitionTo`,
  /// then `didFinishAnimating`).
  ///
  /// - Throws: ``InteractionError`` as ``swipeLeft()``, for the page before.
  public func swipeRight() throws(InteractionError) {
    try turnPage(.reverse, horizontal: true, action: "swipe right")
  }

  /// Swipes up the screen: a page view controller whose pages turn up and down turns to the
  /// page after.
  ///
  /// - Throws: ``InteractionError`` as ``swipeLeft()``.
  public func swipeUp() throws(InteractionError) {
    try turnPage(.forward, horizontal: false, action: "swipe up")
  }

  /// Swipes down the screen: a page view controller whose pages turn up and down turns to the
  /// page before.
  ///
  /// - Throws: ``InteractionError`` as ``swipeLeft()``.
  public func swipeDown() throws(InteractionError) {
    try turnPage(.reverse, horizontal: false, action: "swipe down")
  }

  private func turnPage(
    _ direction: UIPageViewController.NavigationDirection, horizontal: Bool, action: String
  ) throws(InteractionError) {
    let window = try layout(for: action, on: "the screen")
    func refuse(_ detail: String) -> InteractionError {
      InteractionError(action: action, element: "the screen", reason: .notApplicable(detail))
    }
    guard let pages = Self.shownPageViewController(from: shownController, in: window) else {
      throw refuse("there is no page view controller on screen")
    }
    guard (pages.navigationOrientation == .horizontal) == horizontal else {
      throw refuse(
        horizontal
          ? "its pages turn up and down: swipe up or down"
          : "its pages turn left and right: swipe left or right")
    }
    guard perform({ pages.turnPage(direction) }) else {
      throw refuse(
        "its data source has no page \(direction == .forward ? "after" : "before") the one shown")
    }
  }

  /// The page view controller on screen, if any: the topmost presented one's first, else the
  /// first among the view controllers shown, parents before children.
  private static func shownPageViewController(
    from root: UIViewController, in window: UIWindow
  ) -> UIPageViewController? {
    var seen: [UIViewController] = []
    func find(in controller: UIViewController) -> UIPageViewController? {
      guard !seen.contains(where: { $0 === controller }) else { return nil }
      seen.append(controller)
      if let presented = controller.presentedViewController, let found = find(in: presented) {
        return found
      }
      if let pages = controller as? UIPageViewController, pages.viewIfLoaded?.window === window {
        return pages
      }
      for child in controller.childrenShown {
        if let found = find(in: child) { return found }
      }
      return nil
    }
    return find(in: root)
  }

  /// Waits until every task the actions (and the screen's loading) started has ended: the
  /// answers of services that answer by themselves are on screen. With a scripted server,
  /// HeadlessScenarios' `settle(at:)` also stops at requests waiting for an answer.
  ///
  /// - Throws: `ScreenActivity.Unsettled` when tasks kept running for the activity's patience.
  public func settle() async throws(ScreenActivity.Unsettled) {
    try await activity.settle()
  }

  /// The screen drawn as a golden file holds it (see `DeviceFrame.text(of:accessibility:)`):
  /// the update line, the framed lines and, with `accessibility`, what VoiceOver reads;
  /// the update marks are cleared.
  ///
  /// - Throws: ``InteractionError`` when laying the screen out failed.
  public func text(accessibility: Bool = false) throws(InteractionError) -> String {
    let frame = DeviceFrame(size: device)
    let shown = shownController
    let result: Result<String, ScreenDrawingError> = activity.run {
      do throws(ScreenDrawingError) {
        return .success(try frame.text(of: shown, accessibility: accessibility))
      } catch {
        return .failure(error)
      }
    }
    do {
      return try result.get()
    } catch {
      throw InteractionError(
        action: "draw", element: "the screen", reason: .screenFailed("\(error)"))
    }
  }

  /// Lays the screen out on the device, inside the activity (a first frame's `viewWillAppear`
  /// may start requests), before an action finds its element.
  @discardableResult
  func layout(for action: String, on element: @autoclosure () -> String)
    throws(InteractionError) -> UIWindow
  {
    let frame = DeviceFrame(size: device)
    let shown = shownController
    let result: Result<UIWindow, ScreenDrawingError> = activity.run {
      do throws(ScreenDrawingError) {
        return .success(try frame.layout(shown))
      } catch {
        return .failure(error)
      }
    }
    do {
      return try result.get()
    } catch {
      throw InteractionError(action: action, element: element(), reason: .screenFailed("\(error)"))
    }
  }

  /// Runs `body`, an action, inside the activity.
  func perform<Value>(_ body: () -> Value) -> Value {
    activity.run(body)
  }
}
