import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

/// A todo's item in the list: its title, and a check mark once it is done.
final class TodoListCell: UICollectionViewCell {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) {
    nil
  }
}

/// The todos screen as a collection view: the same controller in a plain list, its
/// snapshots applied to a diffable data source, as a team writes a list screen since iOS 14.
///
/// The todos themselves are the identifiers, so a todo toggled is another item: the old one
/// deleted, the new one inserted (`+`), where identifiers and a reconfigure would move it.
/// Simple, and what a snapshot shows.
@MainActor
final class TodosListScreen: UICollectionViewController, ControlledScreen, ListObserver {
  let controller = TodosController()
  var updateFailure: (any Error)? { nil }
  private var dataSource: UICollectionViewDiffableDataSource<TodoSectionID, Todo>?

  init() {
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    title = "Todos"
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let cell = UICollectionView.CellRegistration<TodoListCell, Todo> { cell, _, todo in
      cell.titleLabel.text = todo.isDone ? "✓ " + todo.title : todo.title
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, todo in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: todo)
    }
    controller.observer = self
    listDidChange()
  }

  func listDidChange() {
    var snapshot = NSDiffableDataSourceSnapshot<TodoSectionID, Todo>()
    for section in controller.sections {
      snapshot.appendSections([section.id])
      snapshot.appendItems(section.items, toSection: section.id)
    }
    dataSource?.apply(snapshot)
  }
}
