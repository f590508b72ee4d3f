import HeadlessGoldens
import HeadlessRender
import HeadlessTestSupport
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
    expectText(
      transcript.text,
      equals: """
        ── 1 · add owl ──
         ┌──────────┐
         │  Names   │
         │──────────│
        +│owl       │
        +│ ─────────│
         │          │
         │          │
         └──────────┘

        ── 2 · add jay ──
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
}
