import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

/// A table whose rows show a list content configuration (the body font, following the content
/// size), or a label of a fixed font, drawn at the default size and at the largest.
@MainActor
private final class BirdsViewController: UITableViewController {
  var usesFixedFont = false
  var fixedRowHeight: CGFloat?
  let birds = ["Tiny birds sing at dawn", "Owl"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Birds"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "bird")
    if let fixedRowHeight { tableView.rowHeight = fixedRowHeight }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    birds.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "bird", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = birds[indexPath.row]
    if usesFixedFont { content.textProperties.font = .systemFont(ofSize: 17) }
    cell.contentConfiguration = content
    return cell
  }
}

@MainActor
@Suite struct DynamicTypeScreenTests {
  private let device = GridSize(width: 30, height: 14)

  private func draw(_ screen: BirdsViewController, _ variant: ScreenVariant) throws -> String {
    try DeviceFrame(size: device, variant: variant).text(
      of: UINavigationController(rootViewController: screen), accessibility: true)
  }

  @Test func selfSizingRowsGrowAtTheLargestTextAndVoiceOverReadsTheSame() throws {
    expectText(
      try draw(BirdsViewController(style: .plain), .default),
      equals: """
        updates: none
         ┌──────────────────────────────┐
         │            Birds             │
         │──────────────────────────────│
         │  Tiny birds sing at dawn     │
         │  ────────────────────────────│
         │  Owl                         │
         │  ────────────────────────────│
         │                              │
         │                              │
         │                              │
         │                              │
         │                              │
         │                              │
         │                              │
         │                              │
         └──────────────────────────────┘
         VoiceOver:
           Birds. Heading.
           Tiny birds sing at dawn
           Owl

        """)
    // The body at 53 points: 28 columns hold 8 characters, each line of text 3 lines tall;
    // the first row fills the screen, the second is below it. The title keeps its size, as
    // a navigation bar's standard title does.
    expectText(
      try draw(BirdsViewController(style: .plain), .largestText),
      equals: """
        updates: none
         ┌──────────────────────────────┐
         │            Birds             │
         │──────────────────────────────│
         │  Tiny                        │
         │                              │
         │                              │
         │  birds                       │
         │                              │
         │                              │
         │  sing at                     │
         │                              │
         │                              │
         │  dawn                        │
         │                              │
         │                              │
         └──────────────────────────────┘
         VoiceOver:
           Birds. Heading.
           Tiny birds sing at dawn

        """)
  }

  @Test func fixedHeightRowsCutTheGrownTextAndFixedFontsStay() throws {
    let fixedHeight = BirdsViewController(style: .plain)
    fixedHeight.fixedRowHeight = 44
    // A 44-point row is one line and its separator: one grown line of text fits.
    let lines = try draw(fixedHeight, .largestText).split(separator: "\n")
    #expect(
      Array(lines[4...7]) == [
        " │  Tiny                        │", " │  ────────────────────────────│",
        " │  Owl                         │", " │  ────────────────────────────│",
      ])
    #expect(lines.contains("   Tiny birds sing at dawn"))
    let fixedFont = BirdsViewController(style: .plain)
    fixedFont.usesFixedFont = true
    #expect(
      try draw(fixedFont, .largestText) == draw(BirdsViewController(style: .plain), .default))
  }

  @Test func aTableMeasuresItsRowsAgainWhenTheTextSizeChanges() throws {
    let screen = BirdsViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: screen)
    let window = try DeviceFrame(size: device).layout(navigation)
    let firstRow = IndexPath(row: 0, section: 0)
    #expect(screen.tableView.rectForRow(at: firstRow).height == 44)
    _ = try DeviceFrame(size: device, variant: .largestText).layout(navigation)
    // Four lines of text, each three lines tall, and the separator (11-point margins are no
    // line).
    #expect(abs(screen.tableView.rectForRow(at: firstRow).height - 13 * 22) < 0.001)
    _ = try DeviceFrame(size: device).layout(navigation)
    #expect(screen.tableView.rectForRow(at: firstRow).height == 44)
    #expect(screen.view.window === window)
  }
}
