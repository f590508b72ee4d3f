import Foundation
import HeadlessRender

/// Something a finger can reach on screen, found for a query: what it is, and the names a
/// query matches it by.
@MainActor
struct ElementCandidate {
  /// What the element is, for the actions.
  enum Target {
    /// A row or item of `list`.
    case row(TableOrCollectionView, IndexPath)
    /// A bar button item on a bar.
    case barButton(UIBarButtonItem)
    /// A control a tap acts on as a whole (a `UIButton`, a `UISwitch`).
    case control(UIControl)
    /// The segment at `index` of a segmented control.
    case segment(UISegmentedControl, index: Int)
    /// A text field, secure or not.
    case textField(UITextField)
    /// A text view.
    case textView(UITextView)
    /// The swipe action at `index` of the actions revealed on `edge` of a row or item.
    case swipeAction(TableOrCollectionView, IndexPath, RevealedSwipe.Edge, index: Int)
    /// A search bar.
    case searchField(UISearchBar)
    /// The title at `position` of a table's section index.
    case indexTitle(UITableView, position: Int)
    /// The tab at `index` of a tab bar.
    case tab(UITabBar, index: Int)
    /// A tab bar as a whole.
    case tabBar(UITabBar)
    /// A collection view as a whole: what a swipe on it, not on a cell, does.
    case collectionView(UICollectionView)
    /// Another view: what its gesture recognizers and its touch handling do.
    case view(UIView)
    /// The accessory at `index` of the list cell at an index path of a collection view.
    case cellAccessory(UICollectionView, IndexPath, index: Int)
  }

  /// The view a finger's touch lands on, and whether it is a control (whose own action wins
  /// over its superviews' tap recognizers); nil for what no view of its own holds (a bar
  /// button item, a swipe action, an index title).
  var touchTarget: (view: UIView, isControl: Bool)? {
    switch target {
    case .row(let list, let indexPath): list.cell(at: indexPath).map { ($0, false) }
    case .control(let control): (control, true)
    case .segment(let control, _): (control, true)
    case .textField(let field): (field, true)
    case .textView(let view): (view, false)
    case .searchField(let bar): (bar, true)
    case .tab(let bar, _): (bar, true)
    case .tabBar(let bar): (bar, false)
    case .collectionView(let view): (view, false)
    case .view(let view): (view, false)
    case .cellAccessory(let collection, let indexPath, _):
      collection.cellForItem(at: indexPath).map { ($0, true) }
    case .barButton, .swipeAction, .indexTitle: nil
    }
  }

  var target: Target
  /// What VoiceOver reads as its label (XCUIElement's `label`), "" when nothing.
  var label: String
  /// Its accessibility identifier, "" when none.
  var identifier: String
  /// Every name a query matches: the identifier, the label, the texts it shows.
  var names: [String]
  /// Whether a finger's action reaches code: false for a disabled control or bar button item.
  var isEnabled = true
  /// Whether it, or a view it is in, is hidden (a row's hidden cell).
  var isHidden = false
  /// The kind of element it is inside, for a query made from another: `.tabBar` for a tab.
  var container: ElementType?

  func matches(_ name: String) -> Bool { names.contains(name) }

  /// The candidates of `type` on `app`'s screen, in reading order, the screen laid out; with
  /// `container`, only those inside an element of that kind.
  static func all(
    _ type: ElementType, in app: HeadlessApp, window: UIWindow, container: ElementType? = nil
  ) -> [Self] {
    let found = all(type, in: app, window: window)
    guard let container else { return found }
    return found.filter { $0.container == container }
  }

  private static func all(_ type: ElementType, in app: HeadlessApp, window: UIWindow) -> [Self] {
    switch type {
    case .cell: cells(of: app)
    case .button: buttons(of: app, window: window)
    case .searchField: views(of: UISearchBar.self, in: window).map(searchField)
    case .indexTitle: indexTitles(of: app)
    case .switch: views(of: UISwitch.self, in: window).map(toggle)
    case .textField:
      views(of: UITextField.self, in: window).filter { !$0.isSecureTextEntry }.map(textField)
    case .secureTextField:
      views(of: UITextField.self, in: window).filter(\.isSecureTextEntry).map(textField)
    case .textView: views(of: UITextView.self, in: window).map(textView)
    case .tabBar: shownTabBars(in: window).map(tabBar)
    case .collectionView: views(of: UICollectionView.self, in: window).map(collectionView)
    case .other: otherViews(in: window).map(otherElement)
    }
  }

  /// The views with an accessibility identifier or a gesture recognizer that are none of the
  /// other kinds (a collection view is one of its own), in drawing order.
  private static func otherViews(in window: UIWindow) -> [UIView] {
    views(of: UIView.self, in: window).filter { view in
      guard view.accessibilityIdentifier != nil || view.gestureRecognizers != nil else {
        return false
      }
      return
        !(view is UIControl || view is UITableViewCell || view is UICollectionViewCell
        || view is UITextView || view is UISearchBar || view is UITabBar || view is UIWindow
        || view is UICollectionView)
    }
  }

  /// Another view, named by its identifier, its accessibility label, or a label's text.
  private static func otherElement(_ view: UIView) -> Self {
    let identifier = view.accessibilityIdentifier ?? ""
    let label = view.accessibilityLabel ?? (view as? UILabel)?.shownText ?? ""
    return Self(
      target: .view(view), label: label, identifier: identifier,
      names: [identifier, label].filter { !$0.isEmpty })
  }

  /// A collection view as a whole, named by its identifier or accessibility label.
  private static func collectionView(_ view: UICollectionView) -> Self {
    let identifier = view.accessibilityIdentifier ?? ""
    let label = view.accessibilityLabel ?? ""
    return Self(
      target: .collectionView(view), label: label, identifier: identifier,
      names: [identifier, label].filter { !$0.isEmpty })
  }

  /// The tab bars on screen: not hidden, with room for their tabs.
  private static func shownTabBars(in window: UIWindow) -> [UITabBar] {
    views(of: UITabBar.self, in: window).filter { $0.gridFrame.height >= 2 }
  }

  /// A tab bar as a whole, named by its identifier or `Tab Bar`.
  private static func tabBar(_ bar: UITabBar) -> Self {
    let identifier = bar.accessibilityIdentifier ?? ""
    let label = bar.accessibilityLabel ?? "Tab Bar"
    return Self(
      target: .tabBar(bar), label: label, identifier: identifier,
      names: [identifier, label].filter { !$0.isEmpty })
  }

  /// Each tab of `bar`, named by its identifier, label or title.
  private static func tabs(of bar: UITabBar) -> [Self] {
    (bar.items ?? []).enumerated().map { index, item in
      let identifier = item.accessibilityIdentifier ?? ""
      let label = item.accessibilityLabel ?? item.shownTitle
      return Self(
        target: .tab(bar, index: index), label: label, identifier: identifier,
        names: [identifier, label, item.shownTitle].filter { !$0.isEmpty },
        isEnabled: item.isEnabled, container: .tabBar)
    }
  }

  /// A switch, named also by the texts of the cell it is in (a settings row's title).
  private static func toggle(_ control: UISwitch) -> Self {
    let identifier = control.accessibilityIdentifier ?? ""
    let rowTexts = enclosingCell(of: control).map(texts) ?? []
    let label = control.accessibilityLabel ?? rowTexts.first ?? ""
    return Self(
      target: .control(control), label: label, identifier: identifier,
      names: [identifier, label].filter { !$0.isEmpty } + rowTexts, isEnabled: control.isEnabled)
  }

  /// A text field, named by its identifier, label, placeholder or text.
  private static func textField(_ field: UITextField) -> Self {
    let identifier = field.accessibilityIdentifier ?? ""
    let label = field.accessibilityLabel ?? field.placeholder ?? ""
    return Self(
      target: .textField(field), label: label, identifier: identifier,
      names: [identifier, label, field.placeholder ?? "", field.text ?? ""].filter { !$0.isEmpty },
      isEnabled: field.isEnabled)
  }

  /// A text view, named by its identifier, label or text.
  private static func textView(_ view: UITextView) -> Self {
    let identifier = view.accessibilityIdentifier ?? ""
    let label = view.accessibilityLabel ?? ""
    return Self(
      target: .textView(view), label: label, identifier: identifier,
      names: [identifier, label, view.text ?? ""].filter { !$0.isEmpty })
  }

  /// Each segment of `control`, named by its title.
  private static func segments(of control: UISegmentedControl) -> [Self] {
    (0..<control.numberOfSegments).map { index in
      let title = control.titleForSegment(at: index) ?? ""
      return Self(
        target: .segment(control, index: index), label: title, identifier: "",
        names: [title].filter { !$0.isEmpty },
        isEnabled: control.isEnabled && control.isEnabledForSegment(at: index))
    }
  }

  /// The table or collection view cell `view` is in, if any.
  private static func enclosingCell(of view: UIView) -> UIView? {
    var next = view.superview
    while let candidate = next {
      if candidate is UITableViewCell || candidate is UICollectionViewCell { return candidate }
      next = candidate.superview
    }
    return nil
  }

  /// The texts the labels in `view` show, in drawing order.
  private static func texts(in view: UIView) -> [String] {
    views(of: UILabel.self, in: view).map(\.shownText).filter { !$0.isEmpty }
  }

  /// The rows or items on screen.
  static func cells(of app: HeadlessApp) -> [Self] {
    guard let list = TableOrCollectionView(of: app.listScreen) else { return [] }
    return list.shownIndexPaths.map { row(list, $0) }
  }

  /// The row or item at `indexPath` of `list`, on screen or not.
  static func row(_ list: TableOrCollectionView, _ indexPath: IndexPath) -> Self {
    guard let cell = list.cell(at: indexPath) else {
      return Self(target: .row(list, indexPath), label: "", identifier: "", names: [])
    }
    // A hidden cell is found by its texts, and refused as hidden.
    let texts = cell.subviews.flatMap { views(of: UILabel.self, in: $0) }.map(\.shownText)
    let label = AccessibilityReading(of: cell).elements.first?.label ?? texts.first ?? ""
    let identifier = cell.accessibilityIdentifier ?? ""
    return Self(
      target: .row(list, indexPath), label: label, identifier: identifier,
      names: [identifier, label].filter { !$0.isEmpty } + texts, isHidden: cell.isHidden)
  }

  private static func buttons(of app: HeadlessApp, window: UIWindow) -> [Self] {
    var found: [Self] = []
    for item in app.navigationController?.shownBarButtonItems ?? [] where !item.isSpace {
      let label = item.accessibilityLabel ?? item.shownTitle
      var names = [label, item.shownTitle].filter { !$0.isEmpty }
      if let system = item.systemItem { names.append("\(system)") }
      found.append(
        Self(
          target: .barButton(item), label: label, identifier: "", names: names,
          isEnabled: item.isEnabled))
    }
    for button in views(of: UIButton.self, in: window) {
      let label = button.accessibilityLabel ?? button.title
      let identifier = button.accessibilityIdentifier ?? ""
      found.append(
        Self(
          target: .control(button), label: label, identifier: identifier,
          names: [identifier, label, button.title].filter { !$0.isEmpty },
          isEnabled: button.isEnabled))
    }
    for control in views(of: UISegmentedControl.self, in: window) {
      found += segments(of: control)
    }
    for bar in shownTabBars(in: window) {
      found += tabs(of: bar)
    }
    if case .collection(let collection) = TableOrCollectionView(of: app.listScreen) {
      for indexPath in collection.indexPathsForVisibleItems.sorted() {
        for button in collection.accessoryButtons(at: indexPath) {
          found.append(
            Self(
              target: .cellAccessory(collection, indexPath, index: button.index),
              label: button.label, identifier: "", names: [button.label]))
        }
      }
    }
    if let list = TableOrCollectionView(of: app.listScreen),
      let revealed = list.revealedSwipe
    {
      let actions = list.swipeActions(at: revealed.indexPath, edge: revealed.edge)
      for (index, action) in actions.enumerated() {
        let title = action.title ?? ""
        found.append(
          Self(
            target: .swipeAction(list, revealed.indexPath, revealed.edge, index: index),
            label: title, identifier: "", names: [title].filter { !$0.isEmpty }))
      }
    }
    return found
  }

  private static func searchField(_ bar: UISearchBar) -> Self {
    let identifier = bar.accessibilityIdentifier ?? ""
    let label = bar.accessibilityLabel ?? bar.placeholder ?? ""
    return Self(
      target: .searchField(bar), label: label, identifier: identifier,
      names: [identifier, label, bar.placeholder ?? "", bar.text ?? ""].filter { !$0.isEmpty })
  }

  private static func indexTitles(of app: HeadlessApp) -> [Self] {
    guard case .table(let table) = TableOrCollectionView(of: app.listScreen),
      let titles = table.shownSectionIndexTitles
    else { return [] }
    return titles.enumerated().map { position, title in
      Self(
        target: .indexTitle(table, position: position), label: title, identifier: "",
        names: [title])
    }
  }

  /// The views of type `T` in `root` that are not hidden, nor in a hidden view, in drawing
  /// order.
  static func views<T: UIView>(of type: T.Type, in root: UIView) -> [T] {
    var found: [T] = []
    func visit(_ view: UIView) {
      guard !view.isHidden else { return }
      if let match = view as? T { found.append(match) }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return found
  }
}
