import Foundation
import HeadlessRender
import ListKit

/// Binds a screen controller to a table: the generic core every list screen shares.
///
/// The controller tells the binding when its state changes; the binding hands the new
/// sections to a `SectionStore` whose view is the table (so the table animates the
/// difference) and the controller's footer to its ``footerView``, the table's footer view. As
/// the table's data source it hands each row's cell view-model to the row's cell through
/// `cellForRow`, a closure the screen supplies.
///
/// The binding is the table's data source only, as a `UITableViewDiffableDataSource` is: the
/// table's delegate stays the screen (a `UITableViewController` is its table's delegate), so
/// every delegate call (display, selection, swipe actions, editing styles, scrolling) is the
/// screen's to answer, as in any UIKit app. A screen that pages forwards `willDisplay` to its
/// controller, and a screen that acts on a tap finds the row's view-model in ``sections``:
///
/// ```swift
/// final class RecordingsViewController: UITableViewController, ListScreen {
///   let binding: ListScreenBinding<RecordingsController>
///
///   init(service: any RecordingsService) {
///     binding = ListScreenBinding(
///       controller: RecordingsController(service: service), cell: RecordingCell.self)
///     super.init(style: .plain)
///   }
///
///   required init?(coder: NSCoder) { nil }
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     binding.tableView = tableView  // registers RecordingCell and shows the controller's state
///   }
///
///   override func tableView(
///     _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
///   ) {
///     binding.controller.rowWillDisplay(at: indexPath)  // the next page, when it is due
///   }
///
///   override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///     guard let recording = binding.sections.item(at: indexPath) else { return }
///     play(recording)
///   }
/// }
/// ```
///
/// The binding follows its controller from the start; the table it shows the state in can come
/// later, as a view controller's table comes when its view loads.
@MainActor
public final class ListScreenBinding<Controller: ListScreenController>: NSObject, ListObserver {
  /// The cell for a row: dequeued from the table and configured from the row's view-model.
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, Controller.Item) -> UITableViewCell

  /// The controller whose state is shown.
  public let controller: Controller
  /// The table that shows it: setting it makes the binding the table's data source (its
  /// delegate stays as it is), gives the table its footer view and shows the current state in
  /// it.
  public weak var tableView: UITableView? {
    didSet {
      guard tableView !== oldValue, let tableView else { return }
      attach(tableView)
    }
  }
  /// Each section's title in the table's section index, or nil for a section the index
  /// leaves out; no index while nil (the default). A `UITableViewDiffableDataSource` subclass
  /// answers `sectionIndexTitles(for:)` for this; the binding, the data source of a screen
  /// whose sections are the controller's, asks for one title per section:
  ///
  /// ```swift
  /// binding.sectionIndexTitle = { section in String(section.id.name.prefix(1)) }
  /// ```
  ///
  /// A tap on a title scrolls to the section it came from. The table asks again after every
  /// change of the sections, and at once when this is set.
  public var sectionIndexTitle:
    (@MainActor (ListSection<Controller.SectionID, Controller.Item>) -> String?)?
  {
    didSet { tableView?.reloadSectionIndexTitles() }
  }
  /// The table's footer view, showing the controller's footer under the rows.
  public let footerView = ListFooterView()
  /// Called after each change of the controller's state has reached the table and footer.
  public var stateDidChange: (() -> Void)?
  /// The last update the store refused (duplicate identifiers), if any.
  public private(set) var updateFailure: DuplicateIdentifierError?

  let store = SectionStore<Controller.SectionID, Controller.Item>()
  let cellForRow: CellProvider
  /// What a table needs before it shows the rows, such as the cell classes registered.
  let prepareTable: ((UITableView) -> Void)?

  /// Binds `controller`, becoming its observer; the state shows once ``tableView`` is set.
  public init(controller: Controller, cellForRow: @escaping CellProvider) {
    self.controller = controller
    self.cellForRow = cellForRow
    prepareTable = nil
    super.init()
    controller.observer = self
    listDidChange()
  }

  /// Binds `controller` to `tableView` at once.
  public convenience init(
    controller: Controller, tableView: UITableView, cellForRow: @escaping CellProvider
  ) {
    self.init(controller: controller, cellForRow: cellForRow)
    self.tableView = tableView
    attach(tableView)
  }

  /// Makes the binding `tableView`'s data source, gives it the footer view and the rows: what
  /// setting ``tableView`` does (its observer does not run in an initializer). The table's
  /// delegate is left as it is.
  func attach(_ tableView: UITableView) {
    prepareTable?(tableView)
    store.view = tableView.batchUpdating
    tableView.dataSource = self
    tableView.tableFooterView = footerView
    // A table that already asked another data source forgets what it was told.
    if tableView.counts != nil { tableView.reloadData() }
  }

  /// Binds `controller`, with `prepareTable` run on the table when it is set.
  init(
    controller: Controller, prepareTable: @escaping (UITableView) -> Void,
    cellForRow: @escaping CellProvider
  ) {
    self.controller = controller
    self.cellForRow = cellForRow
    self.prepareTable = prepareTable
    super.init()
    controller.observer = self
    listDidChange()
  }

  /// The sections the table shows.
  public var sections: [ListSection<Controller.SectionID, Controller.Item>] { store.sections }

  /// Hands the controller's sections to the store (the table animates the change) and its
  /// footer to the footer view.
  public func listDidChange() {
    footerView.footer = controller.footer
    do {
      try store.update(controller.sections)
    } catch {
      updateFailure = error
    }
    stateDidChange?()
  }
}
