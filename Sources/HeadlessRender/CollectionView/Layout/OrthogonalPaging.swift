import Foundation
import TextCanvas

/// Where a section that scrolls sideways comes to rest once a finger has scrolled it, as its
/// `orthogonalScrollingBehavior` says: the layout's groups and inset, and the arithmetic on
/// the grid's columns.
///
/// A scripted scroll has no speed, so nothing decelerates: `.continuous` rests where the
/// finger leaves the row; `.continuousGroupLeadingBoundary` at the group leading edge nearest
/// to there; the paging behaviours move one page from the page the scroll started on, in the
/// scroll's direction, however far it went: a page is the collection view's width for
/// `.paging`, a group with its leading edge at the section's leading inset for
/// `.groupPaging`, a group centred in the collection view for `.groupPagingCentered`. A
/// section that scrolls down (``isVertical``) pages the same way along its column, in lines.
struct OrthogonalPaging {
  /// How the section scrolls.
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// The groups' frames in the section's row, in order, in points.
  var groups: [CGRect]
  /// The section's leading content inset, in points (for a column, its headers' height and
  /// top inset: where its first group starts).
  var leadingInset: CGFloat
  /// Whether the section scrolls down its column rather than sideways along its row.
  var isVertical = false
  /// For a column, its bottom inset and footers' height, in points: what stays under its last
  /// group.
  var trailingInset: CGFloat = 0

  /// The offset, in columns, the section comes to rest at after a finger scrolled it from
  /// `start` to `end` in a collection view `width` columns wide (for a column, lines and
  /// `width` lines tall); the layout pass then keeps it inside the row.
  ///
  /// - Complexity: O(g) in the groups.
  func restingOffset(from start: Int, to end: Int, width: Int) -> Int {
    let leading = groups.map {
      isVertical
        ? GridRect(points: $0).minY - PointScale.lines(leadingInset)
        : GridRect(points: $0).minX - PointScale.columns(leadingInset)
    }
    switch behavior {
    case .none, .continuous:
      return end
    case .continuousGroupLeadingBoundary:
      // The nearest stop; between two equally near, the one the scroll went towards.
      return leading.min {
        (abs($0 - end), end >= start ? -$0 : $0) < (abs($1 - end), end >= start ? -$1 : $1)
      } ?? end
    case .paging:
      guard width > 0 else { return end }
      let page = Int((Double(start) / Double(width)).rounded())
      return max(page + Self.step(from: start, to: end), 0) * width
    case .groupPaging:
      return Self.page(from: start, to: end, stops: leading)
    case .groupPagingCentered:
      let centred = groups.map {
        let group = GridRect(points: $0)
        return isVertical
          ? group.minY - (width - group.height) / 2 : group.minX - (width - group.width) / 2
      }
      return Self.page(from: start, to: end, stops: centred)
    }
  }

  /// -1, 0 or 1: which way the finger scrolled.
  private static func step(from start: Int, to end: Int) -> Int {
    end > start ? 1 : end < start ? -1 : 0
  }

  /// The stop after (or before) the one nearest to `start`, as the scroll went; `end` when
  /// there are none.
  private static func page(from start: Int, to end: Int, stops: [Int]) -> Int {
    guard
      let nearest = stops.indices.min(by: {
        (abs(stops[$0] - start), $0) < (abs(stops[$1] - start), $1)
      })
    else { return end }
    let index = min(max(nearest + step(from: start, to: end), 0), stops.count - 1)
    return stops[index]
  }
}
