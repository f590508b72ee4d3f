import Foundation
import HeadlessRender
import ListKit
import Models
import Testing
import ViewModels

@testable import ReferenceScreens

@MainActor
@Suite struct FilmCellTests {
  static let empire = Film(
    title: "The Empire Strikes Back", episodeID: 5, openingCrawl: "It is a dark time...",
    director: "Irvin Kershner", producer: "Gary Kurtz",
    releaseDate: CalendarDate(year: 1980, month: 5, day: 17))

  func cell(_ film: Film = empire) -> FilmCell {
    let cell = FilmCell(style: .default, reuseIdentifier: FilmCell.reuseIdentifier)
    cell.configure(with: FilmCellModel(film))
    return cell
  }

  @Test func atFortyColumnsTheTitleFollowsTheEpisodeAndTheDetailsSitUnderIt() {
    // Episode at 1...9, title one column after it at 11; the year lines up with the title.
    #expect(
      CellRendering.lines(of: cell(), width: 40) == [
        " Episode V The Empire Strikes Back",
        "           1980 · Irvin Kershner",
      ])
  }

  @Test func atTwentyEightColumnsTheTitleAndDirectorTruncateAtTheMargin() {
    // title.trailing <= parent.trailing - 1: 28 - 1 - 11 = 16 columns, 15 letters and `…`;
    // the director starts at 18 and gets 9.
    #expect(
      CellRendering.lines(of: cell(), width: 28) == [
        " Episode V The Empire Stri…",
        "           1980 · Irvin Ke…",
      ])
  }

  @Test func theCellIsTwoLinesAtEveryWidth() {
    let film = cell()
    #expect(
      film.layoutSize(fitting: GridSize(width: 40, height: 0)) == GridSize(width: 40, height: 2))
    #expect(
      film.layoutSize(fitting: GridSize(width: 28, height: 0)) == GridSize(width: 28, height: 2))
  }

  @Test func aCJKTitleTruncatesOnWholeCharacters() {
    var film = Self.empire
    film.episodeID = 4
    film.title = "新たなる希望と帝国の逆襲"
    // "Episode IV" puts the title at 12: 15 columns, seven wide characters and `…`.
    #expect(CellRendering.lines(of: cell(film), width: 28)[0] == " Episode IV 新たなる希望と…")
  }

  @Test func reconfiguringUpdatesTheSameCell() {
    let film = cell()
    _ = CellRendering.lines(of: film, width: 40)
    film.configure(
      with: FilmCellModel(
        Film(
          title: "A New Hope", episodeID: 4, openingCrawl: "", director: "George Lucas",
          producer: "", releaseDate: CalendarDate(year: 1977, month: 5, day: 25))))
    #expect(
      CellRendering.lines(of: film, width: 40) == [
        " Episode IV A New Hope",
        "            1977 · George Lucas",
      ])
  }

  @Test func prepareForReuseClearsEveryLabelButTheSeparator() {
    let film = cell()
    film.prepareForReuse()
    // Empty labels are 0 columns wide: the separator lands at 1 + 0 + 1 + 0 + 1 = 3.
    #expect(CellRendering.lines(of: film, width: 40) == ["", "   ·"])
    #expect(film.layoutSize(fitting: GridSize(width: 40, height: 0)).height == 2)
  }

  @Test func voiceOverReadsTheEpisodeInDigitsAndLeavesOutTheDot() {
    #expect(
      CellRendering.reading(of: cell()) == [
        "Episode 5, The Empire Strikes Back, 1980, Irvin Kershner"
      ])
  }
}
