import Foundation
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
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

  @Test func digitsAloneRunInTheLabelsDirectionUnlessAMarkSaysLeftToRight() throws {
    // No strong character: right to left, the groups run from the right, as on a device.
    #expect(try draw("+44 20 7946", width: 14, .rightToLeft)[1] == " │   7946 20 44+│")
    #expect(try draw("+44 20 7946", width: 14, .leftToRight)[1] == " │+44 20 7946   │")
    // A leading left-to-right mark (no column) makes the paragraph left to right; the label
    // still aligns naturally, at the right.
    #expect(try draw("\u{200E}+44 20 7946", width: 14, .rightToLeft)[1] == " │   +44 20 7946│")
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

  @Test func textViewsAndFieldsAlignNaturallyAgainstTheRight() throws {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 12, height: 2))
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    let textView = UITextView(frame: GridRect(x: 0, y: 0, width: 12, height: 2).points)
    textView.text = "Notes 1"
    window.addSubview(textView)
    let device = DeviceFrame(size: GridSize(width: 12, height: 2))
    #expect(try device.render(textView)[1] == " │     Notes 1│")
    textView.textAlignment = .left
    #expect(try device.render(textView)[1] == " │Notes 1     │")
  }

  @Test func aLineWithoutStrongCharactersRunsInTheLabelsDirection() throws {
    #expect(try draw("10 / 20", width: 9, .leftToRight)[1] == " │10 / 20  │")
    #expect(try draw("10 / 20", width: 9, .rightToLeft)[1] == " │  20 / 10│")
  }
}

/// Bars and rows made of several pieces keep their pieces' order when the pieces are in a
/// right-to-left script: each piece is put in visual order on its own.
@MainActor
@Suite final class RightToLeftPiecesTests {
  private var spies: [ListSpy] = []

  @Test func aHebrewBackButtonKeepsItsChevronAtTheRightPointingRight() throws {
    let root = UIViewController()
    root.title = "רשימה"  // list
    let settings = UIViewController()
    settings.title = "הגדרות"  // settings
    settings.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "סיום", style: .done, target: nil, action: nil)  // done
    let navigation = UINavigationController(rootViewController: root)
    let device = DeviceFrame(size: GridSize(width: 24, height: 3), variant: .rightToLeft)
    _ = try device.layout(navigation)
    navigation.pushViewController(settings, animated: false)
    // Drawn as one text, the line's algorithm would put the chevron left of the title and
    // mirror it; each title reads from the right.
    #expect(try device.render(navigation)[1] == " │םויס     תורדגה  המישר ›│")
  }

  @Test func hebrewSwipeActionsKeepTheirOrderFirstActionOutermost() throws {
    let spy = ListSpy([["תפוח", "אגס"]])  // apple, pear
    spies.append(spy)
    spy.trailingActions = ["מחק", "סמן"]  // delete, flag
    let table = makeList(spy)
    let window = UIWindow(gridFrame: GridRect(origin: .zero, size: table.gridFrame.size))
    window.addSubview(table)
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    _ = try frame(of: table)
    table.revealSwipeActions(at: path(0, 0), edge: .trailing)
    #expect(try frame(of: table)[1] == " │ קחמ │ ןמס │  חופת  │")
  }
}
