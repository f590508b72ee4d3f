import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
import ListKit
import Models
import ReferenceScreens
import ViewModels

/// The screen as a golden sees it: a 40 x 24 frame of a 100,000-row screen after scrolling to
/// the middle (against the same on 100 rows, so the ratio shows the cost does not grow with
/// the rows; one-line cells, then real `TodoCell`s laid out by constraints), and the
/// verification of a golden of 40 real frames against a naive read-and-`==` baseline.
let screenSuite = BenchmarkSuite(name: "screen") { runner in
  let device = DeviceFrame(size: GridSize(width: 40, height: 24))
  let todoRows = (0..<100_000).map {
    TodoCellModel(
      Todo(userId: 1, id: $0, title: "Todo \($0): water the plants", completed: $0 % 3 == 0))
  }
  // The largest render of the suites, measured first so that no freed pages of other
  // workloads hide its peak: the screen built on its 100,000 rows, then one frame.
  var todos: ScreenSample<TodoCell>?
  runner.note(
    PeakMemory.describe("build + render 40x24, 100,000 TodoCells") {
      let sample = ScreenSample<TodoCell>(rows: todoRows)
      blackHole(sample.renderMiddle(on: device))
      todos = sample
    })
  guard let todos else { return }
  let small = ScreenSample<OneLineCell>(rows: OneLineRow.rows(100))
  let large = ScreenSample<OneLineCell>(rows: OneLineRow.rows(100_000))
  let baseline = runner.measure("scroll to the middle + render 40x24, 100 rows", iterations: 200) {
    blackHole(small.renderMiddle(on: device))
  }
  runner.measure(
    "scroll to the middle + render 40x24, 100,000 rows", iterations: 200, baseline: baseline
  ) {
    blackHole(large.renderMiddle(on: device))
  }
  runner.measure(
    "scroll to the middle + render 40x24, 100,000 TodoCells", iterations: 50, baseline: baseline
  ) {
    blackHole(todos.renderMiddle(on: device))
  }

  var frames: [String] = []
  for number in 0..<40 {
    try? large.screen.tableView.trySetContentOffsetLine(number * 2_500)
    let lines = (try? device.render(large.navigation)) ?? []
    frames.append((["── \(number + 1) · scroll by 2500 ──"] + lines).joined(separator: "\n"))
  }
  let movie = frames.joined(separator: "\n\n") + "\n"
  let frame = frames[0] + "\n"
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("headless-table-screen-bench-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let frameURL = folder.appendingPathComponent("frame.txt")
  let movieURL = folder.appendingPathComponent("movie.txt")
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(frame.utf8).write(to: frameURL)
    try Data(movie.utf8).write(to: movieURL)
  } catch {
    runner.note("cannot write the sample goldens: \(error)")
    return
  }
  let verifier = GoldenVerifier(mode: .never, root: folder)
  let naiveFrame = runner.measure("naive read + == (1 rendered frame)", iterations: 2_000) {
    blackHole(GoldenSample.naiveMatches(frame, at: frameURL))
  }
  runner.measure(
    "verify 1 rendered frame (27 lines), matching", iterations: 2_000, baseline: naiveFrame
  ) {
    blackHole(try? verifier.verify(frame, at: frameURL).passed)
  }
  let naiveMovie = runner.measure("naive read + == (40 rendered frames)", iterations: 200) {
    blackHole(GoldenSample.naiveMatches(movie, at: movieURL))
  }
  runner.measure("verify 40 rendered frames, matching", iterations: 200, baseline: naiveMovie) {
    blackHole(try? verifier.verify(movie, at: movieURL).passed)
  }
}

/// A screen of rows bound as the reference screens are, showing them in `Cell`s.
@MainActor
final class ScreenSample<Cell: ReusableCell> where Cell.Model: Identifiable & Hashable & Sendable {
  /// A controller whose sections are fixed.
  final class Controller: ListScreenController {
    let sections: [ListSection<Int, Cell.Model>]
    let footer = ListFooter.none
    weak var observer: (any ListObserver)?
    init(sections: [ListSection<Int, Cell.Model>]) { self.sections = sections }
  }

  /// A screen binding a controller to its table.
  final class Screen: UITableViewController, ListScreen {
    let binding: ListScreenBinding<Controller>

    init(controller: Controller) {
      binding = ListScreenBinding(controller: controller, cell: Cell.self)
      super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Rows"
      binding.tableView = tableView
    }
  }

  let screen: Screen
  let navigation: UINavigationController

  init(rows: [Cell.Model]) {
    screen = Screen(controller: Controller(sections: [ListSection(id: 0, items: rows)]))
    navigation = UINavigationController(rootViewController: screen)
    screen.loadViewIfNeeded()
  }

  /// Scrolls to the top, then to the middle, and draws the frame.
  func renderMiddle(on device: DeviceFrame) -> [String] {
    let table: UITableView = screen.tableView
    try? table.trySetContentOffsetLine(0)
    try? table.trySetContentOffsetLine(table.contentHeight / 2)
    return (try? device.render(navigation)) ?? []
  }
}

/// A row's view-model for ``OneLineCell``.
struct OneLineRow: Identifiable, Hashable, Sendable {
  var id: Int
  var text: String

  /// `count` rows like `☆ Row 7 · Eurasian wren 日本`.
  static func rows(_ count: Int) -> [OneLineRow] {
    (0..<count).map { OneLineRow(id: $0, text: "☆ Row \($0) · Eurasian wren 日本") }
  }
}

/// One label, one line: the cheapest cell, so the figures show the table and the frame.
final class OneLineCell: UITableViewCell, ReusableCell {
  static let reuseIdentifier = "OneLine"
  private let label = UILabel()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    nil
  }

  func configure(with model: OneLineRow) { label.text = model.text }
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 22)
  }
  override func layoutSubviews() { label.frame = bounds }
}
