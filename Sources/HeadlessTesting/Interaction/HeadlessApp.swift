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
/// shows on every frame.
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
  /// The navigation controller the screen is shown in, for the app's life.
  public let navigationController: UINavigationController
  /// The device's size in columns and lines.
  public var device: GridSize
  /// The tasks the screen starts, counted for ``settle()``.
  public let activity: ScreenActivity

  /// Shows `rootViewController` on a device of `device`'s size, in its navigation controller
  /// (a new one when it is in none, the screen itself when it is one); its view loads inside
  /// `activity`, so the requests `viewDidLoad` starts are counted.
  public init(
    rootViewController: UIViewController, device: GridSize = DeviceFrame.defaultSize,
    activity: ScreenActivity = ScreenActivity()
  ) {
    self.device = device
    self.activity = activity
    let navigation = DeviceFrame.navigationController(showing: rootViewController)
    self.rootViewController =
      navigation === rootViewController
      ? navigation.topViewController ?? navigation : rootViewController
    navigationController = navigation
    activity.run { navigationController.loadViewIfNeeded() }
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
      if case .table(let table) = TableOrCollectionView(of: rootViewController) { table } else {
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
    let navigation = navigationController
    let result: Result<String, ScreenDrawingError> = activity.run {
      do throws(ScreenDrawingError) {
        return .success(try frame.text(of: navigation, accessibility: accessibility))
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
    let navigation = navigationController
    let result: Result<UIWindow, ScreenDrawingError> = activity.run {
      do throws(ScreenDrawingError) {
        return .success(try frame.layout(navigation))
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
