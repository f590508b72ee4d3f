import Foundation
import TextCanvas

/// An element of a compositional section on screen (a cell, a supplementary or a decoration
/// view), as `NSCollectionLayoutVisibleItem`: what a section's
/// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` is given, and may change
/// for the layout pass under way.
///
/// Its ``frame`` is where the layout put it, in the collection view's content (in the
/// section's row, before its sideways offset, for a section that scrolls sideways). Hiding
/// it, or an ``alpha`` of 0, leaves it undrawn; a new ``zIndex`` restacks it; a new
/// ``center`` moves it; a ``transform`` is kept and not drawn.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
  /// How opaque the element is: 1 by default; 0 leaves it undrawn.
  var alpha: CGFloat { get set }
  /// The element's stacking order (see ``UICollectionViewLayoutAttributes/zIndex``).
  var zIndex: Int { get set }
  /// Whether the element is hidden.
  var isHidden: Bool { get set }
  /// The centre of the element's frame; setting it moves the element.
  var center: CGPoint { get set }
  /// The element's transform; kept, not drawn.
  var transform: CGAffineTransform { get set }
  /// The element's name: its kind, or `UICollectionElementKindCell` for a cell.
  var name: String { get }
  /// The element's index path.
  var indexPath: IndexPath { get }
  /// Where the layout put the element.
  var frame: CGRect { get }
  /// The element's size, at the origin.
  var bounds: CGRect { get }
  /// Whether the element is a cell, a supplementary view or a decoration view.
  var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
  /// The kind of a supplementary or decoration view; nil for a cell.
  var representedElementKind: String? { get }
}

/// What a section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` is: called
/// with the section's elements on screen, the scroll offset and the layout environment, as
/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) ->
  Void

/// One element on screen as a section's handler sees it: a copy of its attributes, which the
/// handler may change for the pass under way.
final class LayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  /// The element's attributes for the pass, as the handler leaves them.
  let attributes: UICollectionViewLayoutAttributes
  var alpha: CGFloat = 1
  var transform = CGAffineTransform.identity

  init(_ attributes: UICollectionViewLayoutAttributes) {
    self.attributes = attributes.copied()
  }

  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }

  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }

  var center: CGPoint {
    get { CGPoint(x: attributes.frame.midX, y: attributes.frame.midY) }
    set {
      attributes.frame.origin = CGPoint(
        x: newValue.x - attributes.frame.width / 2, y: newValue.y - attributes.frame.height / 2)
    }
  }

  var name: String { attributes.representedElementKind ?? UICollectionView.elementKindCell }
  var indexPath: IndexPath { attributes.indexPath }
  var frame: CGRect { attributes.frame }
  var bounds: CGRect { CGRect(origin: .zero, size: attributes.frame.size) }

  var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory {
    attributes.representedElementCategory
  }

  var representedElementKind: String? { attributes.representedElementKind }

  /// The attributes to draw: hidden as well when fully transparent.
  var shown: UICollectionViewLayoutAttributes {
    if alpha <= 0 { attributes.isHidden = true }
    return attributes
  }
}
