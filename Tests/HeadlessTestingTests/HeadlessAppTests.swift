import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// A screen written without ListKit: its own array of sections, a search controller, swipe
/// actions, a refresh control whose refresh answers in a task, a section index with two "T"s,
/// an Edit button that shows a toolbar, and rows that reorder.
@MainActor
private final class BirdsScreen: UITableViewController, UISearchResultsUpdating {
  var sections: [(title: String, rows: [String])] = [
    ("Today", ["Owl", "Wren"]), ("Thursday", ["Tern"]), ("Wednesday", ["Kite"]),
  ]
  var selected: [String] = []
  var searched: [String] = []
  var submitted: [String] = []
  var hiddenRow: String?
  let deleteAll = UIBarButtonItem(title: "Delete All", primaryAction: nil)

  init() { super.init(style: .plain) }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Birds"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    navigationItem.rightBarButtonItem = editButtonItem
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.searchBar.placeholder = "Search birds"
    navigationItem.searchController = search
    let refresh = UIRefreshControl()
    refresh.addAction(
      UIAction { [weak self] _ in
        Task { @MainActor in
          await Task.yield()
          self?.sections[0].rows.insert("Rook", at: 0)
          self?.tableView.reloadData()
          self?.refreshControl?.endRefreshing()
        }
      }, for: .valueChanged)
    refreshControl = refresh
    deleteAll.isEnabled = false
    toolbarItems = [deleteAll]
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    navigationController?.setToolbarHidden(!editing, animated: animated)
  }

  func updateSearchResults(for searchController: UISearchController) {
    searched.append(searchController.searchBar.text ?? "")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    let name = sections[indexPath.section].rows[indexPath.row]
    cell.textLabel?.text = name
    cell.accessibilityIdentifier = "bird-\(name.lowercased())"
    cell.isHidden = name == hiddenRow
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { sections[section].title }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    sections.map { String($0.title.prefix(1)) }
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(sections[indexPath.section].rows[indexPath.row])
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let bird = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].rows.insert(bird, at: destinationIndexPath.row)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    delete(at: indexPath)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, done in
      self?.delete(at: indexPath)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  private func delete(at indexPath: IndexPath) {
    sections[indexPath.section].rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

@MainActor
@Suite struct HeadlessAppTests {
  private func app(height: Int = 24) -> (HeadlessApp, BirdsScreen) {
    let screen = BirdsScreen()
    return (
      HeadlessApp(rootViewController: screen, device: GridSize(width: 30, height: height)), screen
    )
  }

  /// Throws the error `body` throws, failing when it throws none.
  private func error(_ body: () throws -> Void) -> InteractionError? {
    do {
      try body()
      Issue.record("the action was not refused")
      return nil
    } catch {
      #expect(error is InteractionError)
      return error as? InteractionError
    }
  }

  @Test func aCellIsFoundByItsTextIdentifierOrIndexPathAndTapped() throws {
    let (app, screen) = app()
    try app.cells["Wren"].tap()
    try app.cells["bird-tern"].tap()
    try app.cells[IndexPath(row: 0, section: 2)].tap()
    #expect(screen.selected == ["Wren", "Tern", "Kite"])
    #expect(app.cells.count == 4)
    #expect(app.cells.labels == ["Owl", "Wren", "Tern", "Kite"])
    #expect(app.cells.element(boundBy: 1).label == "Wren")
    #expect(app.cells["Wren"].identifier == "bird-wren")
    #expect(app.cells["Wren"].indexPath == IndexPath(row: 1, section: 0))
    #expect(app.cells["Wren"].exists)
    #expect(!app.cells["Rook"].exists)
  }

  @Test func nothingMatchingIsRefusedNamingWhatIsOnScreen() {
    let (app, _) = app()
    #expect(app.cells["Rook"].label == "")
    #expect(
      error { try app.cells["Rook"].tap() }?.description
        == "Failed to tap cell \"Rook\": No matches found (on screen: \"Owl\", \"Wren\", \"Tern\", "
        + "\"Kite\")")
    #expect(
      error { try app.cells.element(boundBy: 4).tap() }?.description
        == "Failed to tap cell at position 4: No matches found (on screen: \"Owl\", \"Wren\", "
        + "\"Tern\", \"Kite\")")
  }

  @Test func severalMatchingAreRefusedUnlessAnOccurrenceIsNamed() throws {
    let (app, screen) = app()
    #expect(
      error { try app.index["T"].tap() }?.description
        == "Failed to tap index title \"T\": Multiple matching elements found (2); name one by "
        + "its occurrence")
    #expect(
      error { try app.index["T", 3].tap() }?.description
        == "Failed to tap 3rd index title \"T\": No matches found (on screen: \"T\", \"T\", \"W\")")
    _ = screen
  }

  @Test func theSecondOfTwoIndexTitlesScrollsToItsSection() throws {
    let (app, _) = app(height: 9)
    #expect(!app.cells["Kite"].exists)
    try app.index["T", 2].tap()
    #expect(app.cells["Tern"].isHittable)
    try app.index["W"].tap()
    #expect(app.cells["Kite"].isHittable)
  }

  @Test func aRowOffScreenIsRefusedAsAFingerCannotReachIt() {
    let (app, screen) = app(height: 9)
    let kite = app.cells[IndexPath(row: 0, section: 2)]
    #expect(kite.exists)
    #expect(!kite.isHittable)
    #expect(
      error { try kite.tap() }?.description
        == "Failed to tap cell at [2, 0]: Element is not hittable, it is not on screen (on "
        + "screen: rows [0, 0]…[0, 1])")
    #expect(
      error { try app.cells[IndexPath(row: 5, section: 0)].tap() }?.description
        == "Failed to tap cell at [0, 5]: the list has no row there (per section: [2, 1, 1])")
    #expect(screen.selected.isEmpty)
  }

  @Test func aHiddenCellIsRefused() {
    let (app, screen) = app()
    screen.hiddenRow = "Wren"
    #expect(!app.cells["Wren"].isHittable)
    #expect(
      error { try app.cells["Wren"].tap() }?.description
        == "Failed to tap cell \"Wren\": Element is not hittable, it is hidden")
    #expect(app.cells["Owl"].isHittable)
    #expect(screen.selected.isEmpty)
  }

  @Test func editShowsTheToolbarTheScreenAsksItsNavigationControllerFor() throws {
    let (app, screen) = app(height: 12)
    #expect(!app.buttons["Delete All"].exists)
    try app.buttons["Edit"].tap()
    #expect(screen.isEditing)
    #expect(screen.navigationController === app.navigationController)
    #expect(app.buttons.labels == ["Done", "Delete All"])
    #expect(!app.buttons["Delete All"].isEnabled)
    #expect(
      error { try app.buttons["Delete All"].tap() }?.description
        == "Failed to tap button \"Delete All\": Element is not enabled")
    screen.deleteAll.isEnabled = true
    #expect(
      error { try app.buttons["Delete All"].tap() }?.description
        == "Failed to tap button \"Delete All\": its target-action cannot be reached headless; "
        + "give it a primaryAction (UIAction)")
    let text = try app.text()
    #expect(text.contains("Delete All"))
    try app.buttons["Done"].tap()
    #expect(!screen.isEditing)
    #expect(!(try app.text()).contains("Delete All"))
  }

  @Test func aSwipeRevealsActionsThatAreTappedAsButtons() throws {
    let (app, screen) = app()
    try app.cells["Owl"].swipeLeft()
    #expect(app.buttons.labels == ["Edit", "Delete"])
    try app.buttons["Delete"].tap()
    #expect(screen.sections[0].rows == ["Wren"])
    #expect(!app.cells["Owl"].exists)
    try app.cells["Wren"].swipe(.trailing, full: true)
    #expect(screen.sections[0].rows.isEmpty)
    #expect(
      error { try app.cells["Tern"].swipeRight() }?.description
        == "Failed to swipe right cell \"Tern\": it has no leading swipe actions")
    #expect(
      error { try app.buttons["Edit"].swipeLeft() }?.description
        == "Failed to swipe left button \"Edit\": it is not a row or an item")
  }

  @Test func typingIntoTheSearchFieldAppendsAndReturnSubmits() throws {
    let (app, screen) = app()
    let field = app.searchFields.firstMatch
    #expect(field.label == "Search birds")
    try app.searchFields["Search birds"].typeText("ow")
    try field.typeText("l")
    #expect(screen.searched == ["ow", "owl"])
    #expect(
      error { try app.cells["Owl"].typeText("x") }?.description
        == "Failed to type \"x\" into cell \"Owl\": it is not a text field")
  }

  @Test func aPullRefreshesAndSettleWaitsForTheRefreshTask() async throws {
    let (app, screen) = app()
    try app.pullToRefresh()
    #expect(
      error { try app.pullToRefresh() }?.description
        == "Failed to pull to refresh the screen: its refresh control is refreshing already")
    try await app.settle()
    #expect(screen.sections[0].rows == ["Rook", "Owl", "Wren"])
    #expect(app.cells["Rook"].isHittable)
    #expect(screen.refreshControl?.isRefreshing == false)
    let plain = HeadlessApp(rootViewController: UIViewController())
    #expect(
      error { try plain.pullToRefresh() }?.description
        == "Failed to pull to refresh the screen: it has no table with a refresh control")
  }

  @Test func aRowIsDraggedToAnotherPlaceWhileEditing() throws {
    let (app, screen) = app()
    #expect(
      error { try app.cells["Owl"].drag(to: app.cells["Kite"]) }?.description
        == "Failed to drag cell \"Owl\": it has no reorder control (the table is not editing, or "
        + "it cannot move)")
    screen.setEditing(true, animated: false)
    try app.cells["Owl"].drag(to: app.cells["Kite"])
    #expect(screen.sections.map(\.rows) == [["Wren"], ["Tern"], ["Owl", "Kite"]])
    #expect(
      error { try app.cells["Wren"].drag(to: app.cells["Rook"]) }?.description
        == "Failed to drag cell \"Wren\": cell \"Rook\" does not exist")
  }

  @Test func theEditingControlDeletesTheRow() throws {
    let (app, screen) = app()
    #expect(
      error { try app.cells["Owl"].tapEditingControl() }?.description
        == "Failed to tap the editing control of cell \"Owl\": it shows no editing control")
    try app.buttons["Edit"].tap()
    try app.cells["Owl"].tapEditingControl()
    #expect(screen.sections[0].rows == ["Wren"])
    #expect(
      error { try app.cells["Wren"].expand() }?.description
        == "Failed to expand cell \"Wren\": it is not an item of a collection view")
  }

  @Test func theOrdinalsOfOccurrences() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ScreenElement.ordinal)
        == [
          "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
          "111th",
        ])
  }
}
