import Foundation
import ListKit

/// What a table view tells about display and selection, and asks about heights, as
/// `UITableViewDelegate`. Every method has a default that does nothing.
@MainActor
public protocol UITableViewDelegate: AnyObject {
  /// The height of the row's cell at `indexPath` in lines (its separator line, if any, comes
  /// on top); nil (the default) uses the table's `rowHeight`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Int?

  /// The cell for `indexPath` is about to appear: the usual pagination hook.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// The cell that showed `indexPath` has left the screen (or its row was removed).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// The user tapped the row at `indexPath`.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Uses the table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Int? {
    nil
  }

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
