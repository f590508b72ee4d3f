import Foundation

/// One batch of table updates, in UIKit's coordinates.
///
/// Deletes, reloads and move sources are positions *before* the batch; inserts and move
/// destinations are positions *after* it. This is what one `performBatchUpdates` call receives.
public struct BatchUpdate: Hashable, Sendable {
  /// Sections to delete, by old index, ascending.
  public var deletedSections: [Int]
  /// Sections to insert, by new index, ascending.
  public var insertedSections: [Int]
  /// Sections to move, old index to new index.
  public var movedSections: [SectionMove]
  /// Sections to reload, by old index, ascending.
  public var reloadedSections: [Int]
  /// Rows to delete, by old index path, ascending.
  public var deletedRows: [IndexPath]
  /// Rows to insert, by new index path, ascending.
  public var insertedRows: [IndexPath]
  /// Rows to move, old index path to new index path.
  public var movedRows: [RowMove]
  /// Rows to reload (delete and insert a fresh cell), by old index path, ascending.
  public var reloadedRows: [IndexPath]

  /// Creates a batch; every list defaults to empty.
  public init(
    deletedSections: [Int] = [], insertedSections: [Int] = [],
    movedSections: [SectionMove] = [], reloadedSections: [Int] = [],
    deletedRows: [IndexPath] = [], insertedRows: [IndexPath] = [],
    movedRows: [RowMove] = [], reloadedRows: [IndexPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.reloadedSections = reloadedSections
    self.deletedRows = deletedRows
    self.insertedRows = insertedRows
    self.movedRows = movedRows
    self.reloadedRows = reloadedRows
  }

  /// Whether the batch changes nothing.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && movedRows.isEmpty && reloadedRows.isEmpty
  }

  /// Adds `other`'s changes to this batch's, as a view does with the calls made inside one
  /// `performBatchUpdates`.
  package mutating func append(_ other: BatchUpdate) {
    deletedSections += other.deletedSections
    insertedSections += other.insertedSections
    movedSections += other.movedSections
    reloadedSections += other.reloadedSections
    deletedRows += other.deletedRows
    insertedRows += other.insertedRows
    movedRows += other.movedRows
    reloadedRows += other.reloadedRows
  }
}

/// A section moving from an old index to a new index.
public struct SectionMove: Hashable, Sendable {
  /// The index before the batch.
  public var from: Int
  /// The index after the batch.
  public var to: Int

  /// Creates a section move.
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}

/// A row moving from an old index path to a new index path.
public struct RowMove: Hashable, Sendable {
  /// The index path before the batch.
  public var from: IndexPath
  /// The index path after the batch.
  public var to: IndexPath

  /// Creates a row move.
  public init(from: IndexPath, to: IndexPath) {
    self.from = from
    self.to = to
  }
}
