import Foundation
import HeadlessRender
import ListKit

/// One thing that happens in a scenario: a user event, or an answer to a pending request.
///
/// Written in a scenario file as an object with one step key:
///
/// ```json
/// {"search": "parrot"}
/// {"scroll": {"toRow": [0, 12]}}
/// {"respond": "../API/recordings/parrot-page-2.json", "request": 2}
/// {"fail": {"status": 500, "body": "<html>oops</html>"}}
/// ```
///
/// Every screen takes `scroll`, `tap` (a row, or a collection view's item), `edit`,
/// `barButton`, `resize`, `swipe` and `action` (a row, or a list item of a collection view);
/// a table's screen the table steps (`pull`, `editingControl`, `drag`, `index`), a collection
/// view's screen the collection view steps (`scrollSection`, `expand`, `collapse`) and, on a
/// list, `editingControl` and `drag` (a list cell's accessories); and every
/// scenario may `respond` and `fail`. The
/// other keys (`search` above) are ``ScreenEvent``s that a screen declares in its
/// ``ScenarioScreen/scenarioEvents``.
public enum ScenarioStep: Hashable, Sendable {
  /// Where a scroll step goes.
  public enum ScrollTarget: Hashable, Sendable {
    /// The first line of the content (`"top"`).
    case top
    /// The last screenful of the content (`"bottom"`).
    case bottom
    /// By a number of lines, negative for up (`{"by": 5}`), stopping at the content's ends; a
    /// scenario may ask for at most ``Scenario/maximumScrollDistance`` either way.
    case by(Int)
    /// By a number of columns sideways, negative for left (`{"byColumns": 12}`), stopping at
    /// the content's ends, as a finger drags content wider than the collection view (a layout
    /// that scrolls horizontally); content no wider than the view stays. A collection view's
    /// screen only; at most ``Scenario/maximumScrollDistance`` either way.
    case byColumns(Int)
    /// The row at an index path, made visible (`{"toRow": [0, 12]}`); a table's screen only.
    case toRow(IndexPath)
    /// The item at an index path, made visible, sideways too in a section that scrolls
    /// sideways (`{"toItem": [1, 5]}`); a collection view's screen only.
    case toItem(IndexPath)
  }

  /// The edge of a row a swipe starts from.
  public enum SwipeEdge: String, Hashable, Sendable, CaseIterable {
    /// The leading edge: the leading actions.
    case leading
    /// The trailing edge: the trailing actions.
    case trailing
  }

  /// The steps the library gives screens, in the order error messages list them after the
  /// events: `scroll`, `tap`, `swipe`, `action`, `pull`, `edit`, `editingControl`, `drag`,
  /// `index`, `scrollSection`, `expand`, `collapse`, `barButton`, `button`, `resize`,
  /// `respond`, `fail`.
  public static let builtInNames = [
    "scroll", "tap", "swipe", "action", "pull", "edit", "editingControl", "drag", "index",
    "scrollSection", "expand", "collapse", "barButton", "button", "resize", "respond", "fail",
  ]

  /// Something the user does that the screen declares, e.g. `{"search": "parrot"}`.
  case event(ScreenEvent)
  /// The user scrolls (`{"scroll": "bottom"}`).
  case scroll(ScrollTarget)
  /// The user taps a row, or a collection view's item (`{"tap": [0, 3]}`): it is selected as
  /// UIKit selects a tapped row or item.
  case tap(IndexPath)
  /// The user swipes a row to reveal its actions: the trailing ones
  /// (`{"swipe": {"row": [0, 1]}}`) or the leading ones (`"edge": "leading"`).
  case swipe(IndexPath, edge: SwipeEdge)
  /// The user taps one of a row's swipe actions, found by its title among the trailing ones,
  /// then the leading ones (`{"action": {"row": [0, 1], "title": "Delete"}}`).
  case action(IndexPath, title: String)
  /// The user pulls the table down to refresh (`{"pull": true}`).
  case pull
  /// The screen enters or leaves editing mode, as its Edit button does (`{"edit": true}`).
  case edit(Bool)
  /// The user taps a row's editing control, delete or insert (`{"editingControl": [0, 1]}`);
  /// on a collection view's list, the first delete, insert or multiselect accessory at the
  /// item's leading edge.
  case editingControl(IndexPath)
  /// The user drags a row, or a list item by its reorder accessory, by its reorder control
  /// (`{"drag": {"from": [0, 1], "to": [0, 3]}}`).
  case drag(from: IndexPath, to: IndexPath)
  /// The user taps a title of the table's section index (`{"index": "C"}`): the table scrolls
  /// to the section the data source says. An index that shows a title more than once ("T" for
  /// Today and for Thursday) is tapped at the title's `occurrence`th place, from 1
  /// (`{"index": {"title": "T", "occurrence": 2}}`).
  case index(String, occurrence: Int = 1)
  /// The user scrolls a collection view's section that scrolls sideways (its layout's
  /// `orthogonalScrollingBehavior`) by a number of columns, negative towards its leading
  /// edge (by lines, negative up, for one that scrolls down in a layout that scrolls
  /// horizontally), stopping at its ends; the section then comes to rest where its behaviour says (a
  /// paging section moves one page) (`{"scrollSection": {"section": 1, "by": 3}}`).
  case scrollSection(Int, by: Int)
  /// The user taps the disclosure of a collection view's outline item to show its children
  /// (`{"expand": [0, 2]}`).
  case expand(IndexPath)
  /// The user taps the disclosure of a collection view's outline item to hide its children
  /// (`{"collapse": [0, 2]}`).
  case collapse(IndexPath)
  /// The user taps a bar button item of the navigation bar or the toolbar, found by its title,
  /// its system item's word or name, or its accessibility label (`{"barButton": "Edit"}`,
  /// `{"barButton": "add"}`).
  case barButton(String)
  /// The user taps a button found as a UI test finds one (HeadlessTesting's
  /// `app.buttons[name]`): by its accessibility identifier, its label as VoiceOver reads it,
  /// or its title, anywhere on screen: a list cell's accessory (`{"button": "More Info"}`,
  /// `{"button": "Insert Inbox"}`), a control of a screen that is no list. A name several
  /// buttons share is tapped at its `occurrence`th place in reading order, from 1
  /// (`{"button": {"name": "More Info", "occurrence": 2}}`); without one it must be unique.
  case button(name: String, occurrence: Int?)
  /// The device changes size (`{"resize": {"width": 28, "height": 24}}`).
  case resize(GridSize)
  /// A pending request gets a fixture file as its answer body: the oldest pending one, or the
  /// one numbered `request` (counted from 1 in the order requests were made). The path is
  /// relative to the scenario file.
  case respond(fixture: String, request: Int?)
  /// A pending request fails: the oldest pending one, or the one numbered `request`.
  case fail(ScriptedFailure, request: Int?)
}

extension ScenarioStep {
  /// The step's key in a scenario file (`scroll`, `tap`, `scrollSection`…), an event's name
  /// for an event: what error messages call the step.
  var key: String {
    switch self {
    case .event(let event): event.name
    case .scroll: "scroll"
    case .tap: "tap"
    case .swipe: "swipe"
    case .action: "action"
    case .pull: "pull"
    case .edit: "edit"
    case .editingControl: "editingControl"
    case .drag: "drag"
    case .index: "index"
    case .scrollSection: "scrollSection"
    case .expand: "expand"
    case .collapse: "collapse"
    case .barButton: "barButton"
    case .button: "button"
    case .resize: "resize"
    case .respond: "respond"
    case .fail: "fail"
    }
  }
}
