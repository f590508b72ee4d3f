import Foundation
import ListKit

/// Binds a screen controller to a ``ScreenView``: the generic core every screen shares.
///
/// The controller tells the binding when its state changes; the binding hands the new
/// sections to a `SectionStore` whose view is the table (so the table animates
/// the difference) and the footer to the screen. As the table's data source it hands each
/// row's cell view-model to the row's cell through `cellForRow`, a closure the screen
/// supplies; as its delegate it forwards `willDisplay` (pagination) and selection.
///
/// ```swift
/// let binding = ListScreenBinding(controller: controller, screenView: screen) { table, path, row in
///   table.dequeueCell(TodoCell.self, for: path, configuredWith: row)
/// }
/// controller.loadRequested()
/// ```
@MainActor
public final class ListScreenBinding<Controller: ListScreenController>: NSObject, ListObserver {
  /// The cell for a row: dequeued from the table and configured from the row's view-model.
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, Controller.Item) -> UITableViewCell

  /// The controller whose state is shown.
  public let controller: Controller
  /// The screen that shows it.
  public let screenView: ScreenView
  /// Called when a row is about to display, for controllers that page; returns the request
  /// started, if any. A scenario counts that request through ListKit's `RequestActivity`.
  public var rowWillDisplay: ((IndexPath) -> Task<Void, Never>?)?
  /// Called when the user taps a row, with the row's view-model.
  public var rowSelected: ((Controller.Item) -> Void)?
  /// Called after each change of the controller's state has reached the table and footer.
  public var stateDidChange: (() -> Void)?
  /// The last update the store refused (duplicate identifiers), if any.
  public private(set) var updateFailure: DuplicateIdentifierError?

  let store = SectionStore<Controller.SectionID, Controller.Item>()
  let cellForRow: CellProvider

  /// Binds `controller` to `screenView`, becoming the controller's view and the table's data
  /// source and delegate, and shows the controller's current state.
  public init(
    controller: Controller, screenView: ScreenView,
    cellForRow: @escaping CellProvider
  ) {
    self.controller = controller
    self.screenView = screenView
    self.cellForRow = cellForRow
    super.init()
    store.view = screenView.tableView
    screenView.tableView.dataSource = self
    screenView.tableView.delegate = self
    controller.observer = self
    listDidChange()
  }

  /// The sections the table shows.
  public var sections: [ListSection<Controller.SectionID, Controller.Item>] { store.sections }

  /// Hands the controller's sections to the store (the table animates the change) and its
  /// footer to the screen.
  public func listDidChange() {
    screenView.footer = controller.footer
    do {
      try store.update(controller.sections)
    } catch {
      updateFailure = error
    }
    stateDidChange?()
  }
}
