import Foundation
import TextCanvas

/// A cell of a list layout, as `UICollectionViewListCell`: a ``UICollectionViewCell`` with
/// ``accessories`` around its content, a list content configuration, and the swipe actions
/// its list reveals.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
///   cell, _, name in
///   var content = cell.defaultContentConfiguration()
///   content.text = name
///   cell.contentConfiguration = content
///   cell.accessories = [.delete(), .disclosureIndicator(), .reorder()]
/// }
/// // not editing: "  Inbox            ›  "
/// // editing:     "  ⊖   Inbox      › ≡  "
/// ```
///
/// Accessories are drawn as a table draws the same controls, on the cell's middle line: the
/// delete control `⊖` at the leading margin, moving the content right as a table's editing
/// control does; the others at the trailing margin, left to right in the order given, a
/// space apart, the content ending before them. Revealed swipe actions are drawn over the
/// cell's edge as a table's.
///
/// VoiceOver reads the cell's labels one by one, as any collection view cell's, then an
/// accessory label's text; the first element carries the traits a table row gets from its
/// accessory (`.button` for a disclosure indicator, `.selected` for a checkmark) and the swipe
/// actions as custom actions; the delete and reorder controls follow as buttons named after
/// the first label (`Delete Inbox`, `Reorder Inbox`), as a table's editing controls.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, shown in the editing states each names: none by default.
  public var accessories: [UICellAccessory] = [] {
    didSet { placeContent() }
  }

  /// How many levels the content is indented: 0 by default. Each level moves the content
  /// and the leading accessories ``indentationWidth`` further in.
  public var indentationLevel = 0 {
    didSet { placeContent() }
  }

  /// The width of one level of ``indentationLevel``, in points: 10 by default, as a table
  /// cell's (1 column).
  public var indentationWidth: CGFloat = 10 {
    didSet { placeContent() }
  }

  /// The columns the indentation takes.
  private var indentationColumns: Int {
    max(indentationLevel, 0) * PointScale.columns(max(indentationWidth, 0))
  }

  /// The view that draws the revealed swipe actions, once some are revealed.
  private(set) var actionsViewIfMade: SwipeActionsView?

  /// A list configuration for the cell: ``UIListContentConfiguration/cell()``, with no content
  /// yet.
  ///
  /// ```swift
  /// var content = cell.defaultContentConfiguration()
  /// content.text = "Wi-Fi"
  /// cell.contentConfiguration = content
  /// ```
  public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The accessories that show now: each whose displayed state matches the collection view's
  /// editing mode.
  var shownAccessories: [UICellAccessory] {
    let editing = isInEditingCollectionView
    return accessories.filter { $0.displayed.shows(editing: editing) }
  }

  /// What the cell draws at its trailing margin, left to right, a space apart; nil for
  /// nothing. Right to left, the accessories run the other way and the disclosure chevrons
  /// point left, as UIKit flips their images.
  var trailingGlyphs: String? {
    let glyphs = trailingGlyphPieces
    return glyphs.isEmpty ? nil : glyphs.joined(separator: " ")
  }

  /// The glyphs of ``trailingGlyphs`` one by one, left to right.
  var trailingGlyphPieces: [String] {
    let rightToLeft = isRightToLeft
    let glyphs = shownAccessories.filter { !$0.isLeading }.map {
      rightToLeft ? $0.mirroredGlyph : $0.glyph
    }
    return rightToLeft ? glyphs.reversed() : glyphs
  }

  /// Whether the delete control shows at the leading margin.
  var showsDeleteControl: Bool { shownAccessories.contains { $0.isLeading } }

  /// The indentation, and the table's editing indent when the delete control shows; the
  /// trailing glyphs with the margin before them.
  override var contentInsetColumns: (leading: Int, trailing: Int) {
    let trailing = trailingGlyphs?.displayWidth ?? 0
    return (
      indentationColumns + (showsDeleteControl ? UITableViewCell.editingIndent : 0),
      trailing > 0 ? trailing + UITableViewCell.standardMargin : 0
    )
  }

  /// Places the content, then the revealed swipe actions over the whole cell.
  override func placeContent() {
    super.placeContent()
    if let revealedActions {
      let view = actionsViewIfMade ?? SwipeActionsView(frame: .zero)
      actionsViewIfMade = view
      view.shown = revealedActions
      view.gridFrame = gridBounds
      addSubview(view)
    } else {
      actionsViewIfMade?.removeFromSuperview()
    }
  }

  /// Draws the delete control at the leading margin and the other accessories at the
  /// trailing margin, on the cell's middle line: the right and left margins right to left.
  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let middle = rect.minY + max((rect.height - 1) / 2, 0)
    let margin = UITableViewCell.standardMargin
    let rightToLeft = isRightToLeft
    if showsDeleteControl {
      let x =
        rightToLeft
        ? rect.maxX - 1 - indentationColumns - margin : rect.minX + indentationColumns + margin
      canvas.draw("⊖", at: GridPoint(x: x, y: middle), clippedTo: clip)
    }
    if let glyphs = trailingGlyphs {
      let x = rightToLeft ? rect.minX + margin : rect.maxX - margin - glyphs.displayWidth
      // Each drawn on its own: a label accessory's text keeps its place whatever its script.
      canvas.draw(
        pieces: trailingGlyphPieces, separator: " ", onLine: middle,
        of: GridRect(x: x, y: middle, width: glyphs.displayWidth, height: 1), alignment: .left,
        clippedTo: clip)
    }
  }

  /// The cell's elements as a ``UICollectionViewCell``'s, then its accessory labels' texts;
  /// the first carries the accessories' traits and the swipe actions, and the delete and
  /// reorder controls follow as buttons.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    var elements = super.accessibilityGroups(at: rect, clip: clip).flatMap { $0 }
    let shown = shownAccessories
    let middle = rect.minY + max((rect.height - 1) / 2, 0)
    for accessory in shown {
      guard case .label(let text) = accessory.kind, !text.oneLine.isEmpty else { continue }
      elements.append(
        AccessibilityElement(
          label: text.oneLine, traits: isSelected ? .selected : .none,
          frame: GridRect(x: rect.maxX - 1, y: middle, width: 1, height: 1)))
    }
    let name = elements.first?.trimmedLabel
    if !elements.isEmpty {
      for accessory in shown {
        switch accessory.kind {
        case .disclosureIndicator: elements[0].traits.insert(.button)
        case .checkmark: elements[0].traits.insert(.selected)
        default: break
        }
      }
      elements[0].customActions += swipeAccessibilityActions
    }
    func control(_ word: String, x: Int) -> AccessibilityElement {
      let label = name.flatMap { $0.isEmpty ? nil : "\(word) \($0)" } ?? word
      return AccessibilityElement(
        label: label, traits: .button, frame: GridRect(x: x, y: middle, width: 1, height: 1))
    }
    if showsDeleteControl {
      elements.append(
        control("Delete", x: rect.minX + indentationColumns + UITableViewCell.standardMargin))
    }
    if shown.contains(where: { if case .reorder = $0.kind { true } else { false } }) {
      elements.append(control("Reorder", x: rect.maxX - UITableViewCell.standardMargin - 1))
    }
    return elements.isEmpty ? [] : [elements]
  }

  /// The swipe actions of the cell's item, offered to VoiceOver as custom actions: trailing
  /// ones first, then leading ones.
  private var swipeAccessibilityActions: [UIAccessibilityCustomAction] {
    guard let collectionView = superview as? UICollectionView,
      let indexPath = collectionView.indexPath(for: self)
    else { return [] }
    return collectionView.swipeActions(at: indexPath).map {
      UIAccessibilityCustomAction(name: $0.title ?? "")
    }
  }
}
