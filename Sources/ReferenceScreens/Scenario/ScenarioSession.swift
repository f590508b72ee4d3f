import Foundation
import HeadlessRender
import ListKit
import Models
import ViewModels

/// One run of a scenario: the screen, its scripted server, the device, and the answers
/// released so far.
@MainActor
final class ScenarioSession {
  let scenario: Scenario
  let server = ScriptedServer()
  let screen: any DrivableScreen
  private(set) var device: Size
  /// Counts the requests the screen starts and the answers it has applied.
  let activity = RequestActivity()
  private var answersReleased = 0

  init(_ scenario: Scenario) {
    self.scenario = scenario
    device = scenario.device
    let environment = FormatEnvironment.fixed(
      at: scenario.now, timeZone: scenario.timeZone, locale: scenario.locale)
    screen = scenario.screen.makeScreen(server: server, environment: environment)
  }

  private var tableView: TableView { screen.screenView.tableView }

  /// Performs the step numbered `number` and waits until its effects are applied.
  func perform(_ step: ScenarioStep, number: Int) async throws(ScenarioError) {
    switch step {
    case .load: try send(.load, named: "load", step: number)
    case .search(let query): try send(.search(query), named: "search", step: number)
    case .toggle(let id):
      try send(.toggle(todoID: id), named: "toggle", item: "\(id)", step: number)
    case .favorite(let id):
      try send(.favorite(itemID: id), named: "favorite", item: "\"\(id)\"", step: number)
    case .retry: try send(.retry, named: "retry", step: number)
    case .scroll(let target): try scroll(to: target, step: number)
    case .tap(let indexPath):
      try layout(step: number)
      try requireRow(indexPath, step: number)
      tableView.tapRow(at: indexPath)
    case .resize(let size): try resize(to: size, step: number)
    case .respond(let path, let request):
      let body = try scenario.readFixture(path, step: number)
      try await answer(request, with: .body(body, source: path), named: "respond", step: number)
    case .fail(let failure, let request):
      try await answer(
        request, with: ScriptedServer.reply(for: failure), named: "fail", step: number)
    }
  }

  /// Draws the device after the step numbered `step`, then forgets the update marks.
  func frame(step: Int) throws(ScenarioError) -> [String] {
    if let failure = screen.updateFailure {
      throw ScenarioError(
        file: scenario.file, step: step, problem: .screenFailed("\(failure)"))
    }
    do {
      let lines = try DeviceFrame(size: device).render(screen.screenView)
      screen.screenView.tableView.clearUpdateMarks()
      return lines
    } catch {
      throw ScenarioError(file: scenario.file, step: step, problem: .screenFailed("\(error)"))
    }
  }

  /// Returns once every request the screen has started has reached the server, so the next
  /// step finds it pending.
  func waitForRequests() async {
    await server.waitUntilReceived(activity.requestsStarted)
  }

  /// Sends `event`; `item` is how an error names the item the event is about.
  private func send(
    _ event: ScreenEvent, named name: String, item: String = "", step: Int
  ) throws(ScenarioError) {
    switch screen.handle(event) {
    case .handled:
      return
    case .notOnThisScreen:
      throw failure(.stepNotApplicable(step: name, screen: scenario.screen), step: step)
    case .noSuchItem:
      throw failure(.noSuchItem(step: name, item: item, screen: scenario.screen), step: step)
    }
  }

  private func answer(
    _ request: Int?, with reply: ScriptedReply, named name: String, step: Int
  ) async throws(ScenarioError) {
    do {
      try await server.answer(request: request, with: reply)
    } catch {
      switch error {
      case .noPendingRequest: throw failure(.noPendingRequest(step: name), step: step)
      case .unknownRequest(let number, let made):
        throw failure(.unknownRequest(number, made: made), step: step)
      case .alreadyAnswered(let number):
        throw failure(.requestAlreadyAnswered(number), step: step)
      }
    }
    answersReleased += 1
    await activity.waitUntilDelivered(answersReleased)
  }

  private func scroll(to target: ScenarioStep.ScrollTarget, step: Int) throws(ScenarioError) {
    try layout(step: step)
    let table = tableView
    do {
      switch target {
      case .top:
        try table.setContentOffset(0)
      case .bottom:
        // Rows measured on the way down can change the content's height: go again until the
        // offset stays.
        for _ in 0..<16 {
          let before = table.contentOffset
          try table.setContentOffset(table.contentHeight)
          if table.contentOffset == before { break }
        }
      case .by(let lines):
        try table.setContentOffset(table.contentOffset + lines)
      case .toRow(let indexPath):
        try requireRow(indexPath, step: step)
        try table.scrollToRow(at: indexPath, position: .none)
      }
    } catch let error as ScenarioError {
      throw error
    } catch {
      throw failure(.screenFailed("\(error)"), step: step)
    }
  }

  /// Changes the device's size keeping the content offset, as UIKit keeps it when a device
  /// rotates.
  private func resize(to size: Size, step: Int) throws(ScenarioError) {
    let offset = tableView.contentOffset
    device = size
    try layout(step: step)
    do {
      // A new width re-measures the rows, estimated until shown, so the first layout may clamp
      // the offset to a content that is still too short: scroll again until it holds.
      for _ in 0..<16 where tableView.contentOffset != offset {
        let before = tableView.contentOffset
        try tableView.setContentOffset(offset)
        if tableView.contentOffset == before { break }
      }
    } catch {
      throw failure(.screenFailed("\(error)"), step: step)
    }
  }

  private func layout(step: Int) throws(ScenarioError) {
    do {
      try DeviceFrame(size: device).layout(screen.screenView)
    } catch {
      throw failure(.screenFailed("\(error)"), step: step)
    }
  }

  private func requireRow(_ indexPath: IndexPath, step: Int) throws(ScenarioError) {
    guard tableView.rectForRow(at: indexPath) == nil else { return }
    let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    throw failure(.noSuchRow(indexPath, rowCounts: counts), step: step)
  }

  private func failure(_ problem: ScenarioProblem, step: Int) -> ScenarioError {
    ScenarioError(file: scenario.file, step: step, problem: problem)
  }
}
