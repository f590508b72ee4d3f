/// One page of a xeno-canto search answer.
public struct RecordingsPage: Codable, Hashable, Sendable {
  /// How many recordings match the query, over all pages.
  public var numRecordings: Int
  /// How many species match the query.
  public var numSpecies: Int
  /// This page's number, counted from 1.
  public var page: Int
  /// How many pages there are.
  public var numPages: Int
  /// The recordings on this page.
  public var recordings: [Recording]

  /// Creates a page from its fields.
  public init(
    numRecordings: Int, numSpecies: Int, page: Int, numPages: Int, recordings: [Recording]
  ) {
    self.numRecordings = numRecordings
    self.numSpecies = numSpecies
    self.page = page
    self.numPages = numPages
    self.recordings = recordings
  }
}
