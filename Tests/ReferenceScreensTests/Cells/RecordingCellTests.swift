import Foundation
import HeadlessRender
import ListKit
import Models
import Testing
import ViewModels

@testable import ReferenceScreens

@MainActor
@Suite struct RecordingCellTests {
  func model(
    englishName: String = "Common Kingfisher", scientific: (String, String) = ("Alcedo", "atthis"),
    country: String = "Spain", hasAudio: Bool = true
  ) -> RecordingCellModel {
    RecordingCellModel(
      Recording(
        id: "XC1", genus: scientific.0, species: scientific.1, englishName: englishName,
        recordist: "Ana", country: country, locality: "Doñana",
        fileURL: hasAudio ? URL(string: "https://example.com/XC1.mp3") : nil, quality: "A",
        length: "0:32", date: "2019-05-04"))
  }

  func configuredCell(_ model: RecordingCellModel) -> RecordingCell {
    let cell = RecordingCell(style: .default, reuseIdentifier: RecordingCell.reuseIdentifier)
    cell.configure(with: model)
    return cell
  }

  @Test func atFortyColumnsEverythingFitsOnTwoLines() {
    let cell = configuredCell(model())
    // Length at 35...38 and the 13-column button at 26...38 end one column from the edge.
    #expect(
      CellRendering.lines(of: cell, width: 40) == [
        " Common Kingfisher" + String(repeating: " ", count: 17) + "0:32",
        " Alcedo atthis · Spain    [ Play 0:32 ]",
      ])
    #expect(cell.layoutError == nil)
  }

  @Test func atTwentyEightColumnsTheScientificNameGivesWayFirst() {
    let cell = configuredCell(model())
    // Line two needs 37 columns: the scientific name (740) loses the 9 missing, 13 -> 4,
    // before the country (745); the separator and the button (760) keep theirs.
    #expect(
      CellRendering.lines(of: cell, width: 28) == [
        " Common Kingfisher" + String(repeating: " ", count: 5) + "0:32",
        " Alc… · Spain [ Play 0:32 ]",
      ])
  }

  @Test func aRecordingWithoutAudioSaysSoOnItsButton() {
    let cell = configuredCell(model(hasAudio: false))
    #expect(
      CellRendering.lines(of: cell, width: 40)[1] == " Alcedo atthis · Spain     [ No audio ]")
  }

  @Test func aLongCJKNameTruncatesOnWholeCharactersBeforeTheLength() {
    let cell = configuredCell(model(englishName: "カワセミとヤマセミの仲間たち"))
    // 28 columns fit at 40; at 28 the name has 28 - 1 - 1 - 4 - 1 = 21: ten characters and
    // the ellipsis.
    #expect(
      CellRendering.lines(of: cell, width: 40)[0] == " カワセミとヤマセミの仲間たち"
        + String(repeating: " ", count: 6) + "0:32")
    #expect(CellRendering.lines(of: cell, width: 28)[0] == " カワセミとヤマセミの… 0:32")
  }

  @Test func aVeryLongWordTruncatesWithinTheLine() {
    let cell = configuredCell(model(englishName: String(repeating: "Kingfisher", count: 5)))
    // 40 - 1 - 1 - 4 - 1 = 33 columns: 32 letters and the ellipsis.
    #expect(
      CellRendering.lines(of: cell, width: 40)[0] == " KingfisherKingfisherKingfisherKi… 0:32")
  }

  @Test func reconfiguringUpdatesTheSameCell() {
    let cell = configuredCell(model())
    _ = CellRendering.lines(of: cell, width: 40)
    cell.configure(with: model(englishName: "Little Grebe", country: "Italy"))
    let lines = CellRendering.lines(of: cell, width: 40)
    #expect(lines[0] == " Little Grebe" + String(repeating: " ", count: 22) + "0:32")
    #expect(lines[1] == " Alcedo atthis · Italy    [ Play 0:32 ]")
  }

  @Test func prepareForReuseClearsTheContent() {
    let cell = configuredCell(model())
    cell.prepareForReuse()
    // Only the static separator and the empty button's brackets remain.
    #expect(
      CellRendering.lines(of: cell, width: 40) == [
        "", "  ·" + String(repeating: " ", count: 32) + "[  ]",
      ])
  }

  @Test func voiceOverReadsTheRowThenAPlayButtonThatSaysWhatItPlays() {
    #expect(
      CellRendering.reading(of: configuredCell(model())) == [
        "Common Kingfisher, 0:32, Alcedo atthis, Spain", "Play Common Kingfisher. Button.",
      ])
  }

  @Test func withoutAudioThePlayButtonIsDimmedForVoiceOverOnly() {
    let cell = configuredCell(model(hasAudio: false))
    #expect(
      CellRendering.reading(of: cell)[1] == "No audio for Common Kingfisher. Dimmed. Button.")
    #expect(CellRendering.lines(of: cell, width: 40)[1].hasSuffix("[ No audio ]"))
  }
}
