import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import ListKit
import Testing

/// A caption shows what a scenario file wrote, and a file arrives from anyone: every value
/// in a caption goes through `EchoedText`, so a caption is one short line a terminal does not
/// obey.
@Suite struct ScenarioStepCaptionTests {
  /// Texts a hostile scenario writes: an escape sequence that clears a terminal, a bell, a
  /// right-to-left override, a newline that forges a frame line and a caption, a megabyte.
  enum HostileText: String, CaseIterable {
    case escapeSequence, bell, bidiOverride, forgedLines, megabyte

    var text: String {
      switch self {
      case .escapeSequence: "\u{1B}[2J"
      case .bell: "\u{7}ding"
      case .bidiOverride: "\u{202E}txt.exe"
      case .forgedLines: "owl\n── 9 · forged ──\n │x│"
      case .megabyte: String(repeating: "é", count: 1 << 20)
      }
    }
  }

  /// A string event whose screen words its caption.
  static let add = ScenarioEvent<NamesScreen>.string(
    "add", caption: { "add the name \($0)" }, handle: { _, _ in .handled })

  /// One step of every kind, each with `text` wherever the kind takes a text.
  private func everyStepKind(with text: String) -> [ScenarioStep] {
    let path = IndexPath(row: 1, section: 0)
    return [
      .event(ScreenEvent("search", .string(text))),
      .event(ScreenEvent("toggle", .integer(7))),
      .event(ScreenEvent("load")),
      .event(Self.add.event(.string(text))),
      .event(ScreenEvent("rename", .string(text), caption: "rename \(text)")),
      .scroll(.top), .scroll(.bottom), .scroll(.by(-3)), .scroll(.toRow(path)),
      .scroll(.toItem(path)), .tap(path), .swipe(path, edge: .leading),
      .action(path, title: text), .pull, .edit(true), .editingControl(path),
      .drag(from: path, to: IndexPath(row: 0, section: 0)), .index(text),
      .scrollSection(1, by: 3), .expand(path), .collapse(path), .barButton(text),
      .button(name: text, occurrence: nil), .button(name: text, occurrence: 2),
      .resize(GridSize(width: 28, height: 24)), .respond(fixture: "../API/" + text, request: 2),
      .fail(.status(code: 500, body: text), request: nil),
    ]
  }

  @Test func theStepsCoverEveryKind() {
    let kinds = Set(
      everyStepKind(with: "x").map { step -> String in
        switch step {
        case .event: "event"
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
      })
    #expect(kinds == Set(ScenarioStep.builtInNames + ["event"]))
  }

  @Test(arguments: HostileText.allCases)
  func everyCaptionIsOneShortLineWithNothingATerminalObeys(hostile: HostileText) {
    for step in everyStepKind(with: hostile.text) {
      let caption = step.caption
      let hidden = caption.unicodeScalars.filter {
        switch $0.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
      }
      #expect(hidden.isEmpty, "\(caption.prefix(80))")
      // Four values' worth, and the `…` that says the caption was cut.
      #expect(caption.unicodeScalars.count <= 4 * 60 + 1, "\(caption.prefix(80))")
      #expect(!step.captionLine(number: 1).contains("\n"))
    }
  }

  @Test func aCaptionCutsTheDeletedNamesAsAFramesUpdateLineOfThatWidthWould() {
    var updates = ListUpdateSummary()
    updates.rows.deleted = 2
    updates.rows.deletedNames = ["Ada Lovelace", "Grace Hopper"]
    let step = ScenarioStep.scroll(.bottom)
    // `updates: ` and the summary: 9 + 43 columns.
    #expect(
      step.captionLine(number: 3, updates: updates, width: 52)
        == "── 3 · scroll bottom ──  2 rows deleted (Ada Lovelace, Grace Hopper)")
    #expect(
      step.captionLine(number: 3, updates: updates, width: 51)
        == "── 3 · scroll bottom ──  2 rows deleted (Ada Lovelace, Grace Hopp…)")
    #expect(
      step.captionLine(number: 3, updates: updates, width: 10)
        == "── 3 · scroll bottom ──  2 rows deleted")
  }

  @Test func aValueInACaptionIsShownAsAMessageShowsIt() {
    let forged = "owl\n── 9 · forged ──"
    let long = String(repeating: "é", count: 1 << 20)
    let cut = "\"" + String(repeating: "é", count: 60) + "…\""
    let path = IndexPath(row: 1, section: 0)
    let captions: [(ScenarioStep, String)] = [
      (.event(ScreenEvent("search", .string("\u{1B}[2J"))), #"search "\u{1B}[2J""#),
      (.event(ScreenEvent("search", .string(forged))), #"search "owl\n── 9 · forged ──""#),
      (.event(ScreenEvent("search", .string(long))), "search " + cut),
      (
        .event(ScreenEvent("rename", .string(""), caption: "rename \u{202E}gpj.exe")),
        #"rename \u{202E}gpj.exe"#
      ),
      (.action(path, title: "\u{7}"), #"action "\u{7}" on [0, 1]"#),
      (.index(long), "index " + cut),
      (.barButton(forged), #"bar button "owl\n── 9 · forged ──""#),
      (.respond(fixture: "../API/a\u{1B}[2J.json", request: nil), #"respond a\u{1B}[2J.json"#),
    ]
    for (step, caption) in captions {
      #expect(step.caption == caption)
    }
  }

  @Test func aScreensCaptionIsGivenTheTextAsACaptionShowsIt() {
    #expect(Self.add.event(.string("owl\n\u{1B}[2J")).caption == #"add the name owl\n\u{1B}[2J"#)
    #expect(
      Self.add.event(.string(String(repeating: "a", count: 1 << 20))).caption
        == "add the name " + String(repeating: "a", count: 60) + "…")
  }
}
