import HeadlessRender
import HeadlessScenarios
import Models

/// A recordings service answered by a scenario.
struct ScriptedRecordingsService: RecordingsService {
  let server: ScriptedServer

  func recordings(matching query: String, page: Int) async -> Result<RecordingsPage, APIError> {
    await server.ask().decoded(as: RecordingsPage.self)
  }
}
