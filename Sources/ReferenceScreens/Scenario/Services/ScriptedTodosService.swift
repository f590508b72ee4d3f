import HeadlessRender
import HeadlessScenarios
import Models

/// A todos service answered by a scenario.
struct ScriptedTodosService: TodosService {
  let server: ScriptedServer

  func todos() async -> Result<[Todo], APIError> {
    await server.ask().decoded(as: [Todo].self)
  }
}
