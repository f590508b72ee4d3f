import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// Labels with right-to-left text: measured, wrapped and cut in logical order, drawn in
/// visual order, aligned by the label's direction.
@MainActor
@Suite struct RightToLeftTextTests {
  /// `text` in a label of `width` columns and `lines` lines, in a window laid out `direction`.
  private func draw(
    _ text: String, width: Int, lines: Int = 1, _ direction: UITraitEnvironmentLayoutDirection
  ) throws -> [String] {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: width, height: lines))
    window.overrideTraits(UITraitCollection(layoutDirection: direction))
    let label = UILabel(frame: GridRect(x: 0, y: 0, width: width, height: lines).points)
    label.numberOfLines = lines
    label.text = text
    window.addSubview(label)
    return try DeviceFrame(size: GridSize(width: width, height: lines)).render(label)
  }

  @Test func aCutLineKeepsItsLogicalStartAndShowsTheEllipsisAtItsVisualEnd() throws {
    // "שלום עולם" (hello world) in 7 columns: the cut keeps "שלום ע" and its `…` in logical
    // order; drawn right to left, the `…` ends the line at its left.
    #expect(try draw("שלום עולם", width: 7, .rightToLeft)[1] == " │…ע םולש│")
    // In a left-to-right label the line's paragraph is still right to left (its first
    // strong character is Hebrew): the same visual order, one column more of text.
    #expect(try draw("שלום עולם", width: 8, .leftToRight)[1] == " │…וע םולש│")
  }

  @Test func wrappedLinesAreEachInVisualOrder() throws {
    // Wrapped in logical order: "שלום עולם" fills the first line, "2024" the second, alone
    // and right-aligned (a number without strong characters runs in the label's direction).
    #expect(
      try draw("שלום עולם 2024", width: 9, lines: 2, .rightToLeft) == [
        " ┌─────────┐",
        " │םלוע םולש│",
        " │     2024│",
        " └─────────┘",
      ])
  }

  @Test func aLineWithoutStrongCharactersRunsInTheLabelsDirection() throws {
    #expect(try draw("10 / 20", width: 9, .leftToRight)[1] == " │10 / 20  │")
    #expect(try draw("10 / 20", width: 9, .rightToLeft)[1] == " │  20 / 10│")
  }
}
