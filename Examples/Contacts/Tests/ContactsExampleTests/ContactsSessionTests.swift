import ContactsExample
import ContactsScenarios
import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import Testing

/// The Contacts screen driven from Swift as a person's finger drives it: the steps of a
/// scenario session (tap, swipe, a swipe action, pull, scroll), each answered and drawn as a
/// scenario file's step is.
@MainActor
@Suite struct ContactsSessionTests {
  /// The example's `API/` folder, which `respond` steps read from.
  private let api = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("API")

  @Test func aLeadingSwipeActionMovesAContactIntoFavorites() async throws {
    let session = try ScenarioSession(
      Scenario(
        directory: api, screen: "contacts", device: GridSize(width: 40, height: 16), steps: []),
      registry: .contacts)
    _ = try await session.run([
      .event(ScreenEvent("load")), .respond(fixture: "contacts-page-1.json", request: nil),
    ])
    let frame = try await session.run(.action(IndexPath(row: 0, section: 1), title: "Favorite"))
    assertGolden(of: frame, as: .text)
  }
}
