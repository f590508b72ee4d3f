import Foundation
import TextCanvas

/// A row of a table view: a view with a `contentView` that the pool reuses.
///
/// Subclasses put their subviews in `contentView`, override ``prepareForReuse()`` to drop
/// per-row state, and adopt ``ConfigurableCell`` to decorate themselves from a cell view-model.
/// The table sets the frame; the content view always fills the cell. The row's separator is
/// drawn by the table on the line under the cell's frame (see ``separatorInset``). Behind the
/// content, a ``backgroundView`` or the ``backgroundConfiguration``'s custom view, and the
/// ``selectedBackgroundView`` while selected; over them, the selection bar `▌`, the editing
/// control and the accessory.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The view that holds the cell's content.
  public let contentView = UIView()
  /// The inset of the separator under this cell, in points, from the cell's edges; only the
  /// left and right values count. Until set, the table's ``UITableView/separatorInset``
  /// (UIKit's 16 points from the leading edge when the cell is not in a table); once set, it
  /// takes precedence over the table's, as in UIKit. An inset wider than the cell (for example
  /// `left: .greatestFiniteMagnitude`, UIKit's idiom) hides this cell's line, whose line
  /// stays blank.
  ///
  /// Kept across reuse, as UIKit keeps it: a cell that sets it for some rows resets it in
  /// ``prepareForReuse()`` or when it is configured.
  public var separatorInset: UIEdgeInsets {
    get {
      separatorInsetOverride ?? (superview as? UITableView)?.separatorInset
        ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    }
    set { separatorInsetOverride = newValue }
  }
  /// The inset the cell set for itself, if any.
  private var separatorInsetOverride: UIEdgeInsets?

  /// The columns of the separator under this cell when the cell set its own inset; nil uses
  /// the table's.
  package var separatorColumnsOverride: SeparatorInset? {
    separatorInsetOverride.map(SeparatorInset.init(points:))
  }

  /// How a selected cell looks: `.default`, as in UIKit; `.none` draws a selected cell as
  /// an unselected one (VoiceOver still reads it selected).
  public var selectionStyle = SelectionStyle.default {
    didSet { setNeedsDisplay() }
  }
  /// Whether the cell shows a selected row; the table sets it, see
  /// ``setSelected(_:animated:)``.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }
  private var selected = false
  /// Whether the cell is highlighted by a touch: part of the cell's ``configurationState``,
  /// drawn through its ``backgroundConfiguration`` or ``selectedBackgroundView`` only (a
  /// headless tap ends at once).
  open var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      placeBackgrounds()
      setNeedsUpdateConfiguration()
    }
  }
  /// The standard accessory at the trailing edge outside editing mode: `.none` by default.
  public var accessoryType = AccessoryType.none {
    didSet { updateContentFrame() }
  }
  /// The standard accessory at the trailing edge in editing mode: `.none` by default.
  public var editingAccessoryType = AccessoryType.none {
    didSet { updateContentFrame() }
  }
  /// A view shown at the trailing edge instead of ``accessoryType`` outside editing mode,
  /// one line tall, as wide as its frame (or its intrinsic width).
  public var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      updateContentFrame()
    }
  }
  /// A view shown at the trailing edge instead of ``editingAccessoryType`` in editing mode,
  /// one line tall, as wide as its frame (or its intrinsic width); nil by default, as in UIKit.
  public var editingAccessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let editingAccessoryView { addSubview(editingAccessoryView) }
      updateContentFrame()
    }
  }
  /// Whether the cell's content moves right in editing mode in a grouped table: true by
  /// default, as in UIKit. The delegate's `shouldIndentWhileEditingRowAt` answers for it when
  /// it says otherwise; a plain table ignores both, as UIKit's does.
  public var shouldIndentWhileEditing = true
  /// Whether the cell is in editing mode; the table sets it, see ``setEditing(_:animated:)``.
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false
  /// Whether the cell shows its reorder control in editing mode; the table sets it from
  /// its data source's `canMoveRowAt`.
  public var showsReorderControl = false {
    didSet { updateContentFrame() }
  }
  /// The control at the leading edge in editing mode, which the table chooses.
  package var editingControl: EditingControl? {
    didSet { updateContentFrame() }
  }
  /// Whether the content moves right to make room for the editing control, which the table
  /// decides: every row that edits, in editing mode, unless a grouped table's delegate says no.
  package var indentsForEditing = false {
    didSet { updateContentFrame() }
  }
  /// The swipe actions shown over the row, which the table sets when it reveals them.
  package var revealedActions: RevealedSwipe.Shown? {
    didSet {
      updateContentFrame()
      if (revealedActions == nil) != (oldValue == nil) { setNeedsUpdateConfiguration() }
    }
  }
  /// Whether the table told its delegate that the cell displays (`willDisplay`): a cell a
  /// whole-content frame drew is on screen without it, until a frame of a device shows it.
  var isDisplayed = false

  /// The view that draws the revealed swipe actions, once some are revealed.
  private(set) var actionsViewIfMade: SwipeActionsView?

  /// The view that draws the revealed swipe actions, made on first use.
  var actionsView: SwipeActionsView {
    if let actionsViewIfMade { return actionsViewIfMade }
    let view = SwipeActionsView(frame: .zero)
    actionsViewIfMade = view
    return view
  }

  /// The standard parts' layout the cell was made with.
  package let style: CellStyle
  /// The content view's layout margins, as UIKit gives a cell's content view on a phone: 11
  /// points above and below, 16 on the sides (1 line is 22 points, so the top and bottom
  /// round to no line; 16 points are 2 columns). They are the content view's own, and do not
  /// follow the table's `layoutMargins` when those change.
  static let contentMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)

  /// The configuration the cell shows, once set; see ``contentConfiguration``.
  var contentConfigurationIfSet: (any UIContentConfiguration)?
  /// The view showing ``contentConfiguration``, inside ``contentView``.
  var configuredContentView: (any UIView & UIContentView)?

  /// The closure a cell runs after ``UITableViewCell/updateConfiguration(using:)``.
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

  /// The cell's state as a configuration sees it: selected, highlighted, disabled (its
  /// `isUserInteractionEnabled` false), editing, swiped. A subclass overrides it to add its
  /// own states under ``UIConfigurationStateCustomKey``s.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isDisabled = !isUserInteractionEnabled
    state.isEditing = isEditing
    state.isSwiped = revealedActions != nil
    return state
  }

  /// Whether the cell updates its ``contentConfiguration`` for its state on each
  /// configuration update: true by default, as in UIKit.
  open var automaticallyUpdatesContentConfiguration = true

  /// How the cell's background looks, as a configuration: nil by default (the cell draws
  /// its selection as ever, see ``selectionStyle``). Set, its custom view is drawn behind the
  /// content, ``backgroundView`` and ``selectedBackgroundView`` are reset to nil, as in
  /// UIKit, and it is updated for the cell's ``configurationState`` while
  /// ``automaticallyUpdatesBackgroundConfiguration`` is true. Its colours are drawn only as
  /// selected or not: while the cell is selected or highlighted and the configuration, as
  /// shown, has another colour than in the normal state, the cell draws the selection bar
  /// `▌`, as ``UICollectionViewCell/backgroundConfiguration`` says; a ``selectionStyle`` of
  /// `.none` draws none.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet {
      if backgroundConfiguration != nil {
        backgroundView = nil
        selectedBackgroundView = nil
      }
      shownBackground.isConfigurationSetPerState = isRunningConfigurationUpdate
      showBackgroundConfiguration(state: configurationState)
    }
  }

  /// Whether the cell updates its ``backgroundConfiguration`` for its state on each
  /// configuration update: true by default, as in UIKit.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// A view drawn behind the content, filling the cell; nil by default. Setting one resets
  /// ``backgroundConfiguration`` to nil, as in UIKit.
  public var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if backgroundView != nil { backgroundConfiguration = nil }
      placeBackgrounds()
    }
  }

  /// A view drawn over the ``backgroundView`` while the cell is selected or highlighted, in
  /// place of the selection bar (unless the ``selectionStyle`` is `.none`); nil by default.
  /// Setting one resets ``backgroundConfiguration`` to nil, as in UIKit.
  public var selectedBackgroundView: UIView? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if selectedBackgroundView != nil { backgroundConfiguration = nil }
      placeBackgrounds()
    }
  }

  /// The background configuration as shown and the views it placed.
  var shownBackground = ShownBackground()

  /// The background views, drawn under the selection bar, the editing control and the
  /// accessory.
  override package var backgroundSubviewCount: Int { shownBackground.placedViewCount }
  /// Whether ``updateConfiguration(using:)`` or the handler is running.
  private var isRunningConfigurationUpdate = false

  /// A closure run on each configuration update, after ``updateConfiguration(using:)``.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether a configuration update is due at the next layout pass.
  package private(set) var needsConfigurationUpdate = false

  /// Asks for a configuration update at the next layout pass (before the cell is measured or
  /// drawn); calls before it make one, as in UIKit.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Where a subclass updates its configurations (or anything else) for `state`, at each
  /// configuration update; the base does nothing (the automatic update happens before it).
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Runs the configuration update if one is due: the automatic updates of the content and
  /// background configurations, then ``updateConfiguration(using:)``, then ``configurationUpdateHandler``.
  package func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, contentConfigurationIfSet != nil {
      showContentConfiguration(state: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, backgroundConfiguration != nil {
      showBackgroundConfiguration(state: state)
    }
    isRunningConfigurationUpdate = true
    defer { isRunningConfigurationUpdate = false }
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  /// Shows the content configuration, updated for `state` when the cell updates it.
  func showContentConfiguration(state: UICellConfigurationState) {
    let shown =
      automaticallyUpdatesContentConfiguration
      ? contentConfigurationIfSet?.updated(for: state) : contentConfigurationIfSet
    configuredContentView = contentView.showContent(shown, in: configuredContentView)
  }

  /// The disabled state changed.
  override package func userInteractionEnabledDidChange() {
    setNeedsUpdateConfiguration()
  }

  /// The title, detail and image views, once one of them is asked for.
  private(set) var standardViewsIfMade: StandardCellViews?

  /// The title, detail and image views, made on first use.
  var standardViews: StandardCellViews {
    if let standardViewsIfMade { return standardViewsIfMade }
    let views = StandardCellViews(contentView: contentView)
    standardViewsIfMade = views
    return views
  }

  /// Creates a cell of `style` for the pool of `reuseIdentifier`; a subclass overrides it to
  /// add its own views, as in UIKit, and the table's pool calls it for registered classes.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    contentView.layoutMargins = Self.contentMargins
    addSubview(contentView)
  }

  /// Creates an empty default cell; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    contentView.layoutMargins = Self.contentMargins
    addSubview(contentView)
  }

  /// Creates a default cell with no reuse identifier in `frame`, as `UITableViewCell()` does.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// What the table's pool calls to make a cell of a registered class: the class's own
  /// `init(style:reuseIdentifier:)` with the default style, as UIKit makes it. Every subclass
  /// that overrides its designated initializers inherits it.
  @_spi(Headless) public required convenience init(dequeuedWith identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// The cell's rectangle; setting it resizes the content view to fill it.
  override package var gridFrame: GridRect {
    didSet { updateContentFrame() }
  }

  /// Called just before the pool hands the cell out again; subclasses reset per-row state.
  open func prepareForReuse() {}

  /// Draws the selection, the editing control and the accessory: see
  /// ``drawStandardParts(_:on:clip:)``.
  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    drawStandardParts(rect, on: &canvas, clip: clip)
  }

  /// Shows the cell selected or not; the table calls it as its selection changes. A subclass
  /// that overrides it calls `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    let changed = selected != self.selected
    self.selected = selected
    updateContentFrame()
    if changed { setNeedsUpdateConfiguration() }
  }

  /// Puts the cell in or out of editing mode; the table calls it as its editing mode
  /// changes. A subclass that overrides it calls `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    let changed = editing != self.editing
    self.editing = editing
    updateContentFrame()
    if changed { setNeedsUpdateConfiguration() }
  }

  /// Places the title, detail and image views as the cell's style lays them out; a subclass
  /// that adds views of its own lays them out after calling `super`.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    layOutStandardViews(inWidth: contentView.gridFrame.width)
  }

  /// A cell of the standard style is as tall as its title and detail, one line at least.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    updateConfigurationIfNeeded()
    return GridSize(
      width: size.width,
      height: max(layOutStandardViews(inWidth: size.width), configuredContentHeight(size), 1))
  }

  /// The size the content view's constraints give the cell nearest to `targetSize`, as a
  /// self-sizing row asks it (at the table's width, `.required`, and as short as allowed,
  /// `.fittingSizeLevel`); at least as tall as the standard views. A cell whose content view
  /// places nothing by constraints answers ``UIView/sizeThatFits(_:)``.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    updateConfigurationIfNeeded()
    guard let engine = AutoLayoutEngine.engine(for: contentView) else {
      return sizeThatFits(targetSize)
    }
    let fitted = engine.fittingSize(
      GridSize(points: targetSize), horizontal: horizontalFittingPriority.solverPriority,
      vertical: verticalFittingPriority.solverPriority)
    let standard = max(
      layOutStandardViews(inWidth: fitted.width),
      configuredContentHeight(GridSize(width: fitted.width, height: 0)))
    return GridSize(width: fitted.width, height: max(fitted.height, standard)).points
  }

  /// The row as VoiceOver reads a `UITableViewCell`.
  ///
  /// By default (neither ``UIView/isAccessibilityElement`` nor ``UIView/accessibilityElements``
  /// set) the row is one element whose label is the labels of its content joined with `, `,
  /// in reading order, with the cell's own label, value, hint, traits and actions; each
  /// control inside (a button, a search field) follows it as an element of its own. A cell
  /// that is an element is one element, its label by default the same joined text; a cell
  /// that lists its elements is read in that order. A row partly on screen is read whole. A
  /// ``UISwitch`` shown as the accessory view is read as part of the row, which takes its
  /// switch traits and value (`Wi-Fi. Switch Button. On.`), as UIKit merges it.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    // A row on screen says all it holds, as a real cell's label is its labels' whole text:
    // what scrolled out of the viewport, or was cut by the cell, is still read.
    let inside = subviewAccessibilityGroups(at: rect, clip: rect).flatMap { $0 }
    var controls = inside.filter { !$0.traits.isDisjoint(with: .interactive) }
    let texts = inside.filter { $0.traits.isDisjoint(with: .interactive) }.map(\.trimmedLabel)
      .filter { !$0.isEmpty }
    var row = accessibilityElement(gridFrame: rect)
    if row.label == nil, !texts.isEmpty { row.label = texts.joined(separator: ", ") }
    row.traits.formUnion(standardAccessibilityTraits)
    mergeAccessorySwitch(into: &row, taking: &controls, at: rect)
    row.customActions += swipeAccessibilityActions
    let rowElements = row.isSilent ? [] : [row]
    guard !isAccessibilityElement else { return rowElements.isEmpty ? [] : [rowElements] }
    let elements = rowElements + controls + editingControlElements(at: rect, naming: row.label)
    return elements.isEmpty ? [] : [elements]
  }

  /// Takes the element of the switch shown as the accessory view out of `controls` and gives
  /// `row` its traits and value.
  private func mergeAccessorySwitch(
    into row: inout AccessibilityElement, taking controls: inout [AccessibilityElement],
    at rect: GridRect
  ) {
    guard let toggle = shownAccessoryView as? UISwitch, toggle.superview === self else { return }
    let frame = toggle.gridFrame.offsetBy(dx: rect.minX, dy: rect.minY)
    guard
      let index = controls.firstIndex(where: {
        $0.traits.contains(.switchButton) && $0.frame == frame
      })
    else { return }
    let element = controls.remove(at: index)
    row.traits.formUnion(element.traits.subtracting(.selected))
    row.value = row.value ?? element.value
  }
}
