import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// Two birds whose rows have one trailing action.
@MainActor
private final class DeletableBirds: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = ["Owl", "Wren"][indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
    ])
  }
}

/// A finger's swipes on a right-to-left list: to the left reveals the leading actions, which
/// are at the right edge there, and to the right the trailing ones.
@MainActor
@Suite struct RightToLeftSwipeTests {
  @Test func aSwipeLeftRevealsTheTrailingActionsLeftToRightAndTheLeadingOnesRightToLeft() throws {
    let screen = DeletableBirds()
    let app = HeadlessApp(rootViewController: screen, device: GridSize(width: 30, height: 6))
    // The app makes a window per frame: the table itself is made right to left.
    screen.tableView.semanticContentAttribute = .forceRightToLeft
    // The rows have trailing actions only: right to left they come with a swipe right.
    #expect(throws: InteractionError.self) { try app.cells["Owl"].swipeLeft() }
    try app.cells["Owl"].swipeRight()
    #expect(app.buttons.labels == ["Delete"])
    // Named by its edge, a swipe does not depend on the direction.
    try app.cells["Wren"].swipe(ScreenElement.SwipeEdge.trailing)
    #expect(app.buttons.labels == ["Delete"])
    screen.tableView.semanticContentAttribute = .unspecified
    #expect(throws: InteractionError.self) { try app.cells["Owl"].swipeRight() }
    try app.cells["Owl"].swipeLeft()
    #expect(app.buttons.labels == ["Delete"])
  }
}
