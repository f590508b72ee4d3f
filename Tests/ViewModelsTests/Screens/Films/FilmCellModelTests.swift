import ListKit
import Testing
import ViewModels

@Suite struct FilmCellModelTests {
  @Test func labelsTheEpisodeInRomanNumerals() {
    let model = FilmCellModel(Fixtures.film(4, title: "A New Hope", year: 1977))
    #expect(model.id == 4)
    #expect(model.episodeLabel == "Episode IV")
    #expect(model.title == "A New Hope")
    #expect(model.releaseYear == "1977")
    #expect(model.director == "George Lucas")
  }

  @Test func anEpisodeRomanNumeralsCannotWriteKeepsItsDigits() {
    #expect(
      FilmCellModel(Fixtures.film(0, title: "Prequel", year: 2030)).episodeLabel == "Episode 0")
  }

  @Test func theEpisodesAccessibilityLabelHasItsNumberInDigits() {
    #expect(
      FilmCellModel(Fixtures.film(4, title: "A New Hope", year: 1977)).episodeAccessibilityLabel
        == "Episode 4")
  }
}
