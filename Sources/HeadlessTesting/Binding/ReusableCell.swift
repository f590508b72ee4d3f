import Foundation
import HeadlessRender
import ListKit

/// A configurable cell with the identifier it is registered and dequeued under: its class's
/// name unless it declares another.
///
/// ```swift
/// TodoCell.register(on: tableView)  // under "TodoCell"
/// let cell = TodoCell.dequeued(from: tableView, for: indexPath, configuredWith: model)
/// ```
///
/// These helpers are the cell type's, not `UITableView`'s: UIKit's table has no such members,
/// and a file that imports only HeadlessUIKit reaches nothing UIKit lacks.
@MainActor
public protocol ReusableCell: ConfigurableCell {
  /// The reuse identifier of every cell of this class.
  static var reuseIdentifier: String { get }
}

extension ReusableCell {
  /// The class's name (`"TodoCell"`), the identifier UIKit code registers a cell class under
  /// by convention.
  public static var reuseIdentifier: String { String(describing: self) }
}

extension ReusableCell {
  /// Registers this cell class on `tableView` under ``reuseIdentifier``.
  public static func register(on tableView: UITableView) {
    tableView.register(self)
  }

  /// Dequeues a cell of this class for the row at `indexPath` from `tableView` and hands it
  /// `model` to decorate itself from.
  ///
  /// What UIKit would crash on (an unregistered identifier, a second dequeue, another class
  /// registered under this class's identifier) is kept as the table's failure, and the cell
  /// dequeued is returned undecorated.
  public static func dequeued(
    from tableView: UITableView, for indexPath: IndexPath, configuredWith model: Model
  ) -> UITableViewCell {
    tableView.dequeueCell(self, for: indexPath, configuredWith: model)
  }
}

extension UITableView {
  /// Registers `cellType` under its own reuse identifier.
  package func register<Cell: ReusableCell>(_ cellType: Cell.Type) {
    register(cellType, forCellReuseIdentifier: Cell.reuseIdentifier)
  }

  /// Dequeues a `Cell` for the row at `indexPath` and hands it `model` to decorate itself
  /// from.
  ///
  /// What UIKit would crash on (an unregistered identifier, a second dequeue, another class
  /// registered under `Cell`'s identifier) is kept as the table's failure, and the cell
  /// dequeued is returned undecorated.
  package func dequeueCell<Cell: ReusableCell>(
    _ cellType: Cell.Type, for indexPath: IndexPath, configuredWith model: Cell.Model
  ) -> UITableViewCell {
    let cell = dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath)
    guard let configurable = cell as? Cell else {
      recordFailure(error(.noCellFromDataSource))
      return cell
    }
    configurable.configure(with: model)
    return configurable
  }
}
