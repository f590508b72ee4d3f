import Foundation
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// The standard accessories and accessory views at a cell's trailing edge, as drawn and read.
@MainActor
@Suite final class UITableViewCellAccessoryTests {
  /// The spies of the tables made, which hold them weakly.
  private var spies: [ListSpy] = []

  private func row(with accessory: UITableViewCell.AccessoryType) throws -> UITableView {
    let spy = ListSpy([["apple"]])
    spies.append(spy)
    spy.accessories[path(0, 0)] = accessory
    let table = makeList(spy, height: 1)
    _ = try frame(of: table)
    return table
  }

  @Test func aCellHasNoAccessoryAndTheDefaultSelectionStyleByDefault() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.accessoryType == .none)
    #expect(cell.editingAccessoryType == .none)
    #expect(cell.accessoryView == nil)
    #expect(cell.editingAccessoryView == nil)
    #expect(cell.shouldIndentWhileEditing)
    #expect(cell.selectionStyle == .default)
    #expect(!cell.isSelected)
    #expect(!cell.isHighlighted)
    #expect(!cell.isEditing)
    #expect(!cell.showsReorderControl)
  }

  @Test func eachStandardAccessoryIsDrawnAtTheTrailingMarginAndReadAsUIKitsCellIs() throws {
    let expected: [(UITableViewCell.AccessoryType, String, String)] = [
      (.none, " │  apple             │", "apple"),
      (.disclosureIndicator, " │  apple          ›  │", "apple. Button."),
      (.detailDisclosureButton, " │  apple        ⓘ ›  │", "apple. Button."),
      (.checkmark, " │  apple          ✓  │", "Selected: apple"),
      (.detailButton, " │  apple          ⓘ  │", "apple. Button."),
    ]
    for (accessory, line, reading) in expected {
      let table = try row(with: accessory)
      #expect(try frame(of: table)[1] == line, "\(accessory)")
      #expect(
        table.accessibilityElementsInReadingOrder().map(\.description) == [reading],
        "\(accessory)")
    }
  }

  @Test func theAccessoryNarrowsTheContentSoLongTextStopsBeforeIt() throws {
    let spy = ListSpy([["a very long fruit name"]])
    spies.append(spy)
    spy.accessories[path(0, 0)] = .disclosureIndicator
    let table = makeList(spy, height: 1)
    // 20 columns: the chevron at 17, the content view 0..<17, the label 2..<15 (13
    // columns; the cut drops the space before `…`).
    #expect(try frame(of: table)[1] == " │  a very long…   ›  │")
  }

  @Test func anAccessoryViewTakesThePlaceOfTheAccessoryType() throws {
    let table = try row(with: .checkmark)
    let cell = try #require(table.cellForRow(at: path(0, 0)))
    let badge = UILabel()
    badge.text = "12"
    cell.accessoryView = badge
    #expect(try frame(of: table)[1] == " │  apple         12  │")
    cell.accessoryView = nil
    #expect(try frame(of: table)[1] == " │  apple          ✓  │")
  }

  /// A view as wide as it is tall, whatever height it is offered.
  private final class SquareView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.height, height: size.height)
    }
  }

  @Test func anAccessoryViewIsMeasuredForOneLineAndPlacedOnTheMiddleLine() throws {
    let table = try row(with: .none)
    let cell = try #require(table.cellForRow(at: path(0, 0)))
    let square = SquareView()
    cell.accessoryView = square
    _ = try frame(of: table)
    // Offered one 22-point line, it is 22 points wide: 2 columns, ending at the margin.
    #expect(square.gridFrame == GridRect(x: 16, y: 0, width: 2, height: 1))
  }

  @Test func anEditingAccessoryViewShowsInEditingModeOnlyInPlaceOfTheAccessoryView() throws {
    let table = try row(with: .none)
    let cell = try #require(table.cellForRow(at: path(0, 0)))
    let count = UILabel()
    count.text = "12"
    let edit = UILabel()
    edit.text = "Edit"
    cell.accessoryView = count
    cell.editingAccessoryView = edit
    #expect(try frame(of: table)[1] == " │  apple         12  │")
    table.setEditing(true, animated: false)
    #expect(try frame(of: table)[1] == " │  ⊖   apple   Edit  │")
    table.setEditing(false, animated: false)
    #expect(try frame(of: table)[1] == " │  apple         12  │")
    cell.editingAccessoryView = nil
    table.setEditing(true, animated: false)
    // Neither an editing accessory view nor type: nothing at the trailing edge, as in UIKit.
    #expect(try frame(of: table)[1] == " │  ⊖   apple         │")
  }
}
