import ListKit
import Testing
import ViewModels

@Suite struct RecordingCellModelTests {
  @Test func showsNamesCountryLengthAndAPlayTitle() {
    let model = RecordingCellModel(Fixtures.recording(22))
    #expect(model.id == "22")
    #expect(model.englishName == "Tawny Owl 22")
    #expect(model.scientificName == "Strix aluco")
    #expect(model.country == "France")
    #expect(model.length == "0:32")
    #expect(model.playButtonTitle == "Play 0:32")
  }

  @Test func aRecordingWithoutAFileCannotBePlayed() {
    #expect(RecordingCellModel(Fixtures.recording(1, file: false)).playButtonTitle == "No audio")
  }

  @Test func thePlayButtonsAccessibilityLabelSaysWhatItPlays() {
    let playable = RecordingCellModel(Fixtures.recording(22))
    #expect(playable.hasAudio)
    #expect(playable.playButtonAccessibilityLabel == "Play Tawny Owl 22")
    let silent = RecordingCellModel(Fixtures.recording(1, file: false))
    #expect(!silent.hasAudio)
    #expect(silent.playButtonAccessibilityLabel == "No audio for Tawny Owl 1")
  }
}
