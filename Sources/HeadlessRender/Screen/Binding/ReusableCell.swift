import Foundation
import ListKit

/// A configurable cell with the identifier it is registered and dequeued under.
///
/// ```swift
/// tableView.register(TodoCell.self)
/// let cell = try tableView.dequeueCell(TodoCell.self, for: indexPath, configuredWith: model)
/// ```
@MainActor
public protocol ReusableCell: ConfigurableCell {
  /// The reuse identifier of every cell of this class.
  static var reuseIdentifier: String { get }
}

extension TableView {
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
  ) throws(TableViewError) -> TableViewCell? {
    let cell = try dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath)
    guard let configurable = cell as? Cell else { return nil }
    configurable.configure(with: model)
    return configurable
  }
}
