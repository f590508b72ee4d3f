/// A change a ``DiffableDataSourceSnapshot`` refuses where UIKit's `NSDiffableDataSourceSnapshot`
/// raises an exception.
///
/// The snapshot is left as it was before the call. The description names the call, then gives
/// UIKit's reason, followed where UIKit's text is only an assertion by what it means here:
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// do {
///   try snapshot.appendItems([1, 2])
/// } catch {
///   print(error)
///   // appendItems(_:toSection:): There are currently no sections in the data source. Please
///   // add a section first.
/// }
/// ```
/// (one line).
public struct DiffableDataSourceSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot call that refused the change.
  public enum Operation: String, Hashable, Sendable, CaseIterable {
    /// `appendSections(_:)`.
    case appendSections = "appendSections(_:)"
    /// `insertSections(_:beforeSection:)`.
    case insertSectionsBefore = "insertSections(_:beforeSection:)"
    /// `insertSections(_:afterSection:)`.
    case insertSectionsAfter = "insertSections(_:afterSection:)"
    /// `moveSection(_:beforeSection:)`.
    case moveSectionBefore = "moveSection(_:beforeSection:)"
    /// `moveSection(_:afterSection:)`.
    case moveSectionAfter = "moveSection(_:afterSection:)"
    /// `reloadSections(_:)`.
    case reloadSections = "reloadSections(_:)"
    /// `appendItems(_:toSection:)`.
    case appendItems = "appendItems(_:toSection:)"
    /// `insertItems(_:beforeItem:)`.
    case insertItemsBefore = "insertItems(_:beforeItem:)"
    /// `insertItems(_:afterItem:)`.
    case insertItemsAfter = "insertItems(_:afterItem:)"
    /// `moveItem(_:beforeItem:)`.
    case moveItemBefore = "moveItem(_:beforeItem:)"
    /// `moveItem(_:afterItem:)`.
    case moveItemAfter = "moveItem(_:afterItem:)"
    /// `reloadItems(_:)`.
    case reloadItems = "reloadItems(_:)"
    /// `reconfigureItems(_:)`.
    case reconfigureItems = "reconfigureItems(_:)"
  }

  /// Whether a section identifier or an item identifier is at fault.
  public enum Kind: String, Hashable, Sendable {
    /// A section identifier.
    case section
    /// An item identifier.
    case item
  }

  /// What was wrong with the call.
  public enum Reason: Hashable, Sendable {
    /// Items were appended to a snapshot that has no section.
    case noSections
    /// Identifiers that are repeated in the call or already in the snapshot, as they print,
    /// each once, in the order the call gives them.
    case notUnique(Kind, [String])
    /// The identifier that says where to insert or move to is not in the snapshot.
    case unknownDestination(Kind, String)
    /// The section or item to move is not in the snapshot.
    case unknownSource(Kind, String)
    /// A section or item to reload or reconfigure is not in the snapshot.
    case unknownTarget(Kind, String)
  }

  /// The call.
  public var operation: Operation
  /// What was wrong with it.
  public var reason: Reason

  /// Creates the error.
  public init(_ operation: Operation, _ reason: Reason) {
    self.operation = operation
    self.reason = reason
  }

  /// The call, then UIKit's reason and, where that is an assertion, what it means.
  public var description: String {
    "\(operation.rawValue): " + reasonText
  }

  // UIKit's own texts: `__UIDiffableDataSourceSnapshot` and `_UIDiffableDataSourceUpdate`
  // (iOS 17) for missing identifiers, iOS 13's "Fatal: supplied ... identifiers are not unique"
  // for duplicates (without "Fatal: ", as DuplicateIdentifierError words the store's).
  private var reasonText: String {
    switch reason {
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .notUnique(let kind, let identifiers):
      return "supplied \(kind.rawValue) identifiers are not unique. Duplicate identifiers: "
        + identifiers.joined(separator: ", ")
    case .unknownDestination(let kind, let identifier):
      return "Invalid parameter not satisfying: \(destinationAssertion) - \(kind.rawValue) "
        + "identifier \(identifier) is not in the snapshot"
    case .unknownSource(let kind, let identifier):
      let assertion = kind == .section ? "fromSection != NSNotFound" : "fromIndex != NSNotFound"
      return "Invalid parameter not satisfying: \(assertion) - \(kind.rawValue) identifier "
        + "\(identifier) is not in the snapshot"
    case .unknownTarget(let kind, let identifier):
      let verb = operation == .reconfigureItems ? "reconfigure" : "reload"
      return "Attempted to \(verb) \(kind.rawValue) identifier that does not exist in the "
        + "snapshot: \(identifier)"
    }
  }

  /// The condition UIKit asserts when the destination of `operation` is missing.
  private var destinationAssertion: String {
    switch operation {
    case .insertSectionsBefore, .insertSectionsAfter: "insertIndex != NSNotFound"
    case .moveSectionBefore, .moveSectionAfter: "toSection != NSNotFound"
    case .moveItemBefore, .moveItemAfter: "toIndex != NSNotFound"
    case .appendSections, .reloadSections, .appendItems, .insertItemsBefore, .insertItemsAfter,
      .reloadItems, .reconfigureItems:
      "section != NSNotFound"
    }
  }
}
