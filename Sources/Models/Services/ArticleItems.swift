/// The article list's JSON: `{"articles": [{"id": "...", ...}]}`, items left raw.
package struct ArticleItems: Decodable {
  /// The articles, each a dictionary of its fields.
  package var articles: [[String: String]]
}
