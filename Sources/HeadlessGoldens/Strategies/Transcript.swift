import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

/// Frames of a screen, each under a numbered caption line: a whole flow in one golden file,
/// as a scenario prints it.
///
/// ```swift
/// var transcript = Transcript()
/// let device = DeviceFrame(size: GridSize(width: 12, height: 3))
/// screen.controller.nameAdded("owl")
/// try transcript.append("add owl", device.text(of: screen))
/// print(transcript, terminator: "")
/// // Prints:
/// // ── 1 · add owl ──  1 section inserted
/// //  ┌────────────┐
/// //  │   Names    │
/// //  │────────────│
/// // +│owl         │
/// //  └────────────┘
/// ```
///
/// The update line a drawing starts with (`updates: 1 section inserted`, see
/// `DeviceFrame.text(of:)`) moves to the caption line, as a scenario prints it, so every frame
/// of a transcript says what changed since the frame before, off screen too.
///
/// Frames are separated by a blank line and the text ends with a newline, so a golden file
/// holds exactly ``text``, the format in which a `ScenarioSession` prints a
/// session's steps.
public struct Transcript: Hashable, Sendable, CustomStringConvertible {
  /// One frame: its number, its caption, what the table's last update changed, and the
  /// drawing.
  public struct Frame: Hashable, Sendable {
    /// The frame's number, counted from 1.
    public var number: Int
    /// What happened before the frame was drawn, in a few words.
    public var caption: String
    /// What the tables' updates since the frame before changed, printed after the caption
    /// when not empty.
    public var updates: ListUpdateSummary
    /// The drawing, as `DeviceFrame.text(of:)` returns it: lines that each end with a
    /// newline.
    public var drawing: String

    /// Creates a frame.
    public init(
      number: Int, caption: String, updates: ListUpdateSummary = ListUpdateSummary(),
      drawing: String
    ) {
      self.number = number
      self.caption = caption
      self.updates = updates
      self.drawing = drawing
    }

    /// `── 3 · scroll bottom ──`, or `── 4 · tap [1, 0] ──  1 row moved` after an update:
    /// the line above the drawing.
    public var captionLine: String {
      let line = "── \(number) · \(caption) ──"
      return updates.isEmpty ? line : line + "  " + updates.description
    }

    /// The caption line, then the drawing.
    public var text: String {
      let text = drawing.isEmpty || drawing.hasSuffix("\n") ? drawing : drawing + "\n"
      return captionLine + "\n" + text
    }
  }

  /// The frames, in order.
  public private(set) var frames: [Frame] = []

  /// An empty transcript.
  public init() {}

  /// Adds `drawing` under `caption`, numbered after the last frame; the update line it starts
  /// with, if any (`updates: 2 rows deleted`, or `updates: none`), becomes the frame's
  /// ``Frame/updates``, printed on the caption line.
  public mutating func append(_ caption: String, _ drawing: String) {
    let (updates, rest) = Self.splitUpdateLine(drawing)
    append(
      Frame(
        number: (frames.last?.number ?? 0) + 1, caption: caption, updates: updates,
        drawing: rest))
  }

  /// The summary of the update line `drawing` starts with and the drawing after it; an empty
  /// summary and the whole drawing when its first line is no update line.
  static func splitUpdateLine(_ drawing: String) -> (ListUpdateSummary, String) {
    let prefix = ListUpdateSummary.linePrefix
    guard drawing.hasPrefix(prefix) else { return (ListUpdateSummary(), drawing) }
    let end = drawing.firstIndex(of: "\n") ?? drawing.endIndex
    let text = String(drawing[drawing.index(drawing.startIndex, offsetBy: prefix.count)..<end])
    let summary = text == "none" ? ListUpdateSummary() : ListUpdateSummary(text)
    guard let summary else { return (ListUpdateSummary(), drawing) }
    let rest = end < drawing.endIndex ? drawing[drawing.index(after: end)...] : ""
    return (summary, String(rest))
  }

  /// Adds `frame` as it is, keeping its number.
  public mutating func append(_ frame: Frame) {
    frames.append(frame)
  }

  /// Every frame under its caption line, separated by a blank line; empty for no frames.
  public var text: String { Self.text(of: frames) }

  /// The same as ``text``.
  public var description: String { text }

  /// `frames` under their caption lines, separated by a blank line.
  static func text(of frames: some Sequence<Frame>) -> String {
    frames.map(\.text).joined(separator: "\n")
  }
}
