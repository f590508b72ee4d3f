import ListKit

/// One page of the recordings matching a query: what the Recordings screen asks for.
public struct RecordingsSearchPage: Hashable, Sendable {
  /// What the user searched for.
  public var query: String
  /// The page, counted from 1.
  public var page: Int

  /// Creates the parameters of a search request.
  public init(query: String, page: Int) {
    self.query = query
    self.page = page
  }
}

/// A generation-stamped request for a page of recordings.
public typealias RecordingsRequest = Stamped<RecordingsSearchPage>
