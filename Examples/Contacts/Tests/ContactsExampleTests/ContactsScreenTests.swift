import ContactsExample
import Foundation
import HeadlessGoldens
import HeadlessRender
import ListKit
import Testing

/// The Contacts screen in its states, each a golden under
/// `__Goldens__/ContactsScreenTests/<test>.<n>.txt`.
@MainActor
@Suite struct ContactsScreenTests {
  private let device = GridSize(width: 40, height: 24)

  private func loadedScreen() async throws -> ContactsScreen {
    let screen = ContactsScreen(service: try FixtureContactsService())
    await screen.controller.loadRequested().value
    return screen
  }

  @Test func beforeAnswersTheScreenShowsASpinner() async throws {
    let screen = ContactsScreen(service: try FixtureContactsService())
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

  @Test func aSearchWithoutMatchesSaysSo() async throws {
    let screen = try await loadedScreen()
    await screen.controller.searchSubmitted("  zz ").value
    assertGolden(of: screen, as: .screen(device: GridSize(width: 40, height: 10)))
  }

  @Test func aVisitReadsAsOneTranscript() async throws {
    let screen = ContactsScreen(service: try FixtureContactsService())
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
