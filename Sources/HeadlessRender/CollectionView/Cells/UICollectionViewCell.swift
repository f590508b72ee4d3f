import Foundation
import TextCanvas

/// An item of a collection view: a reusable view with a `contentView`, as
/// `UICollectionViewCell`.
///
/// Subclasses put their subviews in `contentView`, or set a ``contentConfiguration``. The
/// cell draws nothing of its own (no box, no separator): it shows what its content draws, at
/// the frame its layout gives it, over its ``backgroundView`` (or its background
/// configuration's custom view) and, while selected or highlighted, its
/// ``selectedBackgroundView``, or the selection bar `▌` down its first column when its
/// ``backgroundConfiguration`` takes its selected colour (as `listPlainCell()` does). The
/// content view fills the cell; a
/// ``UICollectionViewListCell``'s accessories take room beside it.
///
/// The configuration update cycle runs as UIKit runs it: a cell whose state changes
/// (selected, highlighted, editing, swiped, expanded, disabled) or that is dequeued, or whose
/// code calls ``setNeedsUpdateConfiguration()``, is due an update; at the next layout pass
/// (before it is measured or drawn) it gets one, however many times it was asked:
/// ``contentConfiguration`` and ``backgroundConfiguration`` are updated for the state (unless
/// ``automaticallyUpdatesContentConfiguration`` or
/// ``automaticallyUpdatesBackgroundConfiguration`` is false), then
/// ``updateConfiguration(using:)`` and the ``configurationUpdateHandler`` run.
///
/// For VoiceOver a cell is not an element of its own, as in UIKit: its labels are read one by
/// one, each with the `.selected` trait while the cell ``isSelected``; a cell made an element
/// (`isAccessibilityElement = true`) is read as one, with the trait.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The closure a cell runs after ``UICollectionViewCell/updateConfiguration(using:)``.
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState)
    -> Void

  /// The view that holds the cell's content.
  public let contentView = UIView()

  /// Whether the cell shows a selected item; set by the collection view as items are
  /// selected and deselected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether the cell is highlighted: part of the cell's state, drawn as selected is (the
  /// ``selectedBackgroundView``, or the bar of a ``backgroundConfiguration``).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// What the cell shows, as a configuration: set, its view (``UIListContentView`` for a
  /// ``UIListContentConfiguration``) fills the ``contentView`` at once, updated for the cell's
  /// ``configurationState`` while ``automaticallyUpdatesContentConfiguration`` is true, as in
  /// UIKit. Setting another configuration the view supports updates the view; one it does not
  /// makes a new view. Kept across reuse, as in UIKit; nil removes the view.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { showContentConfiguration(state: configurationState) }
  }

  /// Whether the cell updates its ``contentConfiguration`` for its state on each
  /// configuration update: true by default, as in UIKit.
  open var automaticallyUpdatesContentConfiguration = true

  /// How the cell's background looks: set, its custom view is drawn behind the content, and
  /// ``backgroundView`` and ``selectedBackgroundView`` are reset to nil, as in UIKit. Its
  /// colours are drawn only as selected or not: while the cell is selected or highlighted and
  /// the configuration, as shown, has another colour than in the normal state, the cell draws
  /// the selection bar `▌` down its first column (`▐` down its last, right to left), as a
  /// selected table row. The normal colour is the configuration's own updated for the normal
  /// state, or, for one the cell's code sets in ``updateConfiguration(using:)`` or its
  /// ``configurationUpdateHandler`` (which may pick a colour per state), its style's.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet {
      if backgroundConfiguration != nil {
        backgroundView = nil
        selectedBackgroundView = nil
      }
      isBackgroundConfigurationSetPerState = isRunningConfigurationUpdate
      showBackgroundConfiguration(state: configurationState)
    }
  }

  /// Whether the cell updates its ``backgroundConfiguration`` for its state on each
  /// configuration update: true by default, as in UIKit.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// A view drawn behind the content, filling the cell; nil by default. Setting one resets
  /// ``backgroundConfiguration`` to nil, as in UIKit.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if backgroundView != nil { backgroundConfiguration = nil }
      placeContent()
    }
  }

  /// A view drawn over the ``backgroundView`` while the cell is selected or highlighted, as
  /// in UIKit; nil by default. Setting one resets ``backgroundConfiguration`` to nil, as in
  /// UIKit.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if selectedBackgroundView != nil { backgroundConfiguration = nil }
      placeContent()
    }
  }

  /// A closure run on each configuration update, after ``updateConfiguration(using:)``.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state as a configuration sees it: selected, highlighted, disabled (its
  /// `isUserInteractionEnabled` false), editing (its collection view's
  /// ``UICollectionView/isEditing``), swiped, expanded (its item expanded in its section's
  /// outline). A subclass overrides it to add its own states under
  /// ``UIConfigurationStateCustomKey``s, and calls ``setNeedsUpdateConfiguration()`` when they
  /// change.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isDisabled = !isUserInteractionEnabled
    state.isEditing = isInEditingCollectionView
    state.isSwiped = revealedActions != nil
    state.isExpanded = isExpandedInOutline
    return state
  }

  /// Asks for a configuration update at the next layout pass; calls before it make one.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Where a subclass updates its configurations (or anything else) for `state`, at each
  /// configuration update; the base does nothing (the automatic updates happen before it).
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Whether a configuration update is due.
  package private(set) var needsConfigurationUpdate = false
  /// The view showing ``contentConfiguration``, inside ``contentView``.
  var configuredContentView: (any UIView & UIContentView)?
  /// The background configuration's custom view, as shown.
  private var configuredBackgroundView: UIView?
  /// The background configuration as shown: updated for the cell's state when the cell
  /// updates it.
  private var shownBackgroundConfiguration: UIBackgroundConfiguration?
  /// Whether ``updateConfiguration(using:)`` or the handler is running.
  private var isRunningConfigurationUpdate = false
  /// How many background views ``placeContent()`` placed behind the content.
  private var placedBackgroundCount = 0
  /// Whether the background configuration was set while the configuration update ran.
  private var isBackgroundConfigurationSetPerState = false
  /// The swipe actions shown over the item, which the collection view sets when it reveals
  /// them (on a ``UICollectionViewListCell`` only, as in UIKit).
  package var revealedActions: RevealedSwipe.Shown? {
    didSet {
      placeContent()
      if (revealedActions == nil) != (oldValue == nil) { setNeedsUpdateConfiguration() }
    }
  }

  /// Creates a cell in `frame`, as the collection view's pools make registered classes.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates an empty cell; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Runs the configuration update if one is due: the automatic updates, then
  /// ``updateConfiguration(using:)``, then ``configurationUpdateHandler``.
  package func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, contentConfiguration != nil {
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

  /// A change of the cell's state: a configuration update is due, and the selected
  /// background shows or hides.
  func stateDidChange() {
    placeContent()
    setNeedsUpdateConfiguration()
  }

  /// The disabled state changed.
  override package func userInteractionEnabledDidChange() {
    setNeedsUpdateConfiguration()
  }

  /// Shows the content configuration, updated for `state` when the cell updates it.
  private func showContentConfiguration(state: UICellConfigurationState) {
    let shown =
      automaticallyUpdatesContentConfiguration
      ? contentConfiguration?.updated(for: state) : contentConfiguration
    configuredContentView = contentView.showContent(shown, in: configuredContentView)
    placeContent()
  }

  /// Shows the background configuration's custom view, updated for `state` when the cell
  /// updates it.
  private func showBackgroundConfiguration(state: UICellConfigurationState) {
    let shown =
      automaticallyUpdatesBackgroundConfiguration
      ? backgroundConfiguration?.updated(for: state) : backgroundConfiguration
    shownBackgroundConfiguration = shown
    if configuredBackgroundView !== shown?.customView {
      configuredBackgroundView?.removeFromSuperview()
      configuredBackgroundView = shown?.customView
    }
    placeContent()
  }

  /// Whether the cell draws the selection bar: it is selected or highlighted and its
  /// background configuration shows its selected colour.
  var showsSelectedBackgroundColor: Bool {
    guard isSelected || isHighlighted, let shown = shownBackgroundConfiguration,
      let base = backgroundConfiguration
    else { return false }
    return shown.showsSelectedColor(
      comparedWith: base, setPerState: isBackgroundConfigurationSetPerState,
      updatedAutomatically: automaticallyUpdatesBackgroundConfiguration,
      tintColor: tintColor ?? .tintColor)
  }

  /// The background views, drawn under the selection bar and a list cell's accessories.
  override package var backgroundSubviewCount: Int { placedBackgroundCount }

  /// Draws the selection bar of ``showsSelectedBackgroundColor`` down the first column (the
  /// last, right to left); the cell's subviews draw the rest.
  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    super.draw(rect, on: &canvas, clip: clip)
    guard showsSelectedBackgroundColor else { return }
    canvas.drawSelectionBar(in: rect, rightToLeft: isRightToLeft, clip: clip)
  }

  /// The cell's rectangle; setting it resizes the content view to fill it.
  override package var gridFrame: GridRect {
    didSet { placeContent() }
  }

  /// The columns left and right of the content view: none; a list cell's accessories take
  /// some.
  var contentInsetColumns: (leading: Int, trailing: Int) { (0, 0) }

  /// Places the backgrounds behind the content view, the content view between the insets,
  /// and the configured view over it.
  func placeContent() {
    let bounds = gridBounds
    let selected = isSelected || isHighlighted ? selectedBackgroundView : nil
    if selectedBackgroundView !== selected { selectedBackgroundView?.removeFromSuperview() }
    let backgrounds = [configuredBackgroundView ?? backgroundView, selected].compactMap { $0 }
    for (index, background) in backgrounds.enumerated() {
      if subviews.firstIndex(where: { $0 === background }) != index {
        insertSubview(background, at: index)
      }
      background.gridFrame = bounds
    }
    placedBackgroundCount = backgrounds.count
    let (leading, trailing) = contentInsetColumns
    // Right to left, the leading inset is on the right.
    contentView.gridFrame = GridRect(
      x: isRightToLeft ? trailing : leading, y: 0,
      width: max(bounds.width - leading - trailing, 0), height: bounds.height)
    configuredContentView?.gridFrame = contentView.gridBounds
  }

  /// Runs a due configuration update before the cell lays out its views, as UIKit does.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
  }

  /// A cell showing a content configuration is as tall as its configured view needs at the
  /// width its content view gets; any other answers as a view does. A due configuration
  /// update runs first.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    updateConfigurationIfNeeded()
    guard let view = configuredContentView else { return super.gridSizeThatFits(size) }
    let (leading, trailing) = contentInsetColumns
    let room = max(size.width - leading - trailing, 0)
    return GridSize(
      width: size.width, height: view.layoutSize(fitting: GridSize(width: room, height: 0)).height)
  }

  /// The size the content view's constraints give the cell nearest to `targetSize`, as a
  /// self-sizing list item asks it; a cell whose content view places nothing by constraints
  /// answers ``UIView/sizeThatFits(_:)``. A due configuration update runs first.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    updateConfigurationIfNeeded()
    guard let engine = AutoLayoutEngine.engine(for: contentView) else {
      return sizeThatFits(targetSize)
    }
    return engine.fittingSize(
      GridSize(points: targetSize), horizontal: horizontalFittingPriority.solverPriority,
      vertical: verticalFittingPriority.solverPriority
    ).points
  }

  /// The cell as VoiceOver reads a `UICollectionViewCell`: not one element, but each element
  /// inside in turn (or the cell, when made an element), with `.selected` added while the
  /// cell is selected.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    let groups = super.accessibilityGroups(at: rect, clip: clip)
    guard isSelected else { return groups }
    return groups.map { group in
      group.map { element in
        var element = element
        element.traits.insert(.selected)
        return element
      }
    }
  }
}
