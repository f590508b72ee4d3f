/// How a compositional layout's section scrolls across the collection view's axis, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Anything but ``none`` lays the section's groups side by side in one row that scrolls
/// sideways on its own, as UIKit does in a scroll view of the section's own. A scenario's
/// `scrollSection` step scrolls it by columns; the paging behaviours are kept and scroll as
/// ``continuous`` does, since a scripted scroll has no speed to come to rest from (see
/// <doc:CollectionViews>).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
  /// The section does not scroll sideways: its groups follow one another down the
  /// collection view (the default).
  case none
  /// The section scrolls sideways and comes to rest anywhere.
  case continuous
  /// The section scrolls sideways and comes to rest at a group's leading edge; scrolls as
  /// ``continuous``.
  case continuousGroupLeadingBoundary
  /// The section scrolls sideways a page (the collection view's width) at a time; scrolls as
  /// ``continuous``.
  case paging
  /// The section scrolls sideways a group at a time; scrolls as ``continuous``.
  case groupPaging
  /// The section scrolls sideways a group at a time, each centred; scrolls as
  /// ``continuous``.
  case groupPagingCentered
}
