/// A row of a table view: a view with a `contentView` that the pool reuses.
///
/// Subclasses put their subviews in `contentView`, override ``prepareForReuse()`` to drop
/// per-row state, and adopt ``ConfigurableCell`` to decorate themselves from a cell view-model.
/// The table sets the frame; the content view always fills the cell. The row's separator is
/// drawn by the table on the line under the cell's frame (see ``separatorInset``).
@MainActor
open class UITableViewCell: UIView {
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The view that holds the cell's content.
  public let contentView = UIView()
  /// The inset of the separator under this cell, overriding the table's
  /// ``UITableView/separatorInset`` (as `UITableViewCell.separatorInset` takes precedence);
  /// nil, the default, uses the table's. ``SeparatorInset/hidden`` hides this cell's line.
  ///
  /// Kept across reuse, as UIKit keeps it: a cell that sets it for some rows resets it in
  /// ``prepareForReuse()`` or when it is configured.
  public var separatorInset: SeparatorInset?

  /// Creates a cell; the table's pool calls it for registered classes.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// The cell's rectangle; setting it resizes the content view to fill it.
  override public var frame: GridRect {
    didSet { contentView.frame = bounds }
  }

  /// Called just before the pool hands the cell out again; subclasses reset per-row state.
  open func prepareForReuse() {}

  /// The row as VoiceOver reads a `UITableViewCell`.
  ///
  /// By default (neither ``UIView/isAccessibilityElement`` nor ``UIView/accessibilityElements``
  /// set) the row is one element whose label is the labels of its content joined with `, `,
  /// in reading order, with the cell's own label, value, hint, traits and actions; each
  /// control inside (a button, a search field) follows it as an element of its own. A cell
  /// that is an element is one element, its label by default the same joined text; a cell
  /// that lists its elements is read in that order. A row partly on screen is read whole.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    // A row on screen says all it holds, as a real cell's label is its labels' whole text:
    // what scrolled out of the viewport, or was cut by the cell, is still read.
    let inside = subviewAccessibilityGroups(at: rect, clip: rect).flatMap { $0 }
    let controls = inside.filter { !$0.traits.isDisjoint(with: .interactive) }
    let texts = inside.filter { $0.traits.isDisjoint(with: .interactive) }.map(\.trimmedLabel)
      .filter { !$0.isEmpty }
    var row = accessibilityElement(frame: rect)
    if row.label == nil, !texts.isEmpty { row.label = texts.joined(separator: ", ") }
    let rowElements = row.isSilent ? [] : [row]
    guard !isAccessibilityElement else { return rowElements.isEmpty ? [] : [rowElements] }
    let elements = rowElements + controls
    return elements.isEmpty ? [] : [elements]
  }
}
