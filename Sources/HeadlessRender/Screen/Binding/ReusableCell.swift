import Foundation
import ListKit

/// A configurable cell with the identifier it is registered and dequeued under: its class's
/// name unless it declares another.
///
/// ```swift
/// tableView.register(TodoCell.self)  // under "TodoCell"
/// let cell = try tableView.dequeueCell(TodoCell.self, for: indexPath, configuredWith: model)
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
  /// from; nil (which the table reports as UIKit does) when another class was registered
  /// under `Cell`'s identifier.
  ///
  /// - Throws: ``TableViewError`` for an unregistered identifier or a second dequeue.
  public func dequeueCell<Cell: ReusableCell>(
    _ cellType: Cell.Type, for indexPath: IndexPath, configuredWith model: Cell.Model
  ) throws(TableViewError) -> UITableViewCell? {
    let cell = try dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath)
    guard let configurable = cell as? Cell else { return nil }
    configurable.configure(with: model)
    return configurable
  }
}
