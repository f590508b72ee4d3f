import Foundation
import ListKit
import Models
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct FilmsControllerTests {
  let service = ScriptedFilmsService()
  let controller: FilmsController
  let view = SpyView()

  init() {
    controller = FilmsController(service: service, prefetchDistance: 2)
    controller.observer = view
    view.describe = { [controller] in controller.state.summary }
  }

  let hope = Fixtures.film(4, title: "A New Hope", year: 1977)
  let empire = Fixtures.film(5, title: "The Empire Strikes Back", year: 1980)
  let menace = Fixtures.film(1, title: "The Phantom Menace", year: 1999)
  let jedi = Fixtures.film(6, title: "Return of the Jedi", year: 1983)

  func page(_ films: [Film], next: Int? = nil) -> FilmsPage {
    FilmsPage(
      count: 6, next: next.flatMap { URL(string: "https://swapi.dev/api/films/?page=\($0)") },
      previous: nil, results: films)
  }

  func load(_ answer: Result<FilmsPage, APIError>) async {
    let load = controller.loadRequested()
    await service.responder.respond(to: 1, with: answer)
    await load.value
  }

  @Test func successListsTheFilmsInEpisodeOrderAndCountsThem() async {
    await load(.success(page([hope, empire, menace])))

    #expect(controller.sections.map(\.id) == [.films])
    #expect(
      controller.sections.first?.items.map(\.episodeLabel) == [
        "Episode I", "Episode IV", "Episode V",
      ])
    #expect(controller.footer == .note("3 films"))
    #expect(view.changes == ["loading", "populated (3 items)"])
  }

  @Test func oneFilmIsCountedInTheSingular() async {
    await load(.success(page([hope])))
    #expect(controller.footer == .note("1 film"))
  }

  @Test func aDecodingErrorHasItsOwnText() async {
    let problem = AnswerDecodingError(
      source: "https://swapi.dev/api/films/?page=1", codingPath: "results[0].release_date",
      reason: "expected a date like 1977-05-25")
    await load(.failure(.decoding(problem)))

    #expect(
      controller.footer
        == .error(
          "The films could not be read: expected a date like 1977-05-25 at results[0].release_date"
            + " in https://swapi.dev/api/films/?page=1.", retryHint: "Tap to retry."))
  }

  @Test func aServerErrorHasItsOwnText() async {
    await load(.failure(.httpStatus(code: 500, bodySnippet: "oops")))
    #expect(
      controller.footer
        == .error("The server could not send the films (HTTP 500).", retryHint: "Tap to retry."))
  }

  @Test func noFilmsIsEmpty() async {
    await load(.success(page([])))
    #expect(controller.state == .empty(message: "There are no films."))
  }

  @Test func scrollingNearTheEndLoadsTheNextPageOnce() async throws {
    await load(.success(page([hope, empire], next: 2)))
    #expect(controller.state == .paging([FilmCellModel(hope), FilmCellModel(empire)], next: 2))

    let next = try #require(controller.rowWillDisplay(at: IndexPath(row: 1, section: 0)))
    #expect(controller.rowWillDisplay(at: IndexPath(row: 1, section: 0)) == nil)
    await service.responder.respond(to: 2, with: .success(page([jedi, menace])))
    await next.value

    #expect(controller.sections.first?.items.map(\.id) == [1, 4, 5, 6])
    #expect(controller.footer == .note("4 films"))
    #expect(await service.responder.received == [1, 2])
  }

  @Test func byDefaultTheLastThreeRowsAskForTheNextPage() async {
    let controller = FilmsController(service: service)
    #expect(controller.prefetchDistance == 3)
    let load = controller.loadRequested()
    await service.responder.respond(
      to: 1, with: .success(page([hope, empire, menace, jedi], next: 2)))
    await load.value
    #expect(controller.rowWillDisplay(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(controller.rowWillDisplay(at: IndexPath(row: 1, section: 0)) != nil)
  }

  @Test func rowsOutsideTheFilmsSectionAskForNothing() async {
    await load(.success(page([hope, empire], next: 2)))
    #expect(controller.rowWillDisplay(at: IndexPath(row: 1, section: 1)) == nil)
    #expect(controller.rowWillDisplay(at: IndexPath(row: 1, section: -1)) == nil)
    #expect(await service.responder.received == [1])
  }

  @Test func aPageThatRepeatsAFilmShowsItOnce() async throws {
    await load(.success(page([hope, empire], next: 2)))
    let next = try #require(controller.rowWillDisplay(at: IndexPath(row: 1, section: 0)))
    await service.responder.respond(to: 2, with: .success(page([empire, jedi, jedi])))
    await next.value

    #expect(controller.sections.first?.items.map(\.id) == [4, 5, 6])
    #expect(controller.footer == .note("3 films"))
  }

  @Test func aFailedSecondPageKeepsTheFilmsAndARetryAsksForItAgain() async throws {
    await load(.success(page([hope, empire], next: 2)))
    let next = try #require(controller.rowWillDisplay(at: IndexPath(row: 0, section: 0)))
    await service.responder.respond(to: 2, with: .failure(.offline))
    await next.value
    #expect(controller.sections.first?.items.count == 2)
    #expect(
      controller.footer
        == .error(
          "You are offline. Connect to the internet to load the films.", retryHint: "Tap to retry.")
    )

    let retry = try #require(controller.retryTapped())
    await service.responder.respond(to: 2, with: .success(page([jedi])))
    await retry.value
    #expect(controller.footer == .note("3 films"))
    #expect(await service.responder.received == [1, 2, 2])
  }

  @Test func theAnswerToAnOlderLoadIsDropped() async {
    let first = controller.loadRequested()
    await service.responder.waitUntilPending(1)
    let second = controller.loadRequested()
    await service.responder.waitUntilPending(2)

    await service.responder.respondToNewest(with: .success(page([jedi])))
    await second.value
    await service.responder.respondToOldest(with: .success(page([hope, empire])))
    await first.value
    #expect(controller.state == .populated([FilmCellModel(jedi)]))
  }
}
