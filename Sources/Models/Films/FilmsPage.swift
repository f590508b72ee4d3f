import Foundation

/// SWAPI's paged wrapper around a list of films.
package struct FilmsPage: Codable, Hashable, Sendable {
  /// How many films there are over all pages.
  package var count: Int
  /// The next page's URL, or nil on the last page.
  package var next: URL?
  /// The previous page's URL, or nil on the first page.
  package var previous: URL?
  /// The films on this page.
  package var results: [Film]

  /// Creates a page from its fields.
  package init(count: Int, next: URL?, previous: URL?, results: [Film]) {
    self.count = count
    self.next = next
    self.previous = previous
    self.results = results
  }
}
