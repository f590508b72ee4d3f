/// Fetches the Medium-like article list as raw items.
///
/// The items stay `[String: String]` so that the data model can parse each one with
/// ``Article``'s failable initializer and drop the bad ones, keeping the good ones.
package protocol ArticlesService: Sendable {
  /// Fetches every item of the list.
  func articleItems() async -> Result<[[String: String]], APIError>
}
