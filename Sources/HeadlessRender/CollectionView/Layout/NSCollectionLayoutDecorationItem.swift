import Foundation

/// A view a compositional section draws behind its items, as
/// `NSCollectionLayoutDecorationItem`: a section background, whose view class is registered
/// on the layout with ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``.
///
/// ```swift
/// section.decorationItems = [.background(elementKind: "album-background")]
/// layout.register(AlbumBackgroundView.self, forDecorationViewOfKind: "album-background")
/// ```
///
/// The background covers the whole section (its headers, content insets, items and footers),
/// the collection view's width, less the item's ``NSCollectionLayoutItem/contentInsets``, and
/// is drawn behind the cells and supplementary views (at its default ``zIndex`` of 0); the
/// data source is never asked for it.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind the view class was registered for.
  public let elementKind: String
  /// The stacking order: 0 by default, behind the section's cells (0) and supplementary views
  /// (1); a higher value draws it over those with a lower one.
  public var zIndex = 0

  private init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  /// A background behind the whole section, drawn by a view of `elementKind`.
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
