import Foundation

/// Where a supplementary item is attached to its container, as `NSCollectionLayoutAnchor`: the
/// edges it is drawn against, and an offset from there.
///
/// ```swift
/// // A badge at the item's top-trailing corner, moved out by a third of its own size.
/// let anchor = NSCollectionLayoutAnchor(
///   edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// ```
///
/// Each edge given pulls the item against that edge of its container; an axis with neither
/// of its edges (or with both) centres it on that axis. The offset then moves it, in points
/// (`absoluteOffset`) or in fractions of the supplementary item's own size
/// (`fractionalOffset`); positive values go right and down.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
  /// The edges of the container the supplementary item is drawn against.
  public let edges: NSDirectionalRectEdge
  /// The offset from the edges: points, or fractions of the supplementary item's size.
  public let offset: CGPoint
  /// Whether ``offset`` is in points.
  public var isAbsoluteOffset: Bool { !isFractionalOffset }
  /// Whether ``offset`` is in fractions of the supplementary item's width and height.
  public let isFractionalOffset: Bool

  private init(edges: NSDirectionalRectEdge, offset: CGPoint, isFractionalOffset: Bool) {
    self.edges = edges
    self.offset = offset
    self.isFractionalOffset = isFractionalOffset
  }

  /// An anchor against `edges`, with no offset.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, isFractionalOffset: false)
  }

  /// An anchor against `edges`, moved by `absoluteOffset` points.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, isFractionalOffset: false)
  }

  /// An anchor against `edges`, moved by `fractionalOffset` times the supplementary item's
  /// width and height.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, isFractionalOffset: true)
  }

  /// Where the anchor lies in a rect, as fractions of its width and height: 0 at the leading
  /// (top) edge, 1 at the trailing (bottom) edge, ½ for an axis with neither edge or both.
  var unitPoint: CGPoint {
    func fraction(_ start: NSDirectionalRectEdge, _ end: NSDirectionalRectEdge) -> CGFloat {
      switch (edges.contains(start), edges.contains(end)) {
      case (true, false): 0
      case (false, true): 1
      default: 0.5
      }
    }
    return CGPoint(x: fraction(.leading, .trailing), y: fraction(.top, .bottom))
  }

  /// The offset in points for a supplementary item of `size`.
  func points(for size: CGSize) -> CGPoint {
    isFractionalOffset
      ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
  }
}
