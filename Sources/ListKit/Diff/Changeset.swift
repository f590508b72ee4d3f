import Foundation

/// The difference between two lists of sections, as batches a table view accepts.
///
/// Apply it stage by stage: for each stage, run `stage.batch` in one `performBatchUpdates`
/// and, inside it, switch the data source to `stage.sections`. Then reconfigure
/// ``reconfiguredRows`` (rows whose identity stayed and content changed) and refresh the
/// headers in ``reconfiguredSectionHeaders``. Content changes never cost a delete plus an
/// insert, and a surviving row is never deleted and inserted again: it moves.
///
/// Moving row 3 to the top while row 1's content changes:
///
/// ```swift
/// // old: a [1, 2, 3]    new: a [3, 1*, 2]
/// let changeset = try Changeset(from: old, to: new)
/// print(changeset)
/// // stage 1 of 1
/// //   move rows: [0, 2] -> [0, 0]
/// //   sections: a [3, 1, 2]
/// // reconfigure rows: [0, 1]
/// ```
public struct Changeset<SectionID: Hashable, Item: Identifiable & Equatable> {
  /// One batch and the data the data source answers once it has run.
  public struct Stage {
    /// The batch, in UIKit's coordinates: deletes and move sources in the positions before
    /// this stage, inserts and move destinations in the positions after it.
    public var batch: BatchUpdate
    /// What the data source must return when this stage's batch ends. Rows that keep their
    /// identity hold their old content until the last stage, whose sections are the new ones.
    public var sections: [ListSection<SectionID, Item>]

    /// Creates a stage.
    public init(batch: BatchUpdate, sections: [ListSection<SectionID, Item>]) {
      self.batch = batch
      self.sections = sections
    }
  }

  /// The batches, in order; empty when no row or section was inserted, deleted or moved.
  public var stages: [Stage]
  /// Rows whose identity stayed and whose content changed, in final coordinates, ascending.
  public var reconfiguredRows: [IndexPath]
  /// Surviving sections whose title changed, by final index, ascending.
  ///
  /// UIKit shows a new header title only through a section reload or a header
  /// reconfigure. A reload re-creates every row of the section, so title changes are
  /// reported here, for the header alone, and `reloadedSections` stays empty.
  public var reconfiguredSectionHeaders: [Int]
  /// The new sections: the data after the last stage, and the source of reconfigured content.
  public var sections: [ListSection<SectionID, Item>]

  /// Creates a changeset from its parts.
  public init(
    stages: [Stage], reconfiguredRows: [IndexPath], reconfiguredSectionHeaders: [Int],
    sections: [ListSection<SectionID, Item>]
  ) {
    self.stages = stages
    self.reconfiguredRows = reconfiguredRows
    self.reconfiguredSectionHeaders = reconfiguredSectionHeaders
    self.sections = sections
  }

  /// Whether nothing changed at all.
  public var isEmpty: Bool {
    stages.isEmpty && reconfiguredRows.isEmpty && reconfiguredSectionHeaders.isEmpty
  }
}

extension Changeset: Equatable {}
extension Changeset.Stage: Equatable {}
extension Changeset: Sendable where SectionID: Sendable, Item: Sendable {}
extension Changeset.Stage: Sendable where SectionID: Sendable, Item: Sendable {}
