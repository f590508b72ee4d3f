import Foundation

extension UITableView {
  /// The lines the refresh control takes above the content: one while it refreshes.
  var refreshLines: Int { refreshControl?.isRefreshing == true ? 1 : 0 }

  /// Lays the rows out again when the refresh control starts or stops: its line comes or goes
  /// above the first row.
  func refreshingDidChange() {
    guard counts != nil else { return }
    recovering { try layoutVisibleRows() }
  }

  /// Simulates the user pulling the table down past its top to refresh: the table scrolls to
  /// the top, the refresh control begins refreshing and sends its `.valueChanged` actions.
  /// Returns whether it did: a table without an enabled refresh control, or one that is
  /// already refreshing, does nothing.
  @discardableResult
  package func pullToRefresh() -> Bool {
    guard let control = refreshControl, control.isEnabled, !control.isRefreshing else {
      return false
    }
    control.beginRefreshing()
    contentOffset = .zero
    control.sendActions(for: .valueChanged)
    return true
  }
}
