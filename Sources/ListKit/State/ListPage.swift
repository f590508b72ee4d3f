/// One page of rows as a list receives it.
public struct ListPage<Item> {
  /// This page's number, counted from 1.
  public var number: Int
  /// The rows on this page.
  public var items: [Item]
  /// The number of the page after this one, or nil when this is the last page.
  public var next: Int?

  /// Creates a page.
  public init(number: Int, items: [Item], next: Int?) {
    self.number = number
    self.items = items
    self.next = next
  }

  /// The only page of a list that is not paged.
  public static func only(_ items: [Item]) -> ListPage {
    ListPage(number: 1, items: items, next: nil)
  }
}

extension ListPage: Equatable where Item: Equatable {}
extension ListPage: Hashable where Item: Hashable {}
extension ListPage: Sendable where Item: Sendable {}
