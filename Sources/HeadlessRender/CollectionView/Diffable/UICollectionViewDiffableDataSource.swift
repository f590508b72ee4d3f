import Foundation
import ListKit

/// A collection view's data source driven by snapshots: UIKit's
/// `UICollectionViewDiffableDataSource`, headless.
///
/// Create it with the collection view and a cell provider; it becomes the collection view's
/// data source (held weakly by the collection view, so keep it). Then apply an
/// ``NSDiffableDataSourceSnapshot`` of section and item identifiers:
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<PhotoCell, Int> { cell, _, photoID in
///   cell.titleLabel.text = photos[photoID]?.title
/// }
/// let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: grid) {
///   grid, indexPath, photoID in
///   grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photoID)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["Photos"])
/// snapshot.appendItems([1, 2, 3])
/// dataSource.apply(snapshot)  // the section is inserted: its items are marked `+`
/// ```
///
/// It applies snapshots exactly as ``UITableViewDiffableDataSource`` does (the same
/// machinery: the identifiers diffed, the batches validated by the collection view, reloads
/// and reconfigures from the snapshot's marks, applies serialized, `animatingDifferences:
/// false` shown from scratch); see there. Headers and footers come from
/// ``supplementaryViewProvider``.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// The cell for an item: dequeued from the collection view and configured for the item the
  /// identifier names; nil is what UIKit stops on, kept as the collection view's failure.
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// The supplementary view of a kind at an index path, dequeued and configured.
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  /// The snapshot type this data source applies, as UIKit spells it.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >
  typealias Applier = DiffableApplier<SectionIdentifierType, ItemIdentifierType>

  /// Makes the headers and footers the layout places; nil (the default) is what UIKit stops
  /// on when the layout asks for one.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// What the user may reorder, and what the data source tells before and after a reorder
  /// by a reorder accessory; no item can be reordered until `canReorderItem` is set.
  public var reorderingHandlers = ReorderingHandlers()

  /// What the data source asks and tells when the user expands or collapses an outline item
  /// (its disclosure tapped): nothing is asked until a handler is set.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  let cellProvider: CellProvider
  let applier: Applier
  /// The collection view this data source was made for (held weakly), which keeps the
  /// failures of the snapshots it is given.
  private(set) weak var collectionView: UICollectionView?
  /// The section snapshots applied, by section, kept in line with every snapshot applied
  /// since (see ``keepSectionSnapshots(inLineWith:)``).
  var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Creates a data source for `collectionView` and makes it the collection view's data
  /// source. The collection view shows nothing until a snapshot is applied.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.collectionView = collectionView
    applier = Applier(view: collectionView.batchUpdating)
    super.init()
    collectionView.dataSource = self
  }

  /// Makes `snapshot` what the collection view shows, animating the difference from the last
  /// snapshot applied, then calls `completion`, as ``UITableViewDiffableDataSource`` does.
  ///
  /// A snapshot that kept a failure is not applied: the failure is kept as the collection
  /// view's, which the frame that draws it reports, and `completion` does not run.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    apply(snapshot, style: animatingDifferences ? .animated : .reload, completion: completion)
  }

  /// Shows `snapshot` from scratch without diffing, as `reloadData()` does, then calls
  /// `completion`.
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil
  ) {
    apply(snapshot, style: .reload, completion: completion)
  }

  /// Applies `snapshot` in `style`, `outline` becoming the section snapshot of its section
  /// first, then brings every section snapshot in line with it; a snapshot that kept a
  /// failure changes nothing.
  func apply(
    _ snapshot: Snapshot, style: Applier.ApplyStyle,
    outline: (
      section: SectionIdentifierType,
      snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    )? = nil,
    completion: (@MainActor () -> Void)?
  ) {
    guard let base = acceptedBase(of: snapshot) else { return }
    if let outline { sectionSnapshots[outline.section] = outline.snapshot }
    keepSectionSnapshots(inLineWith: snapshot)
    applier.enqueue(Applier.PendingApply(snapshot: base, style: style, completion: completion))
  }

  /// Makes `section` show the visible items of `sectionSnapshot` (adding the section at the
  /// end when the snapshot has none), leaving the other sections as they are, and applies
  /// the result as ``apply(_:animatingDifferences:completion:)`` does.
  ///
  /// ```swift
  /// var outline = dataSource.snapshot(for: "Birds")
  /// outline.expand(["Water"])  // heron and coot come on screen, marked `+`
  /// dataSource.apply(outline, to: "Birds")
  /// ```
  ///
  /// A section snapshot that kept a failure is not applied: its message is kept as the
  /// collection view's failure.
  public func apply(
    _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    if let failure = sectionSnapshot.failure {
      if let collectionView {
        collectionView.recordFailure(collectionView.error(.invalidSectionSnapshot(failure)))
      }
      return
    }
    apply(
      snapshot(applying: sectionSnapshot, to: section),
      style: animatingDifferences ? .animated : .reload,
      outline: (section, sectionSnapshot), completion: completion)
  }

  /// The data source's snapshot with `section` showing the visible items of
  /// `sectionSnapshot`.
  func snapshot(
    applying sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType
  ) -> Snapshot {
    var whole = snapshot()
    if whole.indexOfSection(section) == nil {
      whole.appendSections([section])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: section))
    }
    whole.appendItems(sectionSnapshot.visibleItems, toSection: section)
    return whole
  }

  /// The section snapshot of `section`: the one last applied to it, as every snapshot
  /// applied since left it, or one of the section's items, flat, when none was or a snapshot
  /// applied since inserted or reordered its items.
  public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<
    ItemIdentifierType
  > {
    if let kept = sectionSnapshots[section] { return kept }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    let whole = snapshot()
    if whole.indexOfSection(section) != nil {
      flat.append(whole.itemIdentifiers(inSection: section))
    }
    return flat
  }

  /// The section snapshot last applied to `section`, as the snapshots applied since left it,
  /// or nil when none was or one of them gave up its outline.
  func appliedSectionSnapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>?
  {
    sectionSnapshots[section]
  }

  /// A copy of the data source's snapshot: the last one given to `apply`.
  public func snapshot() -> Snapshot {
    Snapshot(applier.latestSnapshot)
  }

  /// The item the collection view shows at `indexPath`, or nil.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    applier.itemIdentifier(for: indexPath)
  }

  /// Where the collection view shows `itemIdentifier`, or nil.
  ///
  /// - Complexity: O(*n*) in the number of items.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    applier.position(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
  }

  /// The identifier of the section the collection view shows at `index`, or nil.
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    applier.sectionIdentifier(for: index)
  }

  /// One per section of the applied snapshot.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    applier.store.sections.count
  }

  /// The items of the section at `section`.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    applier.numberOfItems(inSection: section)
  }

  /// The cell provider's cell for the item at `indexPath`.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    // A cell without a reuse identifier: the collection view reports UIKit's message.
    return UICollectionViewCell(frame: .zero)
  }

  /// The supplementary view provider's view; without a provider, a view the collection view
  /// reports as not dequeued.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }

  /// Brings every section snapshot in line with `whole`, the snapshot being applied, so that
  /// ``snapshot(for:)`` and the outline disclosure never bring back what it changed.
  ///
  /// A section `whole` no longer has loses its section snapshot. In the others, the visible
  /// items `whole` no longer shows in the section are deleted with their descendants, and so
  /// are hidden items (children of collapsed items) that `whole` shows anywhere. When what is
  /// left shows exactly the section's items in `whole`, it stays the section's section
  /// snapshot, collapsed children and expanded state included; otherwise (`whole` inserted
  /// or reordered items there) the section is flat from now on, as one never given a section
  /// snapshot.
  ///
  /// - Complexity: O(*n* · (*d* + *g*)) for *n* items in the section snapshots kept, *d*
  ///   levels deep, *g* of them deleted.
  private func keepSectionSnapshots(inLineWith whole: Snapshot) {
    guard !sectionSnapshots.isEmpty else { return }
    var kept: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    for (section, outline) in sectionSnapshots where whole.indexOfSection(section) != nil {
      let shown = whole.itemIdentifiers(inSection: section)
      let shownHere = Set(shown)
      let gone = outline.items.filter { item in
        outline.isVisible(item)
          ? !shownHere.contains(item)
          : whole.sectionIdentifier(containingItem: item) != nil
      }
      var pruned = outline
      pruned.delete(gone)  // an item under one deleted before it is gone already
      if pruned.visibleItems == shown { kept[section] = pruned }
    }
    sectionSnapshots = kept
  }

  /// The snapshot's ListKit snapshot, or nil when it kept a failure, which becomes the
  /// collection view's.
  private func acceptedBase(of snapshot: Snapshot) -> Applier.BaseSnapshot? {
    guard let failure = snapshot.failure else { return snapshot.base }
    if let collectionView {
      collectionView.recordFailure(collectionView.error(.invalidSnapshot(failure)))
    }
    return nil
  }
}
