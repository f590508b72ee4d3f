import Foundation
import Models
import Testing

@Suite struct AnswerDecoderTests {
  private func message(for json: String) -> String? {
    AnswerDecoder().decode([String: [Int]].self, from: Data(json.utf8), source: "answer")
      .failureMessage
  }

  @Test func decodesGoodData() throws {
    let result = AnswerDecoder().decode(
      [String: [Int]].self, from: Data(#"{"a": [1]}"#.utf8), source: "answer")
    #expect(try result.get() == ["a": [1]])
  }

  @Test func emptyDataIsReportedAsAnEmptyAnswer() {
    #expect(message(for: "") == "empty answer: expected JSON, found no data (in answer)")
    #expect(message(for: " \n ") == "empty answer: expected JSON, found no data (in answer)")
  }

  @Test func dataCutShortIsReportedAsTruncatedWhereItEnds() {
    #expect(
      message(for: "{\"a\": [1,\n  2")
        == "truncated JSON: the data ends at line 2, column 4 before the value is complete (in answer)"
    )
    #expect(
      message(for: #"{"a": [1], "b"#)
        == "truncated JSON: the data ends at line 1, column 14 before the value is complete (in answer)"
    )
    #expect(
      message(for: #"{"a": [tr"#)
        == "truncated JSON: the data ends at line 1, column 10 before the value is complete (in answer)"
    )
  }

  @Test func aCharacterOutOfPlaceIsReportedWithItsLineAndColumn() {
    #expect(
      message(for: "{\"a\": [1,, 2]}")
        == #"malformed JSON at line 1, column 10: unexpected "," (in answer)"#)
    #expect(
      message(for: "{\n  \"é\": [1],\n  'b': [2]\n}")
        == #"malformed JSON at line 3, column 3: unexpected "'" (in answer)"#)
    #expect(
      message(for: "{\"a\": [01]}")
        == #"malformed JSON at line 1, column 9: unexpected "1" (in answer)"#)
  }

  @Test func textAfterACompleteValueIsReported() {
    #expect(
      message(for: #"{"a": [1]} {"#)
        == #"malformed JSON at line 1, column 12: unexpected "{" after the end of the value (in answer)"#
    )
  }

  @Test func aNonASCIICharacterOutOfPlaceIsShownWhole() {
    #expect(
      message(for: #"{"a": [1, ✓]}"#)
        == #"malformed JSON at line 1, column 11: unexpected "✓" (in answer)"#)
  }

  @Test func aCharacterCutOffByTheEndOfTheDataIsShownAsFarAsItGoes() {
    // The first byte of a three-byte character, and nothing after it.
    let data = Data(#"{"a": [1]} "#.utf8) + [0xE2]
    let message = AnswerDecoder().decode([String: [Int]].self, from: data, source: "answer")
      .failureMessage
    #expect(
      message
        == "malformed JSON at line 1, column 12: unexpected \"\u{FFFD}\" after the end of the value"
        + " (in answer)")
  }

  @Test func anUnescapedNewlineInsideAStringIsAControlCharacter() {
    #expect(
      message(for: "{\"a\n\": [1]}")
        == "malformed JSON at line 1, column 4: unexpected control character 10 (in answer)")
  }

  @Test func codingPathsPrintIndexesInBracketsAndKeysWithDots() {
    let json = #"{"a": [1, 2, "three"]}"#
    #expect(message(for: json) == "a[2]: expected an integer, found a string (in answer)")
  }

  @Test func decodingErrorsTranslateOnTheirOwn() throws {
    let context = DecodingError.Context(codingPath: [], debugDescription: "Invalid URL string.")
    let problem = AnswerDecodingError(.dataCorrupted(context), source: "links")
    #expect(
      problem == AnswerDecodingError(source: "links", codingPath: "", reason: "invalid URL string"))
  }
}
