import Foundation
import ListKit
import Models
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct TodosControllerTests {
  let service = ScriptedTodosService()
  let controller: TodosController
  let view = SpyView()

  init() {
    controller = TodosController(service: service)
    controller.observer = view
    view.describe = { [controller] in controller.state.summary }
  }

  func load(_ answer: Result<[Todo], APIError>) async {
    let load = controller.loadRequested()
    await service.responder.respondToOldest(with: answer)
    await load.value
  }

  func ids() -> [[Int]] { controller.sections.map { $0.items.map(\.id) } }

  @Test func showsNotCompletedThenCompleted() async {
    await load(
      .success([Fixtures.todo(1), Fixtures.todo(2, completed: true), Fixtures.todo(3)]))

    #expect(controller.sections.map(\.id) == [.notCompleted, .completed])
    #expect(controller.sections.map(\.title) == ["To do", "Done"])
    #expect(ids() == [[1, 3], [2]])
    #expect(view.changes == ["loading", "populated (3 items)"])
  }

  @Test func aSectionWithoutTodosIsLeftOut() async {
    await load(.success([Fixtures.todo(1, completed: true)]))
    #expect(controller.sections.map(\.id) == [.completed])
  }

  @Test func completingATodoMovesItToTheCompletedSection() async {
    await load(
      .success([Fixtures.todo(1), Fixtures.todo(2, completed: true), Fixtures.todo(3)]))

    controller.todoToggled(id: 1)

    #expect(ids() == [[3], [1, 2]])
    #expect(controller.sections.item(at: IndexPath(row: 0, section: 1))?.accessory == .checkmark)
  }

  @Test func aTodoIsFoundByItsIDWithItsCurrentRow() async {
    await load(.success([Fixtures.todo(1), Fixtures.todo(2, completed: true)]))
    controller.todoToggled(id: 1)
    #expect(controller.todo(withID: 1)?.isCompleted == true)
    #expect(controller.todo(withID: 2)?.isCompleted == true)
    #expect(controller.todo(withID: 9) == nil)
  }

  @Test func reopeningTheLastCompletedTodoRemovesTheCompletedSection() async {
    await load(.success([Fixtures.todo(1), Fixtures.todo(2, completed: true)]))
    controller.todoToggled(id: 2)
    #expect(controller.sections.map(\.id) == [.notCompleted])
    #expect(ids() == [[1, 2]])
  }

  @Test func deletingATodoRemovesItsRow() async {
    await load(.success([Fixtures.todo(1), Fixtures.todo(2, completed: true)]))
    controller.todoDeleted(id: 1)
    #expect(ids() == [[2]])
  }

  @Test func deletingTheLastTodoShowsTheEmptyMessage() async {
    await load(.success([Fixtures.todo(1)]))
    controller.todoDeleted(id: 1)
    #expect(controller.state == .empty(message: "Nothing to do."))
    #expect(controller.footer == .message("Nothing to do."))
  }

  @Test func aTodoDraggedBeforeAnotherOfItsSectionTakesItsPlace() async {
    await load(
      .success([
        Fixtures.todo(1), Fixtures.todo(2, completed: true), Fixtures.todo(3), Fixtures.todo(4),
      ]))
    #expect(controller.todoMoved(id: 4, before: 1) == .handled)
    #expect(ids() == [[4, 1, 3], [2]])
    #expect(controller.todoMoved(id: 4, before: nil) == .handled, "to the end of its section")
    #expect(ids() == [[1, 3, 4], [2]])
  }

  @Test func aTodoCannotBeDraggedBeforeOneOfTheOtherSectionOrAnUnknownOne() async {
    await load(.success([Fixtures.todo(1), Fixtures.todo(2, completed: true)]))
    #expect(controller.todoMoved(id: 1, before: 2) == .noSuchItem)
    #expect(controller.todoMoved(id: 1, before: 9) == .noSuchItem)
    #expect(controller.todoMoved(id: 9, before: nil) == .noSuchItem)
    #expect(ids() == [[1], [2]])
    #expect(view.changes.count == 2, "the load only")
  }

  @Test func unknownTodosChangeNothing() async {
    await load(.success([Fixtures.todo(1)]))
    controller.todoToggled(id: 9)
    controller.todoDeleted(id: 9)
    #expect(view.changes.count == 2)
  }

  @Test func noTodosAtAllIsEmpty() async {
    await load(.success([]))
    #expect(controller.state == .empty(message: "Nothing to do."))
    #expect(controller.sections.isEmpty)
  }

  @Test func aFailureShowsTheErrorAndARetryLoadsTheTodos() async throws {
    await load(.failure(.transport("connection reset")))
    #expect(
      controller.footer
        == .error("The todos could not be loaded: connection reset.", retryHint: "Tap to retry."))

    let retry = try #require(controller.retryTapped())
    await service.responder.respondToOldest(with: .success([Fixtures.todo(1)]))
    await retry.value
    #expect(ids() == [[1]])
  }

  @Test func theAnswerToAnOlderLoadIsDropped() async {
    let first = controller.loadRequested()
    await service.responder.waitUntilPending(1)
    let second = controller.loadRequested()
    await service.responder.waitUntilPending(2)

    await service.responder.respondToOldest(with: .success([Fixtures.todo(1)]))
    await first.value
    #expect(controller.state == .loading)
    await service.responder.respondToOldest(with: .success([Fixtures.todo(2)]))
    await second.value
    #expect(ids() == [[2]])
  }
}
