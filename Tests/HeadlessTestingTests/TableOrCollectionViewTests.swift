import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// How a screen's list is found, as UIKit has it: a table view controller's table, a
/// collection view controller's collection view, else the first visible one in its view.
@MainActor
@Suite struct TableOrCollectionViewTests {
  private func list(of viewController: UIViewController) -> UIScrollView? {
    TableOrCollectionView(of: viewController)?.scrollView
  }

  @Test func aTableOrCollectionViewControllersOwnViewIsItsList() {
    let table = UITableViewController(style: .plain)
    #expect(list(of: table) === table.tableView)
    let collection = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    #expect(list(of: collection) === collection.collectionView)
  }

  @Test func anyOtherViewControllersListIsTheFirstVisibleOneInItsLoadedView() {
    let screen = UIViewController()
    #expect(list(of: screen) == nil)  // its view is not loaded
    screen.loadViewIfNeeded()
    #expect(list(of: screen) == nil)
    let hidden = UITableView(frame: .zero, style: .plain)
    hidden.isHidden = true
    let container = UIView()
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    container.addSubview(grid)
    screen.view.addSubview(hidden)
    screen.view.addSubview(container)
    screen.view.addSubview(UITableView(frame: .zero, style: .plain))
    #expect(list(of: screen) === grid)
  }
}
