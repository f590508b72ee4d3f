import Foundation
import ListKit

/// A table view's data source driven by snapshots: UIKit's `UITableViewDiffableDataSource`,
/// headless.
///
/// Create it with the table and a cell provider; it becomes the table's data source (held
/// weakly by the table, so keep it). Then describe the content as an
/// ``NSDiffableDataSourceSnapshot`` of section and item identifiers and apply it:
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: tableView) {
///   tableView, indexPath, todoID in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
///   if let todo = todos[todoID] { (cell as? TodoCell)?.configure(with: todo) }
///   return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["To do"])
/// snapshot.appendItems([1, 2, 3])
/// dataSource.apply(snapshot)  // the table inserts the section: its rows are marked `+`
/// ```
///
/// A change UIKit would raise an exception for (items appended before any section, an
/// identifier twice) is kept by the snapshot; the data source applies nothing of it and keeps
/// the failure as its table's, which the next frame reports, so the crash the app would have
/// becomes a failing test:
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendItems([1])  // no section yet: UIKit raises an exception here
/// dataSource.apply(snapshot)  // nothing applied; the frame throws tableViewFailed(_:)
/// ```
///
/// Applying goes through the same machinery as a `SectionStore`: the identifiers are
/// diffed by `Changeset`, the batches are validated by the table with UIKit's rules,
/// and a frame's gutter shows the same marks (`+` inserted, `>` moved, `*` reloaded, `~`
/// reconfigured). What differs is UIKit's own:
///
/// - Identifiers, not values, decide identity, and a snapshot carries no content: a row whose
///   content changed shows it only when the snapshot says so, with `reloadItems` (a new cell,
///   marked `*`) or `reconfigureItems` (the cell configured again in place, marked `~`), or
///   `reloadSections` for every row of a section. An item inserted by the same apply needs no
///   mark and gets none.
/// - `apply(_:animatingDifferences: false)` does not diff: like `reloadData()`, it shows the
///   snapshot from scratch and the frame marks nothing. (UIKit did this before iOS 15; since
///   then it diffs without animating, which keeps cells but draws the same frame.)
/// - Applies are serialized, in the order they are made: one made while another is being
///   applied (from the cell provider, or from a delegate callback during a batch) waits and is
///   applied next, each one diffed against the one before and its completion called once it
///   is on screen. None is dropped, as UIKit drops none (a `SectionStore` keeps only the
///   latest update waiting).
///
/// Section header and footer titles come the way UIKit apps supply them: subclass and
/// override ``tableView(_:titleForHeaderInSection:)``, usually with ``sectionIdentifier(for:)``:
///
/// ```swift
/// final class TodosDataSource: UITableViewDiffableDataSource<TodoSectionID, Int> {
///   override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
///     -> String?
///   {
///     sectionIdentifier(for: section)?.title
///   }
/// }
/// ```
///
/// The table asks for titles when it loads and at every batch, so a title that depends only on
/// its section's identifier is always right; one that changes while its section stays shows
/// at the table's next batch. Reload the section (`reloadSections(_:)` on a snapshot) to show it, as in UIKit.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// The cell for an item: dequeued from the table and configured for the item the identifier
  /// names; nil is what UIKit stops on ("failed to obtain a cell from its dataSource"), kept
  /// as the table's failure.
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  /// The snapshot type this data source applies, as UIKit spells it.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >
  /// ListKit's snapshot under it, which the store applies.
  package typealias BaseSnapshot = DiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// How inserted, deleted and reloaded rows animate; `.automatic` by default. A headless
  /// frame looks the same whatever the style (see ``UITableView/RowAnimation``).
  public var defaultRowAnimation = UITableView.RowAnimation.automatic

  let cellProvider: CellProvider
  /// The snapshots applied and waiting, and the store that shows them on the table.
  let applier: Applier
  /// What applies the snapshots, as for a collection view's diffable data source.
  typealias Applier = DiffableApplier<SectionIdentifierType, ItemIdentifierType>
  /// What the table shows, switched stage by stage as the store applies a diff; the table is
  /// its view (held weakly).
  var store: SectionStore<SectionIdentifierType, DiffableRow<ItemIdentifierType>> { applier.store }
  /// The table this data source was made for (held weakly), which keeps the failures of the
  /// snapshots it is given.
  private(set) weak var tableView: UITableView?

  /// Creates a data source for `tableView` and makes it the table's data source.
  ///
  /// The table shows nothing until a snapshot is applied.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.tableView = tableView
    applier = Applier(view: tableView.batchUpdating)
    super.init()
    tableView.dataSource = self
  }

  /// A copy of the data source's snapshot: the last one given to `apply` (even if it waits
  /// behind the apply in progress), without reload or reconfigure marks, ready to change and
  /// apply again.
  public func snapshot() -> Snapshot {
    Snapshot(applier.latestSnapshot)
  }

  /// The item the table shows at `indexPath`, or nil when there is none.
  ///
  /// While an apply runs, this answers what the table shows at that moment, stage by stage.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    applier.itemIdentifier(for: indexPath)
  }

  /// Where the table shows `itemIdentifier`, or nil when it does not show it.
  ///
  /// - Complexity: O(*n*) in the number of rows.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    applier.position(of: itemIdentifier).map { IndexPath(row: $0.index, section: $0.section) }
  }

  /// The identifier of the section the table shows at `index`, or nil when there is none.
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    applier.sectionIdentifier(for: index)
  }

  /// One per section of the applied snapshot.
  public func numberOfSections(in tableView: UITableView) -> Int {
    store.sections.count
  }

  /// The items of the section at `section`.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    applier.numberOfItems(inSection: section)
  }

  /// The cell provider's cell for the item at `indexPath`.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    {
      return cell
    }
    tableView.recordFailure(tableView.error(.noCellFromDataSource))
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title; override to give one, as UIKit apps do.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title; override to give one, as UIKit apps do.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// False: no row edits or swipes until a subclass overrides it, as Apple's sample code for
  /// a diffable table does to delete rows.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing; a subclass that edits overrides it, applying a snapshot without the row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// False; a subclass that reorders overrides it.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing; a subclass that reorders overrides it.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// None: no index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// `index`.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
