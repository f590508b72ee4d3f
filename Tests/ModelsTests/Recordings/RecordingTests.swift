import Foundation
import Models
import Testing

@Suite struct RecordingTests {
  /// A xeno-canto v2 item with the given fields replacing or removing the defaults.
  private func item(_ changes: [String: String?] = [:], raw: String? = nil) -> Data {
    var fields: [String: String] = [
      "id": #""42""#, "gen": #""Psittacula""#, "sp": #""krameri""#,
      "en": #""Rose-ringed Parakeet""#, "rec": #""Priya Raman""#, "cnt": #""India""#,
      "loc": #""Lodhi Garden, Delhi""#, "file": #""https://xeno-canto.org/42/download""#,
      "q": #""A""#, "length": #""0:32""#, "date": #""2019-05-04""#,
      "sono": #"{"small": "//xeno-canto.org/x.png"}"#, "also": "[]",
    ]
    for (key, value) in changes { fields[key] = value }
    let body = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
    return Data("{\(body.joined(separator: ", "))}".utf8)
  }

  private func decode(_ data: Data) -> Result<Recording, APIError> {
    AnswerDecoder().decode(Recording.self, from: data, source: "item")
  }

  @Test func decodesTheShortV2KeysAndIgnoresUnknownOnes() throws {
    let recording = try decode(item()).get()
    #expect(recording.id == "42")
    #expect(recording.genus == "Psittacula")
    #expect(recording.species == "krameri")
    #expect(recording.englishName == "Rose-ringed Parakeet")
    #expect(recording.recordist == "Priya Raman")
    #expect(recording.country == "India")
    #expect(recording.locality == "Lodhi Garden, Delhi")
    #expect(recording.fileURL?.absoluteString == "https://xeno-canto.org/42/download")
    #expect(recording.quality == "A")
    #expect(recording.length == "0:32")
    #expect(recording.date == "2019-05-04")
  }

  @Test func aProtocolRelativeFileLinkIsReadAsHTTPS() throws {
    let recording = try decode(item(["file": #""//xeno-canto.org/42/download""#])).get()
    #expect(recording.fileURL?.absoluteString == "https://xeno-canto.org/42/download")
  }

  @Test func anEmptyMissingNullOrUnusableFileLinkGivesNoURL() throws {
    for file in [#""""#, nil, "null", #""not a link""#, "7", #""https:///42/download""#] {
      let recording = try decode(item(["file": file])).get()
      #expect(recording.fileURL == nil, "file: \(file ?? "missing")")
    }
  }

  @Test func aNumericIDIsReadAsText() throws {
    #expect(try decode(item(["id": "716304"])).get().id == "716304")
  }

  @Test func aLengthInSecondsIsWrittenAsMinutesAndSeconds() throws {
    #expect(try decode(item(["length": "65"])).get().length == "1:05")
    #expect(try decode(item(["length": "7"])).get().length == "0:07")
  }

  @Test(arguments: [
    (0, "0:00"), (9, "0:09"), (10, "0:10"), (59, "0:59"), (60, "1:00"), (69, "1:09"),
    (70, "1:10"), (3_599, "59:59"), (3_600, "60:00"),
  ])
  func lengthsInSecondsAtTheEdgesOfAMinute(seconds: Int, text: String) throws {
    #expect(try decode(item(["length": "\(seconds)"])).get().length == text)
  }

  @Test func aNegativeLengthIsRefused() {
    #expect(
      decode(item(["length": "-1"])).failureMessage
        == "length: expected a string or number, found the number -1 (in item)")
  }

  @Test func aMissingRequiredKeyIsNamedInTheMessage() {
    #expect(decode(item(["en": nil])).failureMessage == "en: required key is missing (in item)")
  }

  @Test func aWrongTypeInAPlainStringFieldSaysWhatWasFound() {
    #expect(
      decode(item(["cnt": "3"])).failureMessage
        == "cnt: expected a string, found a number (in item)")
    #expect(
      decode(item(["cnt": "null"])).failureMessage
        == "cnt: expected a string, found null (in item)")
  }
}
