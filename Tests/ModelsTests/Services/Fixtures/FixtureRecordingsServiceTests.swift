import Foundation
import Models
import Testing

@Suite struct FixtureRecordingsServiceTests {
  private let service = FixtureRecordingsService(directory: TestFixtures.directory)

  @Test func slugsLowercaseAndJoinWordsWithOneDash() {
    #expect(FixtureRecordingsService.slug(for: "parrot") == "parrot")
    #expect(FixtureRecordingsService.slug(for: "  Grey Parrot!! ") == "grey-parrot")
    #expect(FixtureRecordingsService.slug(for: "Bad type") == "bad-type")
    #expect(FixtureRecordingsService.slug(for: "gen:Psittacula q:A") == "gen-psittacula-q-a")
    #expect(FixtureRecordingsService.slug(for: "鸚鵡 2") == "鸚鵡-2")
    #expect(FixtureRecordingsService.slug(for: "?!") == "")
  }

  @Test func answersEachPageOfAQueryFromItsFile() async throws {
    for number in 1...3 {
      let page = try await service.recordings(matching: "Parrot", page: number).get()
      #expect(page.page == number)
    }
  }

  @Test func aSingleFileAnswersPageOneOfAQuery() async throws {
    let empty = try await service.recordings(matching: "empty", page: 1).get()
    #expect(empty.recordings.isEmpty)
    let cjk = try await service.recordings(matching: "CJK", page: 1).get()
    #expect(cjk.recordings.count == 5)
  }

  @Test func aPageWithoutAFileIsAnErrorNamingTheFileLookedFor() async {
    #expect(
      await service.recordings(matching: "parrot", page: 4).failureMessage
        == "The request could not be made: no fixture file at Fixtures/API/recordings/parrot-page-4.json"
    )
    #expect(
      await service.recordings(matching: "empty", page: 2).failureMessage
        == "The request could not be made: no fixture file at Fixtures/API/recordings/empty-page-2.json"
    )
    #expect(
      await service.recordings(matching: "Snowy Owl", page: 1).failureMessage
        == "The request could not be made: no fixture file at Fixtures/API/recordings/snowy-owl-page-1.json"
    )
  }

  @Test func aQueryWithoutLettersOrDigitsIsAnInvalidRequest() async {
    #expect(
      await service.recordings(matching: "?!", page: 1).failureMessage
        == #"The request could not be made: the query "?!" has no letters or digits"#)
  }

  @Test func badFixturesAnswerDecodingErrorsNamingTheirFile() async {
    #expect(
      await service.recordings(matching: "bad type", page: 1).failureMessage
        == "recordings[3].length: expected a string or number, found an array"
        + " (in Fixtures/API/recordings/bad-type.json)")
    #expect(
      await service.recordings(matching: "truncated", page: 1).failureMessage
        == "truncated JSON: the data ends at line 100, column 25 before the value is complete"
        + " (in Fixtures/API/recordings/truncated.json)")
  }
}
