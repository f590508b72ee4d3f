/// The article list's JSON: `{"articles": [{"id": "...", ...}]}`, items left raw.
struct ArticleItems: Decodable {
  var articles: [[String: String]]
}
