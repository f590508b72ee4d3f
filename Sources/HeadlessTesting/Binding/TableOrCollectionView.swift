import Foundation
import HeadlessRender

/// The list a screen shows, as UIKit has it: a table view or a collection view. What a
/// scenario scrolls, taps and reads the update summary of, whichever the screen's list is.
@MainActor
package enum TableOrCollectionView {
  /// A `UITableView`: rows.
  case table(UITableView)
  /// A `UICollectionView`: items.
  case collection(UICollectionView)

  /// The list of `viewController`: a table view controller's table, a collection view
  /// controller's collection view, else the first table or collection view its loaded view
  /// shows, in drawing order; nil when it shows none.
  package init?(of viewController: UIViewController) {
    if let table = (viewController as? UITableViewController)?.tableView {
      self = .table(table)
      return
    }
    if let collection = (viewController as? UICollectionViewController)?.collectionView {
      self = .collection(collection)
      return
    }
    guard let root = viewController.viewIfLoaded, let found = Self.first(in: root) else {
      return nil
    }
    self = found
  }

  private static func first(in view: UIView) -> TableOrCollectionView? {
    guard !view.isHidden else { return nil }
    if let table = view as? UITableView { return .table(table) }
    if let collection = view as? UICollectionView { return .collection(collection) }
    return view.subviews.lazy.compactMap { first(in: $0) }.first
  }

  /// The scroll view: the table or the collection view.
  package var scrollView: UIScrollView {
    switch self {
    case .table(let table): table
    case .collection(let collection): collection
    }
  }

  /// What the updates since the marks were last cleared changed, in the list's words.
  package var updateSummary: ListUpdateSummary {
    switch self {
    case .table(let table): table.lastUpdateSummary
    case .collection(let collection): collection.lastUpdateSummary
    }
  }

  /// Forgets the update marks and summary once a frame has shown them.
  package func clearUpdateMarks() {
    switch self {
    case .table(let table): table.clearUpdateMarks()
    case .collection(let collection): collection.clearUpdateMarks()
    }
  }

  /// The content line at the top of the viewport.
  package var contentOffsetLine: Int {
    switch self {
    case .table(let table): table.contentOffsetLine
    case .collection(let collection): collection.contentOffsetLine
    }
  }

  /// The content's height in lines.
  package var contentLines: Int {
    switch self {
    case .table(let table): table.contentHeight
    case .collection(let collection): collection.contentLines
    }
  }

  /// Scrolls so that `line` of the content is at the top (clamped to the content) and lays
  /// out; throws what the list would have raised an exception for.
  package func setContentOffsetLine(_ line: Int) throws {
    switch self {
    case .table(let table): try table.trySetContentOffsetLine(line)
    case .collection(let collection): try collection.trySetContentOffsetLine(line)
    }
  }

  /// How many rows or items each section has.
  package var elementCounts: [Int] {
    switch self {
    case .table(let table):
      (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    case .collection(let collection):
      (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
    }
  }

  /// Whether the list has a row or item at `indexPath`.
  package func contains(_ indexPath: IndexPath) -> Bool {
    switch self {
    case .table(let table): table.gridRectForRow(at: indexPath) != nil
    case .collection(let collection): collection.exists(indexPath)
    }
  }

  /// Taps the row or item at `indexPath`, as a finger does.
  package func tap(at indexPath: IndexPath) {
    switch self {
    case .table(let table): table.tapRow(at: indexPath)
    case .collection(let collection): collection.tapItem(at: indexPath)
    }
  }
}
