import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

// The steps a finger takes: on a row or item (swipe, action, the table's controls, a drag,
// an index title, a section scrolled sideways, an outline disclosure) and on a bar button.
extension ScenarioSession {
  /// Performs a swipe or a tap on a swipe action, on a table's row or a collection view's list
  /// item alike; a step with nothing to act on (no such row or item, no such action) fails,
  /// naming it, and so does one on a screen without a list.
  func performSwipeStep(_ step: ScenarioStep, number: Int) throws(ScenarioError) {
    let list = try requireList(for: step.key, step: number)
    try layout(step: number)
    func nothing(_ item: String, for name: String) -> ScenarioError {
      failure(.noSuchItem(step: name, item: item, screen: scenario.screen), step: number)
    }
    let reveal: (IndexPath, RevealedSwipe.Edge) -> Bool
    let actions: (IndexPath, RevealedSwipe.Edge) -> [UIContextualAction]
    let perform: (IndexPath, RevealedSwipe.Edge, Int) -> Bool
    switch list {
    case .table(let table):
      reveal = { table.revealSwipeActions(at: $0, edge: $1) }
      actions = { table.swipeConfiguration(at: $0, edge: $1)?.actions ?? [] }
      perform = { table.performSwipeAction(at: $0, edge: $1, index: $2) }
    case .collection(let collection):
      reveal = { collection.revealSwipeActions(at: $0, edge: $1) }
      actions = { collection.swipeConfiguration(at: $0, edge: $1)?.actions ?? [] }
      perform = { collection.performSwipeAction(at: $0, edge: $1, index: $2) }
    }
    switch step {
    case .swipe(let indexPath, let edge):
      try requireShown(indexPath, in: list, for: "swipe", step: number)
      let side: RevealedSwipe.Edge = edge == .leading ? .leading : .trailing
      guard reveal(indexPath, side) else {
        throw nothing("\(edge.rawValue) actions of \(indexPath)", for: "swipe")
      }
    case .action(let indexPath, let title):
      try requireShown(indexPath, in: list, for: "action", step: number)
      for side in [RevealedSwipe.Edge.trailing, .leading] {
        if let index = actions(indexPath, side).map(\.title).firstIndex(of: title),
          perform(indexPath, side, index)
        {
          return
        }
      }
      throw nothing("\(title) on \(indexPath)", for: "action")
    default:
      return
    }
  }

  /// Performs a step a table takes from a finger (a tap on a control or an index title, a
  /// pull, a drag); a step with nothing to act on (no such row, no refresh control, a row
  /// that cannot move, no section index or no such title in it) fails, naming it, and so does
  /// one on a screen whose list is not a table.
  func performTableStep(_ step: ScenarioStep, number: Int) throws(ScenarioError) {
    guard case .table(let table) = try requireList(for: step.key, step: number) else {
      throw failure(.stepNotApplicable(step: step.key, screen: scenario.screen), step: number)
    }
    try layout(step: number)
    func nothing(_ item: String, for name: String) -> ScenarioError {
      failure(.noSuchItem(step: name, item: item, screen: scenario.screen), step: number)
    }
    switch step {
    case .pull:
      guard table.pullToRefresh() else {
        if table.refreshControl?.isRefreshing == true {
          throw failure(.alreadyRefreshing(screen: scenario.screen), step: number)
        }
        throw failure(.stepNotApplicable(step: "pull", screen: scenario.screen), step: number)
      }
    case .editingControl(let indexPath):
      try requireShown(indexPath, in: .table(table), for: "editingControl", step: number)
      guard table.tapEditingControl(at: indexPath) else {
        throw nothing("editing control of \(indexPath)", for: "editingControl")
      }
    case .drag(let source, let destination):
      try requireShown(source, in: .table(table), for: "drag", step: number)
      guard table.isDropTarget(destination, forRowAt: source) else {
        let counts = TableOrCollectionView.table(table).elementCounts
        throw failure(.noSuchDropTarget(destination, rowCounts: counts), step: number)
      }
      guard table.dragRow(at: source, to: destination) || table.hasFailures else {
        throw nothing("reorder control of \(source)", for: "drag")
      }
    case .index(let title, let occurrence):
      guard let titles = table.shownSectionIndexTitles else {
        throw failure(.stepNotApplicable(step: "index", screen: scenario.screen), step: number)
      }
      let places = titles.indices.filter { titles[$0] == title }
      guard places.indices.contains(occurrence - 1),
        table.tapSectionIndex(at: places[occurrence - 1])
      else {
        let which = occurrence == 1 ? "" : "\(ScenarioStep.ordinal(occurrence)) "
        throw nothing("\(which)\(title) in the section index", for: "index")
      }
    default:
      return
    }
  }

  /// Performs a step a collection view takes from a finger: a section scrolled sideways, an
  /// outline item's disclosure tapped, a list cell's leading editing control tapped, an item
  /// dragged by its reorder accessory; a step with nothing to act on (a section that does not
  /// scroll sideways, an item without children, no editing control or reorder control, no
  /// place to drop) fails, naming it, and so does one on a screen whose list is not a
  /// collection view.
  func performCollectionStep(_ step: ScenarioStep, number: Int) throws(ScenarioError) {
    guard case .collection(let collection) = try requireList(for: step.key, step: number) else {
      throw failure(.stepNotApplicable(step: step.key, screen: scenario.screen), step: number)
    }
    try layout(step: number)
    func nothing(_ item: String) -> ScenarioError {
      failure(.noSuchItem(step: step.key, item: item, screen: scenario.screen), step: number)
    }
    switch step {
    case .scrollSection(let section, let columns):
      let scrolled: Bool
      do {
        scrolled = try collection.swipeOrthogonalSection(section, byColumns: columns)
      } catch {
        throw failure(.screenFailed("\(error)"), step: number)
      }
      guard scrolled else { throw nothing("orthogonal section \(section)") }
    case .expand(let indexPath), .collapse(let indexPath):
      try requireShown(indexPath, in: .collection(collection), for: step.key, step: number)
      let outline = collection.dataSource as? any CollectionOutlineDataSource
      guard outline?.setOutlineItem(at: indexPath, expanded: step == .expand(indexPath)) == true
      else { throw nothing("outline parent \(indexPath)") }
    case .editingControl(let indexPath):
      try requireShown(indexPath, in: .collection(collection), for: step.key, step: number)
      guard collection.tapEditingControl(at: indexPath) else {
        throw nothing("editing control of \(indexPath)")
      }
    case .drag(let source, let destination):
      try requireShown(source, in: .collection(collection), for: step.key, step: number)
      guard collection.isDropTarget(destination, forItemAt: source) else {
        let counts = TableOrCollectionView.collection(collection).elementCounts
        throw failure(.noSuchItemDropTarget(destination, itemCounts: counts), step: number)
      }
      guard collection.dragItem(at: source, to: destination) else {
        throw nothing("reorder control of \(source)")
      }
    default:
      return
    }
  }

  /// Taps the bar button item named `title` on the navigation bar or the toolbar, as a finger
  /// does: a disabled one does nothing, as in UIKit.
  func tapBarButton(_ title: String, step: Int) throws(ScenarioError) {
    try layout(step: step)
    let items = navigationController.shownBarButtonItems
    guard let item = items.first(where: { $0.isNamed(title) }) else {
      throw failure(
        .noSuchBarButton(title, shown: items.filter { !$0.isSpace }.map(\.shownTitle)),
        step: step)
    }
    guard item.canPerformTap else { throw failure(.barButtonWithoutAction(title), step: step) }
    item.tap()
  }

  /// Taps the button named `name` (its `occurrence`th, when given) as a UI test taps it,
  /// through a ``HeadlessApp`` on the session's screen; what a finger cannot do (no such
  /// button, several, one hidden, disabled or off screen) fails with the interaction's words.
  func tapButton(_ name: String, occurrence: Int?, step: Int) throws(ScenarioError) {
    try layout(step: step)
    let app = HeadlessApp(
      rootViewController: navigationController, device: device, activity: activity)
    let button = occurrence.map { app.buttons[name, $0] } ?? app.buttons[name]
    do {
      try button.tap()
    } catch {
      throw failure(.interactionFailed(error), step: step)
    }
  }

  /// Throws naming the row or item at `indexPath` when `list` does not have it, or when a
  /// finger cannot reach it for the step `name`: it is not on screen, or its cell is hidden.
  func requireShown(
    _ indexPath: IndexPath, in list: TableOrCollectionView, for name: String, step: Int
  ) throws(ScenarioError) {
    try require(indexPath, in: list, step: step)
    let shown: [IndexPath]
    let cell: UIView?
    let element: String
    switch list {
    case .table(let table):
      (shown, cell, element) = (
        table.visibleRowIndexPaths, table.cellForRow(at: indexPath), "row"
      )
    case .collection(let collection):
      (shown, cell, element) = (
        collection.indexPathsForVisibleItems, collection.cellForItem(at: indexPath), "item"
      )
    }
    guard shown.contains(indexPath) else {
      throw failure(
        .notOnScreen(step: name, element: element, indexPath, shown: shown.sorted()), step: step)
    }
    if cell?.isHidden == true {
      throw failure(.hiddenElement(step: name, element: element, indexPath), step: step)
    }
  }

  /// Throws naming the row or item at `indexPath` when `list` does not have it.
  func require(_ indexPath: IndexPath, in list: TableOrCollectionView, step: Int)
    throws(ScenarioError)
  {
    guard !list.contains(indexPath) else { return }
    switch list {
    case .table:
      throw failure(.noSuchRow(indexPath, rowCounts: list.elementCounts), step: step)
    case .collection:
      throw failure(.noSuchCollectionItem(indexPath, itemCounts: list.elementCounts), step: step)
    }
  }
}
