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
/// Every screen takes `scroll`, `tap` and `resize`, and every scenario may `respond` and
/// `fail`; the other keys (`search` above) are ``ScreenEvent``s that a screen declares in its
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
    /// The row at an index path, made visible (`{"toRow": [0, 12]}`).
    case toRow(IndexPath)
  }

  /// The steps every screen takes, in the order error messages list them after the events:
  /// `scroll`, `tap`, `resize`, `respond`, `fail`.
  public static let builtInNames = ["scroll", "tap", "resize", "respond", "fail"]

  /// Something the user does that the screen declares, e.g. `{"search": "parrot"}`.
  case event(ScreenEvent)
  /// The user scrolls (`{"scroll": "bottom"}`).
  case scroll(ScrollTarget)
  /// The user taps a row (`{"tap": [0, 3]}`).
  case tap(IndexPath)
  /// The device changes size (`{"resize": {"width": 28, "height": 24}}`).
  case resize(GridSize)
  /// A pending request gets a fixture file as its answer body: the oldest pending one, or the
  /// one numbered `request` (counted from 1 in the order requests were made). The path is
  /// relative to the scenario file.
  case respond(fixture: String, request: Int?)
  /// A pending request fails: the oldest pending one, or the one numbered `request`.
  case fail(ScriptedFailure, request: Int?)
}
