import HeadlessRender
import HeadlessScenarios
import Models

/// A feed service answered by a scenario.
struct ScriptedFeedService: FeedService {
  let server: ScriptedServer

  func feed() async -> Result<Feed, APIError> {
    await server.ask().decoded(as: Feed.self)
  }
}
