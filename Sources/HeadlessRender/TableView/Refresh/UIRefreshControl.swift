import Foundation
import TextCanvas

/// The control that refreshes a scroll view's content when the user pulls it down, as
/// `UIRefreshControl`.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { _ in store.reload() }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// // ... when the answer arrives:
/// refresh.endRefreshing()
/// ```
///
/// While it refreshes, a table draws it on a line of its own above its first row (and above
/// its ``UITableView/tableHeaderView``): the spinner `⠋` centred, then the
/// ``attributedTitle``'s text when there is one, `⠋ Updating`. The line is content: the rows
/// below move down one line, and scrolling to the top shows it. VoiceOver reads it as a
/// spinner: its title, or `In progress`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether the control is refreshing: from ``beginRefreshing()`` (or the user's pull) to
  /// ``endRefreshing()``.
  public private(set) var isRefreshing = false
  /// The text shown beside the spinner; nil (the default) for none.
  public var attributedTitle: NSAttributedString? {
    didSet { setNeedsDisplay() }
  }

  /// Creates a refresh control that is not refreshing.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a refresh control that is not refreshing.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a refresh control; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows the control refreshing, as when the app starts a refresh itself; sends no action.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    (superview as? UITableView)?.refreshingDidChange()
  }

  /// Hides the control once the refresh is done; the rows move back up.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    (superview as? UITableView)?.refreshingDidChange()
  }

  /// What the control draws: the spinner, then the title.
  var line: String {
    let title = attributedTitle?.string ?? ""
    return title.isEmpty ? "⠋" : "⠋ \(title.oneLine)"
  }

  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    guard isRefreshing else { return }
    canvas.draw(
      line, onLine: rect.minY + (rect.height - 1) / 2, of: rect, alignment: .center,
      clippedTo: clip)
  }

  /// While refreshing, one element: the title, or `In progress`, updating frequently.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard isRefreshing else { return [] }
    let title = attributedTitle?.string.oneLine ?? ""
    let label = accessibilityLabel ?? (title.isEmpty ? "In progress" : title)
    return [[AccessibilityElement(label: label, traits: .updatesFrequently, frame: rect)]]
  }
}
