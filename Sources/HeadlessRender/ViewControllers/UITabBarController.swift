import Foundation
import TextCanvas

/// What a tab bar controller asks and tells as the user selects tabs, as
/// `UITabBarControllerDelegate`. Every method has a default: `shouldSelect` allows, the other
/// does nothing.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Whether the user's tap may select `viewController`'s tab; asked for a tap only, not when
  /// code sets ``UITabBarController/selectedIndex``.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The user's tap selected `viewController`'s tab (or tapped the selected one again).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Allows.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// View controllers side by side behind a tab bar, as `UITabBarController`: the selected one's
/// view fills the screen above the bar, and a tap on a tab shows another.
///
/// ```swift
/// let inbox = UINavigationController(rootViewController: InboxViewController())
/// inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
/// let tabs = UITabBarController()
/// tabs.viewControllers = [inbox, SettingsViewController()]
/// // The bar at the bottom reads "[Inbox]   Settings"; the inbox fills the rest.
/// ```
///
/// The bar shows an item per view controller, its ``UIViewController/tabBarItem`` (titled
/// with its ``UIViewController/title`` unless set otherwise), read again at every layout. The
/// selected view controller's view is laid out above the bar's two lines; the bar hides, and
/// the view takes the whole screen, while the bar's `isHidden` is set or while the selected
/// navigation controller's top view controller says ``UIViewController/hidesBottomBarWhenPushed``.
///
/// Selecting another tab while the controller is on screen makes the old view controller
/// disappear and the new one appear, at once. A user's tap (HeadlessTesting's
/// `app.tabBars.buttons["Inbox"].tap()`) asks the delegate's `shouldSelect`, selects, then
/// tells `didSelect`; tapping the selected tab again pops its navigation controller to its
/// root, as UIKit does. Setting ``selectedIndex`` or ``selectedViewController`` in code asks
/// and tells nothing. More than five tabs are all drawn: the More tab and
/// `moreNavigationController` are not modelled.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The bar at the bottom, an item per view controller.
  open var tabBar: UITabBar { bar }
  private let bar = UITabBar()
  /// What the controller asks and tells as the user selects tabs.
  open weak var delegate: (any UITabBarControllerDelegate)?
  private var tabs: [UIViewController] = []
  private var selection = 0

  /// Creates a tab bar controller with no view controllers.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.delegate = self
    tabBar.owningController = self
  }

  /// Creates a tab bar controller with no view controllers; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    tabBar.delegate = self
    tabBar.owningController = self
  }

  /// Makes the view that holds the selected view controller's view and the bar.
  open override func loadView() {
    view = TabBarContainerView(controller: self)
  }

  /// The view controllers, one per tab, leading to trailing; nil when there are none.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the view controllers: the selected one stays selected when it is among them,
  /// else the first is selected; it appears if the controller is on screen.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let oldSelected = selectedViewController
    let new = viewControllers ?? []
    for controller in tabs where !new.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in new where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    tabs = new
    selection = oldSelected.flatMap { old in new.firstIndex { $0 === old } } ?? 0
    show(from: oldSelected, animated: animated)
  }

  /// The index of the selected view controller; `NSNotFound` when there are none. Setting an
  /// index out of range does nothing.
  open var selectedIndex: Int {
    get { tabs.isEmpty ? NSNotFound : selection }
    set {
      guard tabs.indices.contains(newValue) else { return }
      let old = selectedViewController
      selection = newValue
      show(from: old, animated: false)
    }
  }

  /// The selected view controller; setting one that is not among ``viewControllers`` does
  /// nothing.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selection) ? tabs[selection] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// The user selected `item` on the bar: the controller's own handling of its bar, as
  /// UIKit's; the tap itself goes through ``UITabBarControllerDelegate``.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  /// A finger taps the tab at `index`: the delegate may refuse; the tab is selected (its
  /// navigation controller popped to its root when it was selected already), then the
  /// delegate and the bar's own handling hear it.
  package func userSelectedTab(at index: Int) {
    guard tabs.indices.contains(index) else { return }
    let controller = tabs[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    if index == selection, let navigation = controller as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    }
    selectedIndex = index
    tabBar(tabBar, didSelect: controller.tabBarItem)
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// Only the selected view controller is on screen.
  package override var childrenShown: [UIViewController] {
    guard isViewLoaded, let selected = selectedViewController else { return [] }
    return [selected]
  }

  /// Whether the bar shows: not hidden, and the selected navigation controller's top view
  /// controller does not hide it.
  package var showsTabBar: Bool {
    let top = (selectedViewController as? UINavigationController)?.topViewController
    return !tabBar.isHidden && top?.hidesBottomBarWhenPushed != true
  }

  /// Puts the selected view controller's view in place of `oldSelected`'s, with the appearance
  /// calls when the controller is on screen.
  private func show(from oldSelected: UIViewController?, animated: Bool) {
    guard let view = viewIfLoaded else { return }
    let newSelected = selectedViewController
    guard oldSelected !== newSelected else { return }
    let onScreen = appearance == .appeared || appearance == .appearing
    if onScreen {
      oldSelected?.beginAppearanceTransition(false, animated: animated)
      newSelected?.beginAppearanceTransition(true, animated: animated)
    }
    oldSelected?.viewIfLoaded?.removeFromSuperview()
    if let newSelected { view.insertSubview(newSelected.view, at: 0) }
    if onScreen {
      view.layoutIfNeeded()
      oldSelected?.endAppearanceTransition()
      newSelected?.endAppearanceTransition()
    }
  }

  /// Places the selected view controller's view above the bar, and the bar at the bottom with
  /// an item per view controller.
  fileprivate func layOutContent(in view: UIView) {
    let size = view.gridFrame.size
    if tabBar.superview !== view || view.subviews.last !== tabBar { view.addSubview(tabBar) }
    tabBar.setItems(tabs.map(\.tabBarItem), animated: false)
    tabBar.selectedItem = selectedViewController?.tabBarItem
    var bottom = size.height
    let showsBar = showsTabBar
    if showsBar {
      let height = min(tabBar.layoutIntrinsicSize.height ?? 2, size.height)
      bottom -= height
      tabBar.gridFrame = GridRect(x: 0, y: bottom, width: size.width, height: height)
    }
    if !showsBar {
      // No room: nothing of it is drawn, read or tapped, and the user's isHidden is kept.
      tabBar.gridFrame = GridRect(x: 0, y: size.height, width: size.width, height: 0)
    }
    guard let selected = selectedViewController else { return }
    if selected.view.superview !== view { view.insertSubview(selected.view, at: 0) }
    selected.view.gridFrame = GridRect(x: 0, y: 0, width: size.width, height: bottom)
  }
}

extension UIViewController {
  /// The tab bar controller this view controller is in, if any.
  public var tabBarController: UITabBarController? {
    var current = parent
    while let candidate = current {
      if let tabs = candidate as? UITabBarController { return tabs }
      current = candidate.parent
    }
    return nil
  }
}

/// A tab bar controller's view: it lays out the selected view controller's view and the bar.
@MainActor
private final class TabBarContainerView: UIView {
  private unowned let controller: UITabBarController

  init(controller: UITabBarController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller.layOutContent(in: self)
  }
}
