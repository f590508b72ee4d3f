import Foundation
import TextCanvas

/// A view a collection view reuses: a supplementary view (a section header or footer), and
/// the base of every cell, as `UICollectionReusableView`.
///
/// The collection view makes registered classes with `init(frame:)` and hands them out again
/// from its pools after ``prepareForReuse()``. A subclass adds its subviews in `init(frame:)`,
/// as in UIKit.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with; nil for a view the collection
  /// view did not make.
  public internal(set) var reuseIdentifier: String?

  /// Creates a view in `frame`, as the collection view's pools make registered classes.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an empty view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// What the collection view's pools call to make a view of a registered class: the class's
  /// own `init(frame:)` with a zero frame, as UIKit makes it. Every subclass that overrides
  /// `init(frame:)` and `init(coder:)` inherits it.
  @_spi(Headless) public required convenience init(dequeuedWith identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Called just before a pool hands the view out again; subclasses reset per-item state.
  open func prepareForReuse() {}

  /// The attributes the view would rather have than `layoutAttributes`, for a layout whose
  /// items size themselves (a flow layout with an `estimatedItemSize`): by default a copy
  /// whose size is what the view's constraints give it, both axes pulled as small as they go
  /// (``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// at `.fittingSizeLevel`). A subclass overrides it to keep a width or add room.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred = layoutAttributes.copied()
    preferred.size = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    return preferred
  }

  /// Whether the view hides what is drawn under it: true for the headers and footers a
  /// collection view shows, so that a pinned header covers the items under it, as a list's
  /// header with its background does in UIKit; false for cells.
  var coversWhatIsUnder = false

  /// Clears the view's rectangle when it ``coversWhatIsUnder``; its subviews draw the rest.
  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    if coversWhatIsUnder { canvas.clear(rect.intersection(clip)) }
  }
}
