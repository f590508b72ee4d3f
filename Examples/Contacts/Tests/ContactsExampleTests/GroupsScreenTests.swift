import ContactsExample
import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import Testing

/// The Groups screen, written without ListKit, driven from this separate package through
/// HeadlessTesting's public interaction API only: no `@testable`, no subclass, no dummy
/// controller. Its frames are goldens under `__Goldens__/GroupsScreenTests/<test>.<n>.txt`.
@MainActor
@Suite struct GroupsScreenTests {
  private func app() -> (HeadlessApp, GroupsViewModel) {
    let model = GroupsViewModel(groups: ["Family", "Work", "Book club"]) {
      ["Neighbours", "Family", "Work", "Book club"]
    }
    let app = HeadlessApp(
      rootViewController: makeGroupsScreen(model: model),
      device: GridSize(width: 30, height: 14))
    return (app, model)
  }

  @Test func typingFiltersTheGroups() throws {
    let (app, model) = app()
    try app.searchFields["Search groups"].typeText("o")
    #expect(app.cells.labels == ["Work", "Book club"])
    try app.searchFields.firstMatch.typeText("r")
    #expect(model.query == "or")
    #expect(app.cells.labels == ["Work"])
  }

  @Test func aTrailingSwipeRevealsDeleteWhichDeletes() throws {
    let (app, model) = app()
    try app.cells["Work"].swipeLeft()
    assertGolden(of: try app.text(), as: .text)
    try app.buttons["Delete"].tap()
    #expect(model.groups == ["Family", "Book club"])
    try app.cells["Family"].swipe(.trailing, full: true)
    #expect(model.groups == ["Book club"])
  }

  @Test func aPullFetchesTheGroupsAgain() async throws {
    let (app, model) = app()
    try app.pullToRefresh()
    try await app.settle()
    #expect(model.groups == ["Neighbours", "Family", "Work", "Book club"])
    #expect(app.cells.labels == model.groups)
  }

  @Test func editShowsTheToolbarAndTheControlsThatDeleteAndReorder() throws {
    let (app, model) = app()
    try app.buttons["Edit"].tap()
    assertGolden(of: try app.text(), as: .text)
    #expect(!app.buttons["3 groups"].isEnabled)
    try app.cells["Book club"].drag(to: app.cells["Family"])
    #expect(model.groups == ["Book club", "Family", "Work"])
    try app.cells["Work"].tapEditingControl()
    #expect(model.groups == ["Book club", "Family"])
    try app.buttons["Done"].tap()
    #expect(!app.buttons["2 groups"].exists)
  }

  @Test func aTapOnAGroupThatIsNotThereIsRefused() {
    let (app, _) = app()
    #expect(throws: InteractionError.self) { try app.cells["Neighbours"].tap() }
    do {
      try app.cells["Neighbours"].tap()
    } catch {
      #expect(
        error.description
          == "Failed to tap cell \"Neighbours\": No matches found (on screen: \"Family\", "
          + "\"Work\", \"Book club\")")
    }
  }
}
