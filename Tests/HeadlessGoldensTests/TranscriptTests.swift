import HeadlessGoldens
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import TestSupport
import Testing

@MainActor
@Suite struct TranscriptTests {
  @Test func framesAreNumberedUnderCaptionLinesAndSeparatedByABlankLine() {
    var transcript = Transcript()
    transcript.append("first", "a\nb\n")
    transcript.append("second", "c\n")
    expectText(transcript.text, equals: "── 1 · first ──\na\nb\n\n── 2 · second ──\nc\n")
    #expect(transcript.frames.map(\.number) == [1, 2])
  }

  @Test func anEmptyTranscriptIsEmptyText() {
    #expect(Transcript().text == "")
  }

  @Test func aSnapshotWithoutAFinalNewlineGetsOne() {
    var transcript = Transcript()
    transcript.append("only", "a")
    expectText(transcript.description, equals: "── 1 · only ──\na\n")
  }

  @Test func aFrameKeepsTheNumberItWasGivenAndTheNextCountsOn() {
    var transcript = Transcript()
    transcript.append(Transcript.Frame(number: 4, caption: "late", drawing: "x\n"))
    transcript.append("next", "y\n")
    #expect(transcript.frames.map(\.captionLine) == ["── 4 · late ──", "── 5 · next ──"])
  }

  @Test func aScreenFlowIsOneTextWithTheMarksOfEachStep() throws {
    let screen = NamesScreen()
    let device = DeviceFrame(size: GridSize(width: 10, height: 6))
    var transcript = Transcript()
    screen.controller.nameAdded("owl")
    transcript.append("add owl", try device.text(of: screen))
    screen.controller.nameAdded("jay")
    transcript.append("add jay", try device.text(of: screen))
    // Each row over its separator; a mark covers both, and only the step that changed them.
    // The drawing's update line goes to the caption line.
    expectText(
      transcript.text,
      equals: """
        ── 1 · add owl ──  1 section inserted
         ┌──────────┐
         │  Names   │
         │──────────│
        +│owl       │
        +│ ─────────│
         │          │
         │          │
         └──────────┘

        ── 2 · add jay ──  1 row inserted
         ┌──────────┐
         │  Names   │
         │──────────│
         │owl       │
         │ ─────────│
        +│jay       │
        +│ ─────────│
         └──────────┘

        """)
  }

  @Test func aDeletedRowLeavesItsTraceOnTheCaptionLine() throws {
    let screen = NamesScreen()
    let device = DeviceFrame(size: GridSize(width: 10, height: 4))
    var transcript = Transcript()
    screen.controller.nameAdded("owl")
    screen.controller.nameAdded("jay")
    transcript.append("add", try device.text(of: screen))
    _ = screen.controller.nameRemoved(id: 1)
    transcript.append("remove jay", try device.text(of: screen))
    transcript.append("again", try device.text(of: screen))
    #expect(
      transcript.frames.map(\.captionLine) == [
        "── 1 · add ──  1 section inserted · 1 row inserted",
        "── 2 · remove jay ──  1 row deleted",
        "── 3 · again ──",
      ])
    #expect(transcript.frames.allSatisfy { $0.drawing.hasPrefix(" ┌") })
  }

  @Test func onlyAnUpdateLineThatReadsBackLeavesTheDrawing() {
    var transcript = Transcript()
    transcript.append("none", "updates: none\n ┌┐\n")
    transcript.append("two", "updates: 2 rows moved\n ┌┐\n")
    transcript.append("odd", "updates: a few\n ┌┐\n")
    transcript.append("last", "updates: 1 row moved")
    #expect(
      transcript.frames.map(\.captionLine) == [
        "── 1 · none ──", "── 2 · two ──  2 rows moved", "── 3 · odd ──",
        "── 4 · last ──  1 row moved",
      ])
    #expect(transcript.frames.map(\.drawing) == [" ┌┐\n", " ┌┐\n", "updates: a few\n ┌┐\n", ""])
  }

  @Test func deletedNamesMoveToTheCaptionLineUnlessANameCannotReadBack() {
    var transcript = Transcript()
    transcript.append("named", "updates: 2 rows deleted (Ada Lovelace, 1 more)\n ┌┐\n")
    // A name holding `, ` reads as two names for one row: the line stays in the drawing.
    transcript.append("comma", "updates: 1 row deleted (Lovelace, Ada)\n ┌┐\n")
    #expect(
      transcript.frames.map(\.captionLine) == [
        "── 1 · named ──  2 rows deleted (Ada Lovelace, 1 more)", "── 2 · comma ──",
      ])
    #expect(
      transcript.frames.map(\.drawing) == [
        " ┌┐\n", "updates: 1 row deleted (Lovelace, Ada)\n ┌┐\n",
      ])
  }
}
