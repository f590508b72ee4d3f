import Foundation
import ListKit
import UIKitBatchRules

/// What the headless table view throws where `UITableView` would raise an exception.
///
/// The description is UIKit's reason followed by ` Table view: ` and a deterministic
/// description of the table (no addresses):
///
/// ```swift
/// // table.dequeueReusableCell(withIdentifier: "Photo", for: IndexPath(row: 0, section: 0))
/// // unable to dequeue a cell with identifier Photo - must register a nib or a class for the
/// // identifier or connect a prototype cell in a storyboard Table view: <UITableView; frame =
/// // (0, 0, 40x10); contentOffset = 0; sections = 1>
/// ```
public struct TableViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// A batch update that UIKit rejects.
    case invalidUpdate(BatchUpdateViolation)
    /// `dequeueReusableCell(withIdentifier:for:)` with an identifier nobody registered.
    case unregisteredIdentifier(String)
    /// The data source returned no cell.
    case noCellFromDataSource
    /// The data source dequeued twice while asked for one index path.
    case multipleDequeues(IndexPath)
    /// Reconfiguring a row dequeued another identifier than its existing cell's.
    case reconfigureWithDifferentIdentifier(IndexPath, dequeued: String, original: String)
    /// `scrollToRow(at:at:animated:)` with a row that does not exist.
    case scrollToInvalidIndexPath(IndexPath)
    /// A snapshot given to a diffable data source kept a change UIKit raises an exception for.
    case invalidSnapshot(DiffableDataSourceSnapshotError)
    /// `selectRow(at:animated:scrollPosition:)`, or a delegate's `willSelectRowAt` or
    /// `willDeselectRowAt`, named a row that does not exist.
    case selectInvalidIndexPath(IndexPath)
    /// A row dragged in editing mode was dropped where no row can go, or the delegate's
    /// `targetIndexPathForMoveFromRowAt` answered such a place.
    case moveToInvalidIndexPath(IndexPath, to: IndexPath)

    /// UIKit's reason text.
    public var description: String {
      switch self {
      case .invalidUpdate(let violation):
        return violation.description
      case .unregisteredIdentifier(let identifier):
        return "unable to dequeue a cell with identifier \(identifier) - must register a nib or "
          + "a class for the identifier or connect a prototype cell in a storyboard"
      case .noCellFromDataSource:
        return "failed to obtain a cell from its dataSource"
      case .multipleDequeues:
        return "Attempted to dequeue multiple cells for the same index path, which is not allowed."
      case .reconfigureWithDifferentIdentifier(let path, let dequeued, let original):
        return "Attempted to dequeue a cell for a different registration or reuse identifier than "
          + "the existing cell when reconfiguring an item, which is not allowed. Index path: "
          + "\(uikit: path); dequeued reuse identifier: \(dequeued); original reuse identifier: "
          + "\(original)"
      case .scrollToInvalidIndexPath(let path):
        return "attempt to scroll to invalid index path: \(uikit: path)"
      case .invalidSnapshot(let error):
        return error.description
      case .selectInvalidIndexPath(let path):
        return "attempt to select invalid index path: \(uikit: path)"
      case .moveToInvalidIndexPath(let source, let destination):
        return
          "attempt to move index path \(uikit: source) to invalid index path: \(uikit: destination)"
      }
    }
  }

  /// What went wrong.
  public let reason: Reason
  /// The table view at the moment it happened, e.g.
  /// `<UITableView; frame = (0, 0, 40x10); contentOffset = 0; sections = 1>`, on the grid.
  public let tableDescription: String

  /// Creates an error.
  public init(_ reason: Reason, tableDescription: String) {
    self.reason = reason
    self.tableDescription = tableDescription
  }

  /// The reason, then ` Table view: ` and the table's description, as modern UIKit prints.
  public var description: String { "\(reason) Table view: \(tableDescription)" }
}
