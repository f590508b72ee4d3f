import Foundation
import HeadlessRender
import ListKit
import Models
import Testing
import ViewModels

@testable import ReferenceScreens

@MainActor
@Suite struct ArticleCellTests {
  private static let now = Date(timeIntervalSince1970: 1_795_000_000)
  private static let environment = FormatEnvironment.fixed(
    at: now, timeZone: .gmt,
    locale: Locale(identifier: "en_US"))

  func model(
    title: String = "Constraint layout without a simulator",
    preview: String = "A Cassowary solver under a small DSL lays out every cell of the list "
      + "and snaps the result to whole columns.",
    hasAvatar: Bool = true
  ) -> ArticleCellModel {
    var model = ArticleCellModel(
      Article(
        id: "a1", avatarURL: hasAvatar ? URL(string: "https://example.com/ada.png") : nil,
        authorName: "Ada Lovelace", publishedAt: Self.now, title: title,
        preview: preview),
      in: Self.environment)
    model.date = "November 19, 2026"
    return model
  }

  func cell(_ model: ArticleCellModel) -> ArticleCell {
    let cell = ArticleCell(style: .default, reuseIdentifier: ArticleCell.reuseIdentifier)
    cell.configure(with: model)
    return cell
  }

  @Test func atFortyColumnsTheTitleIsOneLineAndThePreviewTwo() {
    // 38 columns: the title's 37 fit; the preview's second line is cut to 37 and `…`.
    #expect(
      CellRendering.lines(of: cell(model()), width: 40) == [
        " [img: avatar-loading] Ada Lovelace",
        " November 19, 2026",
        " Constraint layout without a simulator",
        " A Cassowary solver under a small DSL",
        " lays out every cell of the list and s…",
      ])
  }

  @Test func atTwentyEightColumnsThePlaceholderGivesWayAndTheTitleWraps() {
    // The avatar (730) gives way before the author (740): 28 - 1 - 1 - 12 - 1 = 13 columns,
    // its name cut to 11. At 26 the title breaks after "without"; the preview's second line
    // is cut to 25 and `…`, dropping the space before it.
    #expect(
      CellRendering.lines(of: cell(model()), width: 28) == [
        " [img: avata…] Ada Lovelace",
        " November 19, 2026",
        " Constraint layout without",
        " a simulator",
        " A Cassowary solver under a",
        " small DSL lays out every…",
      ])
  }

  @Test func theRowHeightGrowsWhenTheTitleWraps() {
    let article = cell(model())
    #expect(
      CellRendering.fittingSize(of: article, width: 40) == GridSize(width: 40, height: 5))
    #expect(
      CellRendering.fittingSize(of: article, width: 28) == GridSize(width: 28, height: 6))
  }

  @Test func anArticleWithoutAnAvatarShowsTheMissingPlaceholder() {
    let lines = CellRendering.lines(of: cell(model(hasAvatar: false)), width: 40)
    #expect(lines[0] == " [img: avatar-missing] Ada Lovelace")
  }

  @Test func aLongCJKTitleWrapsOnAsManyLinesAsItNeeds() {
    // 21 wide characters: 13 fill 26 columns, then 8.
    let article = cell(model(title: "制約レイアウトをシミュレータなしで解く方法"))
    let lines = CellRendering.lines(of: article, width: 28)
    #expect(Array(lines[2...3]) == [" 制約レイアウトをシミュレー", " タなしで解く方法"])
  }

  @Test func reconfiguringUpdatesTheSameCell() {
    let article = cell(model())
    _ = CellRendering.lines(of: article, width: 40)
    article.configure(with: model(title: "Goldens", preview: "Text frames."))
    #expect(
      CellRendering.lines(of: article, width: 40) == [
        " [img: avatar-loading] Ada Lovelace",
        " November 19, 2026",
        " Goldens",
        " Text frames.",
      ])
  }

  @Test func prepareForReuseClearsEverything() {
    let article = cell(model())
    article.prepareForReuse()
    // The avatar without an image has no width of its own (UIKit's image view has no
    // intrinsic size then): its width is the solver's pick, its placeholder centred in it.
    #expect(CellRendering.lines(of: article, width: 40) == ["                 [img]", ""])
  }

  @Test func voiceOverReadsTheRowAsOneElementWithoutTheDecorativeAvatar() {
    #expect(
      CellRendering.reading(of: cell(model())) == [
        "Ada Lovelace, November 19, 2026, Constraint layout without a simulator, A Cassowary "
          + "solver under a small DSL lays out every cell of the list and snaps the result to "
          + "whole columns."
      ])
  }
}
