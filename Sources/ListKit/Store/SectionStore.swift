/// Holds a list's current sections and drives a view through every change to them.
///
/// ``update(_:)`` diffs the new sections against the current ones and
/// hands each stage to the ``view`` as one batch, switching ``sections`` inside it, then asks
/// the view to re-decorate rows whose content changed (in their existing cells) and headers
/// whose title changed.
///
/// ```swift
/// let store = SectionStore<TodoSection, TodoRow>()
/// store.view = tableView
/// try store.update(sections)  // tableView animates the difference
/// ```
///
/// Updates are serialized: one that arrives while another is being applied (from a view
/// callback) waits, and only the latest waiting one is applied. If the view rejects a batch,
/// the store takes the new sections anyway and tells the view to reload all data, as IGListKit
/// does, so store and view never disagree.
///
/// Memory: the store keeps the diff's working buffers from one update to the next, at most
/// 57 bytes per row of the longest list it has diffed (their element sizes added up), so that
/// a large list's next update reuses pages already mapped instead of faulting in fresh ones.
@MainActor
public final class SectionStore<SectionID: Hashable, Item: Identifiable & Equatable> {
  /// The sections the data source answers from.
  public private(set) var sections: [ListSection<SectionID, Item>]
  /// The view that shows ``sections``; without one, updates only change ``sections``.
  public weak var view: (any BatchUpdatingView)?

  // Internal but usable from inlined code: `update(_:)` is inlinable, so that the diff is
  // specialized for the caller's sections and items, as `Changeset(from:to:)` is; called
  // generically it ran about five times slower.
  @usableFromInline var phase = UpdatePhase.idle
  /// The diff's item-sized buffers, kept from one update to the next: a list of a million
  /// rows would otherwise fault in some 30 MB of fresh pages on every update.
  @usableFromInline let scratch = DiffScratch(keepsBuffers: true)

  /// Whether an update is being applied, and the newest one waiting behind it.
  @usableFromInline enum UpdatePhase {
    case idle
    case applying(waiting: [ListSection<SectionID, Item>]?)
  }

  /// Creates a store holding `sections`, shown by no view yet.
  public init(sections: [ListSection<SectionID, Item>] = []) {
    self.sections = sections
  }

  /// Makes `newSections` current and animates the change on ``view``.
  ///
  /// Called while another update is being applied, it only records `newSections`, which are
  /// applied once the current update is done, unless a later call replaces them first.
  ///
  /// - Throws: ``DuplicateIdentifierError`` when `newSections` repeats a section or item
  ///   identifier; the store and the view are then left as they were.
  /// - Complexity: that of ``Changeset/init(from:to:)`` per applied update.
  @inlinable
  public func update(_ newSections: [ListSection<SectionID, Item>]) throws(DuplicateIdentifierError)
  {
    if case .applying = phase {
      // Check now, so the caller hears about duplicates from its own call.
      _ = try Changeset(from: [], to: newSections)
      phase = .applying(waiting: newSections)
      return
    }
    var changeset = try diff(from: sections, to: newSections)
    phase = .applying(waiting: nil)
    defer { phase = .idle }
    while true {
      apply(changeset)
      guard case .applying(let waiting?) = phase else { return }
      phase = .applying(waiting: nil)
      changeset = try diff(from: sections, to: waiting)
    }
  }

  @inlinable
  func diff(
    from old: [ListSection<SectionID, Item>], to new: [ListSection<SectionID, Item>]
  ) throws(DuplicateIdentifierError) -> Changeset<SectionID, Item> {
    var work = DiffWork()
    return try Changeset.diff(from: old, to: new, work: &work, scratch: scratch)
  }

  @usableFromInline
  func apply(_ changeset: Changeset<SectionID, Item>) {
    guard let view else {
      sections = changeset.sections
      return
    }
    do {
      for stage in changeset.stages {
        try view.performBatchUpdate(stage.batch) { self.sections = stage.sections }
      }
      sections = changeset.sections
      if !changeset.reconfiguredRows.isEmpty {
        try view.reconfigureRows(at: changeset.reconfiguredRows)
      }
      if !changeset.reconfiguredSectionHeaders.isEmpty {
        try view.reconfigureSectionHeaders(at: changeset.reconfiguredSectionHeaders)
      }
    } catch {
      // The view rejected a batch and stayed as it was: start it over from the new data.
      sections = changeset.sections
      view.reloadData()
    }
  }
}
