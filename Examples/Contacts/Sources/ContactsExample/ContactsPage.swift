/// One page of contacts, sorted by name, and how many pages the query has.
public struct ContactsPage: Decodable, Hashable, Sendable {
  /// The page's contacts, in name order.
  public var contacts: [Contact]
  /// How many pages the query has; the last page's number.
  public var pages: Int
}
