import Foundation
import Models
import Testing

@Suite struct FixtureArticlesServiceTests {
  @Test func theArticlesServiceAnswersTheRawItems() async throws {
    let items = try await FixtureArticlesService(directory: TestFixtures.directory).articleItems()
      .get()
    #expect(items.count == 8)
    #expect(items[3]["title"] == nil)
    #expect(items[5]["date"] == "last Tuesday")
  }
}
