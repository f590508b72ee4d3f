import Foundation
import TextCanvas

/// A stack of view controllers under a navigation bar, as `UINavigationController`: the top
/// one's view fills the space under the bar (and under its navigation item's search bar), the
/// bar shows its navigation item, and a back button returns to the one below.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: BirdsViewController())
/// navigation.pushViewController(RecordingsViewController(), animated: true)
/// // The bar reads "‹ Birds   Recordings"; the recordings' view fills the rest.
/// ```
///
/// While the navigation controller is on screen, a push or pop makes the new top view
/// controller appear and the old one disappear, at once.
///
/// The bars are the screen's choice, as in UIKit: the navigation bar (its items, a large
/// title with ``UINavigationBar/prefersLargeTitles``), the search bar of the top navigation
/// item's search controller, and the toolbar at the bottom, hidden until
/// ``setToolbarHidden(_:animated:)`` shows it with the top view controller's
/// ``UIViewController/toolbarItems``:
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///   super.viewWillAppear(animated)
///   navigationController?.setToolbarHidden(false, animated: animated)
/// }
/// ```
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The bar at the top, showing the top view controller's navigation item.
  public let navigationBar = UINavigationBar()
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type.
  /// The bar at the bottom, showing the top view controller's toolbar items while
  /// ``isToolbarHidden`` is false.
  public private(set) var toolbar: UIToolbar! = UIToolbar()
  private var stack: [UIViewController] = []
  private var isBarHidden = false
  private var isBottomBarHidden = true

  /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller with an empty stack; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Makes the view that holds the bar and the top view controller's view.
  open override func loadView() {
    view = NavigationContainerView(controller: self)
  }

  /// The stack, bottom to top; setting it replaces the stack at once.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller on top of the stack.
  public var topViewController: UIViewController? { stack.last }

  /// The view controller shown: the top one's presented view controller, else the top one.
  public var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// Whether the bar is hidden.
  public var isNavigationBarHidden: Bool {
    get { isBarHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isBarHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// Whether the toolbar is hidden: true by default, as in UIKit.
  public var isToolbarHidden: Bool {
    get { isBottomBarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isBottomBarHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// The bar button items the bars show, leading to trailing: the navigation bar's own (not
  /// its back button), then the toolbar's while it shows.
  package var shownBarButtonItems: [UIBarButtonItem] {
    var items: [UIBarButtonItem] = []
    if !isBarHidden, let top = navigationBar.topItem {
      items += (top.leftBarButtonItems ?? []) + navigationBar.trailingItems
    }
    if showsToolbar { items += topViewController?.toolbarItems ?? [] }
    return items
  }

  /// Whether the toolbar shows: not hidden, and the top view controller does not hide it.
  package var showsToolbar: Bool {
    !isBottomBarHidden && topViewController?.hidesBottomBarWhenPushed != true
  }

  /// Replaces the stack; the new top view controller appears if the old one was on screen.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let oldTop = topViewController
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    stack = viewControllers
    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    show(from: oldTop, animated: animated)
  }

  /// Pushes `viewController` on top of the stack; it appears if the stack is on screen.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else { return }
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Pops the top view controller and returns it; the root one is never popped.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every view controller above the root one and returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the view controllers above `viewController` and returns them.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    setViewControllers(Array(stack[...index]), animated: animated)
    return popped
  }

  /// Only the top view controller is on screen.
  package override var childrenShown: [UIViewController] {
    guard isViewLoaded, let top = topViewController else { return [] }
    return [top]
  }

  /// Puts the new top view controller's view in place of `oldTop`'s, with the appearance
  /// calls when the navigation controller is on screen.
  private func show(from oldTop: UIViewController?, animated: Bool) {
    guard let view = viewIfLoaded else { return }
    let newTop = topViewController
    guard oldTop !== newTop else { return }
    let onScreen = appearance == .appeared || appearance == .appearing
    // A push or a pop on screen is a transition: its coordinator, which the view controllers
    // find in viewWillAppear and viewWillDisappear, runs its blocks once the new top is laid
    // out, before viewDidAppear.
    let coordinator =
      onScreen && oldTop != nil ? TransitionCoordinator(containerView: view) : nil
    activeTransitionCoordinator = coordinator
    defer { activeTransitionCoordinator = nil }
    if onScreen {
      oldTop?.beginAppearanceTransition(false, animated: animated)
      newTop?.beginAppearanceTransition(true, animated: animated)
    }
    oldTop?.viewIfLoaded?.removeFromSuperview()
    if let newTop { view.addSubview(newTop.view) }
    if onScreen {
      view.layoutIfNeeded()
      coordinator?.runAnimations()
      coordinator?.runCompletions()
      activeTransitionCoordinator = nil
      oldTop?.endAppearanceTransition()
      newTop?.endAppearanceTransition()
    }
  }

  /// Places the bar, the top item's search bar, the top view controller's view and the
  /// toolbar, in that order among the subviews: VoiceOver reads the bar first where a row
  /// scrolled under it starts on the same line.
  fileprivate func layOutContent(in view: UIView) {
    let width = view.gridFrame.width
    var y = 0
    if navigationBar.superview !== view || view.subviews.first !== navigationBar {
      view.insertSubview(navigationBar, at: 0)
    }
    navigationBar.isHidden = isBarHidden
    // A large title goes back into the bar once the content under it scrolls.
    let content = topViewController?.viewIfLoaded as? UIScrollView
    navigationBar.isContentScrolled = (content?.contentOffset.y ?? 0) > 0
    if !isBarHidden {
      let height = navigationBar.layoutIntrinsicSize.height ?? 2
      navigationBar.gridFrame = GridRect(x: 0, y: 0, width: width, height: height)
      y = height
    }
    let searchBar = topViewController?.navigationItem.searchController?.searchBar
    for case let bar as UISearchBar in view.subviews where bar !== searchBar {
      bar.removeFromSuperview()
    }
    if let searchBar {
      if searchBar.superview !== view { view.insertSubview(searchBar, at: 1) }
      let height = searchBar.layoutIntrinsicSize.height ?? 3
      searchBar.gridFrame = GridRect(x: 0, y: y, width: width, height: height)
      y += height
    }
    if let top = topViewController, top.view.superview !== view { view.addSubview(top.view) }
    var bottom = max(view.gridFrame.height, y)
    toolbar.isHidden = !showsToolbar
    if showsToolbar {
      if view.subviews.last !== toolbar { view.addSubview(toolbar) }
      toolbar.setItems(topViewController?.toolbarItems, animated: false)
      let height = min(toolbar.layoutIntrinsicSize.height ?? 2, bottom - y)
      bottom -= height
      toolbar.gridFrame = GridRect(x: 0, y: bottom, width: width, height: height)
    }
    topViewController?.view.gridFrame = GridRect(x: 0, y: y, width: width, height: bottom - y)
  }
}

/// A navigation controller's view: it lays out the bar and the top view controller's view.
@MainActor
private final class NavigationContainerView: UIView {
  private unowned let controller: UINavigationController

  init(controller: UINavigationController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller.layOutContent(in: self)
  }
}
