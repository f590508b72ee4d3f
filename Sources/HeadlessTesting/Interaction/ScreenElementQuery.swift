import Foundation
import HeadlessRender

/// The elements of one kind on a ``HeadlessApp``'s screen, as `XCUIElementQuery` finds them:
/// subscript one by name or index path, or by position.
///
/// A name matches an element's accessibility identifier, its label (what VoiceOver reads), or
/// a text it shows (a label in a cell, a button's title, a search field's placeholder, a
/// bar button item's system name such as `edit`). The query is evaluated when an element is
/// used, on the screen as it is then.
@MainActor
public struct ScreenElementQuery {
  let app: HeadlessApp
  /// The kind of element found.
  public let type: ElementType
  /// The kind of element the ones found are inside, when the query was made from another
  /// (`app.tabBars.buttons`); nil for any.
  let container: ElementType?

  init(app: HeadlessApp, type: ElementType, container: ElementType? = nil) {
    self.app = app
    self.type = type
    self.container = container
  }

  /// The buttons inside this query's elements, as XCUITest's `buttons` of a query: the tabs of
  /// `app.tabBars`. Only a tab bar holds buttons a query finds this way; inside other kinds
  /// it finds none.
  public var buttons: ScreenElementQuery {
    ScreenElementQuery(app: app, type: .button, container: type)
  }

  /// What the query's elements are called in messages: `button`, or `tab bar button` for the
  /// buttons of `app.tabBars`.
  nonisolated var noun: String { container.map { "\($0.noun) \(type.noun)" } ?? type.noun }

  /// The one element named `name`: using it fails when none or several match.
  public subscript(_ name: String) -> ScreenElement {
    ScreenElement(query: self, selector: .name(name, occurrence: nil))
  }

  /// The `occurrence`th element named `name` (from 1), in reading order: the second "T" of a
  /// section index that has two, `app.index["T", 2]`.
  public subscript(_ name: String, _ occurrence: Int) -> ScreenElement {
    ScreenElement(query: self, selector: .name(name, occurrence: occurrence))
  }

  /// The row or item at `indexPath` of the screen's list, on screen or not (only cells have
  /// one).
  public subscript(_ indexPath: IndexPath) -> ScreenElement {
    ScreenElement(query: self, selector: .indexPath(indexPath))
  }

  /// The element at `index` (from 0) in reading order.
  public func element(boundBy index: Int) -> ScreenElement {
    ScreenElement(query: self, selector: .position(index))
  }

  /// The first element in reading order.
  public var firstMatch: ScreenElement { element(boundBy: 0) }

  /// How many elements of the kind are on screen now (0 when the screen cannot be laid out).
  public var count: Int { candidates()?.count ?? 0 }

  /// The labels of the elements on screen now, in reading order.
  public var labels: [String] { candidates()?.map(\.label) ?? [] }

  /// The candidates on screen after a layout, nil when the layout failed.
  func candidates() -> [ElementCandidate]? {
    guard let window = try? app.layout(for: "find", on: noun) else { return nil }
    return ElementCandidate.all(type, in: app, window: window, container: container)
  }
}
