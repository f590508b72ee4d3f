import Foundation
import TextCanvas

/// Where a layout puts one cell or supplementary view, in points, as
/// `UICollectionViewLayoutAttributes`.
///
/// The collection view maps the frame to the character grid edge by edge (see
/// `PointScale`): a layout computes in points exactly as UIKit's does, and only drawing
/// rounds.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// What kind of element the attributes place.
  public enum ElementCategory: Int, Hashable, Sendable {
    /// A cell, from the data source's `cellForItemAt`.
    case cell
    /// A supplementary view, from `viewForSupplementaryElementOfKind`.
    case supplementaryView
    /// A decoration view, made from the class the layout registered for its kind.
    case decorationView
  }

  /// The element's index path.
  public var indexPath: IndexPath
  /// The element's frame in the collection view's content, in points.
  public var frame: CGRect = .zero
  /// Whether the element is hidden.
  public var isHidden = false
  /// The element's stacking order: where frames overlap, the collection view draws the element
  /// with the higher value over the other; 0 by default. At the same value, decorations are
  /// drawn first, then cells, then supplementary views (a section's headers and footers over
  /// the views attached to items), each kind in index-path order.
  public var zIndex = 0
  /// Whether the attributes place a cell or a supplementary view.
  public let representedElementCategory: ElementCategory
  /// The kind of a supplementary view (e.g. ``UICollectionView/elementKindSectionHeader``);
  /// nil for a cell.
  public let representedElementKind: String?

  /// The attributes of the cell at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// The attributes of the decoration view of `decorationViewKind` at `indexPath`.
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// How a supplementary view is attached: to an item (a badge), to a section or the layout
  /// (a header or footer), or to nothing the collection view knows (a custom layout's).
  enum Attachment: Hashable {
    case none, item, boundary
  }

  /// How the supplementary view is attached; `.none` for cells and decorations.
  var attachment = Attachment.none

  /// Whether the element moves with the items of its section when the section scrolls
  /// sideways: a cell and the views attached to it.
  var scrollsWithItems: Bool { representedElementCategory == .cell || attachment == .item }

  /// A copy of the attributes, as UIKit's `copy()`.
  func copied() -> UICollectionViewLayoutAttributes {
    let copy: UICollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    case .supplementaryView:
      copy = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView:
      copy = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.frame = frame
    copy.isHidden = isHidden
    copy.zIndex = zIndex
    copy.attachment = attachment
    return copy
  }

  /// The element's size, in points.
  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
}
