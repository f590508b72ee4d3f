import Foundation
import TextCanvas

/// The view at the root of what a device shows, as `UIWindow`: it holds the root view
/// controller's view, filling the window, and shows presented view controllers over it.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 528))
/// window.rootViewController = UINavigationController(rootViewController: inbox)
/// window.makeKeyAndVisible()  // viewWillAppear, layout, viewDidAppear
/// ```
///
/// The frame that draws a view controller makes a window of the device's size for it when
/// it has none.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// Whether the window is the key window: set by ``makeKeyAndVisible()``.
  public private(set) var isKeyWindow = false

  /// The view controller whose view fills the window; setting it replaces the view shown, the
  /// old view controller disappearing and the new one appearing when the window is visible.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if isKeyWindow { oldValue?.beginAppearanceTransition(false, animated: false) }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if isKeyWindow { oldValue?.endAppearanceTransition() }
      if oldValue?.hostingWindow === self { oldValue?.hostingWindow = nil }
      guard let root = rootViewController else { return }
      // Before the view loads, so that it loads at the window's size.
      root.hostingWindow = self
      if isKeyWindow { root.beginAppearanceTransition(true, animated: false) }
      insertSubview(root.view, at: 0)
      root.view.gridFrame = gridBounds
      if isKeyWindow {
        layoutIfNeeded()
        root.endAppearanceTransition()
      }
    }
  }

  /// Makes the window key and shows it: the root view controller appears, laid out in the
  /// window's bounds.
  open func makeKeyAndVisible() {
    guard !isKeyWindow else { return }
    isKeyWindow = true
    UIApplication.shared.lastKeyWindow = self
    isHidden = false
    rootViewController?.beginAppearanceTransition(true, animated: false)
    layoutIfNeeded()
    rootViewController?.endAppearanceTransition()
  }

  /// Gives the root view controller's view the window's bounds, and puts the view controllers
  /// presented from it over it, each filling the window.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let root = rootViewController else { return }
    root.viewIfLoaded?.gridFrame = gridBounds
    for presented in Self.presentedChain(from: root) {
      if presented.view.superview !== self { addSubview(presented.view) }
      presented.view.gridFrame = gridBounds
    }
  }

  /// Traits laid over those the window's size gives (see ``UITraitCollection``): the
  /// specified ones win. Set through ``overrideTraits(_:)``.
  package private(set) var overridingTraits = UITraitCollection()

  /// The window's traits: those of its size, with ``overridingTraits`` over them.
  package var windowTraits: UITraitCollection {
    let sized = UITraitCollection(gridSize: gridFrame.size)
    return UITraitCollection(traitsFrom: [sized, overridingTraits])
  }

  /// Lays `traits` over those of the window's size, replacing what was laid before; when the
  /// window's traits change, its view controllers and views get `traitCollectionDidChange(_:)`
  /// (view controllers first, parents before children), and the window lays out again. When
  /// the content size category changes, `UIContentSizeCategory.didChangeNotification` is
  /// posted first, with the new category's raw value in its user info, as UIKit posts it.
  package func overrideTraits(_ traits: UITraitCollection) {
    let previousTraits = traitCollection
    overridingTraits = traits
    guard !traitCollection.isEqual(previousTraits) else { return }
    let category = traitCollection.preferredContentSizeCategory
    if category != previousTraits.preferredContentSizeCategory {
      NotificationCenter.default.post(
        name: UIContentSizeCategory.didChangeNotification, object: nil,
        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
    }
    let controllers = rootViewController.map(Self.controllers(shownFrom:)) ?? []
    for controller in controllers { controller.traitCollectionDidChange(previousTraits) }
    notifyTraitsChanged(from: previousTraits, in: self)
    setNeedsLayout()
    if isKeyWindow { layoutIfNeeded() }
  }

  /// Changes the window's size to `size` as a device turning or a split screen does: the
  /// root view controller is told with ``UIViewController/viewWillTransition(to:with:)`` (and
  /// passes it on), the window takes the size and lays out, the blocks given to the
  /// coordinator run (animations, a layout, then completions), and the view controllers and
  /// views get `traitCollectionDidChange(_:)` if the traits changed.
  package func transition(to size: GridSize) {
    guard size != gridFrame.size else { return }
    let previousTraits = traitCollection
    let coordinator = TransitionCoordinator(containerView: self)
    let controllers = rootViewController.map(Self.controllers(shownFrom:)) ?? []
    for controller in controllers { controller.activeTransitionCoordinator = coordinator }
    defer {
      for controller in controllers { controller.activeTransitionCoordinator = nil }
    }
    rootViewController?.viewWillTransition(to: size.points, with: coordinator)
    gridFrame.size = size
    let traits = traitCollection
    if !traits.isEqual(previousTraits) {
      for controller in controllers { controller.traitCollectionDidChange(previousTraits) }
      notifyTraitsChanged(from: previousTraits, in: self)
    }
    layoutIfNeeded()
    coordinator.runAnimations()
    layoutIfNeeded()
    coordinator.runCompletions()
  }

  private func notifyTraitsChanged(from previous: UITraitCollection, in view: UIView) {
    view.traitCollectionDidChange(previous)
    // What a view lays out may depend on the traits (its layout direction): laid out again.
    view.setNeedsLayout()
    for subview in view.subviews { notifyTraitsChanged(from: previous, in: subview) }
  }

  /// `root`, the view controllers it contains and those presented from any of them, parents
  /// before children.
  private static func controllers(shownFrom root: UIViewController) -> [UIViewController] {
    var found: [UIViewController] = []
    func visit(_ controller: UIViewController) {
      guard !found.contains(where: { $0 === controller }) else { return }
      found.append(controller)
      for child in controller.children { visit(child) }
      if let presented = controller.presentedViewController { visit(presented) }
    }
    visit(root)
    return found
  }

  /// The view controllers presented from `root` or from a view controller it contains, then
  /// from those in turn, bottom to top.
  private static func presentedChain(from root: UIViewController) -> [UIViewController] {
    func firstPresented(in controller: UIViewController) -> UIViewController? {
      controller.presentedViewController
        ?? controller.children.lazy.compactMap(firstPresented).first
    }
    var chain: [UIViewController] = []
    var current = root
    while let next = firstPresented(in: current), !chain.contains(where: { $0 === next }) {
      chain.append(next)
      current = next
    }
    return chain
  }
}

extension UIView {
  /// The window the view is in, if any.
  public var window: UIWindow? {
    var current: UIView? = self
    while let view = current {
      if let window = view as? UIWindow { return window }
      current = view.superview
    }
    return nil
  }
}
