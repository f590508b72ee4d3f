import Foundation

/// Where a collection view's cells and supplementary views go, as `UICollectionViewLayout`.
///
/// The collection view drives it as UIKit's does: ``prepare()`` once the layout is invalid
/// (its first layout, a new width, `reloadData()`, a batch update, ``invalidateLayout()``),
/// then ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` for the
/// viewport. A subclass that overrides them is a custom layout the headless collection view
/// draws too.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout is attached to; held weakly.
  public internal(set) weak var collectionView: UICollectionView?

  /// Whether ``prepare()`` must run before the next layout pass.
  var needsPrepare = true

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Computes the layout: called before the collection view reads it, after each
  /// invalidation. Does nothing by default.
  open func prepare() {}

  /// The size of the whole content, in points; zero by default.
  open var collectionViewContentSize: CGSize { .zero }

  /// Whether the collection view mirrors the layout's frames when it lays out right to left,
  /// so that a layout computed left to right reads from the right: false by default, as in
  /// UIKit; true for a flow layout and a compositional one.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { flipsByDefault }

  /// What ``flipsHorizontallyInOppositeLayoutDirection`` says unless a subclass overrides it:
  /// false here, true for the flow and compositional layouts, as UIKit's.
  package var flipsByDefault: Bool { false }

  /// The attributes of every element whose frame meets `rect` (in content points).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the cell at `indexPath`, or nil when the layout places none there.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Marks the layout invalid: the collection view calls ``prepare()`` before its next pass.
  open func invalidateLayout() {
    needsPrepare = true
  }

  /// Whether the layout sizes its items from their cells (a list), so the collection view
  /// measures the cells it shows and hands their heights back with
  /// ``setMeasuredHeight(_:at:)``.
  var selfSizesItems: Bool { false }

  /// The lines of separator the collection view draws under the item at `indexPath`, and the
  /// columns they start at; none by default.
  func separator(below indexPath: IndexPath) -> SeparatorInset? { nil }

  /// The view classes registered for decoration kinds.
  private(set) var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

  /// Registers the view class the collection view makes for decorations of `elementKind`
  /// (a ``UICollectionReusableView`` subclass, made with `init(frame:)`); nil unregisters it.
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationViewClasses[elementKind] = viewClass as? UICollectionReusableView.Type
  }

  /// The edges of the grouped list sections, in the content's lines; none by default.
  var sectionBoxes: [ListDecorationView.SectionBox] { [] }

  /// Keeps the height, in points, that the cell at `indexPath` measured; whether it changed.
  func setMeasuredHeight(_ height: CGFloat, at indexPath: IndexPath) -> Bool { false }

  /// Whether the cells the collection view measures choose their whole size (through
  /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``), handed back with
  /// ``setMeasuredSize(_:at:)``, rather than their height at their width; false by default.
  var measuresWholeSizes: Bool { false }

  /// Whether the cell at `indexPath` is measured whole (see ``measuresWholeSizes``):
  /// ``measuresWholeSizes`` unless the layout says per item.
  func measuresWholeSize(at indexPath: IndexPath) -> Bool { measuresWholeSizes }

  /// Keeps the size, in points, that the cell at `indexPath` asked for; whether it changed.
  func setMeasuredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool { false }

  /// Moves measured heights along with their items after a batch, dropping the rest.
  func moveMeasuredHeights(_ destination: (IndexPath) -> IndexPath?) {}

  /// Forgets every measured height.
  func forgetMeasuredHeights() {}

  /// The width of the section's row, in points, when the layout scrolls the section
  /// sideways (the height of its column, when it scrolls it down: see
  /// ``orthogonalScrollsVertically(ofSection:)``); nil (the default) when it scrolls with the
  /// collection view.
  func orthogonalContentWidth(ofSection section: Int) -> CGFloat? { nil }

  /// Whether the section scrolls on its own down rather than sideways: an orthogonal section
  /// of a layout that scrolls horizontally; false by default.
  func orthogonalScrollsVertically(ofSection section: Int) -> Bool { false }

  /// The elements `layoutAttributesForElements(in:)` found on screen, as each section's
  /// visible items handler leaves them for this pass: the collection view's offset is
  /// `contentOffset` and `sideways` answers a section's sideways offset, in points. Unchanged
  /// by default.
  func visibleElements(
    _ elements: [UICollectionViewLayoutAttributes], contentOffset: CGPoint,
    sideways: (Int) -> CGFloat?
  ) -> [UICollectionViewLayoutAttributes] {
    elements
  }

  /// Where a sideways-scrolling section comes to rest after a finger scrolls it: its
  /// behaviour, its groups' frames in its row and its leading inset, in points; nil (the
  /// default) when it rests wherever the finger leaves it.
  func orthogonalPaging(ofSection section: Int) -> OrthogonalPaging? { nil }

  /// The first of `count` elements stacked top to bottom whose bottom is below `top`: where
  /// the elements a rect starting at `top` meets begin.
  ///
  /// - Complexity: O(log n).
  static func firstElement(count: Int, endingBelow top: CGFloat, bottom: (Int) -> CGFloat)
    -> Int
  {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if bottom(middle) <= top { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
