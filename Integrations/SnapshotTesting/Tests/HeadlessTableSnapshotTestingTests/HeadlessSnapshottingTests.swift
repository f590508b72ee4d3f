import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTableSnapshotTesting
import HeadlessTesting
import ListKit
import SnapshotTesting
import Testing

/// The strategies as a team uses them: `assertSnapshot` with `.headless`, its snapshots
/// committed in `__Snapshots__/HeadlessSnapshottingTests/` beside this file (reviewed line by
/// line when recorded), and `verifySnapshot` into a temporary folder where a test needs to see
/// recording and failing happen.
@MainActor
@Suite struct HeadlessSnapshottingTests {
  private let device = GridSize(width: 28, height: 12)

  @Test func theTodosScreenMatchesItsSnapshotsBeforeAndAfterATodoIsCompleted() async {
    let screen = TodosScreen()
    await screen.controller.loadRequested().value
    assertSnapshot(of: screen, as: .headless(device: device))
    _ = screen.controller.todoToggled(id: 1)
    assertSnapshot(of: screen, as: .headless(device: device))
  }

  @Test func whatVoiceOverReadsCanFollowTheDrawing() async {
    let screen = TodosScreen()
    await screen.controller.loadRequested().value
    assertSnapshot(
      of: screen, as: .headless(device: GridSize(width: 28, height: 8), accessibility: true))
  }

  @Test func aFlowIsOneSnapshot() async throws {
    let screen = TodosScreen()
    let frame = DeviceFrame(size: GridSize(width: 28, height: 8))
    var flow = Transcript()
    flow.append("before loading", try frame.text(of: screen))
    await screen.controller.loadRequested().value
    flow.append("loaded", try frame.text(of: screen))
    _ = screen.controller.todoToggled(id: 2)
    flow.append("reopen 2", try frame.text(of: screen))
    assertSnapshot(of: flow, as: .headless)
  }

  @Test func anyViewControllerIsDrawnAsItIsWithItsBarItems() async {
    let screen = TodosScreen()
    await screen.controller.loadRequested().value
    screen.navigationItem.rightBarButtonItem = screen.editButtonItem
    let navigation = UINavigationController(rootViewController: screen)
    assertSnapshot(of: navigation, as: .headless(device: GridSize(width: 28, height: 8)))
  }

  @Test func aBareTableViewHasItsOwnStrategy() async {
    let screen = TodosScreen()
    await screen.controller.loadRequested().value
    assertSnapshot(
      of: screen.tableView, as: .headless(device: GridSize(width: 28, height: 6)))
  }

  @Test func aCollectionViewScreenMatchesItsSnapshotsBeforeAndAfterATodoIsCompleted() async {
    let screen = TodosListScreen()
    await screen.controller.loadRequested().value
    assertSnapshot(of: screen, as: .headless(device: GridSize(width: 28, height: 12)))
    _ = screen.controller.todoToggled(id: 1)
    assertSnapshot(of: screen, as: .headless(device: GridSize(width: 28, height: 12)))
  }

  @Test func aBareCollectionViewHasTheViewsStrategy() async {
    let screen = TodosListScreen()
    await screen.controller.loadRequested().value
    assertSnapshot(
      of: screen.collectionView, as: .headless(device: GridSize(width: 28, height: 6)))
  }

  @Test func aSnapshotRecordedIntoAFolderIsVerifiedAgainstItAfterwards() async throws {
    let folder = try Self.temporaryFolder()
    let screen = TodosScreen()
    await screen.controller.loadRequested().value
    // A first drawing clears the marks of the load, so both drawings below are unmarked.
    _ = try DeviceFrame(size: device).text(of: screen)
    let recording = verifySnapshot(
      of: screen, as: .headless(device: device), named: "loaded", record: .all,
      snapshotDirectory: folder.path)
    #expect(recording?.hasPrefix("Record mode is on. Automatically recorded snapshot") == true)
    let file = folder.appendingPathComponent(
      "aSnapshotRecordedIntoAFolderIsVerifiedAgainstItAfterwards.loaded.txt")
    let recorded = try String(contentsOf: file, encoding: .utf8)
    // The update line first: the drawing before cleared what the load did.
    #expect(
      recorded.hasPrefix(
        "updates: none\n ┌────────────────────────────┐\n │           Todos            │\n"))
    #expect(recorded.contains(" │  Feed the cat              │\n"))
    let verifying = verifySnapshot(
      of: screen, as: .headless(device: device), named: "loaded", record: .never,
      snapshotDirectory: folder.path)
    #expect(verifying == nil)
  }

  @Test func aMismatchFailsWithSwiftSnapshotTestingsMessageAndLineDiff() async throws {
    let folder = try Self.temporaryFolder()
    let screen = TodosScreen()
    await screen.controller.loadRequested().value
    _ = verifySnapshot(
      of: screen, as: .headless(device: device), named: "x", record: .all,
      snapshotDirectory: folder.path)
    _ = screen.controller.todoToggled(id: 3)
    let message = try #require(
      verifySnapshot(
        of: screen, as: .headless(device: device), named: "x", record: .never,
        snapshotDirectory: folder.path))
    #expect(message.hasPrefix("Snapshot \"x\" does not match reference."))
    // swift-snapshot-testing's line diff: a hunk header, removed lines after "−", added after
    // "+" (before the gutter's own mark); "Call the bank" left "To do" for "Done". The first
    // drawing loaded the view after the load, so its rows carry no mark.
    #expect(message.contains("@@ "))
    #expect(message.contains("− │  Call the bank             │"))
    #expect(message.contains("+>│  Call the bank          ✓  │"))
  }

  @Test func aTableThatBreaksUIKitsRulesFailsAtTheAssertionsLine() throws {
    let table = UITableView()
    let source = BrokenTableSource()
    table.dataSource = source
    let folder = try Self.temporaryFolder()
    // Reported where the strategy is made, the assertion's own line.
    let assertionLine = #line + 4
    var message: String?
    withKnownIssue {
      message = verifySnapshot(
        of: table, as: .headless(device: GridSize(width: 20, height: 4)), record: .all,
        snapshotDirectory: folder.path)
    } matching: { issue in
      issue.sourceLocation?.line == assertionLine
        && issue.comments.map(\.rawValue).joined().hasPrefix(
          "HeadlessTable could not draw the snapshot: the table view failed: unable to dequeue a "
            + "cell with identifier Unregistered")
    }
    #expect(message?.hasPrefix("Record mode is on.") == true)
  }

  /// A new empty folder under the temporary directory.
  private static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headless-snapshot-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
