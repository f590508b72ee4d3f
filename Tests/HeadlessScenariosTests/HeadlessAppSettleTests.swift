import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
import Testing

/// A list whose pull asks the scripted server and shows the answer as a row.
@MainActor
private final class AnswersScreen: UITableViewController {
  let server: ScriptedServer
  var rows: [String] = []

  init(server: ScriptedServer) {
    self.server = server
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    let refresh = UIRefreshControl()
    refresh.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        Task { @MainActor in
          let reply = await self.server.ask()
          self.rows.append("\(reply)")
          self.tableView.reloadData()
          self.refreshControl?.endRefreshing()
        }
      }, for: .valueChanged)
    refreshControl = refresh
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}

/// A `HeadlessApp` settles at a scripted server: a pull's request waits there, its answer
/// shows once given.
@MainActor
@Suite struct HeadlessAppSettleTests {
  @Test func aPullsRequestWaitsAtTheServerAndItsAnswerShows() async throws {
    let server = ScriptedServer()
    let screen = AnswersScreen(server: server)
    let app = HeadlessApp(rootViewController: screen)
    try app.pullToRefresh()
    try await app.settle(at: server)
    #expect(await server.pendingRequests == [1])
    #expect(screen.rows.isEmpty)
    try await server.answer(request: nil, with: .failure(.offline))
    try await app.settle(at: server)
    #expect(screen.rows == ["\(ScriptedReply.failure(.offline))"])
    #expect(app.cells.count == 1)
    #expect(screen.refreshControl?.isRefreshing == false)
  }
}
