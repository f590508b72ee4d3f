import Foundation
import HeadlessRender
import ListKit

/// A configurable cell with the identifier it is registered and dequeued under: its class's
/// name unless it declares another.
///
/// ```swift
/// tableView.register(TodoCell.self)  // under "TodoCell"
/// let cell = tableView.dequeueCell(TodoCell.self, for: indexPath, configuredWith: model)
/// ```
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

extension UITableView {
  /// Registers `cellType` under its own reuse identifier.
  public func register<Cell: ReusableCell>(_ cellType: Cell.Type) {
    register(cellType, forCellReuseIdentifier: Cell.reuseIdentifier)
  }

  /// Dequeues a `Cell` for the row at `indexPath` and hands it `model` to decorate itself
  /// from.
  ///
  /// What UIKit would crash on (an unregistered identifier, a second dequeue, another class
  /// registered under `Cell`'s identifier) is kept as the table's failure, and the cell
  /// dequeued is returned undecorated.
  public func dequeueCell<Cell: ReusableCell>(
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
