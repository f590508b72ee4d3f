import Foundation
import TextCanvas

/// Dots for the pages of a paged view, as `UIPageControl`: `○ ● ○`, the current page filled,
/// centered on the middle line.
///
/// VoiceOver reads it as UIKit's: `page 2 of 3`, adjustable (a swipe up or down turns the
/// page). A control with one page is hidden when ``hidesForSinglePage`` says so. Tint colours
/// are kept, not drawn.
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 3
/// pages.currentPage = 1
/// print(try DeviceFrame(size: GridSize(width: 9, height: 1)).text(of: pages), terminator: "")
/// // Prints:
/// //  ┌─────────┐
/// //  │  ○ ● ○  │
/// //  └─────────┘
/// ```
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// How many pages there are; the current page is pinned to them.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = Swift.max(numberOfPages, 0)
      currentPage = Swift.min(currentPage, Swift.max(numberOfPages - 1, 0))
    }
  }
  /// The page shown, from 0; pinned to the pages. Setting it sends no event.
  open var currentPage = 0 {
    didSet { currentPage = Swift.min(Swift.max(currentPage, 0), Swift.max(numberOfPages - 1, 0)) }
  }
  /// Whether a control of one page is hidden.
  open var hidesForSinglePage = false
  /// The colour of the other pages' dots; kept, not drawn.
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current page's dot; kept, not drawn.
  open var currentPageIndicatorTintColor: UIColor?

  /// Creates a control of no pages.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
  }

  /// The size the dots need for `pageCount` pages, in points.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    GridSize(width: Swift.max(pageCount * 2 - 1, 0), height: 1).points
  }

  /// `page 2 of 3`, unless set.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? "page \(currentPage + 1) of \(numberOfPages)" }
    set { super.accessibilityValue = newValue }
  }

  /// A finger taps beside the dots or swipes: when enabled, the page becomes `page` (pinned)
  /// and `.valueChanged` is sent if it changed. Returns whether it changed.
  @discardableResult
  package func choosePage(_ page: Int) -> Bool {
    let pinned = Swift.min(Swift.max(page, 0), Swift.max(numberOfPages - 1, 0))
    guard isEnabled, pinned != currentPage else { return false }
    currentPage = pinned
    sendActions(for: .valueChanged)
    return true
  }

  private var isShown: Bool { !(hidesForSinglePage && numberOfPages <= 1) && numberOfPages > 0 }

  /// A dot and a space per page, one line.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) {
    (Swift.max(numberOfPages * 2 - 1, 0), 1)
  }

  /// Its intrinsic size, whatever it is offered.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    GridSize(width: Swift.max(numberOfPages * 2 - 1, 0), height: 1)
  }

  /// Draws the dots on the middle line, centered; nothing while hidden for a single page.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    guard isShown else { return }
    let dots = (0..<numberOfPages).map { $0 == currentPage ? "●" : "○" }.joined(separator: " ")
    canvas.draw(
      dots, onLine: rect.minY + (rect.height - 1) / 2, of: rect, alignment: .center,
      clippedTo: clip)
  }

  /// Nothing to read while hidden for a single page.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    isShown ? super.accessibilityGroups(at: rect, clip: clip) : []
  }
}
