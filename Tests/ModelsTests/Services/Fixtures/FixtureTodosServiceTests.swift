import Foundation
import Models
import Testing

@Suite struct FixtureTodosServiceTests {
  @Test func theTodosServiceReadsTodosJSON() async throws {
    let todos = try await FixtureTodosService(directory: TestFixtures.directory).todos().get()
    #expect(todos.count == 12)
  }
}
