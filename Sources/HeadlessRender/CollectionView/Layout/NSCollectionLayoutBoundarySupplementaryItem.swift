import Foundation

/// Where a supplementary item sits against the edges of what it belongs to, as
/// `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable {
  /// No edge.
  case none
  /// The top edge, centred across it.
  case top
  /// The top edge, at its leading end.
  case topLeading
  /// The leading edge.
  case leading
  /// The bottom edge, at its leading end.
  case bottomLeading
  /// The bottom edge, centred across it.
  case bottom
  /// The bottom edge, at its trailing end.
  case bottomTrailing
  /// The trailing edge.
  case trailing
  /// The top edge, at its trailing end.
  case topTrailing
}

/// A header or footer of a compositional layout's section, as
/// `NSCollectionLayoutBoundarySupplementaryItem`: a supplementary view of
/// ``NSCollectionLayoutSupplementaryItem/elementKind`` from the data source, at the section's
/// top or bottom edge.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
///   elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// section.boundarySupplementaryItems = [header]  // a one-line header above the groups
/// ```
///
/// A top-aligned item goes above the section's content insets, a bottom-aligned one below
/// them; both follow the section's leading and trailing insets (UIKit's default,
/// `supplementariesFollowContentInsets`), and their fractional sizes resolve against the
/// section's width less those insets. The leading, trailing and `.none` alignments are kept
/// and not placed. With ``pinToVisibleBounds`` a header stays at the top of the viewport
/// while its section is on screen, pushed up by the section's end (in a layout that scrolls
/// horizontally, at the viewport's left edge, pushed out to the left). Its
/// ``NSCollectionLayoutSupplementaryItem/zIndex`` (1 by default) orders it with the other
/// views where they overlap; at the same value it is drawn over the item supplementaries.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem
{
  /// Which edge of the section the item sits on.
  public let alignment: NSRectAlignment
  /// Whether a header stays at the top of the viewport (its left edge, in a layout that
  /// scrolls horizontally) while its section shows: false by default.
  public var pinToVisibleBounds = false
  /// Whether the item makes the section taller rather than overlapping its content: true by
  /// default; kept, always true.
  public var extendsBoundary = true

  /// An item of `layoutSize`, asking the data source for a view of `elementKind`, on the
  /// `alignment` edge of its section.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.alignment = alignment
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: Self.edges(of: alignment)), itemAnchor: nil)
  }

  /// The edges of `alignment`, as the item's container anchor.
  private static func edges(of alignment: NSRectAlignment) -> NSDirectionalRectEdge {
    switch alignment {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }

  /// Whether the item sits on the section's top edge.
  var isHeader: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }

  /// Whether the item sits on the section's bottom edge.
  var isFooter: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }

  /// The item's frame, `size` wide, across a section `width` wide from `x`, at `y`.
  func frame(size: CGSize, x: CGFloat, width: CGFloat, y: CGFloat) -> CGRect {
    let left: CGFloat
    switch alignment {
    case .topLeading, .bottomLeading: left = x
    case .topTrailing, .bottomTrailing: left = x + width - size.width
    default: left = x + (width - size.width) / 2
    }
    return CGRect(x: left, y: y, width: size.width, height: size.height)
  }
}
