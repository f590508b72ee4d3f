import Foundation
import HeadlessRender
import HeadlessScenarios
import ListKit
import Testing
import ViewModels

@testable import ReferenceScreens

@Suite struct ScenarioStepTests {
  @Test func everyStepKindHasItsCaption() {
    let captions: [(ScenarioStep, String)] = [
      (.load, "load"),
      (.search("parrot"), "search \"parrot\""),
      (.scroll(.top), "scroll top"),
      (.scroll(.bottom), "scroll bottom"),
      (.scroll(.by(5)), "scroll by 5"),
      (.scroll(.by(-3)), "scroll by -3"),
      (.scroll(.toRow(IndexPath(row: 12, section: 0))), "scroll to row [0, 12]"),
      (.tap(IndexPath(row: 3, section: 1)), "tap [1, 3]"),
      (.toggle(todoID: 7), "toggle todo 7"),
      (.favorite(itemID: "status-1"), "favorite \"status-1\""),
      (.retry, "retry"),
      (.resize(GridSize(width: 28, height: 24)), "resize 28x24"),
      (
        .respond(fixture: "../API/recordings/parrot-page-1.json", request: nil),
        "respond parrot-page-1.json"
      ),
      (.respond(fixture: "page.json", request: 2), "respond page.json to request 2"),
      (.fail(.offline, request: nil), "fail offline"),
      (.fail(.timeout, request: 3), "fail timeout to request 3"),
      (.fail(.status(code: 500, body: "<html>oops</html>"), request: nil), "fail 500"),
    ]
    for (step, caption) in captions {
      #expect(step.caption == caption)
    }
  }

  @Test func theCaptionLineNumbersTheStep() {
    #expect(ScenarioStep.scroll(.bottom).captionLine(number: 3) == "── 3 · scroll bottom ──")
  }

  @Test func theCaptionLineEndsWithWhatTheStepChanged() {
    var updates = ListUpdateSummary()
    updates.rows.moved = 1
    updates.rows.deleted = 2
    #expect(
      ScenarioStep.tap(IndexPath(row: 0, section: 1)).captionLine(number: 4, updates: updates)
        == "── 4 · tap [1, 0] ──  2 rows deleted · 1 row moved")
    #expect(
      ScenarioStep.scroll(.top).captionLine(number: 5, updates: ListUpdateSummary())
        == "── 5 · scroll top ──")
  }
}
