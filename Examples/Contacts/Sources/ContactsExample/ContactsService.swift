/// Where contacts come from: one page of the contacts matching a query, or why not.
public protocol ContactsService: Sendable {
  /// Page `page` (from 1) of the contacts whose name contains `query`; all for an empty query.
  func contacts(matching query: String, page: Int) async -> Result<ContactsPage, ContactsError>
}

/// Why contacts could not be loaded, in the words the screen shows.
public struct ContactsError: Error, Hashable, Sendable {
  /// What the screen says, e.g. `Contacts could not be loaded (offline).`
  public var message: String

  /// An error that says `message`.
  public init(message: String) {
    self.message = message
  }
}
