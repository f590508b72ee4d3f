import Foundation
import ListKit
import TextCanvas
import UIKitBatchRules

/// A list view that groups its updates into UIKit's batches, a table or a collection view:
/// the batch-update pipeline, written once for both.
///
/// A batch nests (it is applied at the end of the outermost call), is validated against
/// UIKit's rules (`BatchUpdateValidator`), then planned: the surviving cells, the revealed
/// swipe actions, the update marks and the prefetch hints follow their rows to their new
/// positions, the summary counts the batch, and the leaving cells reach the pool only after
/// the new rows got theirs. A view gives what differs: UIKit's words for its failures, what
/// else follows its rows (a table's measured heights, a collection view's supplementary views
/// and sideways offsets), and its layout.
@MainActor
protocol BatchUpdateHost: AnyObject {
  /// A cell of this view.
  associatedtype Cell: UIView
  /// What this view throws for a batch UIKit rejects, worded for this view.
  associatedtype Failure: Error

  /// The counts the view last asked its data source for; nil when it never asked (or
  /// reloaded since).
  var counts: [Int]? { get set }
  /// How many batches are open around the current call.
  var batchDepth: Int { get set }
  /// The changes the open batch recorded so far.
  var pendingUpdate: BatchUpdate { get set }
  /// What the updates since the marks were last cleared changed, counted.
  var lastUpdateSummary: ListUpdateSummary { get set }
  /// What the updates since the marks were last cleared did to each row, by current index path.
  var lastUpdateMarks: [IndexPath: ListUpdateKind] { get set }
  /// What the updates since the marks were last cleared did to each section, by current index.
  var lastSectionUpdateMarks: [Int: ListUpdateKind] { get set }
  /// The cells on screen, by index path.
  var cellsByIndexPath: [IndexPath: Cell] { get set }
  /// The row whose swipe actions show, and on which edge.
  var revealedSwipe: RevealedSwipe? { get set }
  /// The rows the prefetching data source was told about and not told to forget.
  var prefetchedIndexPaths: [IndexPath] { get set }

  /// Caches `known` as the counts, or asks the data source when nil.
  func loadCounts(_ known: [Int]?)
  /// The data source's current counts.
  func queryCounts() -> [Int]
  /// Asks the data source for everything again.
  func reloadData()
  /// UIKit's rejection of a batch, in this view's words.
  func invalidUpdate(_ violation: BatchUpdateViolation) -> Failure
  /// Takes a cell the batch removes or reloads off screen, before the new rows get theirs.
  func detachLeavingCell(_ cell: Cell)
  /// Moves what else this view keeps by row or section to its new position (the selection
  /// among it), after the cells moved.
  func carryViewState(through plan: BatchUpdatePlan)
  /// Tells the prefetching data source that hints for `indexPaths` no longer stand.
  func cancelPrefetching(_ indexPaths: [IndexPath])
  /// Sends a cell that left to its pool, after the delegate hears it ended displaying.
  func endDisplaying(_ cell: Cell, at indexPath: IndexPath)
  /// Lays out the rows on screen after a batch.
  func layoutAfterBatch() throws(Failure)
  /// What names the section at old index `section` as the batch deletes it: its header's
  /// title; nil when it has none the view knows.
  func nameOfSection(_ section: Int) -> String?
}

extension BatchUpdateHost {
  /// Runs `updates` as one batch, or as part of the enclosing one, and applies the batch at
  /// the end of the outermost call.
  ///
  /// If the view never asked for its counts, it asks at the start of the outermost batch: when
  /// the data already changed before the call, the next insert then fails, as in UIKit. What
  /// `updates` throws, and a batch UIKit rejects, leave the view as it was before the batch:
  /// the same cached counts (none, for a view that had never asked), cells and marks.
  func performNestedBatch(_ updates: () throws -> Void) throws {
    let isOutermost = batchDepth == 0
    let wasLoaded = counts != nil
    if isOutermost, !wasLoaded { loadCounts(nil) }
    batchDepth += 1
    do {
      try updates()
    } catch {
      batchDepth -= 1
      if isOutermost {
        pendingUpdate = BatchUpdate()
        if !wasLoaded { counts = nil }
      }
      throw error
    }
    batchDepth -= 1
    guard isOutermost else { return }
    let update = pendingUpdate
    pendingUpdate = BatchUpdate()
    do {
      try applyBatch(update)
    } catch {
      if !wasLoaded { counts = nil }
      throw error
    }
  }

  /// Marks the row at `indexPath` `.reconfigured` unless an update since the marks were
  /// cleared marked it already, and counts it in the update summary.
  func markReconfigured(at indexPath: IndexPath) {
    if lastUpdateMarks[indexPath] == nil { lastUpdateMarks[indexPath] = .reconfigured }
    lastUpdateSummary.rows.reconfigured += 1
  }

  /// What `plan` changes, counted, with the names of what it deletes, read now, while the
  /// deleted rows' cells and the deleted sections' titles are still there: a row by its
  /// cell's first text, when it has a cell on screen.
  private func namedSummary(of plan: BatchUpdatePlan) -> ListUpdateSummary {
    var summary = plan.summary
    summary.rows.deletedNames = plan.deletedRows.compactMap { cellsByIndexPath[$0]?.firstShownText }
    summary.sections.deletedNames = plan.deletedSections.sorted().compactMap(nameOfSection)
    return summary
  }

  /// Validates `update` against the cached counts and the data source's new ones, then moves
  /// the surviving cells, the view's own state, the revealed swipe actions, the marks and the
  /// prefetch hints to their new rows, and lays out.
  func applyBatch(_ update: BatchUpdate) throws(Failure) {
    guard let oldCounts = counts else { return }
    let newCounts = queryCounts()
    let plan: BatchUpdatePlan
    do {
      plan = try BatchUpdateValidator.plan(update, oldCounts: oldCounts, newCounts: newCounts)
    } catch {
      throw invalidUpdate(error)
    }
    lastUpdateSummary.add(namedSummary(of: plan))
    if plan.requiresFullReload {
      reloadData()
      try layoutAfterBatch()
      return
    }
    let (movedCells, leavingCells) = plan.carry(cellsByIndexPath)
    for (_, cell) in leavingCells { detachLeavingCell(cell) }
    cellsByIndexPath = movedCells
    carryViewState(through: plan)
    // Revealed swipe actions follow their row; a deleted or reloaded row hides them.
    if let swipe = revealedSwipe {
      revealedSwipe = plan.survivingPosition(forOld: swipe.indexPath).map {
        RevealedSwipe(indexPath: $0, edge: swipe.edge)
      }
    }
    lastUpdateMarks = plan.marks(carrying: lastUpdateMarks)
    lastSectionUpdateMarks = plan.sectionMarks(carrying: lastSectionUpdateMarks)
    // A hint follows its row; hints for rows the batch removed or reloaded are cancelled, by
    // the positions they were given at. The layout then trims and extends the window.
    let hints = plan.carry(prefetchedIndexPaths)
    prefetchedIndexPaths = hints.surviving
    cancelPrefetching(hints.removed)
    loadCounts(newCounts)
    // Removed and reloaded cells animate out in UIKit, so they reach the pool only after the
    // new rows got their cells: a reloaded row never gets its old cell back.
    defer {
      for (indexPath, cell) in leavingCells { endDisplaying(cell, at: indexPath) }
    }
    try layoutAfterBatch()
  }
}

extension UIView {
  /// The first text the view shows, on one line: the text of its first label (depth first,
  /// in subview order), or else, for a view that draws its text itself, the first run of
  /// text on the first line it draws that holds a letter or a digit (runs are separated by two
  /// spaces or more). Nil when it shows none. Hidden views are left out.
  var firstShownText: String? {
    // Control characters show as the canvas draws them, so a name cannot break its line.
    (firstLabelText ?? firstDrawnText)?.visibleForm
  }

  private var firstLabelText: String? {
    guard !isHidden else { return nil }
    if let label = self as? UILabel, let text = label.text?.oneLine, !text.isEmpty { return text }
    for subview in subviews {
      if let text = subview.firstLabelText { return text }
    }
    return nil
  }

  private var firstDrawnText: String? {
    let frame = gridFrame
    guard frame.width > 0, frame.height > 0 else { return nil }
    var canvas = Canvas(width: frame.width, height: frame.height)
    render(on: &canvas, origin: GridPoint(x: -frame.origin.x, y: -frame.origin.y))
    for line in canvas.lines {
      let runs = line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
      if let run = runs.first(where: { $0.contains { $0.isLetter || $0.isNumber } }) {
        return run
      }
    }
    return nil
  }
}
