import Foundation
import TextCanvas

/// Where a page view controller's pages come from, as `UIPageViewControllerDataSource`: the
/// page before and after each, and, for the page dots, how many there are and which is shown.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  /// The page before `viewController`, nil at the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, nil at the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// How many pages the dots show; 0 by default, which shows no dots, as UIKit shows none
  /// when the data source does not say.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// Which dot is the page shown, from 0; 0 by default.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// No dots.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  /// The first.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells as the user turns pages, as
/// `UIPageViewControllerDelegate`. Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  /// A swipe is about to turn to `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A swipe turned the page (`completed`) from `previousViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

/// Pages a finger swipes through, as `UIPageViewController`: the page shown fills the view,
/// and its data source gives the pages before and after it.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([first], direction: .forward, animated: false)
/// ```
///
/// With the `.scroll` style, a data source that gives a ``UIPageViewControllerDataSource/presentationCount(for:)``
/// above 0 shows page dots on the bottom line (a ``UIPageControl``, read `page 2 of 3.
/// Adjustable.`), the page above them; the dots are asked again at every layout. A swipe
/// (HeadlessTesting's `app.swipeLeft()`, or `app.swipeUp()` for a vertical one) asks the data
/// source for the next page, tells the delegate `willTransitionTo`, shows it (the old page
/// disappearing, the new one appearing), then tells `didFinishAnimating`, completed. Code's
/// ``setViewControllers(_:direction:animated:completion:)`` shows a page at once, tells the
/// delegate nothing and completes with `true`. The page curl style is kept, drawn as a scroll
/// without dots, as UIKit shows none for it.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages change: by curling or by scrolling.
  public enum TransitionStyle: Int, Hashable, Sendable {
    /// A page curls over, as a book's.
    case pageCurl
    /// Pages scroll side by side.
    case scroll
  }

  /// The axis pages turn along.
  public enum NavigationOrientation: Int, Hashable, Sendable {
    /// Left and right.
    case horizontal
    /// Up and down.
    case vertical
  }

  /// Which way a page turn goes.
  public enum NavigationDirection: Int, Hashable, Sendable {
    /// To the next page.
    case forward
    /// To the page before.
    case reverse
  }

  /// Where the spine of curling pages is; kept.
  public enum SpineLocation: Int, Hashable, Sendable {
    /// No spine: the scroll style.
    case none
    /// At the leading or top edge.
    case min
    /// In the middle: two pages side by side.
    case mid
    /// At the trailing or bottom edge.
    case max
  }

  /// The keys of the options a page view controller is made with.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Where the spine is, for the page curl style; kept.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages, for the scroll style; kept.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How pages change.
  open var transitionStyle: TransitionStyle { style }
  /// The axis pages turn along.
  open var navigationOrientation: NavigationOrientation { orientation }
  /// Where the spine is: `.none` for the scroll style, `.min` for the page curl.
  open var spineLocation: SpineLocation { style == .scroll ? .none : .min }
  /// Whether pages have content on both sides; kept.
  open var isDoubleSided = false
  /// Where the pages come from.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// What hears the pages turn.
  open weak var delegate: (any UIPageViewControllerDelegate)?
  private let style: TransitionStyle
  private let orientation: NavigationOrientation
  private var pages: [UIViewController] = []
  private let pageControl = UIPageControl()

  /// Creates a page view controller with no page.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    self.style = style
    orientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a scrolling, horizontal page view controller; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    style = .scroll
    orientation = .horizontal
    super.init(coder: coder)
  }

  /// Makes the view that holds the page and the dots.
  open override func loadView() {
    view = PageContainerView(controller: self)
  }

  /// The page shown (in a list, as UIKit's); nil before one is set.
  open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

  /// Shows `viewControllers`' first as the page, at once (appearing if the page view
  /// controller is on screen), then runs `completion` with `true`; the delegate hears
  /// nothing, as in UIKit.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    show(Array((viewControllers ?? []).prefix(1)), animated: animated)
    completion?(true)
  }

  /// A finger swipes to the next page (`.forward`) or the one before: the data source gives
  /// it, the delegate hears the turn. Returns whether a page turned (false when the data
  /// source has none there, or no page is shown).
  @discardableResult
  package func turnPage(_ direction: NavigationDirection) -> Bool {
    guard let current = pages.first, let dataSource else { return false }
    let next =
      direction == .forward
      ? dataSource.pageViewController(self, viewControllerAfter: current)
      : dataSource.pageViewController(self, viewControllerBefore: current)
    guard let next, next !== current else { return false }
    delegate?.pageViewController(self, willTransitionTo: [next])
    show([next], animated: true)
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: [current],
      transitionCompleted: true)
    return true
  }

  /// Only the page is on screen.
  package override var childrenShown: [UIViewController] {
    guard isViewLoaded, let page = pages.first else { return [] }
    return [page]
  }

  /// Replaces the page, the old one disappearing and the new one appearing when on screen.
  private func show(_ newPages: [UIViewController], animated: Bool) {
    let old = pages.first
    let new = newPages.first
    guard old !== new else { return }
    if let new, new.parent !== self {
      addChild(new)
    }
    let onScreen = appearance == .appeared || appearance == .appearing
    if onScreen, viewIfLoaded != nil {
      old?.beginAppearanceTransition(false, animated: animated)
      new?.beginAppearanceTransition(true, animated: animated)
    }
    old?.willMove(toParent: nil)
    old?.viewIfLoaded?.removeFromSuperview()
    old?.removeFromParent()
    pages = newPages
    if let view = viewIfLoaded, let new {
      view.insertSubview(new.view, at: 0)
      if onScreen { view.layoutIfNeeded() }
    }
    new?.didMove(toParent: self)
    if onScreen, viewIfLoaded != nil {
      old?.endAppearanceTransition()
      new?.endAppearanceTransition()
    }
  }

  /// Places the page, and the dots on the bottom line when the data source counts pages.
  fileprivate func layOutContent(in view: UIView) {
    let size = view.gridFrame.size
    let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
    var pageHeight = size.height
    if count > 0, size.height > 0 {
      if pageControl.superview !== view { view.addSubview(pageControl) }
      pageControl.isHidden = false
      pageControl.numberOfPages = count
      pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0
      pageHeight -= 1
      pageControl.gridFrame = GridRect(x: 0, y: pageHeight, width: size.width, height: 1)
    } else {
      pageControl.isHidden = true
    }
    guard let page = pages.first else { return }
    if page.view.superview !== view { view.insertSubview(page.view, at: 0) }
    page.view.gridFrame = GridRect(x: 0, y: 0, width: size.width, height: pageHeight)
  }
}

/// A page view controller's view: it lays out the page and the dots.
@MainActor
private final class PageContainerView: UIView {
  private unowned let controller: UIPageViewController

  init(controller: UIPageViewController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller.layOutContent(in: self)
  }
}
