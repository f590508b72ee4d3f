import Foundation

/// One section of a list: an identity, a title and its items.
///
/// An array of sections is the list's matrix; sections are found by ``id``, never by a
/// literal index.
public struct Section<ID: Hashable, Item>: Identifiable {
  /// What identifies the section across updates.
  public var id: ID
  /// The header title, or nil for no header.
  public var title: String?
  /// The rows, in display order.
  public var items: [Item]

  /// Creates a section.
  public init(id: ID, title: String? = nil, items: [Item]) {
    self.id = id
    self.title = title
    self.items = items
  }
}

extension Section: Equatable where Item: Equatable {}
extension Section: Hashable where Item: Hashable {}
extension Section: Sendable where ID: Sendable, Item: Sendable {}

extension Array {
  /// The item at `indexPath`, or nil when the path is outside the matrix.
  ///
  /// - Complexity: O(1).
  public func item<ID: Hashable, Item>(at indexPath: IndexPath) -> Item?
  where Element == Section<ID, Item> {
    guard indices.contains(indexPath.section) else { return nil }
    let items = self[indexPath.section].items
    guard items.indices.contains(indexPath.row) else { return nil }
    return items[indexPath.row]
  }

  /// The index of the section identified by `id`, or nil when there is none.
  ///
  /// - Complexity: O(*n*) in the number of sections.
  public func sectionIndex<ID: Hashable, Item>(of id: ID) -> Int?
  where Element == Section<ID, Item> {
    firstIndex { $0.id == id }
  }

  /// The section identified by `id`, or nil when there is none.
  ///
  /// - Complexity: O(*n*) in the number of sections.
  public func section<ID: Hashable, Item>(withID id: ID) -> Section<ID, Item>?
  where Element == Section<ID, Item> {
    sectionIndex(of: id).map { self[$0] }
  }
}
