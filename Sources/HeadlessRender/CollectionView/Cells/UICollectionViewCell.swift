import Foundation
import TextCanvas

/// An item of a collection view: a reusable view with a `contentView`, as
/// `UICollectionViewCell`.
///
/// Subclasses put their subviews in `contentView`, or set a ``contentConfiguration``. The
/// cell draws nothing of its own (no box, no separator): it shows what its content draws, at
/// the frame its layout gives it. The content view fills the cell; a
/// ``UICollectionViewListCell``'s accessories take room beside it.
///
/// For VoiceOver a cell is not an element of its own, as in UIKit: its labels are read one by
/// one, each with the `.selected` trait while the cell ``isSelected``; a cell made an element
/// (`isAccessibilityElement = true`) is read as one, with the trait.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content.
  public let contentView = UIView()

  /// Whether the cell shows a selected item; set by the collection view as items are
  /// selected and deselected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the cell is highlighted; kept, not drawn.
  open var isHighlighted = false

  /// The configuration the cell shows, once set; see ``contentConfiguration``.
  var contentConfigurationIfSet: (any UIContentConfiguration)?
  /// The view showing ``contentConfiguration``, inside ``contentView``.
  var configuredContentView: (any UIView & UIContentView)?
  /// The swipe actions shown over the item, which the collection view sets when it reveals
  /// them (on a ``UICollectionViewListCell`` only, as in UIKit).
  package var revealedActions: RevealedSwipe.Shown? {
    didSet {
      placeContent()
      setNeedsUpdateConfiguration()
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

  /// The cell's rectangle; setting it resizes the content view to fill it.
  override package var gridFrame: GridRect {
    didSet { placeContent() }
  }

  /// The columns left and right of the content view: none; a list cell's accessories take
  /// some.
  var contentInsetColumns: (leading: Int, trailing: Int) { (0, 0) }

  /// Places the content view between the insets, and the configured view over it.
  func placeContent() {
    let bounds = gridBounds
    let (leading, trailing) = contentInsetColumns
    contentView.gridFrame = GridRect(
      x: leading, y: 0, width: max(bounds.width - leading - trailing, 0), height: bounds.height)
    configuredContentView?.gridFrame = contentView.gridBounds
  }

  /// A cell showing a content configuration is as tall as its configured view needs at the
  /// width its content view gets; any other answers as a view does.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    guard let view = configuredContentView else { return super.gridSizeThatFits(size) }
    let (leading, trailing) = contentInsetColumns
    let room = max(size.width - leading - trailing, 0)
    return GridSize(
      width: size.width, height: view.layoutSize(fitting: GridSize(width: room, height: 0)).height)
  }

  /// The size the content view's constraints give the cell nearest to `targetSize`, as a
  /// self-sizing list item asks it; a cell whose content view places nothing by constraints
  /// answers ``UIView/sizeThatFits(_:)``.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
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
