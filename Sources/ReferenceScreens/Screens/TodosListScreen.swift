import Foundation
import HeadlessRender
import HeadlessScenarios
import ListKit
import Models
import ViewModels

/// The Todos screen as a collection-view list: BackingStore's point, that one data source
/// logic and store drive a table or a collection view alike.
///
/// It shows the same ``ViewModels/TodosController`` as ``TodosScreen``, through the same
/// snapshots (``TodosSnapshotBuilder``) and the same cell view-models, in a
/// `UICollectionViewController` whose layout is a plain list
/// (`UICollectionLayoutListConfiguration` with supplementary headers, pinned as UIKit pins a
/// plain list's) and whose data source is a `UICollectionViewDiffableDataSource`: the
/// snapshots go through the same diff, store and batch validation, in a collection view's
/// words (`1 item moved`). Tapping a todo toggles it, as on the table.
///
/// The loading, empty and error states show in the collection view's `backgroundView`, as
/// UIKit apps show them in a collection view, which has no footer view.
@MainActor
package final class TodosListScreen: UICollectionViewController, ScenarioScreen, ListObserver {
  /// Decides what the screen shows.
  package let controller: TodosController
  /// The collection view's background view: the loading state while there are no todos.
  package let footerView = ListFooterView()
  /// The last change of the todos that could not become a snapshot, if any; see
  /// ``TodosScreen/updateFailure``.
  package private(set) var updateFailure: (any Error)?

  private var snapshots = TodosSnapshotBuilder()
  private var dataSource: UICollectionViewDiffableDataSource<TodoSectionID, Int>?

  /// Creates the screen over `service`, titled as the table's.
  package init(service: any TodosService) {
    controller = TodosController(service: service)
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    title = TodosScreen.title
  }

  /// Not available: the screen is made with its service.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Gives the collection view its registrations, data source and background view, and
  /// shows the controller's state.
  package override func viewDidLoad() {
    super.viewDidLoad()
    let todo = UICollectionView.CellRegistration<TodoListCell, TodoCellModel> { cell, _, model in
      cell.configure(with: model)
    }
    let header = UICollectionView.SupplementaryRegistration<TodosHeaderView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] view, _, indexPath in
      guard let section = self?.dataSource?.sectionIdentifier(for: indexPath.section) else {
        return
      }
      view.configure(with: section)
    }
    let dataSource = UICollectionViewDiffableDataSource<TodoSectionID, Int>(
      collectionView: collectionView
    ) { [weak controller] collectionView, indexPath, todoID in
      guard let model = controller?.todo(withID: todoID) else { return nil }
      return collectionView.dequeueConfiguredReusableCell(
        using: todo, for: indexPath, item: model)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    self.dataSource = dataSource
    collectionView.backgroundView = footerView
    controller.observer = self
    listDidChange()
  }

  /// Shows the controller's footer behind the items and applies a snapshot of its sections.
  package func listDidChange() {
    footerView.footer = controller.footer
    let snapshot = snapshots.snapshot(of: controller.sections)
    updateFailure = snapshot.failure
    dataSource?.apply(snapshot)
  }

  /// The user tapped a todo: it is toggled, and not left selected, as a checklist's item.
  package override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let todoID = dataSource?.itemIdentifier(for: indexPath) else { return }
    controller.todoToggled(id: todoID)
  }

  /// `{"load": true}`, `{"retry": true}` and `{"toggle": 7}`, as on the table.
  package nonisolated static var scenarioEvents: [ScenarioEvent<TodosListScreen>] {
    [
      .load,
      .retry,
      .integer(
        "toggle", caption: { "toggle todo \($0)" }, handle: { $0.controller.todoToggled(id: $1) }),
    ]
  }
}
