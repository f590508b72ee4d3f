import HeadlessRender
import ListKit
import ViewModels

/// The Todos screen's diffable data source: sections "To do" and "Done", rows identified by
/// todo IDs.
///
/// A subclass only for the header titles, the way UIKit apps give a
/// `UITableViewDiffableDataSource` its titles.
public final class TodosDataSource: UITableViewDiffableDataSource<TodoSectionID, Int> {
  /// The title of the section shown at `section`: "To do" or "Done".
  override public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)?.title
  }
}
