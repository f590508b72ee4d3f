import Foundation
import Models
import Testing

@Suite struct FilmsPageTests {
  @Test func decodesAllSixClassicFilmsInSWAPIOrder() throws {
    let page = try TestFixtures.decode(FilmsPage.self, "films/films.json")
    #expect(page.count == 6)
    #expect(page.next == nil)
    #expect(page.previous == nil)
    #expect(page.results.map(\.episodeID) == [4, 5, 6, 1, 2, 3])
    #expect(
      page.results.map(\.title) == [
        "A New Hope", "The Empire Strikes Back", "Return of the Jedi", "The Phantom Menace",
        "Attack of the Clones", "Revenge of the Sith",
      ])
  }

  @Test func decodesEveryFieldOfAFilm() throws {
    let page = try TestFixtures.decode(FilmsPage.self, "films/films.json")
    let jedi = try #require(page.results.first { $0.episodeID == 6 })
    #expect(jedi.director == "Richard Marquand")
    #expect(jedi.producer == "Howard G. Kazanjian, George Lucas, Rick McCallum")
    #expect(jedi.releaseDate == CalendarDate(year: 1983, month: 5, day: 25))
    #expect(jedi.openingCrawl.hasPrefix("Luke Skywalker has returned to\r\nhis home planet"))
    #expect(jedi.id == 6)
  }

  @Test func decodesAVeryLongTitle() throws {
    let page = try TestFixtures.decode(FilmsPage.self, "films/long-title.json")
    #expect(
      page.results.first?.title
        == "Star Wars: Episode IV – A New Hope (Special Edition, Digitally Remastered with Restored Footage)"
    )
  }

  @Test func readsNextAndPreviousPageLinks() throws {
    let json = #"""
      {"count": 12, "next": "https://swapi.dev/api/films/?page=3",
       "previous": "https://swapi.dev/api/films/?page=1", "results": []}
      """#
    let page = try JSONDecoder().decode(FilmsPage.self, from: Data(json.utf8))
    #expect(page.next?.absoluteString == "https://swapi.dev/api/films/?page=3")
    #expect(page.previous?.absoluteString == "https://swapi.dev/api/films/?page=1")
  }

  @Test func aReleaseDateThatDoesNotExistIsADecodingErrorNamingThePath() {
    let error = TestFixtures.error(decoding: FilmsPage.self, "films/bad-date.json")
    #expect(
      error?.message
        == #"results[1].release_date: expected a date like 1977-05-25, found the string "1980-13-17" (in Fixtures/API/films/bad-date.json)"#
    )
  }

  @Test func encodingThenDecodingGivesTheSamePage() throws {
    let page = try TestFixtures.decode(FilmsPage.self, "films/films.json")
    let decoded = try JSONDecoder().decode(FilmsPage.self, from: JSONEncoder().encode(page))
    #expect(decoded == page)
  }
}
