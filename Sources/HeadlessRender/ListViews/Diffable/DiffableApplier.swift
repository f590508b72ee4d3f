import Foundation
import ListKit

/// What a diffable data source does with snapshots, whichever view it drives: the table's
/// and the collection view's diffable data sources each keep one.
///
/// Applies are serialized in the order they are made; each is shown through a
/// `SectionStore` (the diff's batches, validated by the view), then the snapshot's reloads
/// in one more batch and its reconfigures in place. Without animation the store takes the
/// rows without telling the view, which reloads its data.
@MainActor
final class DiffableApplier<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  typealias BaseSnapshot = DiffableDataSourceSnapshot<SectionID, ItemID>

  /// What the view shows, switched stage by stage as the store applies a diff; the view is
  /// its view (held weakly).
  let store = SectionStore<SectionID, DiffableRow<ItemID>>()
  /// The last snapshot applied, without its marks: what the next one is compared with.
  private(set) var appliedSnapshot = BaseSnapshot()
  /// The last snapshot given to `apply`, without its marks: what `snapshot()` returns.
  private(set) var latestSnapshot = BaseSnapshot()
  /// Applies waiting behind the one in progress, oldest first.
  private var waitingApplies: [PendingApply] = []
  private var isApplying = false

  /// One call to apply, waiting its turn.
  struct PendingApply {
    var snapshot: BaseSnapshot
    var style: ApplyStyle
    var completion: (@MainActor () -> Void)?
  }

  /// How a snapshot reaches the view.
  enum ApplyStyle {
    /// Diffed and animated as batches.
    case animated
    /// Shown from scratch, as `reloadData()`.
    case reload
  }

  /// Creates an applier that drives `view`.
  init(view: any BatchUpdatingView) {
    store.view = view
  }

  /// The item the view shows at `indexPath`, or nil when there is none.
  ///
  /// - Complexity: O(1).
  func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
    store.sections.item(at: indexPath)?.id
  }

  /// Where the view shows `itemIdentifier` (section and row or item), or nil.
  ///
  /// - Complexity: O(*n*) in the number of items.
  func position(of itemIdentifier: ItemID) -> (section: Int, index: Int)? {
    for (section, rows) in store.sections.enumerated() {
      if let index = rows.items.firstIndex(where: { $0.id == itemIdentifier }) {
        return (section, index)
      }
    }
    return nil
  }

  /// The identifier of the section the view shows at `index`, or nil.
  ///
  /// - Complexity: O(1).
  func sectionIdentifier(for index: Int) -> SectionID? {
    store.sections.indices.contains(index) ? store.sections[index].id : nil
  }

  /// The number of items in the section at `section`, 0 for a section the view does not have.
  func numberOfItems(inSection section: Int) -> Int {
    store.sections.indices.contains(section) ? store.sections[section].items.count : 0
  }

  /// Queues `pending` and, unless an apply is already in progress, applies every waiting one
  /// in order.
  func enqueue(_ pending: PendingApply) {
    latestSnapshot = pending.snapshot.removingMarks()
    waitingApplies.append(pending)
    guard !isApplying else { return }
    isApplying = true
    while !waitingApplies.isEmpty {
      let next = waitingApplies.removeFirst()
      show(next.snapshot, style: next.style)
      next.completion?()
    }
    isApplying = false
  }

  /// Makes `snapshot` current without telling the view, which shows it already (an item the
  /// user dragged): what the next apply is compared with and what `snapshot()` returns.
  func adopt(_ snapshot: BaseSnapshot) {
    latestSnapshot = snapshot.removingMarks()
    appliedSnapshot = latestSnapshot
    let view = store.view
    store.view = nil
    update(
      snapshot.sectionIdentifiers.map { section in
        ListSection(
          id: section, items: snapshot.itemIdentifiers(inSection: section).map(DiffableRow.init))
      })
    store.view = view
  }

  /// Makes `snapshot` current in the store and on the view.
  private func show(_ snapshot: BaseSnapshot, style: ApplyStyle) {
    let previous = appliedSnapshot
    appliedSnapshot = snapshot.removingMarks()
    let sections = snapshot.sectionIdentifiers.map { section in
      ListSection(
        id: section, items: snapshot.itemIdentifiers(inSection: section).map(DiffableRow.init))
    }
    guard style == .animated, let view = store.view else {
      // The store takes the rows without telling the view, which then starts over.
      let view = store.view
      store.view = nil
      update(sections)
      store.view = view
      view?.reloadData()
      return
    }
    update(sections)
    applyMarks(of: snapshot, after: previous, on: view)
  }

  private func update(_ sections: [ListSection<SectionID, DiffableRow<ItemID>>]) {
    do {
      try store.update(sections)
    } catch {
      // Not reachable: a snapshot holds each identifier once, so the diff finds no duplicate.
      // Were one found, the store would keep its rows and the view with it.
    }
  }

  /// Reloads and reconfigures what `snapshot` marks and `previous` already had, at its final
  /// positions: an item the apply inserted, or one in a section it inserted, is new already.
  private func applyMarks(
    of snapshot: BaseSnapshot, after previous: BaseSnapshot, on view: any BatchUpdatingView
  ) {
    let reloadedSections = snapshot.reloadedSectionIdentifiers.filter {
      previous.indexOfSection($0) != nil
    }
    let reloadedSectionSet = Set(reloadedSections)
    func getsANewCellAnyway(_ item: ItemID) -> Bool {
      guard previous.sectionIdentifier(containingItem: item) != nil,
        let section = snapshot.sectionIdentifier(containingItem: item)
      else { return true }
      return reloadedSectionSet.contains(section)
    }
    let reloadedItems = snapshot.reloadedItemIdentifiers.filter { !getsANewCellAnyway($0) }
    let reloadedItemSet = Set(reloadedItems)
    let reconfiguredItems = snapshot.reconfiguredItemIdentifiers.filter {
      !getsANewCellAnyway($0) && !reloadedItemSet.contains($0)
    }
    guard !reloadedSections.isEmpty || !reloadedItems.isEmpty || !reconfiguredItems.isEmpty
    else { return }
    let positions = indexPathsByItem()
    do {
      let reloads = BatchUpdate(
        reloadedSections: reloadedSections.compactMap { snapshot.indexOfSection($0) }.sorted(),
        reloadedRows: reloadedItems.compactMap { positions[$0] }.sorted())
      if !reloads.isEmpty {
        // After the diff's batches the view is at the final positions, so they are the
        // batch's old positions too; the data does not change.
        try view.performBatchUpdate(reloads) {}
      }
      let reconfigured = reconfiguredItems.compactMap { positions[$0] }.sorted()
      if !reconfigured.isEmpty { try view.reconfigureRows(at: reconfigured) }
    } catch {
      // The view refused and stayed as it was: start it over from the data, as the store does.
      view.reloadData()
    }
  }

  /// Where the view shows each item once the store's update is done.
  private func indexPathsByItem() -> [ItemID: IndexPath] {
    var positions: [ItemID: IndexPath] = [:]
    for (section, rows) in store.sections.enumerated() {
      for (row, item) in rows.items.enumerated() {
        positions[item.id] = IndexPath(row: row, section: section)
      }
    }
    return positions
  }
}
