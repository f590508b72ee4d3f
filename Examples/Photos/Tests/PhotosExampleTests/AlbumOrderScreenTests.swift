import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import PhotosExample
import Testing

/// The album order, driven as a UI test drives it: a tap chooses an album, Edit shows the
/// controls, a drag by the reorder handle moves an album, the delete and insert controls
/// remove and add one; each state a golden under `__Goldens__/AlbumOrderScreenTests/`.
@MainActor
@Suite struct AlbumOrderScreenTests {
  private let device = GridSize(width: 36, height: 14)

  private func app() -> (HeadlessApp, AlbumOrderViewController) {
    let screen = AlbumOrderViewController(albums: ["Lisbon", "Bergen", "Porto", "Kyoto"])
    return (HeadlessApp(rootViewController: screen, device: device), screen)
  }

  @Test func tappingAnAlbumChoosesItAndItsRowStaysSelected() throws {
    let (app, screen) = app()
    try app.cells["Bergen"].tap()
    #expect(screen.chosenAlbum == "Bergen")
    assertGolden(of: try app.text(accessibility: true), as: .text)
  }

  @Test func editingShowsTheControlsAndADragMovesAnAlbum() throws {
    let (app, screen) = app()
    try app.buttons["Edit"].tap()
    #expect(screen.isEditing)
    #expect(app.cells["New Album"].exists)
    assertGolden(of: try app.text(accessibility: true), as: .text)
    try app.cells["Kyoto"].drag(to: app.cells["Lisbon"])
    #expect(screen.albums == ["Kyoto", "Lisbon", "Bergen", "Porto"])
    assertGolden(of: try app.text(), as: .text)
    // The add row does not move, and nothing moves below it.
    #expect(throws: InteractionError.self) {
      try app.cells["New Album"].drag(to: app.cells["Kyoto"])
    }
    try app.buttons["Done"].tap()
    #expect(!app.cells["New Album"].exists)
    #expect(screen.albums == ["Kyoto", "Lisbon", "Bergen", "Porto"])
  }

  @Test func theDeleteAndInsertControlsRemoveAndAddAlbums() throws {
    let (app, screen) = app()
    try app.cells["Porto"].tap()
    try app.buttons["Edit"].tap()
    try app.buttons["Delete Porto"].tap()
    #expect(screen.albums == ["Lisbon", "Bergen", "Kyoto"])
    #expect(screen.chosenAlbum == nil)
    try app.cells["New Album"].tapEditingControl()
    #expect(screen.albums == ["Lisbon", "Bergen", "Kyoto", "Album 4"])
    assertGolden(of: try app.text(), as: .text)
    try app.cells["Bergen"].tapEditingControl()
    #expect(screen.albums == ["Lisbon", "Kyoto", "Album 4"])
    try app.cells["New Album"].tapEditingControl()
    #expect(screen.albums == ["Lisbon", "Kyoto", "Album 4", "Album 5"])
  }
}
