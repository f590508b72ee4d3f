import Foundation

/// The bar at the top of a screen, as `UINavigationBar`: the top item's title centered over a
/// full-width line, its leading items (or a back button to the item below it) and trailing
/// items at the ends.
///
/// The title is centered in the whole bar and cut with `…` so that it never runs into an
/// item. Items show their titles (a system item the word VoiceOver says for it, such as `Edit`),
/// one space apart; a disabled item shows in round brackets. A back button reads `‹ ` and the
/// title of the item below. The bar takes two lines.
///
/// ```swift
/// let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 234, height: 44))
/// bar.setItems([UINavigationItem(title: "Birds"), UINavigationItem(title: "Recordings")],
///   animated: false)
/// // Drawn 24 columns by 2 lines:
/// // ‹ Birds  Recordings
/// // ────────────────────────
/// ```
///
/// A ``UINavigationController`` keeps its bar's items in step with its view controllers.
@MainActor
open class UINavigationBar: UIView {
  /// The items, bottom to top; the top one is shown.
  public private(set) var items: [UINavigationItem]?
  /// Whether titles are large; kept, a text bar draws every title on its first line.
  public var prefersLargeTitles = false

  /// Creates a navigation bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a navigation bar with no items; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a navigation bar showing one item titled `title`, for the headless UI's own views
  /// and tests.
  package convenience init(title: String, gridFrame: GridRect = .zero) {
    self.init(frame: .zero)
    items = [UINavigationItem(title: title)]
    self.gridFrame = gridFrame
  }

  /// The item shown.
  public var topItem: UINavigationItem? { items?.last }

  /// The item below the top one, which the back button returns to.
  public var backItem: UINavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// Replaces the items.
  public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
  }

  /// Pushes `item` on top.
  public func pushItem(_ item: UINavigationItem, animated: Bool) {
    items = (items ?? []) + [item]
  }

  /// Pops the top item and returns it.
  @discardableResult
  public func popItem(animated: Bool) -> UINavigationItem? {
    items?.popLast()
  }

  /// The back button's title for the item below the top one: its back bar button item's
  /// title, else its back button title, else its title, else `Back`.
  package var backButtonTitle: String? {
    guard let backItem, topItem?.hidesBackButton != true else { return nil }
    let title =
      backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? ""
    return title.isEmpty ? "Back" : title
  }

  /// The items at the leading end: the top item's own, the back button instead of them when
  /// it has none (or beside them when they supplement it).
  package var leadingItems: [UIBarButtonItem] {
    let own = topItem?.leftBarButtonItems ?? []
    guard own.isEmpty || topItem?.leftItemsSupplementBackButton == true,
      let backButtonTitle
    else { return own }
    let back = UIBarButtonItem(
      title: "‹ " + backButtonTitle, style: .plain, target: nil, action: nil)
    back.accessibilityLabel = backButtonTitle
    return [back] + own
  }

  /// The items at the trailing end, left to right: the first item is at the very end.
  package var trailingItems: [UIBarButtonItem] {
    (topItem?.rightBarButtonItems ?? []).reversed()
  }

  /// `items` as the bar draws them: titles one space apart, a disabled one in brackets.
  private func text(of items: [UIBarButtonItem]) -> String {
    items.filter { !$0.isSpace && !$0.shownTitle.isEmpty }
      .map { $0.isEnabled ? $0.shownTitle : "(\($0.shownTitle))" }
      .joined(separator: " ")
  }

  /// The items as buttons and the title as a heading, leading to trailing, as VoiceOver reads
  /// a `UINavigationBar`; a bar that is an element itself, or lists its elements, reads as
  /// any view.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isAccessibilityElement, accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    let line = GridRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    guard !line.intersection(clip).isEmpty else { return [] }
    func button(_ item: UIBarButtonItem) -> AccessibilityElement? {
      let label = item.accessibilityLabel ?? item.shownTitle
      guard !item.isSpace, !label.isEmpty else { return nil }
      var traits = UIAccessibilityTraits.button
      if !item.isEnabled { traits.insert(.notEnabled) }
      return AccessibilityElement(label: label, traits: traits, frame: line)
    }
    var elements = leadingItems.compactMap(button)
    if let title = topItem?.title, !title.isEmpty {
      elements.append(AccessibilityElement(label: title, traits: .header, frame: line))
    }
    elements += trailingItems.compactMap(button)
    return elements.map { [$0] }
  }

  /// Two lines tall; as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) { (nil, 2) }

  /// Draws the items, the title and the underline.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let title = topItem?.title ?? ""
    let leading = text(of: leadingItems)
    let trailing = text(of: trailingItems)
    let side = max(leading.displayWidth, trailing.displayWidth)
    // Equal room on both sides keeps the title centered in the bar, not between the items.
    let titleRoom = side > 0 ? rect.width - 2 * (side + 1) : rect.width
    let titleRect = GridRect(
      x: rect.minX + (rect.width - titleRoom) / 2, y: rect.minY, width: titleRoom, height: 1)
    if titleRoom > 0 {
      canvas.draw(title, onLine: rect.minY, of: titleRect, alignment: .center, clippedTo: clip)
    }
    canvas.draw(leading, onLine: rect.minY, of: rect, alignment: .left, clippedTo: clip)
    canvas.draw(trailing, onLine: rect.minY, of: rect, alignment: .right, clippedTo: clip)
    guard rect.height >= 2 else { return }
    canvas.drawHorizontalLine(
      from: GridPoint(x: rect.minX, y: rect.minY + 1), length: rect.width, clippedTo: clip)
  }
}
