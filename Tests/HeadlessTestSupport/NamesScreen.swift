import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

/// A names list bound to a table view controller, as the reference screens bind their
/// controllers.
@MainActor
package final class NamesScreen: UITableViewController, ListScreen {
  package let binding: ListScreenBinding<NamesController>
  package private(set) var displayed: [IndexPath] = []
  package private(set) var selected: [NameRow] = []
  private let screenTitle: String

  /// A screen titled `title`, its view loaded and bound.
  package init(title: String = "Names", loadNames: NamesController.LoadNames? = nil) {
    binding = ListScreenBinding(controller: NamesController(loadNames: loadNames)) {
      table, indexPath, row in
      table.dequeueCell(NameCell.self, for: indexPath, configuredWith: row)
    }
    screenTitle = title
    super.init(style: .plain)
    loadViewIfNeeded()
  }

  package required init?(coder: NSCoder) { nil }

  package override func viewDidLoad() {
    super.viewDidLoad()
    title = screenTitle
    // Section titles and separators line up with the cells' content, which keeps a 1-column
    // (8-point) margin.
    tableView.layoutMargins.left = 8
    tableView.separatorInset.left = 8
    tableView.register(NameCell.self)
    binding.tableView = tableView
  }

  /// The screen is its table's delegate, as a `UITableViewController` is: it notes each row
  /// displayed.
  package override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }

  /// Notes the tapped row's view-model, found in the binding's sections.
  package override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let row = binding.sections.item(at: indexPath) else { return }
    selected.append(row)
  }

  /// `count` one-line rows named `name 0`, `name 1`, ... in one untitled section.
  package static func rows(_ count: Int, named name: String = "name", from first: Int = 0)
    -> [NameRow]
  {
    (first..<first + count).map { NameRow(id: $0, name: "\(name) \($0)") }
  }
}

extension UIViewController {
  /// The navigation controller the view controller is in, or a new one around it: how an app
  /// shows a list screen, with its title in the bar.
  package var inNavigationController: UINavigationController {
    navigationController ?? UINavigationController(rootViewController: self)
  }
}
