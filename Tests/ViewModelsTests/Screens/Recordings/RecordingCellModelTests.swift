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
}
