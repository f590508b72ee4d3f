import Foundation
import ListKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ListLoaderTests {
  struct Row: Identifiable, Hashable {
    var id: Int
  }

  struct Failure: Error {
    var reason: String
  }

  /// Answers are `(first id, count, has next page)`.
  typealias Answer = [Int]
  typealias Loader = ListLoader<String, Answer, Row, Failure>

  @MainActor
  final class Spy: ListObserver {
    var changes: [String] = []
    weak var loader: Loader?

    func listDidChange() {
      changes.append("\(loader?.query ?? "?"): \(loader?.list.summary ?? "?")")
    }
  }

  let responder = ScriptedResponder<String, Result<Answer, Failure>>()
  let spy = Spy()

  func makeLoader() -> Loader {
    let responder = responder
    let loader = Loader(
      query: "", list: .empty(message: "Search."),
      fetch: { query, page in await responder.ask("\(query) \(page)") },
      rows: { ids, request in (ids.map(Row.init), request.page < 2) },
      emptyMessage: { "No \($0)." },
      errorMessage: { ErrorMessage($0.reason) })
    loader.observer = spy
    spy.loader = loader
    return loader
  }

  @Test func aLoadShowsLoadingThenThePageAndTellsItsDelegateEachTime() async {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2]))
    await load.value
    #expect(spy.changes == ["owl: loading", "owl: paging (2 items, next: 2)"])
  }

  @Test func theNextPageIsAskedForOnceAndAppended() async throws {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2]))
    await load.value
    let next = try #require(loader.rowWillDisplay(1, prefetchDistance: 1))
    #expect(loader.rowWillDisplay(1, prefetchDistance: 1) == nil)
    await responder.respond(to: "owl 2", with: .success([2, 3]))
    await next.value
    #expect(loader.list == .populated([1, 2, 3].map(Row.init)))
  }

  @Test func aFailureShowsItsMessageAndARetryAsksForThatPageAgain() async throws {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .failure(Failure(reason: "Offline.")))
    await load.value
    #expect(loader.list == .error(ErrorMessage("Offline."), keeping: [], retryPage: 1))
    let retry = try #require(loader.retry())
    await responder.respond(to: "owl 1", with: .success([]))
    await retry.value
    #expect(loader.list == .paging([], next: 2))
  }

  @Test func anEmptyFirstPageShowsTheQuerysEmptyMessage() async {
    let loader = makeLoader()
    let responder = responder
    let loaderWithoutNextPage = Loader(
      query: "", fetch: { query, page in await responder.ask("\(query) \(page)") },
      rows: { ids, _ in (ids.map(Row.init), false) }, emptyMessage: { "No \($0)." },
      errorMessage: { ErrorMessage($0.reason) })
    let load = loaderWithoutNextPage.load("kiwi")
    await responder.respond(to: "kiwi 1", with: .success([]))
    await load.value
    #expect(loaderWithoutNextPage.list == .empty(message: "No kiwi."))
    #expect(loader.list == .empty(message: "Search."))
  }

  @Test func aResetDropsTheAnswerOnItsWay() async {
    let loader = makeLoader()
    let load = loader.load("owl")
    loader.reset(query: "", to: .empty(message: "Search."))
    await responder.respond(to: "owl 1", with: .success([1]))
    await load.value
    #expect(loader.list == .empty(message: "Search."))
    #expect(spy.changes == ["owl: loading", ": empty"])
  }

  /// Each answered request, in order, and whether its task was cancelled by then.
  actor CancellationLog {
    var answered: [String] = []
    func record(_ request: String, cancelled: Bool) {
      answered.append(cancelled ? "\(request) (cancelled)" : request)
    }
  }

  /// A loader whose fetch notes, once answered, whether its task was cancelled meanwhile.
  func makeLoader(logging log: CancellationLog) -> Loader {
    let responder = responder
    let loader = Loader(
      query: "", list: .empty(message: "Search."),
      fetch: { query, page in
        let answer = await responder.ask("\(query) \(page)")
        await log.record("\(query) \(page)", cancelled: Task.isCancelled)
        return answer
      },
      rows: { ids, request in (ids.map(Row.init), request.page < 2) },
      emptyMessage: { "No \($0)." },
      errorMessage: { ErrorMessage($0.reason) })
    loader.observer = spy
    spy.loader = loader
    return loader
  }

  @Test func aResetOrANewLoadCancelsTheRequestOnItsWayAndNothingElseDoes() async throws {
    let log = CancellationLog()
    let loader = makeLoader(logging: log)
    let owl = loader.load("owl")
    loader.reset(query: "", to: .empty(message: "Search."))
    await responder.respond(to: "owl 1", with: .success([1]))
    await owl.value
    let kiwi = loader.load("kiwi")
    let emu = loader.load("emu")
    await responder.respond(to: "kiwi 1", with: .success([1]))
    await kiwi.value
    await responder.respond(to: "emu 1", with: .success([1, 2]))
    await emu.value
    // The next page and a retry cancel nothing: no other request is awaited.
    let next = try #require(loader.rowWillDisplay(1, prefetchDistance: 1))
    await responder.respond(to: "emu 2", with: .failure(Failure(reason: "Offline.")))
    await next.value
    let retry = try #require(loader.retry())
    await responder.respond(to: "emu 2", with: .success([3]))
    await retry.value
    #expect(
      await log.answered == ["owl 1 (cancelled)", "kiwi 1 (cancelled)", "emu 1", "emu 2", "emu 2"])
    #expect(loader.list == .populated([1, 2, 3].map(Row.init)))
  }

  @Test func removingTheLastRowShowsTheLoadersEmptyMessageForTheQuery() async {
    let responder = responder
    let loader = Loader(
      query: "", fetch: { query, page in await responder.ask("\(query) \(page)") },
      rows: { ids, _ in (ids.map(Row.init), false) }, emptyMessage: { "No \($0) left." },
      errorMessage: { ErrorMessage($0.reason) })
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2]))
    await load.value
    loader.editItems { $0.id == 1 ? nil : $0 }
    #expect(loader.list == .populated([Row(id: 2)]), "a row left: no message")
    loader.editItems { _ in nil }
    #expect(loader.list == .empty(message: "No owl left."))
  }

  @Test func aPagingListLeftWithoutRowsStillPages() async {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1]))
    await load.value
    loader.editItems { _ in nil }
    #expect(loader.list == .paging([], next: 2), "more rows may come")
  }

  @Test func aRowOfTheLastSectionAsksForTheNextPageWhateverTheSectionsOrder() async throws {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2, 3]))
    await load.value
    // Row 3 shown first, as a favourite would be: the table's last row is row 2.
    let sections = [
      ListSection(id: "favorites", items: [Row(id: 3)]),
      ListSection(id: "others", items: [Row(id: 1), Row(id: 2)]),
    ]
    #expect(
      loader.rowWillDisplay(at: IndexPath(row: 0, section: 0), in: sections, prefetchDistance: 1)
        == nil)
    #expect(
      loader.rowWillDisplay(at: IndexPath(row: 0, section: 1), in: sections, prefetchDistance: 1)
        == nil)
    let next = try #require(
      loader.rowWillDisplay(at: IndexPath(row: 1, section: 1), in: sections, prefetchDistance: 1))
    await responder.respond(to: "owl 2", with: .success([4]))
    await next.value
    #expect(loader.list == .populated([1, 2, 3, 4].map(Row.init)))
  }

  @Test func aPathOutsideTheSectionsAsksForNothingAndTheLastRowStillDoes() async throws {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2, 3]))
    await load.value
    let sections = [
      ListSection(id: "favorites", items: [Row(id: 3)]),
      ListSection(id: "others", items: [Row(id: 1), Row(id: 2)]),
    ]
    // Past the last section, past a section's last row (row 2 of the favourites would count
    // as the table's last row, row 1 of the others), and before the first section.
    for outside in [
      IndexPath(row: 0, section: 2), IndexPath(row: 2, section: 1), IndexPath(row: 2, section: 0),
      IndexPath(row: 1, section: 0), IndexPath(row: 2, section: -1),
    ] {
      #expect(
        loader.rowWillDisplay(at: outside, in: sections, prefetchDistance: 1) == nil,
        "\(outside)")
    }
    let next = try #require(
      loader.rowWillDisplay(at: IndexPath(row: 1, section: 1), in: sections, prefetchDistance: 1))
    await responder.respond(to: "owl 2", with: .success([4]))
    await next.value
    #expect(loader.list == .populated([1, 2, 3, 4].map(Row.init)))
  }

  @Test func editingARowByIDChangesThatRowOnly() async {
    struct Named: Identifiable, Hashable {
      var id: Int
      var name: String
    }
    let responder = ScriptedResponder<String, Result<[Int], Failure>>()
    let loader = ListLoader<String, [Int], Named, Failure>(
      query: "", fetch: { query, page in await responder.ask("\(query) \(page)") },
      rows: { ids, _ in (ids.map { Named(id: $0, name: "n\($0)") }, false) },
      emptyMessage: { _ in "" }, errorMessage: { ErrorMessage($0.reason) })
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2]))
    await load.value
    #expect(loader.editItem(id: 2) { $0.name = "two" } == .handled)
    #expect(loader.list == .populated([Named(id: 1, name: "n1"), Named(id: 2, name: "two")]))
    #expect(loader.editItem(id: 9) { $0.name = "nine" } == .noSuchItem)
    #expect(loader.list == .populated([Named(id: 1, name: "n1"), Named(id: 2, name: "two")]))
  }

  @Test func aRefreshKeepsTheRowsUntilItsAnswerAndTellsTheObserverBothTimes() async throws {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2]))
    await load.value
    #expect(!loader.isRefreshing)
    let refresh = try #require(loader.refresh())
    #expect(loader.isRefreshing)
    #expect(loader.list == .paging([1, 2].map(Row.init), next: 2))
    await responder.respond(to: "owl 1", with: .success([0, 1, 2]))
    await refresh.value
    #expect(!loader.isRefreshing)
    #expect(loader.list == .paging([0, 1, 2].map(Row.init), next: 2))
    #expect(
      spy.changes == [
        "owl: loading", "owl: paging (2 items, next: 2)", "owl: paging (2 items, next: 2)",
        "owl: paging (3 items, next: 2)",
      ])
  }

  @Test func aRefreshKeepingLoadedPagesPutsTheNewerRowsOnTopOfBothPages() async throws {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2]))
    await load.value
    let next = try #require(loader.rowWillDisplay(1, prefetchDistance: 1))
    await responder.respond(to: "owl 2", with: .success([3, 4]))
    await next.value
    let refresh = try #require(loader.refresh(.keepingLoadedPages))
    #expect(loader.isRefreshing)
    await responder.respond(to: "owl 1", with: .success([0, 1, 2]))
    await refresh.value
    #expect(loader.list == .populated([0, 1, 2, 3, 4].map(Row.init)))
    #expect(
      spy.changes == [
        "owl: loading", "owl: paging (2 items, next: 2)", "owl: populated (4 items)",
        "owl: populated (4 items)", "owl: populated (5 items)",
      ])
  }

  @Test func aRefreshWhileTheFirstPageLoadsStartsNothing() async {
    let loader = makeLoader()
    let load = loader.load("owl")
    #expect(loader.refresh() == nil)
    await responder.respond(to: "owl 1", with: .success([1]))
    await load.value
    #expect(spy.changes == ["owl: loading", "owl: paging (1 item, next: 2)"])
  }

  @Test func aCursorAPIIsAskedWithTheTokenOfEachPage() async throws {
    struct Page: Sendable {
      var ids: [Int]
      var next: String?
    }
    let responder = ScriptedResponder<String, Result<Page, Failure>>()
    let loader = ListLoader<String, Page, Row, Failure>(
      query: "", list: .empty(message: "Search."),
      fetchAfter: { query, cursor in await responder.ask("\(query) after \(cursor ?? "start")") },
      rows: { page, _ in (page.ids.map(Row.init), page.next) },
      emptyMessage: { "No \($0)." }, errorMessage: { ErrorMessage($0.reason) })
    let load = loader.load("owl")
    await responder.respond(to: "owl after start", with: .success(Page(ids: [1, 2], next: "x7")))
    await load.value
    #expect(loader.list == .paging([1, 2].map(Row.init), next: 2))
    let next = try #require(loader.rowWillDisplay(1, prefetchDistance: 1))
    await responder.respond(to: "owl after x7", with: .success(Page(ids: [3], next: nil)))
    await next.value
    #expect(loader.list == .populated([1, 2, 3].map(Row.init)))
    #expect(loader.rowWillDisplay(2, prefetchDistance: 1) == nil, "no token, no next page")
  }

  @Test func sectionsOfCellModelsAskForTheNextPageFromTheirLastRows() async throws {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2]))
    await load.value
    // The screen shows its own rows: a cell view-model per item and a banner after them.
    let sections = [
      ListSection(id: "rows", items: ["row 1", "row 2"]),
      ListSection(id: "banner", items: ["Sponsored"]),
    ]
    #expect(
      loader.rowWillDisplay(at: IndexPath(row: 1, section: 0), in: sections, prefetchDistance: 1)
        == nil, "the loader's last item is not the table's last row")
    let next = try #require(
      loader.rowWillDisplay(at: IndexPath(row: 0, section: 1), in: sections, prefetchDistance: 1))
    await responder.respond(to: "owl 2", with: .success([3]))
    await next.value
    #expect(loader.list == .populated([1, 2, 3].map(Row.init)))
  }

  @Test func aRowMovesBeforeAnotherOrToTheEnd() async {
    let loader = makeLoader()
    let load = loader.load("owl")
    await responder.respond(to: "owl 1", with: .success([1, 2, 3]))
    await load.value
    #expect(loader.moveItem(id: 3, before: 1) == .handled)
    #expect(loader.list.items == [3, 1, 2].map(Row.init))
    #expect(loader.moveItem(id: 3, before: nil) == .handled)
    #expect(loader.list.items == [1, 2, 3].map(Row.init))
    #expect(loader.moveItem(id: 9, before: 1) == .noSuchItem)
    #expect(loader.moveItem(id: 1, before: 9) == .noSuchItem)
    #expect(loader.moveItem(id: 1, before: 1) == .noSuchItem)
    #expect(loader.list.items == [1, 2, 3].map(Row.init))
    #expect(spy.changes.count == 4, "loading, the page and two moves")
  }
}
