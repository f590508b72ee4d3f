import Foundation
import Models
import Testing

/// The feed, todos, films and articles fixture services: each reads its file by its rule.
@Suite struct FixtureServicesTests {
  private let directory = TestFixtures.directory

  @Test func theFeedServiceReadsFeedJSON() async throws {
    let feed = try await FixtureFeedService(directory: directory).feed().get()
    #expect(feed.statuses.count == 6)
    #expect(feed.photos.count == 4)
  }

  @Test func theTodosServiceReadsTodosJSON() async throws {
    let todos = try await FixtureTodosService(directory: directory).todos().get()
    #expect(todos.count == 12)
  }

  @Test func theFilmsServiceReadsPageOneFromTheNamedFileAndLaterPagesFromPageFiles() async throws {
    let films = FixtureFilmsService(directory: directory)
    #expect(try await films.films(page: 1).get().results.count == 6)
    #expect(
      await films.films(page: 2).failureMessage
        == "The request could not be made: no fixture file at Fixtures/API/films/films-page-2.json")
    let long = FixtureFilmsService(directory: directory, name: "long-title")
    #expect(try await long.films(page: 1).get().results.count == 2)
  }

  @Test func theArticlesServiceAnswersTheRawItems() async throws {
    let items = try await FixtureArticlesService(directory: directory).articleItems().get()
    #expect(items.count == 8)
    #expect(items[3]["title"] == nil)
    #expect(items[5]["date"] == "last Tuesday")
  }

  @Test func anotherFileCanStandInForTheDefault() async {
    let feed = FixtureFeedService(directory: directory, relativePath: "recordings/truncated.json")
    #expect(
      await feed.feed().failureMessage
        == "truncated JSON: the data ends at line 100, column 25 before the value is complete"
        + " (in Fixtures/API/recordings/truncated.json)")
  }
}
