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
/// delete `⊖`, insert `⊕` and multiselect `○` controls (and custom views placed there) at the
/// leading margin, in the order given, moving the content right as a table's editing control
/// does; the others at the trailing margin, left to right in the order given, a space apart,
/// the content ending before them. A custom view goes where its placement's position puts it
/// among the accessories of its edge. Revealed swipe actions are drawn over the cell's edge
/// as a table's.
///
/// VoiceOver reads the cell's labels one by one, as any collection view cell's, then an
/// accessory label's text; the first element carries the traits a table row gets from its
/// accessory (`.button` for a disclosure indicator, `.selected` for a checkmark), `.header`
/// on a section's header item, an outline item's state (`Expanded.` or `Collapsed.`, and
/// `.button` when a tap on the item toggles it) and the swipe actions as custom actions; the delete, insert and reorder controls follow as buttons named
/// after the first label (`Delete Inbox`, `Insert Inbox`, `Reorder Inbox`), as a table's
/// editing controls, and the detail button as `More Info`, in the order they are drawn.
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

  /// A guide for where the list draws the separator under the cell, as
  /// `separatorLayoutGuide`: constrain its leading anchor and the separator starts there, as
  /// UIKit's lists align it; left alone, the separator starts at the text's column.
  ///
  /// ```swift
  /// cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: title.leadingAnchor)
  ///   .isActive = true
  /// ```
  public var separatorLayoutGuide: UILayoutGuide {
    if let separatorGuide { return separatorGuide }
    let guide = UILayoutGuide()
    guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
    addLayoutGuide(guide)
    separatorGuide = guide
    return guide
  }

  /// The separator guide, once asked for.
  private var separatorGuide: UILayoutGuide?

  /// The column where the separator under the cell starts, from the cell's leading edge, when
  /// a constraint places ``separatorLayoutGuide``'s leading anchor; nil otherwise.
  var separatorLeadingColumn: Int? {
    guard let guide = separatorGuide,
      involvedConstraints.contains(where: { $0.firstItem === guide || $0.secondItem === guide })
    else { return nil }
    // Twice: the first pass places the content (a list content view's text label), which a
    // guide may follow; the second solves the guide against where it now is.
    layoutIfNeeded()
    layoutIfNeeded()
    let frame = guide.gridLayoutFrame
    return isRightToLeft ? gridBounds.width - frame.maxX : frame.minX
  }

  /// The columns the indentation takes.
  private var indentationColumns: Int {
    max(indentationLevel, 0) * PointScale.columns(max(indentationWidth, 0))
  }

  /// The view that draws the revealed swipe actions, once some are revealed.
  private(set) var actionsViewIfMade: SwipeActionsView?

  /// A list configuration for the cell, with no content yet: ``UIListContentConfiguration/cell()``,
  /// or, for its section's header item (the first item of a list whose `headerMode` is
  /// `.firstItemInSection`), the header of the list's appearance, as UIKit gives a header
  /// item "a header appearance": ``UIListContentConfiguration/sidebarHeader()`` in a sidebar,
  /// ``UIListContentConfiguration/groupedHeader()`` in a grouped or inset grouped list (its
  /// text in upper case), ``UIListContentConfiguration/plainHeader()`` in a plain one.
  ///
  /// ```swift
  /// var content = cell.defaultContentConfiguration()
  /// content.text = "Wi-Fi"
  /// cell.contentConfiguration = content
  /// ```
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch headerAppearance {
    case nil: .cell()
    case .plain: .plainHeader()
    case .grouped, .insetGrouped: .groupedHeader()
    case .sidebar, .sidebarPlain: .sidebarHeader()
    }
  }

  /// The appearance of the list whose section header the cell's item is, as the collection
  /// view last dequeued it; nil for any other item.
  var dequeuedHeaderAppearance: UICollectionLayoutListConfiguration.Appearance?

  /// The appearance of the list whose section header the cell's item is (its section's first
  /// item, in a list whose `headerMode` is `.firstItemInSection`): where its collection view
  /// shows it now, else where it was dequeued; nil for any other item.
  var headerAppearance: UICollectionLayoutListConfiguration.Appearance? {
    if let collectionView = superview as? UICollectionView,
      let indexPath = collectionView.indexPath(for: self)
    {
      return collectionView.listHeaderAppearance(at: indexPath)
    }
    return dequeuedHeaderAppearance
  }

  /// The options of the outline disclosure the cell shows now (not hidden), if it shows one.
  private var shownOutlineDisclosure: UICellAccessory.OutlineDisclosureOptions? {
    for accessory in shownAccessories {
      if case .outlineDisclosure(let options) = accessory.kind, !options.isHidden {
        return options
      }
    }
    return nil
  }

  /// The accessories that show now: each whose displayed state matches the collection view's
  /// editing mode.
  var shownAccessories: [UICellAccessory] {
    let editing = isInEditingCollectionView
    return accessories.filter { $0.displayed.shows(editing: editing) }
  }

  /// One shown accessory as laid out on its edge: its column in the cell and the columns it
  /// takes (a custom view's reserved width, in which the view is centred).
  struct PlacedAccessory {
    /// The accessory.
    let accessory: UICellAccessory
    /// Its index in ``accessories``.
    let index: Int
    /// Its first column, from the cell's leading edge.
    var x: Int
    /// The columns it takes.
    let width: Int
  }

  /// The shown accessories of one edge in their order, leading to trailing: the system ones
  /// in the order given, then each custom view inserted where its placement's position says
  /// (clamped to the edge), in the order given.
  private func edgeAccessories(leading: Bool) -> [(accessory: UICellAccessory, index: Int)] {
    let editing = isInEditingCollectionView
    let shown = accessories.enumerated().filter {
      $0.element.displayed.shows(editing: editing) && $0.element.isLeading == leading
    }
    var edge = shown.filter { if case .customView = $0.element.kind { false } else { true } }
      .map { (accessory: $0.element, index: $0.offset) }
    for (index, accessory) in shown {
      guard case .customView(let configuration) = accessory.kind else { continue }
      let position = configuration.placement.position(edge.map(\.accessory))
      edge.insert((accessory, index), at: min(max(position, 0), edge.count))
    }
    return edge
  }

  /// The columns a shown accessory takes: its glyph's width, or a custom view's reserved
  /// width (at least the view's own: its frame's with `maintainsFixedSize`, else the width it
  /// fits in one line).
  private func width(of accessory: UICellAccessory) -> Int {
    let actual: Int
    let reserved: UICellAccessory.LayoutDimension
    switch accessory.kind {
    case .customView(let configuration):
      actual = customViewSize(configuration).width
      reserved = configuration.reservedLayoutWidth
    case .outlineDisclosure(let options):
      actual = accessory.glyph(selected: isSelected)?.displayWidth ?? 0
      reserved = options.reservedLayoutWidth
    default:
      return accessory.glyph(selected: isSelected)?.displayWidth ?? 0
    }
    switch reserved {
    case .actual: return actual
    case .standard: return max(actual, 2)
    case .custom(let points): return max(actual, PointScale.columns(max(points, 0)))
    }
  }

  /// The size a custom view is drawn at: its frame's with `maintainsFixedSize`, else what it
  /// fits in one line of the cell's width.
  private func customViewSize(_ configuration: UICellAccessory.CustomViewConfiguration)
    -> GridSize
  {
    let view = configuration.customView
    if configuration.maintainsFixedSize { return view.gridFrame.size }
    let size = view.layoutSize(fitting: GridSize(width: gridBounds.width, height: 1))
    return GridSize(width: size.width, height: 1)
  }

  /// The shown accessories at the leading margin, left to right a space apart, after the
  /// indentation.
  var leadingAccessories: [PlacedAccessory] {
    var x = indentationColumns + UITableViewCell.standardMargin
    return edgeAccessories(leading: true).map { accessory, index in
      let width = width(of: accessory)
      defer { x += width + 1 }
      return PlacedAccessory(accessory: accessory, index: index, x: x, width: width)
    }
  }

  /// The shown accessories at the trailing margin, left to right a space apart, the last
  /// one ending at the margin.
  var trailingAccessories: [PlacedAccessory] {
    let edge = edgeAccessories(leading: false)
    let widths = edge.map { width(of: $0.accessory) }
    let total = widths.reduce(0, +) + max(edge.count - 1, 0)
    var x = gridBounds.width - UITableViewCell.standardMargin - total
    return zip(edge, widths).map { entry, width in
      defer { x += width + 1 }
      return PlacedAccessory(accessory: entry.accessory, index: entry.index, x: x, width: width)
    }
  }

  /// The columns the accessories of an edge take, spaces between them included.
  private static func span(of placed: [PlacedAccessory]) -> Int {
    placed.reduce(0) { $0 + $1.width } + max(placed.count - 1, 0)
  }

  /// The indentation and the leading accessories (at least the table's editing indent, as
  /// the delete control alone takes); the trailing accessories with the margin before them.
  override var contentInsetColumns: (leading: Int, trailing: Int) {
    let leading = Self.span(of: leadingAccessories)
    let trailing = Self.span(of: trailingAccessories)
    let margin = UITableViewCell.standardMargin
    return (
      indentationColumns
        + (leading > 0 ? max(UITableViewCell.editingIndent, margin + leading + 1) : 0),
      trailing > 0 ? trailing + margin : 0
    )
  }

  /// Places the content, the custom accessory views, then the revealed swipe actions over
  /// the whole cell.
  override func placeContent() {
    super.placeContent()
    placeCustomAccessoryViews()
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

  /// The custom views shown now, each centred in its reserved width on the cell's middle
  /// line, tinted with its configuration's tint; the views of accessories no longer shown
  /// leave the cell.
  private func placeCustomAccessoryViews() {
    let middle = max((gridBounds.height - 1) / 2, 0)
    var placed: [UIView] = []
    for part in leadingAccessories + trailingAccessories {
      guard case .customView(let configuration) = part.accessory.kind else { continue }
      let view = configuration.customView
      let size = customViewSize(configuration)
      if view.superview !== self { addSubview(view) }
      view.gridFrame = GridRect(
        x: drawnX(of: part) + (part.width - size.width) / 2, y: middle, width: size.width,
        height: size.height)
      view.isHidden = configuration.isHidden
      if let tint = configuration.tintColor { view.tintColor = tint }
      placed.append(view)
    }
    for view in customAccessoryViews where !placed.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    customAccessoryViews = placed
  }

  /// The custom views the cell shows as accessories.
  private var customAccessoryViews: [UIView] = []

  /// The first column `part` is drawn at: its own from the left, or mirrored right to left,
  /// where the leading accessories are at the right edge and the trailing ones at the left.
  private func drawnX(of part: PlacedAccessory) -> Int {
    isRightToLeft ? gridBounds.width - part.x - part.width : part.x
  }

  /// Draws the system accessories' glyphs at their places on the cell's middle line (custom
  /// views draw themselves), each on its own so that a label accessory's text keeps its place
  /// whatever its script, the outline disclosure as its item is expanded or collapsed; right
  /// to left, mirrored, the disclosure chevrons pointing left as UIKit flips their images.
  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    super.draw(rect, on: &canvas, clip: clip)
    let middle = rect.minY + max((rect.height - 1) / 2, 0)
    let rightToLeft = isRightToLeft
    let expanded = isExpandedInOutline
    for part in leadingAccessories + trailingAccessories where !part.accessory.isHidden {
      let glyph =
        rightToLeft
        ? part.accessory.mirroredGlyph(selected: isSelected, expanded: expanded)
        : part.accessory.glyph(selected: isSelected, expanded: expanded)
      guard let glyph else { continue }
      let x = drawnX(of: part) + (part.width - glyph.displayWidth) / 2
      canvas.draw(glyph, at: GridPoint(x: rect.minX + x, y: middle), clippedTo: clip)
    }
  }

  /// The accessories a finger taps as buttons, with the label VoiceOver reads for each: the
  /// delete and insert controls (`Delete Inbox`, `Insert Inbox`: the word and the first
  /// label, or the word alone), the detail button (`More Info`) and the reorder control
  /// (`Reorder Inbox`), in reading order, leading edge first; a hidden one is none.
  func accessoryControls(naming name: String?) -> [(label: String, part: PlacedAccessory)] {
    func named(_ word: String) -> String {
      name.flatMap { $0.isEmpty ? nil : "\(word) \($0)" } ?? word
    }
    return (leadingAccessories + trailingAccessories).compactMap { part in
      switch part.accessory.kind {
      case .delete: (named("Delete"), part)
      case .insert: (named("Insert"), part)
      case .detail: ("More Info", part)
      case .reorder: (named("Reorder"), part)
      case .disclosureIndicator, .checkmark, .multiselect, .outlineDisclosure, .label,
        .customView:
        nil
      }
    }
  }

  /// The cell's elements as a ``UICollectionViewCell``'s, then its accessory labels' texts;
  /// the first carries the accessories' traits and the swipe actions, and the accessory
  /// controls follow as buttons (see ``accessoryControls(naming:)``).
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    var elements = contentElements(at: rect, clip: clip)
    let middle = rect.minY + max((rect.height - 1) / 2, 0)
    for (label, part) in accessoryControls(naming: elements.first?.trimmedLabel) {
      elements.append(
        AccessibilityElement(
          label: label, traits: .button,
          frame: GridRect(
            x: rect.minX + drawnX(of: part), y: middle, width: part.width, height: 1)))
    }
    return elements.isEmpty ? [] : [elements]
  }

  /// The labels of the accessory controls as VoiceOver reads them in the cell now, each with
  /// its index in ``accessories``.
  func accessoryControlLabels() -> [(label: String, index: Int)] {
    let name = contentElements(at: gridBounds, clip: gridBounds).first?.trimmedLabel
    return accessoryControls(naming: name).map { ($0.label, $0.part.index) }
  }

  /// The cell's elements as a ``UICollectionViewCell``'s, then its accessory labels' texts;
  /// the first carries the accessories' traits and the swipe actions.
  private func contentElements(at rect: GridRect, clip: GridRect) -> [AccessibilityElement] {
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
    if !elements.isEmpty {
      for accessory in shown {
        switch accessory.kind {
        case .disclosureIndicator: elements[0].traits.insert(.button)
        case .checkmark: elements[0].traits.insert(.selected)
        default: break
        }
      }
      if headerAppearance != nil { elements[0].traits.insert(.header) }
      if let disclosure = shownOutlineDisclosure {
        elements[0].isExpanded = isExpandedInOutline
        if takesTapsAsDisclosure(disclosure) { elements[0].traits.insert(.button) }
      }
      elements[0].customActions += swipeAccessibilityActions
    }
    return elements
  }

  /// Whether a tap on the item acts on its outline disclosure `options` rather than selecting
  /// it: the header style, or `.automatic` on a section's header item.
  func takesTapsAsDisclosure(_ options: UICellAccessory.OutlineDisclosureOptions) -> Bool {
    switch options.style {
    case .header: true
    case .cell: false
    case .automatic: headerAppearance != nil
    }
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
