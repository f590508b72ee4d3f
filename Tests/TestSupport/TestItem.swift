import ListKit

/// An item as the diff sees rows: an identity and a content.
///
/// Its description, `id` or `id:content`, is what the table tests' cells show.
public struct TestItem: Identifiable, Hashable, Sendable, CustomStringConvertible {
  /// What identifies the item across updates.
  public var id: Int
  /// What a reload changes; 0 is shown as no content.
  public var content: Int

  /// Creates an item, with no content unless given.
  public init(id: Int, content: Int = 0) {
    self.id = id
    self.content = content
  }

  /// `id`, or `id:content` when the content is not 0.
  public var description: String { content == 0 ? "\(id)" : "\(id):\(content)" }
}

/// A section of test items, identified by a string.
public typealias TestSection = ListSection<String, TestItem>

/// `section("a", 1, 2)`: a section whose items have those IDs and no content.
public func section(_ id: String, _ items: Int..., title: String? = nil) -> TestSection {
  TestSection(id: id, title: title, items: items.map { TestItem(id: $0) })
}
