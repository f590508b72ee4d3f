import Foundation
import HeadlessGoldens
import HeadlessRender
import ListKit

extension ScenarioStep {
  /// The step in a few words, as the caption above its frame shows it.
  ///
  /// An event's caption is the one its declaration gives (see ``ScenarioEvent``). Every
  /// value from the file (a text, a title, a fixture's name) is shown as messages show it,
  /// through `EchoedText`: at most 60 characters, then `…`, control and invisible characters
  /// escaped. So a caption is one short line whatever the file holds: a newline cannot forge
  /// a frame line, an escape sequence or a bidirectional override is seen, not obeyed. An
  /// event's caption, written by the screen's code, is escaped again as a whole and cut after
  /// 240 characters (`maximumEventCaptionLength`).
  ///
  /// ```swift
  /// ScenarioStep.scroll(.bottom).caption                                // scroll bottom
  /// ScenarioStep.event(ScreenEvent("search", .string("parrot"))).caption  // search "parrot"
  /// ScenarioStep.respond(fixture: "../API/p-1.json", request: 2).caption  // respond p-1.json to request 2
  /// ScenarioStep.fail(.status(code: 500, body: ""), request: nil).caption  // fail 500
  /// ScenarioStep.resize(GridSize(width: 28, height: 24)).caption        // resize 28x24
  /// ScenarioStep.index("C").caption                                     // index "C"
  /// ScenarioStep.index("T", occurrence: 2).caption                      // index "T", 2nd
  /// ScenarioStep.scrollSection(1, by: 3).caption                        // scroll section 1 by 3
  /// ScenarioStep.event(ScreenEvent("search", .string("\u{1B}[2J\n"))).caption  // search "\u{1B}[2J\n"
  /// ```
  ///
  /// - Complexity: O(1) in the length of the step's values: each is cut before it is escaped.
  public var caption: String {
    switch self {
    case .event(let event):
      return EchoedText.shown(event.caption, limit: Self.maximumEventCaptionLength)
    case .scroll(.top): return "scroll top"
    case .scroll(.bottom): return "scroll bottom"
    case .scroll(.by(let lines)): return "scroll by \(lines)"
    case .scroll(.byColumns(let columns)): return "scroll by \(columns) columns"
    case .scroll(.toRow(let indexPath)): return "scroll to row \(indexPath)"
    case .scroll(.toItem(let indexPath)): return "scroll to item \(indexPath)"
    case .tap(let indexPath): return "tap \(indexPath)"
    case .swipe(let indexPath, let edge): return "swipe \(indexPath) \(edge.rawValue)"
    case .action(let indexPath, let title):
      return "action \(EchoedText.quoted(title)) on \(indexPath)"
    case .pull: return "pull"
    case .edit(let editing): return editing ? "edit" : "done"
    case .editingControl(let indexPath): return "editing control \(indexPath)"
    case .drag(let source, let destination): return "drag \(source) to \(destination)"
    case .index(let title, let occurrence):
      let place = occurrence == 1 ? "" : ", \(Self.ordinal(occurrence))"
      return "index \(EchoedText.quoted(title))\(place)"
    case .scrollSection(let section, let columns):
      return "scroll section \(section) by \(columns)"
    case .expand(let indexPath): return "expand \(indexPath)"
    case .collapse(let indexPath): return "collapse \(indexPath)"
    case .barButton(let title): return "bar button \(EchoedText.quoted(title))"
    case .button(let name, let occurrence):
      let place = occurrence.map { ", \(Self.ordinal($0))" } ?? ""
      return "button \(EchoedText.quoted(name))\(place)"
    case .resize(let size): return "resize \(size)"
    case .respond(let fixture, let request):
      let name = fixture.split(separator: "/").last.map(String.init) ?? fixture
      return "respond \(EchoedText.shown(name))" + Self.target(request)
    case .fail(let failure, let request):
      return "fail \(failure.caption)" + Self.target(request)
    }
  }

  /// The caption line printed above the frame of the step numbered `number` (from 1), with
  /// the `updates` of the screen's table or collection view during the step after it, so that
  /// what the frame cannot show (deleted rows, changes off screen) is still on the page.
  ///
  /// ```swift
  /// ScenarioStep.scroll(.bottom).captionLine(number: 3)  // ── 3 · scroll bottom ──
  /// var updates = ListUpdateSummary()
  /// updates.rows.moved = 1
  /// updates.rows.deleted = 2
  /// ScenarioStep.tap(IndexPath(row: 0, section: 1)).captionLine(number: 4, updates: updates)
  /// // ── 4 · tap [1, 0] ──  2 rows deleted · 1 row moved
  /// ```
  public func captionLine(number: Int, updates: ListUpdateSummary = ListUpdateSummary())
    -> String
  {
    Transcript.Frame(number: number, caption: caption, updates: updates, drawing: "").captionLine
  }

  /// The caption line as ``captionLine(number:updates:)`` writes it, with the names of what
  /// was deleted cut as the update line of a frame `width` columns wide cuts them
  /// (`updates: ` and the summary within `width`), so that a scenario's caption and a
  /// transcript's, which reads the frame's update line, say the same; the counts are never
  /// cut.
  package func captionLine(number: Int, updates: ListUpdateSummary, width: Int) -> String {
    let room = width - ListUpdateSummary.linePrefix.displayWidth
    return captionLine(number: number, updates: updates.fitted(toWidth: room))
  }

  /// The most characters an event's caption shows: four values' worth, room for a name and
  /// a quoted value.
  static let maximumEventCaptionLength = 4 * EchoedText.maximumLength

  private static func target(_ request: Int?) -> String {
    request.map { " to request \($0)" } ?? ""
  }

  /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `12th`, `13th`, `21st`, `112th`.
  package static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}
