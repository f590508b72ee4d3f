import Foundation

/// What manages a screen's view, as `UIViewController`: it loads its view on first use, is
/// told when the view appears, disappears and lays out, and contains child view controllers.
///
/// ```swift
/// final class BirdsViewController: UIViewController {
///   private let label = UILabel()
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     title = "Birds"
///     label.translatesAutoresizingMaskIntoConstraints = false
///     view.addSubview(label)
///     NSLayoutConstraint.activate([
///       label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
///       label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
///     ])
///   }
/// }
/// ```
///
/// The frame that draws a view controller (`DeviceFrame`, a golden, a scenario) puts it in a
/// ``UIWindow`` of the device's size, which makes it appear: `viewWillAppear(_:)`, a layout
/// pass (`viewWillLayoutSubviews()`, the views' `layoutSubviews()`, `viewDidLayoutSubviews()`),
/// then `viewDidAppear(_:)`. Later frames lay it out again without appearing again. Nothing is
/// animated: `animated` arguments are passed on, and a transition completes at once.
///
/// ## The view's size
///
/// The view has its size by the time ``viewDidLoad()`` runs, as in UIKit, once the view
/// controller has somewhere to be shown: the bounds of its window (one whose
/// ``UIWindow/rootViewController`` it is, as the frame that draws it makes, or the window of a
/// parent or presenting view controller), else the size of the outermost loaded view of those
/// (the window of an earlier frame is gone, the views keep its size). A view a subclass's
/// ``loadView()`` makes with no size gets the same. So `UICollectionView(frame: view.bounds,
/// …)` with `autoresizingMask = [.flexibleWidth, .flexibleHeight]` fills the screen, and
/// follows the view when a container or another device resizes it.
///
/// A view controller shown nowhere yet (its view loaded by a test, say, before any frame shows
/// it) loads its view with no size, unlike UIKit's, which takes ``UIScreen/main``'s bounds: a
/// headless table or collection view with a size shows and displays its rows at once, which a
/// view off screen must not do. The first frame gives it the device's size, and views made
/// from its bounds follow by their ``UIView/autoresizingMask``.
///
/// A frame that shows the view controller at another size than the last transitions it, as a
/// device turning: ``viewWillTransition(to:with:)`` with a coordinator whose blocks run once
/// the views have their new size, ``transitionCoordinator`` set meanwhile, and
/// `traitCollectionDidChange(_:)` when the size class changed. A whole-content frame (a
/// height of 0) is no transition.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// Where the view controller is in appearing and disappearing.
  package enum Appearance: Hashable, Sendable {
    case disappeared, appearing, appeared, disappearing
  }

  private var loadedView: UIView?
  /// The window whose root view controller this is, if any: it sizes the view as it loads.
  package weak var hostingWindow: UIWindow?
  /// The coordinator of the transition under way in this view controller, if any.
  package var activeTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  /// Where the view controller is in appearing and disappearing.
  package private(set) var appearance = Appearance.disappeared

  /// The name of the nib the view would load from; kept, as a headless view controller makes
  /// its view in code.
  public let nibName: String?
  /// The bundle of the nib; kept.
  public let nibBundle: Bundle?

  /// The view controller's title, shown by a navigation bar when its navigation item has none.
  open var title: String? {
    didSet {
      navigationItem.title = title
      tabBarItemIfMade?.title = title
    }
  }
  private var tabBarItemIfMade: UITabBarItem?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type.
  /// What a tab bar shows for this view controller: an item titled with ``title`` (kept in
  /// step with it) unless set otherwise; setting nil makes a new default item, as UIKit's
  /// null-resettable property does.
  open var tabBarItem: UITabBarItem! {
    get {
      if let tabBarItemIfMade { return tabBarItemIfMade }
      let made = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemIfMade = made
      return made
    }
    set { tabBarItemIfMade = newValue }
  }
  /// What a navigation bar shows for this view controller: its title and bar button items.
  public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
  /// The view controller that contains this one.
  public private(set) weak var parent: UIViewController?
  /// The view controllers this one contains.
  public private(set) var children: [UIViewController] = []
  /// The navigation controller a test's device made to show this screen in, when it was in
  /// none, kept for the screen's life so that `navigationController` answers between drawings
  /// (a toolbar shown in `setEditing(_:animated:)` shows). Headless only; a cycle (the
  /// navigation controller holds the screen as its child) that lives as long as the test's
  /// screen.
  package var keptNavigationController: UINavigationController?
  /// The view controller this one presented, shown over it.
  public private(set) var presentedViewController: UIViewController?
  /// The view controller that presented this one.
  public private(set) weak var presentingViewController: UIViewController?
  /// Whether the view controller is in editing mode; see ``setEditing(_:animated:)``.
  public private(set) var isEditing = false
  /// The items its navigation controller's toolbar shows while this view controller is on
  /// top, leading to trailing; see ``UINavigationController/isToolbarHidden``.
  public var toolbarItems: [UIBarButtonItem]?
  /// Whether the navigation controller hides its toolbar while this view controller is on
  /// top: false by default, as in UIKit.
  public var hidesBottomBarWhenPushed = false

  /// Creates a view controller whose view would come from a nib; the headless one makes its
  /// view with ``loadView()``.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller, as `UIViewController()`.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller; see ``UIView/init(coder:)``: nothing is decoded.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type, so that `view?.…` in a team's code compiles as it does against UIKit.
  /// The view, loaded on first use: ``loadView()``, then ``viewDidLoad()``.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  /// The view if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the view is loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: a plain ``UIView`` the size of the window it will be shown in (see
  /// "The view's size" above), unless a subclass makes its own and sets ``view``.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// Loads the view if it is not loaded yet, giving it the size of the window it will be
  /// shown in when it has none, then calls ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: .zero) }
    if let loadedView, loadedView.gridFrame.size == .zero, let size = sizeOfShowingWindow {
      loadedView.gridFrame.size = size
    }
    viewDidLoad()
  }

  /// The size of the window this view controller is shown in, or will be: its own, its
  /// parent's or its presenter's; else the size of the outermost of their loaded views (the
  /// window that last showed it is gone); nil when it is shown nowhere yet.
  package var sizeOfShowingWindow: GridSize? {
    if let window = showingWindow { return window.gridFrame.size }
    var current: UIViewController? = self
    var seen: [UIViewController] = []
    var outermostView: UIView?
    while let controller = current, !seen.contains(where: { $0 === controller }) {
      if let view = controller.viewIfLoaded { outermostView = view }
      seen.append(controller)
      current = controller.parent ?? controller.presentingViewController
    }
    if let size = outermostView?.gridFrame.size, size.width > 0, size.height > 0 { return size }
    return nil
  }

  /// The window this view controller is shown in, or will be: its own, its parent's or its
  /// presenter's; nil when none is.
  package var showingWindow: UIWindow? {
    var current: UIViewController? = self
    var seen: [UIViewController] = []
    while let controller = current, !seen.contains(where: { $0 === controller }) {
      if let window = controller.hostingWindow ?? controller.viewIfLoaded?.window { return window }
      seen.append(controller)
      current = controller.parent ?? controller.presentingViewController
    }
    return nil
  }

  /// The coordinator of the transition under way, as UIKit's `transitionCoordinator`: this
  /// view controller's, or that of the view controller containing or presenting it; nil when
  /// nothing is transitioning. A resize of the window, a push or pop on screen and a
  /// presentation on screen are transitions: a view controller finds the coordinator in
  /// `viewWillAppear(_:)` (or `viewWillTransition(to:with:)`), and its blocks run before
  /// `viewDidAppear(_:)`.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = self
    var seen: [UIViewController] = []
    while let controller = current, !seen.contains(where: { $0 === controller }) {
      if let coordinator = controller.activeTransitionCoordinator { return coordinator }
      seen.append(controller)
      current = controller.parent ?? controller.presentingViewController
    }
    return nil
  }

  /// Called before the view controller's view changes size to `size`, in points; the base
  /// passes it on to the children and to the view controller presented from this one, as
  /// UIKit's does. A subclass that overrides it calls `super`.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
    presentedViewController?.viewWillTransition(to: size, with: coordinator)
  }

  /// The traits of where the view controller is shown: those of its window, or of
  /// ``UIScreen/main`` while it is shown nowhere, at the content size of the frame laying out
  /// (see ``UITraitCollection``).
  public var traitCollection: UITraitCollection {
    showingWindow?.windowTraits
      ?? UITraitCollection.outsideAnyWindow(gridSize: sizeOfShowingWindow ?? UIScreen.gridSize)
  }

  /// Called after the traits changed, with the old ones.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The superview of the view, where touches the view controller does not handle go.
  open override var next: UIResponder? { loadedView?.superview }

  /// Called once, after the view loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Updates the constraints of the view; the base marks them updated. A subclass that
  /// overrides it calls `super` last.
  open func updateViewConstraints() {
    loadedView?.constraintsNeedUpdate = false
  }

  /// The navigation controller this view controller is in, if any.
  public var navigationController: UINavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? UINavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  /// Sets the items the toolbar shows while this view controller is on top.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Turns editing mode on or off; a ``UITableViewController`` passes it to its table.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    editButtonItemIfMade?.title = editing ? "Done" : "Edit"
    editButtonItemIfMade?.style = editing ? .done : .plain
  }

  private var editButtonItemIfMade: UIBarButtonItem?

  /// A bar button titled Edit, Done while editing (in the `.done` style), that toggles
  /// editing mode through ``setEditing(_:animated:)``, as UIKit's does.
  ///
  /// ```swift
  /// navigationItem.rightBarButtonItem = editButtonItem  // a tap: setEditing(true, animated: true)
  /// ```
  public var editButtonItem: UIBarButtonItem {
    if let editButtonItemIfMade { return editButtonItemIfMade }
    let item = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil,
      action: nil)
    item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    editButtonItemIfMade = item
    return item
  }

  // MARK: Containment

  /// Adds `childController` as a child, calling its `willMove(toParent:)`; the caller adds its
  /// view and then calls its `didMove(toParent:)`, as in UIKit.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the view controller from its parent; the caller calls `willMove(toParent: nil)`
  /// first and removes the view, as in UIKit.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the view controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the view controller is added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Presentation

  /// Presents `viewControllerToPresent` over this one, filling the window: it appears at once
  /// when this one is on screen, this one stays as it is under it (as under a page sheet),
  /// and `completion` runs.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let host = presentedViewController ?? self
    guard host.presentedViewController == nil, viewControllerToPresent !== host else {
      completion?()
      return
    }
    host.presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = host
    if host.appearance == .appeared {
      // A transition: its coordinator runs its blocks before viewDidAppear.
      let coordinator = TransitionCoordinator(containerView: host.view)
      viewControllerToPresent.activeTransitionCoordinator = coordinator
      viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
      if let window = host.viewIfLoaded?.window {
        window.addSubview(viewControllerToPresent.view)
        window.layoutIfNeeded()
      }
      coordinator.runAnimations()
      coordinator.runCompletions()
      viewControllerToPresent.activeTransitionCoordinator = nil
      viewControllerToPresent.endAppearanceTransition()
    }
    completion?()
  }

  /// Dismisses the view controller this one presented, or this one if it was presented.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let presenter = presentedViewController == nil ? presentingViewController : self
    guard let presenter, let presented = presenter.presentedViewController else {
      completion?()
      return
    }
    presented.beginAppearanceTransition(false, animated: flag)
    presented.viewIfLoaded?.removeFromSuperview()
    presented.endAppearanceTransition()
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    completion?()
  }

  // MARK: Appearance

  /// Whether a container passes its appearance calls to its children: true, as in UIKit.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Starts the view controller appearing or disappearing: `viewWillAppear(_:)` or
  /// `viewWillDisappear(_:)`, passed on to the children shown, unless it is already there.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      loadViewIfNeeded()
      appearance = .appearing
      viewWillAppear(animated)
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      appearance = .disappearing
      viewWillDisappear(animated)
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenShown { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Ends the transition begun last: `viewDidAppear(_:)` or `viewDidDisappear(_:)`, passed
  /// on to the children shown.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(false)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(false)
    case .appeared, .disappeared:
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenShown { child.endAppearanceTransition() }
  }

  /// The children whose views are on screen with this one's: those whose view is inside this
  /// view; a navigation controller shows only its top one.
  package var childrenShown: [UIViewController] {
    guard let loadedView else { return [] }
    return children.filter { child in
      child.viewIfLoaded.map { loadedView.isAncestor(of: $0) } ?? false
    }
  }
}
