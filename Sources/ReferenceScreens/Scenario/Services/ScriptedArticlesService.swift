import HeadlessRender
import HeadlessScenarios
import Models

/// An articles service answered by a scenario: the body is `{"articles": [{...}]}`, items
/// left raw for the data model to drop the bad ones.
struct ScriptedArticlesService: ArticlesService {
  private struct Body: Decodable {
    var articles: [[String: String]]
  }

  let server: ScriptedServer

  func articleItems() async -> Result<[[String: String]], APIError> {
    await server.ask().decoded(as: Body.self).map(\.articles)
  }
}
