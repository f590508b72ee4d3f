import Foundation

/// How a compositional layout lays out its sections as a whole, as
/// `UICollectionViewCompositionalLayoutConfiguration`: the space between sections and the
/// layout's own headers and footers, above the first section and below the last.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 22  // a blank line between sections
/// configuration.boundarySupplementaryItems = [
///   NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(
///       widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
///     elementKind: "layout-header", alignment: .top)
/// ]
/// let layout = UICollectionViewCompositionalLayout(
///   sectionProvider: provider, configuration: configuration)
/// ```
///
/// The layout's boundary items are asked for at index path `[0, 0]` with their kind, so they
/// take a kind of their own; a pinned header stays at the top of the viewport (at its left
/// edge, scrolling horizontally) over all the content.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The direction the content scrolls: `.vertical` by default; `.horizontal` lays the
  /// sections side by side, each section's groups along its row (an orthogonal section's down
  /// a column that scrolls on its own; a list layout made by `list(using:)` still scrolls
  /// vertically; see <doc:CollectionViews>).
  open var scrollDirection = UICollectionViewFlowLayout.ScrollDirection.vertical
  /// The space between sections, in points: none by default.
  open var interSectionSpacing: CGFloat = 0
  /// The layout's own headers (top-aligned) and footers (bottom-aligned): none by default.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// A configuration with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// A copy, as the layout keeps one.
  func copied() -> UICollectionViewCompositionalLayoutConfiguration {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    return copy
  }
}
