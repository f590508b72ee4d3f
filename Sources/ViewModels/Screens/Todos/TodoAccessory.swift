import ListKit

/// What a todo row shows at its trailing edge, as `UITableViewCell.AccessoryType` does.
package enum TodoAccessory: Hashable, Sendable {
  /// Nothing: the todo is still to do.
  case none
  /// A check mark: the todo is done.
  case checkmark
}
