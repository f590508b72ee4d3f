import Testing

@testable import HeadlessRender

@Suite struct JSONParserTests {
  /// The error parsing `text` fails with, or `nil`.
  private func error(_ text: String) -> JSONParser.SyntaxError? {
    do {
      _ = try JSONParser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func valuesKeepNumbersAsWrittenAndMembersInOrder() throws {
    let value = try JSONParser.parse(#" {"b": [1.5e3, -0, true, null], "a": "x"} "#)
    #expect(
      value
        == .object([
          .init(key: "b", value: .array([.number("1.5e3"), .number("-0"), .bool(true), .null])),
          .init(key: "a", value: .string("x")),
        ]))
  }

  @Test func escapesAndSurrogatePairsDecode() throws {
    let value = try JSONParser.parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83e\udd9c""#)
    #expect(value == .string("a\"\\/\u{8}\u{C}\n\r\té🦜"))
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(
      error(#"["日本", x]"#)
        == JSONParser.SyntaxError(line: 1, column: 8, problem: "expected a value but found \"x\""))
  }

  @Test func eachKindOfMistakeHasItsPlaceAndWords() {
    #expect(
      error("")
        == .init(line: 1, column: 1, problem: "expected a value but found the end of the file"))
    #expect(error(#"{"a": "b"#) == .init(line: 1, column: 7, problem: "unterminated string"))
    #expect(error(#"["\q"]"#) == .init(line: 1, column: 3, problem: #"invalid escape "\q""#))
    #expect(
      error(#"["\u12G4"]"#)
        == .init(
          line: 1, column: 3, problem: #"invalid \u escape; it takes four hexadecimal digits"#))
    #expect(
      error(#"["\ud83e"]"#)
        == .init(line: 1, column: 3, problem: #"unpaired surrogate in \u escape"#))
    #expect(
      error("[\"a\tb\"]")
        == .init(
          line: 1, column: 4,
          problem: #"control character in a string; write it as an escape like \n"#))
    #expect(
      error("[01]") == .init(line: 1, column: 3, problem: "expected \",\" or \"]\" but found \"1\"")
    )
    #expect(error("[-]") == .init(line: 1, column: 2, problem: "invalid number"))
    #expect(error("[1.]") == .init(line: 1, column: 2, problem: "invalid number"))
    #expect(
      error("{1: 2}") == .init(line: 1, column: 2, problem: "expected a string key but found \"1\"")
    )
    #expect(
      error(#"{"a" 2}"#) == .init(line: 1, column: 6, problem: "expected \":\" but found \"2\""))
    #expect(
      error("[tru]")
        == .init(line: 1, column: 2, problem: "invalid literal (expected true, false or null)"))
    #expect(
      error("{}\n x") == .init(line: 2, column: 2, problem: "unexpected \"x\" after the JSON value")
    )
    #expect(error("[1,]") == .init(line: 1, column: 4, problem: "expected a value but found \"]\""))
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 10_000)
    #expect(error(deep) == .init(line: 1, column: 513, problem: "nesting deeper than 512 levels"))
  }
}
