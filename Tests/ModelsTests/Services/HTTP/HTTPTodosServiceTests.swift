import Foundation
import Models
import TestSupport
import Testing

@Suite struct HTTPTodosServiceTests {
  @Test func buildsJSONPlaceholdersRequestURL() throws {
    #expect(
      try HTTPTodosService().requestURL().get().absoluteString
        == "https://jsonplaceholder.typicode.com/todos")
  }

  @Test func byDefaultTheServiceWaitsThirtySecondsForJSONPlaceholder() {
    let service = HTTPTodosService()
    #expect(service.timeout == .seconds(30))
    #expect(service.baseURL == "https://jsonplaceholder.typicode.com/")
  }

  @Test func fetchesTheTodosFromTheServer() async throws {
    let todos = try await LoopbackServer.run { origin in
      try await HTTPTodosService(baseURL: "\(origin)/ok/", timeout: .seconds(5)).todos().get()
    }
    #expect(todos == (try TestFixtures.decode([Todo].self, "todos/todos.json")))
  }

  @Test func a404CarriesTheStartOfTheBody() async throws {
    let result = try await LoopbackServer.run { origin in
      await HTTPTodosService(baseURL: "\(origin)/status/404/", timeout: .seconds(5)).todos()
    }
    #expect(
      result.failureMessage
        == "The server answered 404 Not Found: 503 Service Unavailable Service Unavailable"
        + " xeno-canto is down for scheduled maintenance. Please try again in a few minutes."
        + " nginx")
  }

  @Test func cancellingTheTaskCancelsTheRequest() async throws {
    let result = try await LoopbackServer.run { origin in
      let request = Task {
        await HTTPTodosService(baseURL: "\(origin)/slow/", timeout: .seconds(5)).todos()
      }
      try await Task.sleep(for: .milliseconds(200))
      request.cancel()
      return await request.value
    }
    #expect(result.failureMessage == "The request was cancelled.")
  }
}
