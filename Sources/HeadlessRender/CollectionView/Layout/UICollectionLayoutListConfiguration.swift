import Foundation

/// How a list section looks, as `UICollectionLayoutListConfiguration`: pass it to
/// ``UICollectionViewCompositionalLayout/list(using:)``.
///
/// The headless list draws the `.plain` appearance, as a plain table draws its rows: each
/// item the full width of the collection view, as tall as its cell's content, with a
/// separator line of its own under it. The other appearances are kept and drawn as `.plain`
/// (see <doc:CollectionViews>).
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
  /// The list's overall style.
  public enum Appearance: Int, Hashable, Sendable {
    /// Rows edge to edge, as a plain table.
    case plain
    /// Sections in groups; drawn as `.plain`.
    case grouped
    /// Sections in inset rounded groups; drawn as `.plain`.
    case insetGrouped
    /// A sidebar; drawn as `.plain`.
    case sidebar
    /// A plain sidebar; drawn as `.plain`.
    case sidebarPlain
  }

  /// How a section shows its header.
  public enum HeaderMode: Int, Hashable, Sendable {
    /// No header (the default).
    case none
    /// A supplementary view of kind ``UICollectionView/elementKindSectionHeader``, one line
    /// tall.
    case supplementary
    /// The first item is the header; kept, drawn as an item.
    case firstItemInSection
  }

  /// The list's style, given when the configuration is made.
  public var appearance: Appearance
  /// Whether each item has a separator line under it: true by default.
  public var showsSeparators = true
  /// How each section shows its header: `.none` by default.
  public var headerMode = HeaderMode.none

  /// Creates a configuration of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
