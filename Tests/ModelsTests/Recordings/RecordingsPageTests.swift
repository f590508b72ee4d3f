import Foundation
import Models
import Testing

@Suite struct RecordingsPageTests {
  @Test func firstParrotPageDecodesCountsSentAsStringsAndItsRecordings() throws {
    let page = try TestFixtures.decode(RecordingsPage.self, "recordings/parrot-page-1.json")
    #expect(page.numRecordings == 23)
    #expect(page.numSpecies == 21)
    #expect(page.page == 1)
    #expect(page.numPages == 3)
    #expect(page.recordings.count == 8)
    let first = try #require(page.recordings.first)
    #expect(
      first
        == Recording(
          id: "716304", genus: "Psittacus", species: "erithacus", englishName: "Grey Parrot",
          recordist: "Kwame Mensah", country: "Ghana",
          locality: "Kakum National Park, Central Region",
          fileURL: URL(string: "https://xeno-canto.org/716304/download"), quality: "A",
          length: "0:48", date: "2022-03-14"))
    #expect(page.recordings.last?.quality == "no score")
  }

  @Test func secondParrotPageReadsProtocolRelativeAndEmptyFileLinks() throws {
    let page = try TestFixtures.decode(RecordingsPage.self, "recordings/parrot-page-2.json")
    #expect(page.page == 2)
    #expect(page.recordings.map(\.id).count == 8)
    let bellied = try #require(page.recordings.first { $0.id == "611380" })
    #expect(bellied.englishName == "Blue-bellied Parrot")
    #expect(bellied.fileURL == URL(string: "https://xeno-canto.org/611380/download"))
    let pileated = try #require(page.recordings.first { $0.id == "574432" })
    #expect(pileated.fileURL == nil)
    #expect(page.recordings.last?.date == "2012-00-00")
  }

  @Test func lastParrotPageIsPageThreeOfThreeAndToleratesAMissingFileKey() throws {
    let page = try TestFixtures.decode(RecordingsPage.self, "recordings/parrot-page-3.json")
    #expect(page.page == page.numPages)
    #expect(page.recordings.count == 7)
    let pygmy = try #require(page.recordings.first { $0.id == "487655" })
    #expect(pygmy.englishName == "Buff-faced Pygmy Parrot")
    #expect(pygmy.fileURL == nil)
  }

  @Test func theThreeParrotPagesHoldEveryRecordingOnceAndAgreeOnTheTotal() throws {
    let pages = try (1...3).map {
      try TestFixtures.decode(RecordingsPage.self, "recordings/parrot-page-\($0).json")
    }
    let ids = pages.flatMap { $0.recordings.map(\.id) }
    #expect(Set(ids).count == ids.count)
    #expect(pages.allSatisfy { $0.numRecordings == ids.count })
  }

  @Test func emptyAnswerHasNoRecordings() throws {
    let page = try TestFixtures.decode(RecordingsPage.self, "recordings/empty.json")
    #expect(
      page == RecordingsPage(numRecordings: 0, numSpecies: 0, page: 1, numPages: 1, recordings: []))
  }

  @Test func chineseAndJapaneseNamesSurviveDecoding() throws {
    let page = try TestFixtures.decode(RecordingsPage.self, "recordings/cjk.json")
    #expect(page.recordings.map(\.recordist).prefix(4) == ["山田 太郎", "佐藤 花子", "王小明", "李静"])
    #expect(page.recordings.first?.locality == "長野県 北佐久郡 軽井沢町")
    #expect(page.recordings[2].locality == "云南省 西双版纳 勐腊县")
  }

  @Test func countsSentAsNumbersDecodeToo() throws {
    let json =
      #"{"numRecordings": 2, "numSpecies": 1, "page": "1", "numPages": "1", "recordings": []}"#
    let page = try JSONDecoder().decode(RecordingsPage.self, from: Data(json.utf8))
    #expect(page.numRecordings == 2)
    #expect(page.numSpecies == 1)
    #expect(page.page == 1)
    #expect(page.numPages == 1)
  }

  @Test func countsPaddedWithSpacesAreRead() throws {
    let json =
      #"{"numRecordings": " 12 ", "numSpecies": "3 ", "page": " 1", "numPages": "1", "#
      + #""recordings": []}"#
    let page = try JSONDecoder().decode(RecordingsPage.self, from: Data(json.utf8))
    #expect(page.numRecordings == 12)
    #expect(page.numSpecies == 3)
    #expect(page.page == 1)
  }

  @Test func aCountThatIsNotANumberIsADecodingErrorNamingTheKey() {
    let json =
      #"{"numRecordings": "many", "numSpecies": "1", "page": 1, "numPages": 1, "recordings": []}"#
    let result = AnswerDecoder().decode(RecordingsPage.self, from: Data(json.utf8), source: "test")
    #expect(
      result.failureMessage
        == #"numRecordings: expected a number or a string of digits, found the string "many" (in test)"#
    )
  }

  @Test func aFieldOfTheWrongTypeIsReportedWithItsPathAndFile() {
    let error = TestFixtures.error(decoding: RecordingsPage.self, "recordings/bad-type.json")
    #expect(
      error?.message
        == "recordings[3].length: expected a string or number, found an array"
        + " (in Fixtures/API/recordings/bad-type.json)")
  }

  @Test func aTruncatedFileIsReportedAsTruncatedWithWhereItEnds() {
    let error = TestFixtures.error(decoding: RecordingsPage.self, "recordings/truncated.json")
    #expect(
      error?.message
        == "truncated JSON: the data ends at line 100, column 25 before the value is complete"
        + " (in Fixtures/API/recordings/truncated.json)")
  }

  @Test func anHTMLErrorPageIsReportedAsMalformedJSONAtItsFirstCharacter() {
    let error = TestFixtures.error(decoding: RecordingsPage.self, "recordings/error-page.html")
    #expect(
      error?.message
        == #"malformed JSON at line 1, column 1: unexpected "<" (in Fixtures/API/recordings/error-page.html)"#
    )
  }

  @Test func encodingThenDecodingGivesTheSamePage() throws {
    let page = try TestFixtures.decode(RecordingsPage.self, "recordings/parrot-page-2.json")
    let decoded = try JSONDecoder().decode(RecordingsPage.self, from: JSONEncoder().encode(page))
    #expect(decoded == page)
  }
}
