import Foundation
import TextCanvas

extension UITableViewCell {
  /// The standard control at a cell's trailing edge, as `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Hashable, Sendable, CaseIterable {
    /// None.
    case none
    /// A chevron, `›`: tapping the row shows more.
    case disclosureIndicator
    /// An info button and a chevron, `ⓘ ›`.
    case detailDisclosureButton
    /// A checkmark, `✓`: the row is chosen.
    case checkmark
    /// An info button, `ⓘ`.
    case detailButton
  }

  /// How a selected cell looks, as `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Hashable, Sendable, CaseIterable {
    /// Not drawn as selected.
    case none
    /// Drawn as selected (UIKit's blue, gray since iOS 7).
    case blue
    /// Drawn as selected.
    case gray
    /// Drawn as selected.
    case `default`
  }

  /// What a row's editing control does, as `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Hashable, Sendable, CaseIterable {
    /// No control.
    case none
    /// A delete control, `⊖`.
    case delete
    /// An insert control, `⊕`.
    case insert
  }

  /// The control a cell shows at its leading edge in editing mode.
  package enum EditingControl: Hashable, Sendable {
    /// `⊖`: tapping it asks the data source to delete the row.
    case delete
    /// `⊕`: tapping it asks the data source to insert a row.
    case insert
    /// `○`, or `◉` when the row is selected: multiple selection in editing mode.
    case selection

    /// The glyph drawn for the control on a row that is selected or not.
    func glyph(selected: Bool) -> String {
      switch self {
      case .delete: "⊖"
      case .insert: "⊕"
      case .selection: selected ? "◉" : "○"
      }
    }
  }

  /// The glyph of a standard accessory; nil for none. Right to left, the chevron points
  /// left and comes first, as UIKit flips its image: `‹`, `‹ ⓘ`.
  static func glyph(of accessory: AccessoryType, rightToLeft: Bool = false) -> String? {
    switch accessory {
    case .none: nil
    case .disclosureIndicator: rightToLeft ? "‹" : "›"
    case .detailDisclosureButton: rightToLeft ? "‹ ⓘ" : "ⓘ ›"
    case .checkmark: "✓"
    case .detailButton: "ⓘ"
    }
  }

  /// The columns an editing cell's content moves right to make room for its control: UIKit
  /// indents by about 38 points.
  static var editingIndent: Int { PointScale.columns(38) }

  /// The accessory that shows now: ``editingAccessoryType`` in editing mode, else
  /// ``accessoryType``.
  var shownAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }

  /// The accessory view that shows now: ``editingAccessoryView`` in editing mode, else
  /// ``accessoryView``.
  var shownAccessoryView: UIView? { isEditing ? editingAccessoryView : accessoryView }

  /// What the cell draws at its trailing edge, left to right: the accessory's glyph, then the
  /// reorder control `≡` in editing mode (right to left, the reorder control, then the
  /// accessory's mirrored glyph); nil for nothing.
  var trailingGlyphs: String? {
    var parts: [String] = []
    if shownAccessoryView == nil,
      let glyph = Self.glyph(of: shownAccessoryType, rightToLeft: isRightToLeft)
    {
      parts.append(glyph)
    }
    if isEditing, showsReorderControl { parts.append("≡") }
    if isRightToLeft { parts.reverse() }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The columns at the trailing edge taken by the accessory (its glyph or view) and the
  /// reorder control.
  var trailingAccessoryWidth: Int {
    var width = trailingGlyphs?.displayWidth ?? 0
    if let view = shownAccessoryView {
      let size = view.layoutSize(fitting: GridSize(width: gridFrame.width, height: 1))
      width += size.width + (width > 0 ? 1 : 0)
    }
    return width
  }

  /// The columns left of the content view (the editing indent) and right of it (the
  /// accessory and the reorder control, with the margin before them).
  var contentInsetColumns: (leading: Int, trailing: Int) {
    let accessory = trailingAccessoryWidth
    return (
      isEditing && indentsForEditing ? Self.editingIndent : 0,
      accessory > 0 ? accessory + Self.standardMargin : 0
    )
  }

  /// Places the content view between the editing control and the accessory, and the
  /// accessory view at the trailing margin: the content view fills the cell when there is
  /// neither, as before either existed. Right to left, the leading side is the right one.
  func updateContentFrame() {
    placeBackgrounds()
    let bounds = gridBounds
    let rightToLeft = isRightToLeft
    let (leading, trailing) = contentInsetColumns
    contentView.gridFrame = GridRect(
      x: rightToLeft ? trailing : leading, y: 0,
      width: max(bounds.width - leading - trailing, 0), height: bounds.height)
    configuredContentView?.gridFrame = contentView.gridBounds
    for view in [accessoryView, editingAccessoryView].compactMap({ $0 }) {
      view.isHidden = view !== shownAccessoryView
      let size = view.layoutSize(fitting: GridSize(width: bounds.width, height: 1))
      let x =
        rightToLeft
        ? min(Self.standardMargin, max(bounds.width - size.width, 0))
        : max(bounds.width - Self.standardMargin - size.width, 0)
      view.gridFrame = GridRect(
        x: x, y: max((bounds.height - 1) / 2, 0), width: size.width, height: 1)
    }
    // The cell's own subviews (an accessory view) stay under the revealed actions.
    if let revealedActions {
      actionsView.shown = revealedActions
      actionsView.gridFrame = bounds
      addSubview(actionsView)
    } else {
      actionsViewIfMade?.removeFromSuperview()
    }
  }

  /// Draws what UIKit's cell draws around its content: the selection bar `▌` down column 0
  /// of a selected cell (see ``showsSelectionBar``), the editing control at
  /// the leading margin, and the accessory and reorder control at the trailing margin, all on
  /// the cell's middle line. Right to left, the bar runs down the last column, the editing
  /// control is at the right margin and the accessory at the left one.
  func drawStandardParts(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let rightToLeft = isRightToLeft
    if showsSelectionBar {
      canvas.drawSelectionBar(in: rect, rightToLeft: rightToLeft, clip: clip)
    }
    let middle = rect.minY + max((rect.height - 1) / 2, 0)
    if isEditing, let control = editingControl {
      let x = rightToLeft ? rect.maxX - Self.standardMargin - 1 : rect.minX + Self.standardMargin
      canvas.draw(
        control.glyph(selected: isSelected), at: GridPoint(x: x, y: middle), clippedTo: clip)
    }
    if let glyphs = trailingGlyphs {
      let x =
        rightToLeft
        ? rect.minX + Self.standardMargin : rect.maxX - Self.standardMargin - glyphs.displayWidth
      canvas.draw(glyphs, at: GridPoint(x: x, y: middle), clippedTo: clip)
    }
  }

  /// The traits UIKit's cell adds to its row: `.button` for an accessory that can be tapped
  /// (disclosure indicator, detail buttons), `.selected` for a selected row or a checkmark.
  var standardAccessibilityTraits: UIAccessibilityTraits {
    var traits = UIAccessibilityTraits.none
    switch shownAccessoryType {
    case .disclosureIndicator, .detailDisclosureButton, .detailButton: traits.insert(.button)
    case .checkmark: traits.insert(.selected)
    case .none: break
    }
    if isSelected { traits.insert(.selected) }
    return traits
  }

  /// The editing controls VoiceOver reads after the row, each a button named after what it
  /// does to the row: `Delete apple`, `Insert apple`, `Reorder apple` (the word alone for a
  /// row with no label). UIKit's accessibility bundle names its delete, insert and reorder
  /// controls with the row's text this way; the English words are chosen. A selection
  /// circle is not an element: the row reads `Selected:` instead, as in UIKit.
  func editingControlElements(at rect: GridRect, naming label: String?) -> [AccessibilityElement] {
    guard isEditing else { return [] }
    let middle = rect.minY + max((rect.height - 1) / 2, 0)
    func control(_ word: String, x: Int, width: Int) -> AccessibilityElement {
      let name = label.map { $0.oneLine }.flatMap { $0.isEmpty ? nil : $0 }
      return AccessibilityElement(
        label: name.map { "\(word) \($0)" } ?? word, traits: .button,
        frame: GridRect(x: x, y: middle, width: width, height: 1))
    }
    var elements: [AccessibilityElement] = []
    // Where they are drawn: right to left, the editing control at the right margin and the
    // reorder control at the left one.
    let leading =
      isRightToLeft ? rect.maxX - Self.standardMargin - 1 : rect.minX + Self.standardMargin
    let trailing =
      isRightToLeft ? rect.minX + Self.standardMargin : rect.maxX - Self.standardMargin - 1
    switch editingControl {
    case .delete:
      elements.append(control("Delete", x: leading, width: 1))
    case .insert:
      elements.append(control("Insert", x: leading, width: 1))
    case .selection, nil:
      break
    }
    if showsReorderControl {
      elements.append(control("Reorder", x: trailing, width: 1))
    }
    return elements
  }

  /// The swipe actions of the cell's row, offered to VoiceOver as custom actions: trailing
  /// ones first, then leading ones.
  var swipeAccessibilityActions: [UIAccessibilityCustomAction] {
    guard let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else {
      return []
    }
    return table.swipeActions(at: indexPath).map {
      UIAccessibilityCustomAction(name: $0.title ?? "")
    }
  }
}
