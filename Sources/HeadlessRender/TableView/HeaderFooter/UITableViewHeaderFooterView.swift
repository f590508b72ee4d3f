import Foundation
import TextCanvas

/// A reusable section header or footer, as `UITableViewHeaderFooterView`: a view with a
/// `contentView` and a standard ``textLabel``, registered and dequeued like a cell.
///
/// ```swift
/// tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
///
/// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
///   let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
///   header?.textLabel?.text = sections[section].title
///   return header
/// }
/// ```
///
/// Its ``textLabel`` is drawn as the table draws a title of its style: `Fruit ━━━━━━` in a
/// plain table's header, the text at the margin in a grouped table (as given: only the titles
/// the table makes itself are upper-cased), the footer's text as it is. VoiceOver reads a
/// header's text as a heading, as it reads a title header. A ``contentConfiguration`` or
/// views of the team's own in ``contentView`` are drawn as they are.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The view that holds the header's or footer's content.
  public let contentView = UIView()
  /// A view behind the content; kept, drawn under it.
  public var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }
  /// What the view shows, as a configuration: its view fills the ``contentView``, in place of
  /// the ``textLabel``.
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet { showContentConfiguration() }
  }

  /// Where the table shows the view: its style, and whether it is a header; nil outside a
  /// table (drawn as a plain header).
  var placement: Placement? {
    didSet { setNeedsLayout() }
  }

  /// Where a header or footer view is shown.
  struct Placement: Hashable {
    var style: UITableView.Style
    var kind: ListDecorationView.SectionTitle.Kind
    /// Columns kept clear on each side of the text.
    var inset: Int
  }

  private var textLabelIfMade: UILabel?
  private var configuredView: (any UIView & UIContentView)?

  /// The standard title, made on first use inside ``contentView``, as in UIKit.
  public var textLabel: UILabel? {
    if let textLabelIfMade { return textLabelIfMade }
    let label = UILabel()
    contentView.addSubview(label)
    textLabelIfMade = label
    return label
  }

  /// Creates a view for the pool of `reuseIdentifier`; a subclass overrides it to add its own
  /// views, as in UIKit, and the table's pool calls it for registered classes.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view with no reuse identifier; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Creates a view with no reuse identifier in `frame`.
  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// What the table's pool calls to make a view of a registered class: the class's own
  /// `init(reuseIdentifier:)`.
  @_spi(Headless) public required convenience init(dequeuedAs identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// Called just before the pool hands the view out again; subclasses reset per-section state.
  open func prepareForReuse() {}

  /// A list configuration for where the view is: ``UIListContentConfiguration/plainHeader()``
  /// or ``UIListContentConfiguration/plainFooter()`` in a plain table (and outside one),
  /// ``UIListContentConfiguration/groupedHeader()`` or
  /// ``UIListContentConfiguration/groupedFooter()`` in a grouped or inset grouped one.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    let grouped = (placement?.style ?? .plain) != .plain
    switch placement?.kind ?? .header {
    case .header: return grouped ? .groupedHeader() : .plainHeader()
    case .footer: return grouped ? .groupedFooter() : .plainFooter()
    }
  }

  /// The text the standard label shows, drawn by the view itself; nil when a configuration
  /// is shown, or the label has no text.
  var standardText: String? {
    guard contentConfiguration == nil, let text = textLabelIfMade?.text else { return nil }
    return text
  }

  /// Fills the view with the content view, and the content view with the configuration's view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.gridFrame = gridBounds
    backgroundView?.gridFrame = gridBounds
    configuredView?.gridFrame = contentView.gridBounds
    // The standard label is drawn by the view, in the table's style: it takes no room itself.
    textLabelIfMade?.gridFrame = .zero
  }

  /// As tall as the standard text (one line) or the configuration's view at `size.width`.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    if let configuredView {
      return GridSize(
        width: size.width,
        height: configuredView.layoutSize(fitting: GridSize(width: size.width, height: 0)).height)
    }
    return GridSize(width: size.width, height: standardText == nil ? 0 : 1)
  }

  /// Clears the view's lines (a pinned header hides the rows under it) and draws the standard
  /// text as the table draws a title there.
  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    canvas.clear(rect.intersection(clip))
    guard let text = standardText else { return }
    let placement = placement ?? Placement(style: .plain, kind: .header, inset: 2)
    ListDecorationView.drawTitle(
      text, kind: placement.kind, style: placement.style, in: rect, inset: placement.inset,
      rightToLeft: isRightToLeft, on: &canvas, clip: clip)
  }

  /// The standard text as a heading (a header's) or as text (a footer's), then what the
  /// content view holds.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isAccessibilityElement, accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    var elements: [AccessibilityElement] = []
    if let text = standardText, !text.oneLine.isEmpty {
      elements.append(
        AccessibilityElement(
          label: text, traits: (placement?.kind ?? .header) == .header ? .header : .none,
          frame: rect))
    }
    elements += subviewAccessibilityGroups(at: rect, clip: clip).flatMap { $0 }
    return elements.isEmpty ? [] : [elements]
  }

  private func showContentConfiguration() {
    configuredView = contentView.showContent(contentConfiguration, in: configuredView)
  }
}
