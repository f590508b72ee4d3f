import Foundation
import HeadlessRender
import ListKit
import Models
import Testing
import ViewModels

@testable import ReferenceScreens

@MainActor
@Suite struct TodoCellTests {
  func cell(_ title: String, completed: Bool = false) -> TodoCell {
    let cell = TodoCell(style: .default, reuseIdentifier: TodoCell.reuseIdentifier)
    cell.configure(with: TodoCellModel(Todo(userId: 1, id: 7, title: title, completed: completed)))
    return cell
  }

  @Test func aShortTodoIsOneLineAndItsCheckMarkSitsAtTheTrailingEdge() {
    // The title has 40 - 1 - 1 - 1 - 1 = 36 columns; the accessory is column 38.
    #expect(CellRendering.lines(of: cell("Buy milk"), width: 40) == [" Buy milk"])
    #expect(
      CellRendering.lines(of: cell("Buy milk", completed: true), width: 40)
        == [" Buy milk" + String(repeating: " ", count: 29) + "✓"])
    #expect(
      CellRendering.lines(of: cell("Buy milk", completed: true), width: 28)
        == [" Buy milk" + String(repeating: " ", count: 17) + "✓"])
  }

  @Test func aLongTitleWrapsToTwoLinesAndTruncatesTheSecond() {
    let todo = cell("Write the quarterly report for the board and send it to everyone")
    #expect(
      CellRendering.lines(of: todo, width: 40) == [
        " Write the quarterly report for the",
        " board and send it to everyone",
      ])
    // 24 columns: the second line holds the rest, cut to 23 characters and the ellipsis.
    #expect(
      CellRendering.lines(of: todo, width: 28) == [
        " Write the quarterly",
        " report for the board an…",
      ])
  }

  @Test func theRowHeightGrowsWhenTheWidthMakesTheTitleWrap() {
    let todo = cell("Water the plants on the balcony")
    // 31 columns fit the 36 at 40; at 28 only "Water the plants on the" (23) fits the 24.
    #expect(
      CellRendering.fittingSize(of: todo, width: 40) == GridSize(width: 40, height: 1))
    #expect(
      CellRendering.fittingSize(of: todo, width: 28) == GridSize(width: 28, height: 2))
    #expect(
      CellRendering.lines(of: todo, width: 28) == [" Water the plants on the", " balcony"])
  }

  @Test func emojiAndCJKWrapByTheirDisplayWidth() {
    // 🎂 is 2 columns and each kanji or kana 2: 27 columns in all, one line at 40. At 24 a
    // line may break between wide characters, so "山田" (4) still fits after "for " (19).
    let todo = cell("🎂 Bake a cake for 山田さん", completed: true)
    #expect(
      CellRendering.lines(of: todo, width: 40)
        == [" 🎂 Bake a cake for 山田さん" + String(repeating: " ", count: 10) + "✓"])
    #expect(
      CellRendering.lines(of: todo, width: 28)
        == [" 🎂 Bake a cake for 山田" + String(repeating: " ", count: 2) + "✓", " さん"])
  }

  @Test func aWordLongerThanTheLineBreaksAtTheLastCharacterThatFits() {
    let todo = cell(String(repeating: "x", count: 30))
    // 24 columns at 28: 24 x's, then the remaining 6.
    #expect(
      CellRendering.lines(of: todo, width: 28)
        == [" " + String(repeating: "x", count: 24), " xxxxxx"])
  }

  @Test func reconfiguringACompletedTodoUpdatesTheSameCell() {
    let todo = cell("Buy milk")
    _ = CellRendering.lines(of: todo, width: 28)
    todo.configure(
      with: TodoCellModel(Todo(userId: 1, id: 7, title: "Buy oat milk", completed: true)))
    #expect(
      CellRendering.lines(of: todo, width: 28)
        == [" Buy oat milk" + String(repeating: " ", count: 13) + "✓"])
  }

  @Test func prepareForReuseClearsTheTitleAndTheCheckMark() {
    let todo = cell("Buy milk", completed: true)
    todo.prepareForReuse()
    #expect(CellRendering.lines(of: todo, width: 28) == [""])
    #expect(CellRendering.fittingSize(of: todo, width: 28).height == 1)
  }

  @Test func aConflictingRequiredConstraintIsBrokenAsUIKitBreaksItAndTheRowKeepsItsLayout()
    throws
  {
    let todo = cell("Buy milk", completed: true)
    let content = try #require(todo.contentView.subviews.first as? TodoContentView)
    let title = try #require(content.subviews.first as? UILabel)
    let row = [" Buy milk" + String(repeating: " ", count: 17) + "✓"]
    // 12 points round to one line: at most one line agrees with the cell's at least one.
    title.heightAnchor.constraint(lessThanOrEqualToConstant: 12).isActive = true
    #expect(CellRendering.lines(of: todo, width: 28) == row)
    #expect(CellRendering.brokenConstraints(of: todo).isEmpty)
    // 11 points, half a line, round to none: the later constraint is left out, as UIKit
    // breaks it, and the row is drawn as before.
    let noLine = title.heightAnchor.constraint(lessThanOrEqualToConstant: 11)
    noLine.isActive = true
    #expect(CellRendering.lines(of: todo, width: 28) == row)
    let broken = CellRendering.brokenConstraints(of: todo)
    #expect(broken.map(ObjectIdentifier.init) == [ObjectIdentifier(noLine)])
    #expect(broken.map(\.description) == ["<NSLayoutConstraint UILabel.height <= 11.0>"])
  }

  @Test func voiceOverReadsATodoAsAButtonThatSaysWhetherItIsDone() {
    #expect(CellRendering.reading(of: cell("Buy milk")) == ["Buy milk: Not done. Button."])
    #expect(
      CellRendering.reading(of: cell("Buy milk", completed: true)) == ["Buy milk: Done. Button."])
  }
}
