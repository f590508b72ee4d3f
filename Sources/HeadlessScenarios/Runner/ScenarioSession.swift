import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

/// One run of a scenario's screen, a step at a time: the screen, its scripted server, the
/// device, and the requests and answers so far.
///
/// ``ScenarioRunner`` runs a whole scenario through a session. A test can run steps written in
/// code, on a registered screen or on one it makes itself, and compare the text with a golden:
///
/// ```swift
/// let session = ScenarioSession(
///   Scenario(screen: "names", device: GridSize(width: 12, height: 3), steps: [])
/// ) { context in NamesViewController(server: context.server) }
/// print(try await session.run([.event(ScreenEvent("add", .string("owl")))]), terminator: "")
/// // ── 1 · add "owl" ──  1 section inserted
/// //  ┌────────────┐
/// //  │   Names    │
/// //  │────────────│
/// // +│owl         │
/// //  └────────────┘
/// ```
///
/// Every step runs with the session's `ScreenActivity` current, and the session waits, before
/// and after performing a step, until every task the screen started has finished or waits at
/// the scripted server: so an answer is applied before the frame is drawn, and a request the
/// frame's display started is pending when the next step answers it.
@MainActor
public final class ScenarioSession {
  /// The scenario: its file and folder (for errors and fixtures), clock, time zone and locale.
  public let scenario: Scenario
  /// The server the screen's scripted services ask.
  public let server: ScriptedServer
  /// The screen the steps drive: any view controller; a ``ScenarioScreen`` also takes its own
  /// events.
  public let screen: UIViewController
  /// The device's size, as the scenario (or the variant's device) gives it and `resize` steps
  /// change it.
  public private(set) var device: GridSize
  /// The way the screen is seen: the traits every frame's window lays over those of its size
  /// (see `ScreenVariant`); `ScreenVariant.default` unless the session was made with another.
  public let variant: ScreenVariant
  /// How many steps have run.
  public private(set) var stepsRun = 0
  /// Whether each frame is followed by what VoiceOver reads on it, and audited: the
  /// scenario's `accessibility` unless set otherwise (as `--accessibility` does).
  public var readsAccessibility: Bool
  /// What the accessibility audit found in the frames drawn so far, each with its frame's
  /// number; always empty while ``readsAccessibility`` is false.
  public private(set) var accessibilityFindings: [AccessibilityFinding] = []

  /// The tasks the screen starts, for the whole run.
  let activity = ScreenActivity()

  /// A session of `scenario` on the screen the registry makes for ``Scenario/screen``, seen in
  /// `variant`.
  ///
  /// - Throws: ``ScenarioError/Reason/unknownScreen(_:registered:)`` when the registry has no
  ///   such screen (possible for a scenario made in code).
  public convenience init(
    _ scenario: Scenario, variant: ScreenVariant = .default, registry: ScenarioRegistry
  ) throws(ScenarioError) {
    guard let makeScreen = registry.factory(named: scenario.screen) else {
      throw ScenarioError(
        file: scenario.file,
        reason: .unknownScreen(scenario.screen, registered: registry.screenNames))
    }
    self.init(scenario, variant: variant, makeScreen: makeScreen)
  }

  /// A session of `scenario` on the screen `makeScreen` makes, registered or not, seen in
  /// `variant`: on the variant's device when it names one, else on the scenario's.
  public init(
    _ scenario: Scenario, variant: ScreenVariant = .default,
    makeScreen: @MainActor (ScenarioContext) -> UIViewController
  ) {
    self.scenario = scenario
    self.variant = variant
    device = variant.device?.size ?? scenario.device
    readsAccessibility = scenario.accessibility
    let server = ScriptedServer()
    self.server = server
    let context = ScenarioContext(scenario: scenario, server: server)
    // A request the screen starts as it is made, or as its view loads, is counted too; fonts
    // made then are at the variant's text size.
    let token = activity.token
    (screen, navigationController) = UITraitCollection.$currentContentSizeCategory.withValue(
      variant.contentSizeCategory ?? .large
    ) {
      ScreenActivity.$current.withValue(token) {
        let screen = makeScreen(context)
        let navigation = DeviceFrame.navigationController(showing: screen)
        screen.loadViewIfNeeded()
        return (screen, navigation)
      }
    }
  }

  /// The navigation controller the screen is shown in, as an app shows a list: its own, or
  /// one the session made.
  public let navigationController: UINavigationController

  /// Runs `steps` after the steps run so far and returns their frames, each under its caption
  /// line, separated by a blank line, the text ending with a newline (empty for no steps).
  ///
  /// - Throws: ``ScenarioError`` naming the file, the step and the reason.
  public func run(_ steps: [ScenarioStep]) async throws(ScenarioError) -> String {
    var text = ""
    try await run(steps, to: &text)
    return text
  }

  /// Runs `steps` after the steps run so far and writes each frame to `output` as soon as it
  /// is drawn: the text the `String`-returning `run` gives for them, a line at a time, so that
  /// memory holds one frame, not the scenario.
  ///
  /// The frames of the steps before a failing one have been written when it throws.
  ///
  /// - Throws: ``ScenarioError`` naming the file, the step and the reason.
  public func run(_ steps: [ScenarioStep], to output: inout some TextOutputStream)
    async throws(ScenarioError)
  {
    for (offset, step) in steps.enumerated() {
      if offset > 0 { output.write("\n") }
      try await run(step, to: &output)
    }
  }

  /// Runs `step` as the next step and returns its caption line (with the table's update
  /// summary, see ``ScenarioStep/captionLine(number:updates:)``) and frame, without a final
  /// newline.
  ///
  /// The step is performed and its effects are awaited (an answer it releases is applied),
  /// the device is laid out and drawn, the update marks are cleared, and every request started
  /// so far is awaited at the server, so that the next step finds it pending.
  ///
  /// - Throws: ``ScenarioError`` naming the file, the step and the reason: an answer with
  ///   no pending request, an unknown request number, a step the screen does not take, a row
  ///   the table does not have, a missing fixture.
  public func run(_ step: ScenarioStep) async throws(ScenarioError) -> String {
    var text = ""
    try await run(step, to: &text)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// Runs `step` as the next step and writes its caption line and frame to `output`, each line
  /// ending with a newline, as soon as each line is drawn; nothing when the step fails.
  ///
  /// - Throws: ``ScenarioError`` naming the file, the step and the reason.
  public func run(_ step: ScenarioStep, to output: inout some TextOutputStream)
    async throws(ScenarioError)
  {
    stepsRun += 1
    let number = stepsRun
    // The step runs at the variant's text size, so that a font made while it runs (a cell
    // made for an answer's rows) is at that size, as an app's are at the size chosen.
    do {
      try await UITraitCollection.$currentContentSizeCategory.withValue(
        variant.contentSizeCategory ?? .large
      ) {
        try await runAtContentSize(step, number: number, to: &output)
      }
    } catch let error as ScenarioError {
      throw error
    } catch {
      throw failure(.screenFailed("\(error)"), step: number)
    }
  }

  private func runAtContentSize(
    _ step: ScenarioStep, number: Int, to output: inout some TextOutputStream
  ) async throws(ScenarioError) {
    try await settle(step: number)
    try await activity.run { () async throws(ScenarioError) in
      try await perform(step, number: number)
    }
    try await settle(step: number)
    try activity.run { () throws(ScenarioError) in
      try drawFrame(after: step, number: number, to: &output)
    }
  }

  /// Waits until every task the screen started has finished or waits at the server.
  private func settle(step: Int) async throws(ScenarioError) {
    do {
      try await activity.settle(at: server)
    } catch {
      throw failure(.screenDidNotSettle(error), step: step)
    }
  }

  /// Performs the step numbered `number` and waits until its effects are applied.
  func perform(_ step: ScenarioStep, number: Int) async throws(ScenarioError) {
    switch step {
    case .event(let event): try send(event, step: number)
    case .scroll(let target): try scroll(to: target, step: number)
    case .tap(let indexPath):
      let list = try requireList(for: "tap", step: number)
      try layout(step: number)
      try requireShown(indexPath, in: list, for: "tap", step: number)
      list.tap(at: indexPath)
    case .edit(let editing):
      screen.setEditing(editing, animated: true)
    case .swipe, .action:
      try performSwipeStep(step, number: number)
    case .editingControl, .drag:
      if case .collection = try requireList(for: step.key, step: number) {
        try performCollectionStep(step, number: number)
      } else {
        try performTableStep(step, number: number)
      }
    case .pull, .index:
      try performTableStep(step, number: number)
    case .scrollSection, .expand, .collapse:
      try performCollectionStep(step, number: number)
    case .barButton(let title): try tapBarButton(title, step: number)
    case .button(let name, let occurrence):
      try tapButton(name, occurrence: occurrence, step: number)
    case .resize(let size): try resize(to: size, step: number)
    case .respond(let path, let request):
      let body = try scenario.readFixture(path, step: number)
      try await answer(request, with: .body(body, source: path), named: "respond", step: number)
    case .fail(let failure, let request):
      try await answer(request, with: .failure(failure), named: "fail", step: number)
    }
  }

  /// Draws the device after `step`, numbered `number`, under its caption line with the update
  /// summary of the screen's table or collection view, writing each line to `output`, then
  /// what VoiceOver reads when ``readsAccessibility`` (its findings kept); then forgets the
  /// update marks and the summary.
  func drawFrame(after step: ScenarioStep, number: Int, to output: inout some TextOutputStream)
    throws(ScenarioError)
  {
    if let failure = (screen as? any ControlledScreen)?.updateFailure {
      throw self.failure(.screenFailed("\(failure)"), step: number)
    }
    let frame = self.frame
    let window: UIWindow
    do {
      window = try frame.layout(navigationController)
    } catch {
      throw failure(.screenFailed("\(error)"), step: number)
    }
    let list = TableOrCollectionView(of: screen)
    let updates = list?.updateSummary ?? ListUpdateSummary()
    output.write(step.captionLine(number: number, updates: updates, width: frame.lineWidth) + "\n")
    frame.draw(window) { line in output.write(line + "\n") }
    if readsAccessibility {
      let reading = AccessibilityReading(of: window)
      output.write(reading.text)
      accessibilityFindings += reading.audit().map { finding in
        var numbered = finding
        numbered.frame = number
        return numbered
      }
    }
    list?.clearUpdateMarks()
  }

  /// The screen's table or collection view, for the step `name`, which needs one.
  func requireList(for name: String, step: Int) throws(ScenarioError)
    -> TableOrCollectionView
  {
    guard let list = TableOrCollectionView(of: screen) else {
      throw failure(.stepNotApplicable(step: name, screen: scenario.screen), step: step)
    }
    return list
  }

  private func send(_ event: ScreenEvent, step: Int) throws(ScenarioError) {
    switch (screen as? any ScenarioScreen)?.handle(event) {
    case .handled:
      return
    case nil:
      throw failure(.stepNotApplicable(step: event.name, screen: scenario.screen), step: step)
    case .noSuchItem:
      throw failure(
        .noSuchItem(step: event.name, item: "\(event.argument)", screen: scenario.screen),
        step: step)
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
  }

  private func scroll(to target: ScenarioStep.ScrollTarget, step: Int) throws(ScenarioError) {
    let list = try requireList(for: "scroll", step: step)
    try layout(step: step)
    do {
      switch target {
      case .top:
        try list.setContentOffsetLine(0)
      case .bottom:
        // Rows measured on the way down can change the content's height: go again until the
        // offset stays.
        for _ in 0..<16 {
          let before = list.contentOffsetLine
          try list.setContentOffsetLine(list.contentLines)
          if list.contentOffsetLine == before { break }
        }
      case .by(let lines):
        // Any number of lines is a scroll to an end: the list clamps the offset, and the
        // sum must not overflow first.
        let (target, overflow) = list.contentOffsetLine.addingReportingOverflow(lines)
        try list.setContentOffsetLine(overflow ? (lines > 0 ? Int.max : Int.min) : target)
      case .byColumns(let columns):
        guard case .collection(let collection) = list else {
          throw failure(
            .stepNotApplicable(step: "scroll.byColumns", screen: scenario.screen), step: step)
        }
        let (target, overflow) = collection.contentOffsetColumn.addingReportingOverflow(columns)
        try collection.trySetContentOffset(
          column: overflow ? (columns > 0 ? Int.max : Int.min) : target,
          line: collection.contentOffsetLine)
      case .toRow(let indexPath):
        guard case .table(let table) = list else {
          throw failure(
            .stepNotApplicable(step: "scroll.toRow", screen: scenario.screen), step: step)
        }
        try require(indexPath, in: list, step: step)
        try table.tryScrollToRow(at: indexPath, at: .none)
      case .toItem(let indexPath):
        guard case .collection(let collection) = list else {
          throw failure(
            .stepNotApplicable(step: "scroll.toItem", screen: scenario.screen), step: step)
        }
        try require(indexPath, in: list, step: step)
        try collection.tryScrollItemToVisible(at: indexPath)
      }
    } catch let error as ScenarioError {
      throw error
    } catch {
      throw failure(.screenFailed("\(error)"), step: step)
    }
  }

  /// Changes the device's size keeping the content offset, as UIKit keeps it when a device
  /// rotates.
  private func resize(to size: GridSize, step: Int) throws(ScenarioError) {
    let list = TableOrCollectionView(of: screen)
    let offset = list?.contentOffsetLine ?? 0
    device = size
    try layout(step: step)
    guard let list else { return }
    do {
      // A new width re-measures the rows, estimated until shown, so the first layout may clamp
      // the offset to a content that is still too short: scroll again until it holds.
      for _ in 0..<16 where list.contentOffsetLine != offset {
        let before = list.contentOffsetLine
        try list.setContentOffsetLine(offset)
        if list.contentOffsetLine == before { break }
      }
    } catch {
      throw failure(.screenFailed("\(error)"), step: step)
    }
  }

  func layout(step: Int) throws(ScenarioError) {
    do {
      try frame.layout(navigationController)
    } catch {
      throw failure(.screenFailed("\(error)"), step: step)
    }
  }

  /// The device the frames are drawn on: its size now, in the session's variant (a `resize`
  /// step's size wins over the variant's device).
  var frame: DeviceFrame {
    var frame = DeviceFrame(size: device)
    frame.variant = variant
    return frame
  }

  func failure(_ reason: ScenarioError.Reason, step: Int) -> ScenarioError {
    ScenarioError(file: scenario.file, step: step, reason: reason)
  }
}
