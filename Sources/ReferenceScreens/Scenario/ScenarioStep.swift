import Foundation
import HeadlessRender
import ListKit
import Models
import ViewModels

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
public enum ScenarioStep: Hashable, Sendable {
  /// Where a scroll step goes.
  public enum ScrollTarget: Hashable, Sendable {
    /// The first line of the content (`"top"`).
    case top
    /// The last screenful of the content (`"bottom"`).
    case bottom
    /// By a number of lines, negative for up (`{"by": 5}`).
    case by(Int)
    /// The row at an index path, made visible (`{"toRow": [0, 12]}`).
    case toRow(IndexPath)
  }

  /// How a pending request fails.
  public enum Failure: Hashable, Sendable {
    /// The device has no connection (`"offline"`).
    case offline
    /// The request took too long (`"timeout"`).
    case timeout
    /// The server answered with a status code and a body
    /// (`{"status": 500, "body": "<html>oops</html>"}`).
    case status(code: Int, body: String)
  }

  /// The screen appears and starts loading (`{"load": true}`).
  case load
  /// The user searches for a text (`{"search": "parrot"}`).
  case search(String)
  /// The user scrolls (`{"scroll": "bottom"}`).
  case scroll(ScrollTarget)
  /// The user taps a row (`{"tap": [0, 3]}`).
  case tap(IndexPath)
  /// The user completes or reopens a todo (`{"toggle": 7}`).
  case toggle(todoID: Int)
  /// The user favourites or unfavourites a feed item (`{"favorite": "status-1"}`).
  case favorite(itemID: String)
  /// The user asks to try again after an error (`{"retry": true}`).
  case retry
  /// The device changes size (`{"resize": {"width": 28, "height": 24}}`).
  case resize(Size)
  /// A pending request gets a fixture file as its answer body: the oldest pending one, or the
  /// one numbered `request` (counted from 1 in the order requests were made). The path is
  /// relative to the scenario file.
  case respond(fixture: String, request: Int?)
  /// A pending request fails: the oldest pending one, or the one numbered `request`.
  case fail(Failure, request: Int?)
}
