import Foundation
import TextCanvas

/// The bar at the bottom of a screen, as `UIToolbar`: a row of bar button items under a
/// full-width line.
///
/// Items show their titles (a system item the word VoiceOver says for it, such as `Delete`
/// for `.trash`), one space apart, a disabled one in round brackets, from the leading edge
/// (the right one right to left).
/// A flexible space (``UIBarButtonItem/flexibleSpace()``) takes the room the items leave,
/// shared equally with the other flexible spaces (the leading ones take a column more when
/// it does not share evenly); a fixed space (``UIBarButtonItem/fixedSpace(_:)``) is its width
/// in columns. The bar takes two lines: UIKit's 44 points.
///
/// ```swift
/// let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 234, height: 44))
/// let delete = UIBarButtonItem(title: "Delete (3)", primaryAction: deleteSelected)
/// toolbar.items = [UIBarButtonItem(title: "Select All"), .flexibleSpace(), delete]
/// // Drawn 24 columns by 2 lines:
/// // ────────────────────────
/// // Select All   Delete (3)
/// ```
///
/// A ``UINavigationController`` shows its ``UINavigationController/toolbar`` with its top view
/// controller's ``UIViewController/toolbarItems`` when ``UINavigationController/isToolbarHidden``
/// is false.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The items, leading to trailing.
  public var items: [UIBarButtonItem]?

  /// Creates a toolbar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a toolbar with no items; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Replaces the items.
  public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// Each item that is not a space, with the column where it starts on a line `width`
  /// columns wide.
  ///
  /// - Complexity: O(n) in the items.
  package func layOutItems(inWidth width: Int) -> [(item: UIBarButtonItem, x: Int)] {
    let items = (items ?? []).filter { $0.isSpace || !$0.shownTitle.isEmpty }
    let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
    // Columns taken by titles, fixed spaces, and a space between two titles next to each
    // other.
    var taken = 0
    for (index, item) in items.enumerated() {
      switch item.systemItem {
      case .flexibleSpace: continue
      case .fixedSpace: taken += max(PointScale.columns(item.width), 0)
      default:
        taken += item.drawnTitle.displayWidth
        if index > 0, !items[index - 1].isSpace { taken += 1 }
      }
    }
    let room = max(width - taken, 0)
    var flexibleLeft = flexible
    var shared = room
    var x = 0
    var placed: [(item: UIBarButtonItem, x: Int)] = []
    for (index, item) in items.enumerated() {
      switch item.systemItem {
      case .flexibleSpace:
        // The room is shared out in order, the leading spaces taking the odd columns.
        let share = (shared + flexibleLeft - 1) / flexibleLeft
        x += share
        shared -= share
        flexibleLeft -= 1
      case .fixedSpace:
        x += max(PointScale.columns(item.width), 0)
      default:
        if index > 0, !items[index - 1].isSpace { x += 1 }
        placed.append((item, x))
        x += item.drawnTitle.displayWidth
      }
    }
    return placed
  }

  /// The items as buttons, leading to trailing, as VoiceOver reads a `UIToolbar`; a toolbar
  /// that is an element itself, or lists its elements, reads as any view.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isAccessibilityElement, accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    let line = GridRect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: 1)
    guard rect.height >= 2, !line.intersection(clip).isEmpty else { return [] }
    return layOutItems(inWidth: rect.width).compactMap { $0.item.accessibilityElement(on: line) }
      .map { [$0] }
  }

  /// Two lines tall; as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) { (nil, 2) }

  /// Draws the line above the items, then the items (from the right edge right to left).
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    canvas.drawHorizontalLine(
      from: GridPoint(x: rect.minX, y: rect.minY), length: rect.width, clippedTo: clip)
    guard rect.height >= 2 else { return }
    let rightToLeft = isRightToLeft
    for (item, x) in layOutItems(inWidth: rect.width) {
      // Right to left, the items run from the right edge: each place mirrored.
      let left = rightToLeft ? max(rect.width - x - item.drawnTitle.displayWidth, 0) : x
      let room = GridRect(
        x: rect.minX + left, y: rect.minY + 1, width: max(rect.width - left, 0), height: 1)
      canvas.draw(item.drawnTitle, onLine: room.minY, of: room, alignment: .left, clippedTo: clip)
    }
  }
}
