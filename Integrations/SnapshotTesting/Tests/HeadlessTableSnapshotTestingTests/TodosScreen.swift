import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

/// A todo as the service sends it and as its row shows it.
struct Todo: Identifiable, Hashable, Sendable {
  var id: Int
  var title: String
  var isDone: Bool
}

/// The sections of the todos screen: what is left to do, then what is done.
enum TodoSectionID: Hashable, Sendable, CaseIterable {
  case toDo, done

  var title: String {
    switch self {
    case .toDo: "To do"
    case .done: "Done"
    }
  }
}

/// Why the todos could not be loaded; the service here never fails.
struct TodosError: Error {}

/// Four todos, two of them done, answered at once.
private let fourTodos = [
  Todo(id: 1, title: "Feed the cat", isDone: false),
  Todo(id: 2, title: "Water the plants", isDone: true),
  Todo(id: 3, title: "Call the bank", isDone: false),
  Todo(id: 4, title: "Return the books", isDone: true),
]

/// The screen's logic, as a team writes it on ListKit: a loader over a service that answers at
/// once, sections by done-ness, and a toggle.
@MainActor
final class TodosController: ListLoadingController {
  let loader = ListLoader<NoQuery, [Todo], Todo, TodosError>(
    query: NoQuery(), fetch: { _, _ in .success(fourTodos) }, rows: { todos, _ in (todos, false) },
    emptyMessage: { _ in "Nothing to do." },
    errorMessage: { _ in ErrorMessage("The todos could not be loaded.") })

  var sections: [ListSection<TodoSectionID, Todo>] {
    [ListSection](
      grouping: loader.list.items.sorted { !$0.isDone && $1.isDone },
      by: { $0.isDone ? .done : .toDo }, title: \.title)
  }

  @discardableResult func todoToggled(id: Int) -> EventOutcome {
    loader.editItem(id: id) { $0.isDone.toggle() }
  }
}

/// A todo's row: its title, and a check mark at the trailing edge when it is done; VoiceOver
/// reads it as one button that says whether it is done.
final class TodoCell: UITableViewCell, ConfigurableCell, ReusableCell {
  static let reuseIdentifier = "TodoCell"
  private let titleLabel = UILabel()
  private let checkLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    isAccessibilityElement = true
    accessibilityTraits = .button
    // The check mark is said by the row's value, not read as a picture.
    checkLabel.isAccessibilityElement = false
    for label in [titleLabel, checkLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    checkLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      checkLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
      checkLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      checkLabel.topAnchor.constraint(equalTo: titleLabel.topAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    nil
  }

  func configure(with todo: Todo) {
    titleLabel.text = todo.title
    checkLabel.text = todo.isDone ? "✓" : nil
    accessibilityValue = todo.isDone ? "Done" : "Not done"
  }
}

/// The screen: "Todos" over the two sections, a table view controller bound to the controller.
@MainActor
final class TodosScreen: UITableViewController, ListScreen {
  let controller = TodosController()
  let binding: ListScreenBinding<TodosController>

  init() {
    binding = ListScreenBinding(controller: controller, cell: TodoCell.self)
    super.init(style: .plain)
    title = "Todos"
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    binding.tableView = tableView
  }
}
