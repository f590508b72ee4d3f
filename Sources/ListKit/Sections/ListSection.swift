import Foundation

/// One section of a list: an identity, a title and its items.
///
/// An array of sections is the list's matrix; sections are found by ``id``, never by a
/// literal index.
public struct ListSection<ID: Hashable, Item>: Identifiable {
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

extension ListSection: Equatable where Item: Equatable {}
extension ListSection: Hashable where Item: Hashable {}
extension ListSection: Sendable where ID: Sendable, Item: Sendable {}

extension Array {
  /// The item at `indexPath`, or nil when the path is outside the matrix.
  ///
  /// - Complexity: O(1).
  public func item<ID: Hashable, Item>(at indexPath: IndexPath) -> Item?
  where Element == ListSection<ID, Item> {
    guard indices.contains(indexPath.section) else { return nil }
    let items = self[indexPath.section].items
    guard items.indices.contains(indexPath.row) else { return nil }
    return items[indexPath.row]
  }

  /// The index of the section identified by `id`, or nil when there is none.
  ///
  /// - Complexity: O(*n*) in the number of sections.
  public func sectionIndex<ID: Hashable, Item>(of id: ID) -> Int?
  where Element == ListSection<ID, Item> {
    firstIndex { $0.id == id }
  }

  /// Sections made of `items`, one per section ID, in the order their first item comes; each
  /// keeps its items' order.
  ///
  /// An ID that comes back after other IDs joins its earlier section, so the sections never
  /// repeat an ID (which a store would refuse):
  ///
  /// ```swift
  /// let sections = [ListSection](grouping: ["Ada", "Alan", "Bea", "Al"], by: { $0.prefix(1) })
  /// print(sections.map { "\($0.id): \($0.items)" })
  /// // ["A: [\"Ada\", \"Alan\", \"Al\"]", "B: [\"Bea\"]"]
  /// ```
  ///
  /// - Parameters:
  ///   - id: The section an item belongs to.
  ///   - title: A section's header title, or nil for no header.
  /// - Complexity: O(*n*) in the number of items.
  public init<ID: Hashable, Item>(
    grouping items: some Sequence<Item>, by id: (Item) -> ID, title: (ID) -> String? = { _ in nil }
  ) where Element == ListSection<ID, Item> {
    var sections: [ListSection<ID, Item>] = []
    var indexByID: [ID: Int] = [:]
    for item in items {
      let key = id(item)
      if let index = indexByID[key] {
        sections[index].items.append(item)
      } else {
        indexByID[key] = sections.count
        sections.append(ListSection(id: key, title: title(key), items: [item]))
      }
    }
    self = sections
  }

  /// The position of the row at `indexPath` when the sections' rows are counted one after
  /// another: the number of rows before it.
  ///
  /// ```swift
  /// let sections = [ListSection(id: 0, items: ["a", "b"]), ListSection(id: 1, items: ["c"])]
  /// print(sections.flatPosition(of: IndexPath(row: 0, section: 1)))
  /// // 2
  /// ```
  ///
  /// - Complexity: O(*s*) for the *s* sections before `indexPath`'s.
  public func flatPosition<ID: Hashable, Item>(of indexPath: IndexPath) -> Int
  where Element == ListSection<ID, Item> {
    prefix(Swift.max(indexPath.section, 0)).reduce(indexPath.row) { $0 + $1.items.count }
  }

  /// The section identified by `id`, or nil when there is none.
  ///
  /// - Complexity: O(*n*) in the number of sections.
  public func section<ID: Hashable, Item>(withID id: ID) -> ListSection<ID, Item>?
  where Element == ListSection<ID, Item> {
    sectionIndex(of: id).map { self[$0] }
  }
}
