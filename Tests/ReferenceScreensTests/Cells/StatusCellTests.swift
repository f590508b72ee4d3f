import Foundation
import HeadlessRender
import ListKit
import Models
import Testing
import ViewModels

@testable import ReferenceScreens

@MainActor
@Suite struct StatusCellTests {
  private static let now = Date(timeIntervalSince1970: 1_795_000_000)
  private static let environment = FormatEnvironment.fixed(
    at: now, timeZone: .gmt,
    locale: Locale(identifier: "en_US"))

  /// A status whose strings are set here, so the test depends on the cell alone.
  func model(
    text: String = "Just watched a kingfisher dive three times in a row at the pond.",
    isFavorite: Bool = false
  ) -> StatusCellModel {
    var model = StatusCellModel(
      Status(
        id: "s1", text: text, user: User(id: "u1", name: "Ada Lovelace", avatarName: "ada"),
        comments: [], isFavorite: isFavorite, createdAt: Self.now),
      in: Self.environment)
    model.relativeTime = "5 min ago"
    model.commentCount = 2
    return model
  }

  func cell(_ model: StatusCellModel) -> StatusCell {
    let cell = StatusCell(style: .default, reuseIdentifier: StatusCell.reuseIdentifier)
    cell.configure(with: model)
    return cell
  }

  @Test func atFortyColumnsTheTextWrapsToTwoLinesBetweenTheHeaderAndTheButtons() {
    // Text at 38 columns: "... dive three" is 36, adding " times" would make 42.
    #expect(
      CellRendering.lines(of: cell(model()), width: 40) == [
        " Ada Lovelace" + String(repeating: " ", count: 17) + "5 min ago",
        " Just watched a kingfisher dive three",
        " times in a row at the pond.",
        " [img: comments-icon]" + String(repeating: " ", count: 6) + "[ Favorite ]",
      ])
  }

  @Test func atTwentyEightColumnsTheTextTakesThreeLinesAndTheIconGivesWay() {
    // Text at 26 columns; the button (760) keeps 12 of the last line, the icon (740) gets
    // 28 - 1 - 12 - 1 - 1 = 13 and shows its name cut to 11.
    #expect(
      CellRendering.lines(of: cell(model()), width: 28) == [
        " Ada Lovelace" + String(repeating: " ", count: 5) + "5 min ago",
        " Just watched a kingfisher",
        " dive three times in a row",
        " at the pond.",
        " [img: comme…] [ Favorite ]",
      ])
  }

  @Test func theRowHeightGrowsWhenTheTextWrapsOnMoreLines() {
    let status = cell(model())
    #expect(
      CellRendering.fittingSize(of: status, width: 40) == GridSize(width: 40, height: 4))
    #expect(
      CellRendering.fittingSize(of: status, width: 28) == GridSize(width: 28, height: 5))
  }

  @Test func aLongTextStopsAtThreeLinesWithTheLastTruncated() {
    let text = String(repeating: "chirp ", count: 20)
    // 38 columns hold six "chirp" (35); the third line is cut to 37 columns and `…`, which
    // ends in the seventh chirp's first letter.
    let lines = CellRendering.lines(of: cell(model(text: text)), width: 40)
    #expect(lines.count == 5)
    #expect(lines[1] == " chirp chirp chirp chirp chirp chirp")
    #expect(lines[3] == " chirp chirp chirp chirp chirp chirp c…")
  }

  @Test func cjkTextWrapsBetweenWideCharacters() {
    // 23 wide characters: 19 fill 38 columns, 13 fill 26.
    let status = cell(model(text: "今日は池でカワセミが三回も飛び込むのを見ました"))
    #expect(
      Array(CellRendering.lines(of: status, width: 40)[1...2]) == [
        " 今日は池でカワセミが三回も飛び込むのを", " 見ました",
      ])
    #expect(
      Array(CellRendering.lines(of: status, width: 28)[1...2]) == [
        " 今日は池でカワセミが三回も", " 飛び込むのを見ました",
      ])
  }

  @Test func favouritingReconfiguresTheSameCellsButton() {
    let status = cell(model())
    _ = CellRendering.lines(of: status, width: 40)
    status.configure(with: model().togglingFavorite())
    #expect(
      CellRendering.lines(of: status, width: 40)[3]
        == " [img: comments-icon]" + String(repeating: " ", count: 4) + "[ Unfavorite ]")
  }

  @Test func prepareForReuseClearsTheTextIconAndButton() {
    let status = cell(model())
    status.prepareForReuse()
    // No text: two lines, an empty header and the bare button; the icon without an image has
    // no size of its own, as in UIKit, so it takes no room.
    #expect(
      CellRendering.lines(of: status, width: 40) == [
        "", String(repeating: " ", count: 35) + "[  ]",
      ])
  }

  @Test func voiceOverReadsTheRowWithTheCommentCountThenTheFavoriteButton() {
    #expect(
      CellRendering.reading(of: cell(model())) == [
        "Ada Lovelace, 5 min ago, Just watched a kingfisher dive three times in a row at the "
          + "pond., 2 comments",
        "Favorite. Button.",
      ])
    #expect(CellRendering.reading(of: cell(model(isFavorite: true)))[1] == "Unfavorite. Button.")
  }

  @Test func aReusedCellSaysTheNewCommentCount() {
    let reused = cell(model())
    reused.prepareForReuse()
    var none = model(text: "Quiet day.")
    none.commentCount = 0
    reused.configure(with: none)
    #expect(
      CellRendering.reading(of: reused)[0] == "Ada Lovelace, 5 min ago, Quiet day., No comments")
  }
}
