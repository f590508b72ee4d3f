import Foundation
import TextCanvas

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
/// With ``prefersLargeTitles``, an item whose ``UINavigationItem/largeTitleDisplayMode`` asks
/// for it shows its title large, under the bar as UIKit shows it: the items stay on the first
/// line, the title leaves it for a line of its own at the leading margin (16 points, two
/// columns), over the underline, three lines in all. Once the content under the bar scrolls,
/// the title goes back into the bar (``UINavigationController`` tells the bar). UIKit's large
/// title bar is 96 points (four lines) in a bigger font; one line of text keeps frames short
/// (see <doc:ScreenChrome>).
///
/// ```
/// Edit                     Add
///   Todos
/// ────────────────────────────
/// ```
///
/// A ``UINavigationController`` keeps its bar's items in step with its view controllers.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The items, bottom to top; the top one is shown.
  public private(set) var items: [UINavigationItem]?
  /// Whether titles may show large, under the bar: false by default, as in UIKit. Each item's
  /// ``UINavigationItem/largeTitleDisplayMode`` says whether its title does.
  public var prefersLargeTitles = false
  /// Whether the content under the bar has scrolled, which puts a large title back into the
  /// bar: set by the navigation controller from its top view controller's scroll view.
  package var isContentScrolled = false

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

  /// The back button ``leadingItems`` made last, which the drawing tells apart.
  private weak var backItemShown: UIBarButtonItem?

  /// The items at the leading end: the top item's own, the back button instead of them when
  /// it has none (or beside them when they supplement it).
  package var leadingItems: [UIBarButtonItem] {
    let own = topItem?.leftBarButtonItems ?? []
    guard own.isEmpty || topItem?.leftItemsSupplementBackButton == true,
      let backButtonTitle
    else { return own }
    // Right to left, the back button is at the right edge, its chevron pointing right.
    let back = UIBarButtonItem(
      title: isRightToLeft ? backButtonTitle + " ›" : "‹ " + backButtonTitle, style: .plain,
      target: nil, action: nil)
    back.accessibilityLabel = backButtonTitle
    backItemShown = back
    return [back] + own
  }

  /// The items at the trailing end, left to right: the first item is at the very end.
  package var trailingItems: [UIBarButtonItem] {
    (topItem?.rightBarButtonItems ?? []).reversed()
  }

  /// Whether the top item's title shows large, under the bar: the bar prefers large titles,
  /// the item's mode asks for it (`.always`, or `.automatic` after an item whose title is
  /// large, or as the first item), and the content has not scrolled.
  package var showsLargeTitle: Bool {
    guard prefersLargeTitles, !isContentScrolled, let items, !items.isEmpty,
      let title = topItem?.title, !title.isEmpty
    else { return false }
    var large = true
    for item in items {
      switch item.largeTitleDisplayMode {
      case .always: large = true
      case .never: large = false
      case .automatic: break
      }
    }
    return large
  }

  /// `items` as the bar draws them: titles one space apart, a disabled one in brackets.
  private func text(of items: [UIBarButtonItem]) -> String {
    pieces(of: items).joined(separator: " ")
  }

  /// The drawn titles of `items`, in their order; a right-to-left back button's title and
  /// chevron apart (`Title`, `›`), so that each keeps its place whatever the title's script.
  private func pieces(of items: [UIBarButtonItem]) -> [String] {
    items.filter { !$0.isSpace && !$0.shownTitle.isEmpty }.flatMap { item -> [String] in
      let title = item.drawnTitle
      guard item === backItemShown, isRightToLeft, title.hasSuffix(" ›") else { return [title] }
      return [String(title.dropLast(2)), "›"]
    }
  }

  /// The items as buttons and the title as a heading, leading to trailing, as VoiceOver reads
  /// a `UINavigationBar`; a bar that is an element itself, or lists its elements, reads as
  /// any view.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isAccessibilityElement, accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    let line = GridRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    let large = showsLargeTitle
    let titleLine =
      large ? GridRect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: 1) : line
    var elements: [AccessibilityElement] = []
    if !line.intersection(clip).isEmpty {
      elements += leadingItems.compactMap { $0.accessibilityElement(on: line) }
    }
    let text = topItem?.title ?? ""
    let title =
      text.isEmpty ? nil : AccessibilityElement(label: text, traits: .header, frame: titleLine)
    if let title, !large, !line.intersection(clip).isEmpty {
      elements.append(title)
    }
    if !line.intersection(clip).isEmpty {
      elements += trailingItems.compactMap { $0.accessibilityElement(on: line) }
    }
    // A large title is read after the items, on its line under them, as VoiceOver reads the
    // bar top to bottom.
    if let title, large, !titleLine.intersection(clip).isEmpty {
      elements.append(title)
    }
    return elements.map { [$0] }
  }

  /// Two lines tall, three with a large title; as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) {
    (nil, showsLargeTitle ? 3 : 2)
  }

  /// Draws the items, the title (in the bar, or large on the line under it) and the
  /// underline. Right to left, the leading items (the back button first) are at the right
  /// edge, the trailing ones at the left, and a large title against the right margin.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let title = topItem?.title ?? ""
    let rightToLeft = isRightToLeft
    let leadingPieces = pieces(of: rightToLeft ? leadingItems.reversed() : leadingItems)
    let trailingPieces = pieces(of: rightToLeft ? trailingItems.reversed() : trailingItems)
    let leading = leadingPieces.joined(separator: " ")
    let trailing = trailingPieces.joined(separator: " ")
    let large = showsLargeTitle
    if large {
      // The leading margin, 16 points, on both sides of the title's line.
      let margin = 2
      let titleRect = GridRect(
        x: rect.minX + margin, y: rect.minY + 1, width: max(rect.width - 2 * margin, 0),
        height: 1)
      if rect.height >= 2, titleRect.width > 0 {
        canvas.draw(
          title, onLine: titleRect.minY, of: titleRect, alignment: .natural,
          rightToLeft: rightToLeft, clippedTo: clip)
      }
    } else {
      let side = max(leading.displayWidth, trailing.displayWidth)
      // Equal room on both sides keeps the title centered in the bar, not between the items.
      let titleRoom = side > 0 ? rect.width - 2 * (side + 1) : rect.width
      let titleRect = GridRect(
        x: rect.minX + (rect.width - titleRoom) / 2, y: rect.minY, width: titleRoom, height: 1)
      if titleRoom > 0 {
        canvas.draw(
          title, onLine: rect.minY, of: titleRect, alignment: .center, rightToLeft: rightToLeft,
          clippedTo: clip)
      }
    }
    canvas.draw(
      pieces: leadingPieces, separator: " ", onLine: rect.minY, of: rect, alignment: .natural,
      rightToLeft: rightToLeft, clippedTo: clip)
    canvas.draw(
      pieces: trailingPieces, separator: " ", onLine: rect.minY, of: rect,
      alignment: rightToLeft ? .left : .right, rightToLeft: rightToLeft, clippedTo: clip)
    let underline = rect.minY + (large ? 2 : 1)
    guard underline < rect.maxY else { return }
    canvas.drawHorizontalLine(
      from: GridPoint(x: rect.minX, y: underline), length: rect.width, clippedTo: clip)
  }
}
