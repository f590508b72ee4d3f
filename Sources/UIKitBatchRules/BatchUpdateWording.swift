/// Which of UIKit's list views a ``BatchUpdateViolation`` is worded for: the rules are the
/// same, the words are the view's.
///
/// ```swift
/// let violation = BatchUpdateViolation.insertRowOutOfRange(row: 0, section: 0, rowCount: 0)
/// print(violation.description(for: .tableView))
/// // attempt to insert row 0 into section 0, but there are only 0 rows in section 0 after the update
/// print(violation.description(for: .collectionView))
/// // attempt to insert item 0 into section 0, but there are only 0 items in section 0 after the
/// // update
/// ```
/// (the last one on one line).
public enum BatchUpdateWording: Hashable, Sendable, CaseIterable {
  /// `UITableView`'s messages: rows, "table view", one space between sentences.
  case tableView
  /// `UICollectionView`'s classic messages: items, "collection view", two spaces after the
  /// first sentence of the count messages, as UIKit prints them.
  case collectionView

  /// What one element of a section is called: `row` or `item`.
  package var element: String {
    switch self {
    case .tableView: "row"
    case .collectionView: "item"
    }
  }

  /// What several elements of a section are called: `rows` or `items`.
  package var elements: String { element + "s" }

  /// What the view is called in the count messages.
  var viewName: String {
    switch self {
    case .tableView: "table view"
    case .collectionView: "collection view"
    }
  }

  /// What separates the first sentence of a count message from the second.
  var sentenceGap: String {
    switch self {
    case .tableView: " "
    case .collectionView: "  "
    }
  }
}
