import Foundation
import Models
import Testing

@Suite struct FixtureFilmsServiceTests {
  @Test func theFilmsServiceReadsPageOneFromTheNamedFileAndLaterPagesFromPageFiles() async throws {
    let films = FixtureFilmsService(directory: TestFixtures.directory)
    #expect(try await films.films(page: 1).get().results.count == 6)
    #expect(
      await films.films(page: 2).failureMessage
        == "The request could not be made: no fixture file at Fixtures/API/films/films-page-2.json")
    let long = FixtureFilmsService(directory: TestFixtures.directory, name: "long-title")
    #expect(try await long.films(page: 1).get().results.count == 2)
  }
}
