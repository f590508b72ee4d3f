import Foundation

/// A view controller whose view is a table, as `UITableViewController`: it makes the table,
/// is its data source and delegate, and answers with methods a subclass overrides.
///
/// ```swift
/// final class BirdsViewController: UITableViewController {
///   private let birds = ["Kingfisher", "Heron"]
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     title = "Birds"
///     tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Bird")
///   }
///
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     birds.count
///   }
///
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Bird", for: indexPath)
///     cell.textLabel?.text = birds[indexPath.row]
///     return cell
///   }
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableStyle: UITableView.Style

  /// Creates a table view controller whose table has `style`.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a table view controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a table view controller with a plain table; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type, so that `tableView?.…` in a team's code compiles as it does against UIKit.
  /// The table: the view controller's view.
  public var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether the selection is cleared when the view appears; kept.
  public var clearsSelectionOnViewWillAppear = true

  /// The table's refresh control, as `UITableViewController.refreshControl`: set before the
  /// view loads, the table gets it when it is made.
  ///
  /// ```swift
  /// refreshControl = UIRefreshControl()
  /// refreshControl?.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
  /// ```
  public var refreshControl: UIRefreshControl? {
    get { loadedTable?.refreshControl ?? pendingRefreshControl }
    set {
      pendingRefreshControl = newValue
      loadedTable?.refreshControl = newValue
    }
  }
  private var pendingRefreshControl: UIRefreshControl?

  /// The table, without loading the view.
  private var loadedTable: UITableView? { viewIfLoaded as? UITableView }

  /// Makes the table, with this view controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: .zero, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    table.refreshControl = pendingRefreshControl
    view = table
  }

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows; a subclass overrides it.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A subclass that has rows overrides it: UIKit raises an exception for a table view
  /// controller that has rows but gives no cells, which the headless table keeps as "failed to
  /// obtain a cell from its dataSource".
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.recordFailure(tableView.error(.noCellFromDataSource))
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// The table's row height.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Turns editing mode on or off, for the view controller and its table.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  // The defaults of the protocols, repeated so that a subclass can override them.

  /// True.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// False: see ``UITableViewDataSource/tableView(_:canMoveRowAt:)``.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// True.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// `indexPath`.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// `indexPath`.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// `.delete`.
  open func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }

  /// The cell's ``UITableViewCell/shouldIndentWhileEditing``; true without a cell.
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    tableView.cellForRow(at: indexPath)?.shouldIndentWhileEditing ?? true
  }

  /// `proposedDestinationIndexPath`.
  open func tableView(
    _ tableView: UITableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }

  /// None.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// None.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// None: the title shows.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// None: the title shows.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// `UITableView.automaticDimension`: the table's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }

  /// `UITableView.automaticDimension`: the table's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }

  /// `UITableView.automaticDimension`: the table's `estimatedSectionHeaderHeight`.
  open func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat { UITableView.automaticDimension }

  /// `UITableView.automaticDimension`: the table's `estimatedSectionFooterHeight`.
  open func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat { UITableView.automaticDimension }

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}

  /// None: no index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// `index`.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
