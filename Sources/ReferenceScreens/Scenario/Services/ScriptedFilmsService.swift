import HeadlessRender
import HeadlessScenarios
import Models

/// A films service answered by a scenario.
struct ScriptedFilmsService: FilmsService {
  let server: ScriptedServer

  func films(page: Int) async -> Result<FilmsPage, APIError> {
    await server.ask().decoded(as: FilmsPage.self)
  }
}
