/// One page of a xeno-canto search answer.
package struct RecordingsPage: Codable, Hashable, Sendable {
  /// How many recordings match the query, over all pages.
  package var numRecordings: Int
  /// How many species match the query.
  package var numSpecies: Int
  /// This page's number, counted from 1.
  package var page: Int
  /// How many pages there are.
  package var numPages: Int
  /// The recordings on this page.
  package var recordings: [Recording]

  /// Creates a page from its fields.
  package init(
    numRecordings: Int, numSpecies: Int, page: Int, numPages: Int, recordings: [Recording]
  ) {
    self.numRecordings = numRecordings
    self.numSpecies = numSpecies
    self.page = page
    self.numPages = numPages
    self.recordings = recordings
  }
}
