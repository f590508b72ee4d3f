import Foundation
import ListKit

/// What a table view asks about its content, as `UITableViewDataSource`.
///
/// The table caches the counts it gets and asks again only on `reloadData()`, at its first
/// layout, or at the end of a batch update.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int

  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for the row at `indexPath`, dequeued from `tableView` with
  /// `dequeueReusableCell(withIdentifier:for:)` and configured.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The title shown above `section`; nil (the default) shows no header.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// The title shown below `section`; nil (the default) shows no footer.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// One section, as UIKit assumes when the method is not implemented.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}
