/// The kinds of element a ``HeadlessApp`` finds, as XCUITest's element types name them.
public enum ElementType: Hashable, Sendable, CaseIterable {
  /// A table's row or a collection view's item, on screen.
  case cell
  /// A button: a bar button item on the navigation bar or the toolbar, a `UIButton`, or a
  /// revealed swipe action.
  case button
  /// A search bar's field.
  case searchField
  /// A title of a table's section index.
  case indexTitle

  /// `cell`, `button`, `search field`, `index title`.
  var noun: String {
    switch self {
    case .cell: "cell"
    case .button: "button"
    case .searchField: "search field"
    case .indexTitle: "index title"
    }
  }
}
