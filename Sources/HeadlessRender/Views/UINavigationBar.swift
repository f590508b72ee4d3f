import Foundation

/// The bar at the top of a screen, as `UINavigationBar`: a centered title over a full-width
/// line, with optional items at the leading and trailing ends.
///
/// The title is centered in the whole bar and cut with `…` so that it never runs into an
/// item. The bar takes two lines.
///
/// ```swift
/// let bar = NavigationBar(title: "Recordings")
/// bar.leadingItemTitle = "‹ Back"
/// bar.frame = Rect(x: 0, y: 0, width: 24, height: 2)
/// var canvas = Canvas(width: 24, height: 2)
/// bar.render(on: &canvas)
/// print(canvas.text)
/// // Prints:
/// // ‹ Back Recordings
/// // ────────────────────────
/// ```
@MainActor
public final class UINavigationBar: UIView {
  /// The title in the middle.
  public var title: String
  /// A button title at the leading end, such as `‹ Back`; nil for none.
  public var leadingItemTitle: String?
  /// A button title at the trailing end, such as `Edit`; nil for none.
  public var trailingItemTitle: String?

  /// Creates a navigation bar with no title.
  public override init(frame: CGRect) {
    title = ""
    super.init(frame: frame)
  }

  /// Creates a navigation bar with no title; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    title = ""
    super.init(coder: coder)
  }

  /// Creates a navigation bar titled `title`, for the headless UI's own views.
  package convenience init(title: String, gridFrame: GridRect = .zero) {
    self.init(frame: .zero)
    self.title = title
    self.gridFrame = gridFrame
  }

  /// The items as buttons and the title as a heading, leading to trailing, as VoiceOver reads
  /// a `UINavigationBar`; a bar that is an element itself, or lists its elements, reads as
  /// any view.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isAccessibilityElement, accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    let line = GridRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    let parts: [(String?, UIAccessibilityTraits)] = [
      (leadingItemTitle, .button), (title, .header), (trailingItemTitle, .button),
    ]
    let elements = parts.compactMap { text, traits -> AccessibilityElement? in
      guard let text, !text.isEmpty, !line.intersection(clip).isEmpty else { return nil }
      return AccessibilityElement(label: text, traits: traits, frame: line)
    }
    return elements.map { [$0] }
  }

  /// Two lines tall; as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) { (nil, 2) }

  /// Draws the items, the title and the underline.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let leading = leadingItemTitle ?? ""
    let trailing = trailingItemTitle ?? ""
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
