/// How a compositional layout's section scrolls across the collection view's axis, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Anything but ``none`` lays the section's groups side by side in one row that scrolls
/// sideways on its own, as UIKit does in a scroll view of the section's own. A scenario's
/// `scrollSection` step scrolls it by columns as a finger does, and the section comes to rest
/// where its behaviour says: a scripted scroll has no speed, so nothing decelerates past
/// where the finger leaves it, and the paging behaviours move one page per scroll (see
/// <doc:CollectionViews>). A programmatic scroll (`scrollToItem(at:at:animated:)`) rests
/// where it puts the section.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
  /// The section does not scroll sideways: its groups follow one another down the
  /// collection view (the default).
  case none
  /// The section scrolls sideways and comes to rest anywhere.
  case continuous
  /// The section scrolls sideways and comes to rest at the group leading edge nearest to
  /// where the finger leaves it.
  case continuousGroupLeadingBoundary
  /// The section scrolls sideways a page (the collection view's width) at a time.
  case paging
  /// The section scrolls sideways a group at a time, the group's leading edge at the
  /// section's leading inset.
  case groupPaging
  /// The section scrolls sideways a group at a time, each centred in the collection view.
  case groupPagingCentered
}
