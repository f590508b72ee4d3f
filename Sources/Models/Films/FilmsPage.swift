import Foundation

/// SWAPI's paged wrapper around a list of films.
public struct FilmsPage: Codable, Hashable, Sendable {
  /// How many films there are over all pages.
  public var count: Int
  /// The next page's URL, or nil on the last page.
  public var next: URL?
  /// The previous page's URL, or nil on the first page.
  public var previous: URL?
  /// The films on this page.
  public var results: [Film]

  /// Creates a page from its fields.
  public init(count: Int, next: URL?, previous: URL?, results: [Film]) {
    self.count = count
    self.next = next
    self.previous = previous
    self.results = results
  }
}
