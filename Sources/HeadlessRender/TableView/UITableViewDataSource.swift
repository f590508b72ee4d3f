import Foundation
import ListKit

/// What a table view asks about its content, as `UITableViewDataSource`.
///
/// The table caches the counts it gets and asks again only on `reloadData()`, at its first
/// layout, or at the end of a batch update.
@preconcurrency @MainActor
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

  /// Whether the row at `indexPath` can be edited (shows its editing control in editing
  /// mode, and can be swiped); true by default, as in UIKit.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// The user asked to delete (`.delete`) or insert (`.insert`) the row at `indexPath`: the
  /// data source changes its data and tells the table (`deleteRows`, `insertRows`). Does
  /// nothing by default.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  /// Whether the row at `indexPath` shows a reorder control in editing mode.
  ///
  /// False by default, where UIKit shows the control whenever the data source implements
  /// ``tableView(_:moveRowAt:to:)``: Swift cannot ask whether a method is implemented, so a
  /// data source that reorders answers true here.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath`: the table shows
  /// the row there already, the data source moves its data (and calls no batch update).
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the section index along the table's trailing edge, e.g. "A" to "Z"; nil
  /// (the default) for no index. Only a plain table shows one, as in UIKit.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// The section the index title `title`, at `index` in ``sectionIndexTitles(for:)``, scrolls
  /// to: `index` by default, for an index with one title per section.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
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

  /// True.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// False: see the requirement.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// None: no index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// `index`.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
