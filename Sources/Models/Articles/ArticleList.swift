/// The articles parsed from a raw item list, and the items that were dropped and why.
///
/// ```swift
/// let list = ArticleList(items: [good, ["id": "a2", "author": "Ada"], good2])
/// list.articles.count   // 2
/// list.droppedCount     // 1
/// list.dropped[0]       // Drop(index: 1, error: .missingKey("date"))
/// ```
package struct ArticleList: Hashable, Sendable {
  /// Why an item could not become an ``Article``.
  package enum ItemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required key is absent or empty.
    case missingKey(String)
    /// The `date` value is not an ISO 8601 timestamp.
    case badDate(String)

    /// The reason in words, e.g. `missing required key "title"`.
    package var description: String {
      switch self {
      case .missingKey(let key): return "missing required key \"\(key)\""
      case .badDate(let text):
        return "\"date\" is not an ISO 8601 date like \(ISO8601Timestamp.example): \"\(text)\""
      }
    }
  }

  /// An item left out of the list.
  package struct Drop: Hashable, Sendable, CustomStringConvertible {
    /// The item's position in the raw list, from 0.
    package var index: Int
    /// Why it was left out.
    package var error: ItemError

    /// Creates a record of a dropped item.
    package init(index: Int, error: ItemError) {
      self.index = index
      self.error = error
    }

    /// The drop in words, e.g. `item 3: missing required key "title"`.
    package var description: String { "item \(index): \(error)" }
  }

  /// The usable articles, in the order of the raw list.
  package var articles: [Article]
  /// The items that were left out, in the order of the raw list.
  package var dropped: [Drop]

  /// How many items were left out.
  package var droppedCount: Int { dropped.count }

  /// Parses every item with ``Article/init(dictionary:)``'s rules, keeping the good ones.
  ///
  /// - Complexity: O(*n*) in the number of items.
  package init(items: [[String: String]]) {
    var articles: [Article] = []
    var dropped: [Drop] = []
    for (index, item) in items.enumerated() {
      switch Article.parse(item) {
      case .success(let article): articles.append(article)
      case .failure(let error): dropped.append(Drop(index: index, error: error))
      }
    }
    self.articles = articles
    self.dropped = dropped
  }
}
