import ListKit
import Testing
import ViewModels

@Suite struct TodoCellModelTests {
  @Test func aTodoStillToDoHasNoCheckMarkAndBelongsInNotCompleted() {
    let model = TodoCellModel(Fixtures.todo(3))
    #expect(model.id == 3)
    #expect(model.title == "Todo 3")
    #expect(model.accessory == .none)
    #expect(model.section == .notCompleted)
  }

  @Test func togglingMarksItDoneWithACheckMarkAndKeepsItsIdentity() {
    let toggled = TodoCellModel(Fixtures.todo(3)).togglingCompletion()
    #expect(toggled.id == 3)
    #expect(toggled.isCompleted)
    #expect(toggled.accessory == .checkmark)
    #expect(toggled.section == .completed)
  }

  @Test func sectionsAreTitledAndOrderedNotCompletedFirst() {
    #expect(TodoSectionID.allCases == [.notCompleted, .completed])
    #expect(TodoSectionID.allCases.map(\.title) == ["To do", "Done"])
  }

  @Test func theAccessibilityValueSaysWhetherTheTodoIsDone() {
    let model = TodoCellModel(Fixtures.todo(3))
    #expect(model.accessibilityValue == "Not done")
    #expect(model.togglingCompletion().accessibilityValue == "Done")
  }
}
