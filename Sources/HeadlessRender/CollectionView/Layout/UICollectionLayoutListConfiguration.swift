import Foundation

/// How a list section looks, as `UICollectionLayoutListConfiguration`: pass it to
/// ``UICollectionViewCompositionalLayout/list(using:)``, or to
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` for one section.
///
/// The headless list draws the `.plain` appearance as a plain table draws its rows: each
/// item the full width of the collection view, as tall as its cell's content, with a
/// separator line of its own under it. `.grouped` and `.insetGrouped` are drawn as the
/// table's grouped styles (a blank line between sections, edges or a rounded box), the
/// sidebars without separators (see <doc:CollectionViews>).
///
/// Its swipe-action providers give each item's ``UISwipeActionsConfiguration``, as a table's
/// delegate does for its rows; a ``UICollectionViewListCell`` draws the revealed actions as a
/// table's cell does.
public struct UICollectionLayoutListConfiguration: Sendable {
  /// The list's overall style.
  public enum Appearance: Int, Hashable, Sendable {
    /// Rows edge to edge, as a plain table.
    case plain
    /// Sections in groups, between full-width edges.
    case grouped
    /// Sections in inset rounded boxes.
    case insetGrouped
    /// A sidebar: no separators, headers not pinned.
    case sidebar
    /// A plain sidebar: no separators, headers pinned.
    case sidebarPlain
  }

  /// How a section shows its header.
  public enum HeaderMode: Int, Hashable, Sendable {
    /// No header (the default).
    case none
    /// A supplementary view of kind ``UICollectionView/elementKindSectionHeader``, one line
    /// tall.
    case supplementary
    /// Each section's first item is its header: laid out where a supplementary header goes,
    /// with no separator under it and not pinned; its list cell's default configuration is
    /// the appearance's header.
    case firstItemInSection
  }

  /// How a section shows its footer.
  public enum FooterMode: Int, Hashable, Sendable {
    /// No footer (the default).
    case none
    /// A supplementary view of kind ``UICollectionView/elementKindSectionFooter``, one line
    /// tall, under the section's last item.
    case supplementary
  }

  /// What gives an item's swipe actions, as
  /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`: nil (or no
  /// actions) offers none.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor @Sendable (IndexPath) -> UISwipeActionsConfiguration?

  /// The list's style, given when the configuration is made.
  public var appearance: Appearance
  /// Whether each item has a separator line under it: true by default.
  public var showsSeparators = true
  /// How each section shows its header: `.none` by default.
  public var headerMode = HeaderMode.none
  /// How each section shows its footer: `.none` by default.
  public var footerMode = FooterMode.none
  /// The actions a swipe from an item's leading edge reveals: nil (none) by default.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe from an item's trailing edge reveals: nil (none) by default.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Creates a configuration of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
