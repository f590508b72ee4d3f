import Foundation
import ListKit

/// Hints about rows just beyond the viewport, as `UITableViewDataSourcePrefetching`.
///
/// Only rows that exist are ever named; rows are listed nearest to the viewport first.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Rows about to come on screen: start loading what their cells need.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Rows prefetched earlier that are no longer about to come on screen.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
