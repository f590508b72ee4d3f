import Foundation
import ListKit

extension ListScreenBinding {
  /// Binds `controller` to `screenView` with one kind of cell for every row: registers `cell`
  /// on the table and configures a dequeued one with each row's view-model.
  ///
  /// ```swift
  /// binding = ListScreenBinding(controller: controller, screenView: view, cell: ContactCell.self)
  /// ```
  ///
  /// The same as the `cellForRow` initializer with
  /// `table.dequeueCell(cell, for: indexPath, configuredWith: row)`.
  public convenience init<Cell: ReusableCell>(
    controller: Controller, screenView: ScreenView, cell: Cell.Type
  ) where Cell.Model == Controller.Item {
    screenView.tableView.register(cell)
    self.init(controller: controller, screenView: screenView) { table, indexPath, row in
      table.dequeueCell(cell, for: indexPath, configuredWith: row)
    }
  }
}
