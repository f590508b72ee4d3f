/// The kinds of element a ``HeadlessApp`` finds, as XCUITest's element types name them.
public enum ElementType: Hashable, Sendable, CaseIterable {
  /// A table's row or a collection view's item, on screen.
  case cell
  /// A button: a bar button item on the navigation bar or the toolbar, a `UIButton` (an
  /// alert's actions are buttons), a segment of a `UISegmentedControl`, a tab of a tab bar,
  /// a revealed swipe action, or a list cell's delete, insert, detail or reorder accessory
  /// (`Delete Inbox`, `Insert Inbox`, `More Info`, `Reorder Inbox`, as VoiceOver reads them).
  case button
  /// A search bar's field.
  case searchField
  /// A title of a table's section index.
  case indexTitle
  /// A `UISwitch`.
  case `switch`
  /// A `UITextField` that does not hide what is typed.
  case textField
  /// A `UITextField` with `isSecureTextEntry`.
  case secureTextField
  /// A `UITextView`.
  case textView
  /// A `UITabBar`: its tabs are its ``button``s (`app.tabBars.buttons["Inbox"]`).
  case tabBar
  /// A `UICollectionView` as a whole: a swipe on it scrolls it, as a finger's swipe on the
  /// collection view rather than on one of its cells
  /// (`app.collectionViews["photos"].swipeLeft()`).
  case collectionView
  /// Another view a finger can act on, as XCUITest's `otherElements`: one with an
  /// accessibility identifier, or with a gesture recognizer attached, that is none of the
  /// kinds above (a control, a cell, a field, a bar, a collection view).
  case other

  /// `cell`, `button`, `search field`, `index title`, `switch`, `text field`, `secure text
  /// field`, `text view`, `tab bar`, `collection view`, `other element`.
  var noun: String {
    switch self {
    case .cell: "cell"
    case .button: "button"
    case .searchField: "search field"
    case .indexTitle: "index title"
    case .switch: "switch"
    case .textField: "text field"
    case .secureTextField: "secure text field"
    case .textView: "text view"
    case .tabBar: "tab bar"
    case .collectionView: "collection view"
    case .other: "other element"
    }
  }
}
