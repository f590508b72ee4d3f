import Foundation
import ListKit
import UIKitBatchRules

/// What the headless collection view keeps where `UICollectionView` would raise an exception.
///
/// The description is UIKit's reason followed by ` Collection view: ` and a deterministic
/// description of the collection view (no addresses), as the table's errors end with
/// ` Table view: `:
///
/// ```swift
/// // collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
/// // could not dequeue a view of kind: UICollectionElementKindCell with identifier Photo - must
/// // register a nib or a class for the identifier or connect a prototype cell in a storyboard
/// // Collection view: <UICollectionView; frame = (0, 0, 40x10); contentOffset = 0; sections = 1>
/// ```
///
/// Index paths print as `(section - item)`, where UIKit prints an `NSIndexPath` with its
/// address.
public struct CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// A batch update that UIKit rejects, worded for a collection view ("items").
    case invalidUpdate(BatchUpdateViolation)
    /// A dequeue of a kind and identifier nobody registered; cells are of kind
    /// `UICollectionElementKindCell`.
    case unregisteredIdentifier(kind: String, identifier: String)
    /// The data source returned a cell it did not dequeue.
    case cellWithoutReuseIdentifier
    /// A layout placed a decoration of a kind it has no view class for.
    case unregisteredDecorationKind(String)
    /// The data source returned a supplementary view it did not dequeue.
    case supplementaryViewNotDequeued(kind: String, IndexPath)
    /// A view was dequeued and not returned (a second one for one request, or one dequeued
    /// while the collection view asked for none), as iOS 18 checks.
    case dequeuedViewNotReturned(String)
    /// `numberOfItems(inSection:)` asked for a section the collection view does not have.
    case numberOfItemsInMissingSection(section: Int, sectionCount: Int)
    /// The collection view was made without a layout (`UICollectionView(frame:)`).
    case noLayout
    /// A snapshot given to a diffable data source kept a change UIKit raises an exception for.
    case invalidSnapshot(DiffableDataSourceSnapshotError)
    /// A section snapshot given to a diffable data source kept such a change; UIKit's message.
    case invalidSectionSnapshot(String)
    /// The layout placed a cell at an index path the collection view does not have.
    case layoutAttributesForMissingItem(IndexPath)
    /// The layout gave no attributes for an item the collection view has and needed them for
    /// (to scroll to it).
    case noLayoutAttributes(IndexPath)
    /// A cell was dequeued with a registration made while a cell was being asked for (in
    /// `cellForItemAt` or a cell provider), as iOS 15 checks; the registration as printed.
    case registrationMadeInProvider(String)

    /// UIKit's reason text.
    public var description: String {
      switch self {
      case .invalidUpdate(let violation):
        return violation.description(for: .collectionView)
      case .unregisteredIdentifier(let kind, let identifier):
        return "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard"
      case .unregisteredDecorationKind(let kind):
        return "could not dequeue a decoration view of kind: \(kind) - must register as a class "
          + "or nib or connect a prototype in a storyboard"
      case .cellWithoutReuseIdentifier:
        return "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
          + "reuseIdentifier - cells must be retrieved by calling "
          + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:"
      case .supplementaryViewNotDequeued(let kind, let indexPath):
        return "the view returned from -collectionView:viewForSupplementaryElementOfKind:"
          + "atIndexPath (\(kind),\(uikit: indexPath)) was not retrieved by calling "
          + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
          + "((null))"
      case .dequeuedViewNotReturned(let view):
        return "Expected dequeued view to be returned to the collection view in preparation for "
          + "display. When the collection view's data source is asked to provide a view for a "
          + "given index path, ensure that a single view is dequeued and returned to the "
          + "collection view. Avoid dequeuing views without a request from the collection view. "
          + "For retrieving an existing view in the collection view, use "
          + "-[UICollectionView cellForItemAtIndexPath:] or "
          + "-[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: "
          + "\(view);"
      case .numberOfItemsInMissingSection(let section, let count):
        return "request for number of items in section \(section) when there are only \(count) "
          + "sections in the collection view"
      case .noLayout:
        return "UICollectionView must be initialized with a non-nil layout parameter"
      case .invalidSnapshot(let error):
        return error.description
      case .invalidSectionSnapshot(let message):
        return message
      case .layoutAttributesForMissingItem(let indexPath):
        return "UICollectionView received layout attributes for a cell with an index path that "
          + "does not exist: \(uikit: indexPath)"
      case .noLayoutAttributes(let indexPath):
        return "no UICollectionViewLayoutAttributes instance for "
          + "-layoutAttributesForItemAtIndexPath: \(uikit: indexPath)"
      case .registrationMadeInProvider(let registration):
        return "Attempted to dequeue a cell using a registration that was created inside "
          + "-collectionView:cellForItemAtIndexPath: or inside a "
          + "UICollectionViewDiffableDataSource cell provider. Creating a new registration each "
          + "time a cell is requested will prevent reuse and cause created cells to remain "
          + "inaccessible in memory for the lifetime of the collection view. Registrations "
          + "should be created up front and reused. Registration: \(registration)"
      }
    }
  }

  /// What went wrong.
  public let reason: Reason
  /// The collection view at the moment it happened, e.g.
  /// `<UICollectionView; frame = (0, 0, 40x10); contentOffset = 0; sections = 1>`, on the grid.
  public let collectionViewDescription: String

  /// Creates an error.
  public init(_ reason: Reason, collectionViewDescription: String) {
    self.reason = reason
    self.collectionViewDescription = collectionViewDescription
  }

  /// The reason, then ` Collection view: ` and the collection view's description.
  public var description: String { "\(reason) Collection view: \(collectionViewDescription)" }
}
