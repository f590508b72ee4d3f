import HeadlessRender
import ListKit
import Models
import ViewModels

extension ScenarioStep {
  /// The step in a few words, as the caption above its frame shows it.
  ///
  /// ```swift
  /// ScenarioStep.scroll(.bottom).caption                                // scroll bottom
  /// ScenarioStep.search("parrot").caption                               // search "parrot"
  /// ScenarioStep.respond(fixture: "../API/p-1.json", request: 2).caption  // respond p-1.json to request 2
  /// ScenarioStep.fail(.status(code: 500, body: ""), request: nil).caption  // fail 500
  /// ScenarioStep.resize(Size(width: 28, height: 24)).caption            // resize 28x24
  /// ```
  public var caption: String {
    switch self {
    case .load: return "load"
    case .search(let text): return "search \"\(text)\""
    case .scroll(.top): return "scroll top"
    case .scroll(.bottom): return "scroll bottom"
    case .scroll(.by(let lines)): return "scroll by \(lines)"
    case .scroll(.toRow(let indexPath)): return "scroll to row \(indexPath)"
    case .tap(let indexPath): return "tap \(indexPath)"
    case .toggle(let todoID): return "toggle todo \(todoID)"
    case .favorite(let itemID): return "favorite \"\(itemID)\""
    case .retry: return "retry"
    case .resize(let size): return "resize \(size)"
    case .respond(let fixture, let request):
      let name = fixture.split(separator: "/").last.map(String.init) ?? fixture
      return "respond \(name)" + Self.target(request)
    case .fail(let failure, let request):
      return "fail \(failure.caption)" + Self.target(request)
    }
  }

  /// The caption line printed above the frame of the step numbered `number` (from 1).
  ///
  /// ```swift
  /// ScenarioStep.scroll(.bottom).captionLine(number: 3)  // ── 3 · scroll bottom ──
  /// ```
  public func captionLine(number: Int) -> String {
    "── \(number) · \(caption) ──"
  }

  private static func target(_ request: Int?) -> String {
    request.map { " to request \($0)" } ?? ""
  }
}

extension ScenarioStep.Failure {
  /// `offline`, `timeout`, or the status code.
  var caption: String {
    switch self {
    case .offline: "offline"
    case .timeout: "timeout"
    case .status(let code, _): "\(code)"
    }
  }
}
