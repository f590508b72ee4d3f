import Foundation
import ListKit

/// A list screen's chrome: the navigation bar with the title, an optional search bar, and the
/// table filling the rest, with the state's footer under its rows.
///
/// ```swift
/// let screen = ScreenView(title: "Todos")
/// screen.footer = .spinner
/// screen.frame = Rect(x: 0, y: 0, width: 16, height: 5)
/// try screen.layout()
/// var canvas = Canvas(width: 16, height: 5)
/// screen.render(on: &canvas)
/// print(canvas.text)
/// // Prints:
/// //      Todos
/// // ────────────────
/// //
/// //    ⠋ Loading…
/// ```
@MainActor
public final class ScreenView: UIView {
  /// The bar with the screen's title.
  public let navigationBar: UINavigationBar
  /// The search field under the navigation bar, on screens that search.
  public let searchBar: UISearchBar?
  /// The list.
  public let tableView: UITableView
  /// The table's footer view, showing ``footer``.
  public let footerView = ListFooterView()

  /// Creates a screen titled `title`, with a search bar when `searchPlaceholder` is given.
  public init(title: String, searchPlaceholder: String? = nil) {
    navigationBar = UINavigationBar(title: title)
    searchBar = searchPlaceholder.map { UISearchBar(placeholder: $0) }
    tableView = UITableView()
    tableView.rowHeight = UITableView.automaticDimension
    // Section titles and separators line up with the cells' content, which keeps a 1-column
    // (8-point) margin.
    tableView.layoutMargins.left = 8
    tableView.separatorInset.left = 8
    super.init(frame: .zero)
    tableView.tableFooterView = footerView
    addSubview(navigationBar)
    if let searchBar { addSubview(searchBar) }
    addSubview(tableView)
  }

  /// Not available: a screen is made with its title.
  public required init?(coder: NSCoder) {
    nil
  }

  /// What the table footer shows under the rows.
  public var footer: ListFooter {
    get { footerView.footer }
    set { footerView.footer = newValue }
  }

  /// The lines above the table: the navigation bar and the search bar.
  public var chromeHeight: Int {
    barHeight(navigationBar) + (searchBar.map(barHeight) ?? 0)
  }

  /// Places the bars at the top and gives the table the rest; sizes the footer for the width.
  public override func layoutSubviews() {
    let width = gridFrame.width
    var y = 0
    for bar in [navigationBar, searchBar].compactMap({ $0 }) {
      bar.gridFrame = GridRect(x: 0, y: y, width: width, height: barHeight(bar))
      y += barHeight(bar)
    }
    tableView.gridFrame = GridRect(x: 0, y: y, width: width, height: max(gridFrame.height - y, 0))
    footerView.gridFrame.size = GridSize(width: width, height: footerView.height(forWidth: width))
  }

  /// Lays out the whole screen for its frame: the bars, the table's visible rows (asking its
  /// data source for cells and telling its delegate which rows display), then every cell.
  ///
  /// - Throws: ``TableViewError`` when the table's data source breaks UIKit's rules.
  public func layout() throws(TableViewError) {
    layoutSubviews()
    try tableView.layoutVisibleRows()
    layoutIfNeeded()
  }

  private func barHeight(_ bar: UIView) -> Int {
    bar.layoutIntrinsicSize.height ?? 0
  }
}
