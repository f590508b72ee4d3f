import Foundation
import HeadlessRender
import ListKit

extension ListScreenBinding {
  /// Binds `controller` with one kind of cell for every row: `cell` is registered on the
  /// table when it is set, and a dequeued one is configured with each row's view-model.
  ///
  /// ```swift
  /// let binding = ListScreenBinding(controller: controller, cell: ContactCell.self)
  /// binding.tableView = tableView
  /// ```
  ///
  /// The same as the `cellForRow` initializer with
  /// `cell.dequeued(from: table, for: indexPath, configuredWith: row)`.
  public convenience init<Cell: ReusableCell>(controller: Controller, cell: Cell.Type)
  where Cell.Model == Controller.Item {
    self.init(
      controller: controller, prepareTable: { $0.register(cell) },
      cellForRow: { table, indexPath, row in
        table.dequeueCell(cell, for: indexPath, configuredWith: row)
      })
  }

  /// Binds `controller` to `tableView` at once with one kind of cell for every row.
  public convenience init<Cell: ReusableCell>(
    controller: Controller, tableView: UITableView, cell: Cell.Type
  ) where Cell.Model == Controller.Item {
    self.init(controller: controller, cell: cell)
    self.tableView = tableView
    attach(tableView)
  }
}
