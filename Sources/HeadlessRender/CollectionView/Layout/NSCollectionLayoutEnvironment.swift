import Foundation

/// What a compositional layout's section provider is told about where the section goes, as
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
  /// The collection view's size and insets.
  var container: any NSCollectionLayoutContainer { get }
  /// The traits of the collection view: its window's size classes, content size category and
  /// layout direction, so that a section can change with the device or the text size.
  var traitCollection: UITraitCollection { get }
}

/// A container's size and insets, as `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
  /// The container's size, in points.
  var contentSize: CGSize { get }
  /// The size less the insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment the headless compositional layout hands its section provider: the
/// collection view's size, with no insets, and its traits.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  var contentSize: CGSize
  var traitCollection: UITraitCollection
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// Makes the section at an index for a compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
