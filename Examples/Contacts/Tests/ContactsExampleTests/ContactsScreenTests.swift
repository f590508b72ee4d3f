import ContactsExample
import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import ListKit
import Testing

/// The Contacts screen in its states, each a golden under
/// `__Goldens__/ContactsScreenTests/<test>.<n>.txt`.
@MainActor
@Suite struct ContactsScreenTests {
  private let device = GridSize(width: 40, height: 24)

  private func screen() throws -> ContactsViewController {
    ContactsViewController(controller: ContactsController(service: try FixtureContactsService()))
  }

  private func loadedScreen() async throws -> ContactsViewController {
    let screen = try screen()
    await screen.controller.loadRequested().value
    return screen
  }

  @Test func beforeAnswersTheScreenShowsASpinner() async throws {
    let screen = try screen()
    let load = screen.controller.loadRequested()
    assertGolden(of: screen, as: .screen(device: GridSize(width: 40, height: 10)))
    await load.value
  }

  @Test func theFirstPageShowsFavoritesThenOneSectionPerInitial() async throws {
    let screen = try await loadedScreen()
    assertGolden(of: screen, as: .screen(device: device))
  }

  @Test func favoritingAContactMovesItsRowToFavoritesAndBack() async throws {
    let screen = try await loadedScreen()
    assertGolden(of: screen, as: .screen(device: device))
    #expect(screen.controller.favoriteTapped(id: "2") == .handled)
    assertGolden(of: screen, as: .screen(device: device))
    #expect(screen.controller.favoriteTapped(id: "2") == .handled)
    assertGolden(of: screen, as: .screen(device: device))
    #expect(screen.controller.favoriteTapped(id: "99") == .noSuchItem)
  }

  @Test func theLastRowsOfTheTableAskForTheNextPage() async throws {
    let screen = try await loadedScreen()
    let sections = screen.controller.sections
    let last = IndexPath(
      row: sections[sections.count - 1].items.count - 1, section: sections.count - 1)
    let next = try #require(screen.controller.rowWillDisplay(at: last))
    #expect(screen.controller.rowWillDisplay(at: last) == nil)
    await next.value
    #expect(screen.controller.state.items.count == 16)
    #expect(screen.controller.footer == .spinner)
  }

  @Test func aLeadingSwipeFavoritesAContactAndATrailingSwipeDeletesIt() async throws {
    let screen = try await loadedScreen()
    let table: UITableView = screen.tableView
    _ = try DeviceFrame(size: device).text(of: screen)
    // Alan Turing, the first row of A, as UIKit asks the delegate when the user swipes.
    let alan = IndexPath(row: 0, section: 1)
    let leading = try #require(
      screen.tableView(table, leadingSwipeActionsConfigurationForRowAt: alan))
    #expect(leading.actions.map(\.title) == ["Favorite"])
    var completions: [Bool] = []
    leading.actions[0].handler(leading.actions[0], UIView()) { completions.append($0) }
    #expect(screen.controller.sections[0].items.map(\.name) == ["Ada Lovelace", "Alan Turing"])
    let unfavorite = try #require(
      screen.tableView(
        table, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0)))
    #expect(unfavorite.actions.map(\.title) == ["Unfavorite"])
    let trailing = try #require(
      screen.tableView(
        table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0)))
    #expect(trailing.actions.map(\.title) == ["Delete"])
    #expect(trailing.actions[0].style == .destructive)
    trailing.actions[0].handler(trailing.actions[0], UIView()) { completions.append($0) }
    #expect(completions == [true, true])
    #expect(!screen.controller.state.items.contains { $0.name == "Alan Turing" })
    #expect(screen.controller.contactDeleted(id: "2") == .noSuchItem)
    assertGolden(of: screen, as: .screen(device: GridSize(width: 40, height: 16)))
  }

  @Test func aRefreshKeepsTheRowsUnderTheSpinnerUntilItsAnswer() async throws {
    let screen = try await loadedScreen()
    let small = GridSize(width: 40, height: 12)
    _ = try DeviceFrame(size: small).text(of: screen)
    let refresh = try #require(screen.controller.refreshRequested())
    #expect(screen.refreshControl?.isRefreshing == true)
    assertGolden(of: screen, as: .screen(device: small))
    await refresh.value
    #expect(screen.refreshControl?.isRefreshing == false)
    // The same page again: no row changed, none is marked.
    assertGolden(of: screen, as: .screen(device: small))
  }

  @Test func theRefreshControlsActionRefreshes() async throws {
    let screen = try await loadedScreen()
    _ = try DeviceFrame(size: device).text(of: screen)
    screen.refreshControl?.sendActions(for: .valueChanged)
    #expect(screen.controller.isRefreshing)
    // A second pull supersedes the first; once its answer is in, the refresh is over.
    await screen.controller.refreshRequested()?.value
    #expect(!screen.controller.isRefreshing)
    #expect(screen.refreshControl?.isRefreshing == false)
  }

  @Test func aSearchWithoutMatchesSaysSo() async throws {
    let screen = try await loadedScreen()
    await screen.controller.searchSubmitted("  zz ").value
    assertGolden(of: screen, as: .screen(device: GridSize(width: 40, height: 10)))
  }

  @Test func aVisitReadsAsOneTranscript() async throws {
    let screen = try screen()
    let frame = DeviceFrame(size: device)
    var transcript = Transcript()
    let load = screen.controller.loadRequested()
    try transcript.append("load", frame.text(of: screen))
    await load.value
    try transcript.append("first page", frame.text(of: screen))
    _ = screen.controller.favoriteTapped(id: "3")
    try transcript.append("favorite Annie Easley", frame.text(of: screen))
    await screen.controller.searchSubmitted("an").value
    // The star was the screen's own: the service's answer does not have it.
    try transcript.append("search an", frame.text(of: screen))
    assertGolden(of: transcript, as: .transcript)
  }
}
