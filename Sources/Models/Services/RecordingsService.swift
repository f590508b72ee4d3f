/// Searches xeno-canto for recordings, one page at a time.
package protocol RecordingsService: Sendable {
  /// Fetches page `page` (counted from 1) of the recordings matching `query`.
  func recordings(matching query: String, page: Int) async -> Result<RecordingsPage, APIError>
}
