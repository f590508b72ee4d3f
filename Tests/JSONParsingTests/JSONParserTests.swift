import Testing

@testable import JSONParsing

@Suite struct JSONParserTests {
  /// Where a message about a syntax error points, and the error's words.
  private struct Report: Equatable {
    var line: Int
    var column: Int
    var problem: String
  }

  /// The error parsing `text` fails with, or `nil`.
  private func syntaxError(_ text: String, options: JSONParser.Options = .strict)
    -> JSONSyntaxError?
  {
    do {
      _ = try JSONParser.parse(text, options: options)
      return nil
    } catch {
      return error
    }
  }

  /// The start of the token at fault and the words of the error parsing `text`, or `nil`.
  private func error(_ text: String) -> Report? {
    syntaxError(text).map {
      Report(line: $0.tokenStart.line, column: $0.tokenStart.column, problem: $0.description)
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

  @Test func jsonWithoutAnyWhitespaceParsesAsTheSpacedOut() throws {
    let compact = try JSONParser.parse(#"{"a":1,"b":[true,null,"x",[]],"c":{"d":-2.5e1,"e":{}}}"#)
    let spaced = try JSONParser.parse(
      #"{ "a" : 1 , "b" : [ true , null , "x" , [ ] ] , "c" : { "d" : -2.5e1 , "e" : { } } }"#)
    #expect(
      compact
        == .object([
          .init(key: "a", value: .number("1")),
          .init(key: "b", value: .array([.bool(true), .null, .string("x"), .array([])])),
          .init(
            key: "c",
            value: .object([
              .init(key: "d", value: .number("-2.5e1")), .init(key: "e", value: .object([])),
            ])),
        ]))
    #expect(compact == spaced)
  }

  @Test func escapesAndSurrogatePairsDecode() throws {
    let value = try JSONParser.parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83e\udd9c""#)
    #expect(value == .string("a\"\\/\u{8}\u{C}\n\r\té🦜"))
  }

  /// The bytes decoding a string literal of `count` copies of `piece` writes, and the
  /// decoded text's length in bytes.
  private func decodingWork(_ piece: String, count: Int) throws -> (work: Int, length: Int) {
    let literal = "\"" + String(repeating: piece, count: count) + "\""
    var parser = JSONParser(bytes: Array(literal.utf8), options: .strict)
    let text = try parser.parseString()
    return (parser.decodedBytes, text.utf8.count)
  }

  @Test(arguments: [
    #"\u00e9"#, #"\n"#, #"ab\n"#, #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\r"#, #"\t"#,
    #"\ud83e\udd9c"#, #"x\u0041yz"#, "plain", "é日",
  ])
  func decodingAStringWritesEachDecodedByteOnceWhateverItsEscapes(piece: String) throws {
    // A string of escapes once copied its text so far at every escape: quadratic work.
    for count in [1, 1_000, 16_000] {
      let decoding = try decodingWork(piece, count: count)
      #expect(decoding.work == decoding.length, "\(count) copies")
    }
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(
      error(#"["日本", x]"#)
        == Report(line: 1, column: 8, problem: "expected a value but found \"x\""))
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

  @Test func fiveHundredTwelveLevelsOfArraysAroundAValueAreAccepted() throws {
    // The same limit as JSONDecoder's: it counts arrays and objects, not the value inside.
    let text = String(repeating: "[", count: 512) + "1" + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSONParser.parse(text) }
    #expect(error("[" + text + "]")?.problem == "nesting deeper than 512 levels")
  }

  @Test(arguments: ["[]", "[1]", "{}", #"{"a": 1}"#])
  func siblingsAtTheDeepestLevelEachLeaveItsLevel(sibling: String) throws {
    // 511 arrays around 600 siblings: each sibling is at level 512, the limit, and only if
    // every one leaves its level on the way out does the next fit; one level more is refused.
    let around = 511
    let siblings = Array(repeating: sibling, count: 600).joined(separator: ",")
    let text =
      String(repeating: "[", count: around) + siblings + String(repeating: "]", count: around)
    #expect(throws: Never.self) { try JSONParser.parse(text) }
    let deeper = "[" + text + "]"
    #expect(
      error(deeper)
        == .init(line: 1, column: 513, problem: "nesting deeper than 512 levels"))
    // Siblings as an object's members, too.
    let members = (0..<600).map { "\"k\($0)\": \(sibling)" }.joined(separator: ",")
    let object =
      String(repeating: "[", count: around - 1) + "{" + members + "}"
      + String(repeating: "]", count: around - 1)
    #expect(throws: Never.self) { try JSONParser.parse(object) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 10_000)
    #expect(error(deep) == .init(line: 1, column: 513, problem: "nesting deeper than 512 levels"))
  }

  @Test func anErrorKeepsBothTheTokensStartAndTheCharacterThatStoppedTheParser() throws {
    let error = try #require(syntaxError("[-]"))
    #expect(error.kind == .invalidNumber)
    #expect(error.tokenStart == JSONSyntaxError.Position(offset: 1, line: 1, column: 2))
    #expect(error.position == JSONSyntaxError.Position(offset: 2, line: 1, column: 3))
    #expect(error.found == "]")
    #expect(!error.endsEarly)
  }

  @Test func inputThatEndsInsideAValueEndsEarlyWithNothingFound() throws {
    let error = try #require(syntaxError(#"{"a": [tr"#))
    #expect(error.kind == .invalidLiteral)
    #expect(error.position == JSONSyntaxError.Position(offset: 9, line: 1, column: 10))
    #expect(error.found == nil)
    #expect(error.endsEarly)
  }

  @Test func onlyWhitespaceIsEmptyRatherThanEndingEarly() throws {
    let error = try #require(syntaxError(" \n "))
    #expect(error.kind == .empty)
    #expect(error.position == JSONSyntaxError.Position(offset: 3, line: 2, column: 2))
    #expect(!error.endsEarly)
  }

  @Test func textAfterTheValueIsTrailingText() throws {
    let error = try #require(syntaxError("[1] x"))
    #expect(error.kind == .trailingText)
    #expect(error.found == "x")
    #expect(error.position.column == 5)
  }

  @Test func grammarOnlyAcceptsDuplicateKeysAndReadsUnpairedSurrogatesAsReplacements() throws {
    #expect(
      syntaxError(#"{"a": 1, "a": 2}"#)?.kind == .duplicateKey("a"))
    #expect(
      try JSONParser.parse(#"{"a": 1, "a": 2}"#, options: .grammarOnly)
        == .object([.init(key: "a", value: .number("1")), .init(key: "a", value: .number("2"))]))
    #expect(
      try JSONParser.parse(#""\ud83e\u0041 \udc00x \ud83e""#, options: .grammarOnly)
        == .string("\u{FFFD}A \u{FFFD}x \u{FFFD}"))
  }

  @Test func grammarOnlyStillRejectsABadSecondHalfOfAPair() throws {
    let error = try #require(syntaxError(#""\ud83e\uZZZZ""#, options: .grammarOnly))
    #expect(error.kind == .invalidUnicodeEscape)
    #expect(error.tokenStart.column == 2)
    #expect(error.position.column == 10)
    #expect(error.found == "Z")
  }

  // Boundary values: each rule at the first and last value it covers, and the values beside.

  @Test(arguments: 0..<0x20)
  func everyControlByteInAStringIsRefused(byte: Int) throws {
    let text = "[\"a" + String(Character(Unicode.Scalar(UInt8(byte)))) + "b\"]"
    let error = try #require(syntaxError(text))
    #expect(error.kind == .controlCharacterInString)
    #expect(error.position.offset == 3)
  }

  @Test func theFirstBytesPastTheControlRangeAreTextInAString() throws {
    #expect(try JSONParser.parse("[\" \u{7F}\"]") == .array([.string(" \u{7F}")]))
  }

  @Test func surrogatePairsDecodeAtBothEndsOfTheirRange() throws {
    // The lowest pair is U+10000 and the highest U+10FFFF.
    #expect(try JSONParser.parse(#""\uD800\uDC00""#) == .string("\u{10000}"))
    #expect(try JSONParser.parse(#""\uDBFF\uDFFF""#) == .string("\u{10FFFF}"))
    #expect(try JSONParser.parse(#""\uD800\uDFFF""#) == .string("\u{103FF}"))
    #expect(try JSONParser.parse(#""\uDBFF\uDC00""#) == .string("\u{10FC00}"))
  }

  @Test func surrogateHalvesJustOutsideTheirRangesAreUnpaired() {
    // U+D7FF and U+E000 are ordinary characters; U+DC00 cannot start a pair.
    #expect(error(#"["\uDBFF\uE000"]"#)?.problem == #"unpaired surrogate in \u escape"#)
    #expect(error(#"["\uD800\uE000"]"#)?.problem == #"unpaired surrogate in \u escape"#)
    #expect(error(#"["\uD800\uDBFF"]"#)?.problem == #"unpaired surrogate in \u escape"#)
    #expect(error(#"["\uDBFF\uDBFF"]"#)?.problem == #"unpaired surrogate in \u escape"#)
    #expect(error(#"["\uDC00"]"#)?.problem == #"unpaired surrogate in \u escape"#)
    #expect(error(#"["\uDFFF\uDC00"]"#)?.problem == #"unpaired surrogate in \u escape"#)
    #expect(error(#"["\uD7FF\uE000"]"#) == nil)
  }

  @Test func grammarOnlyReadsTheEscapeAfterALoneHighSurrogateOnItsOwn() throws {
    #expect(
      try JSONParser.parse(#""\uD800\u0041""#, options: .grammarOnly)
        == .string("\u{FFFD}A"))
  }

  @Test func crlfLineEndsAndTabsAreWhitespaceAndLinesCountAtLineFeeds() throws {
    #expect(
      try JSONParser.parse("{\r\n\t\"a\": [1,\r\n 2]\r\n}\r\n")
        == .object([.init(key: "a", value: .array([.number("1"), .number("2")]))]))
    #expect(
      error("[1,\r\n x]") == .init(line: 2, column: 2, problem: "expected a value but found \"x\""))
  }

  @Test func otherControlCharactersAreNotWhitespace() {
    #expect(syntaxError("[1,\u{0C}2]")?.kind == .unexpected(.value))
    #expect(syntaxError("[1,\u{0B}2]")?.kind == .unexpected(.value))
    #expect(syntaxError("[1,\u{00}2]")?.kind == .unexpected(.value))
  }

  @Test func aDuplicateKeyIsFoundAnywhereInItsObject() throws {
    // Apart, last after first, and in a nested object; equal keys in different objects are fine.
    #expect(syntaxError(#"{"a": 1, "b": 2, "a": 3}"#)?.kind == .duplicateKey("a"))
    #expect(syntaxError(#"{"a": 1, "b": 2, "c": 3, "b": 4}"#)?.kind == .duplicateKey("b"))
    #expect(syntaxError(#"[{"x": {"k": 1, "j": 2, "k": 3}}]"#)?.kind == .duplicateKey("k"))
    #expect(syntaxError(#"{"a": {"a": 1}, "b": {"a": 2}}"#) == nil)
    let error = try #require(syntaxError(#"{"a": 1, "b": 2, "a": 3}"#))
    #expect(error.tokenStart.column == 18)
  }

  @Test func numbersAtTheEdgesOfTheGrammar() {
    #expect(error("[0]") == nil)
    #expect(error("[-0.0e+0]") == nil)
    #expect(error("[1E-2]") == nil)
    #expect(error("[1e+5]") == nil)
    #expect(error("[1e]") == .init(line: 1, column: 2, problem: "invalid number"))
    #expect(error("[1e+]") == .init(line: 1, column: 2, problem: "invalid number"))
    #expect(
      error("[-01]")
        == .init(line: 1, column: 4, problem: "expected \",\" or \"]\" but found \"1\""))
  }

  @Test func hexDigitsAreReadInBothCases() throws {
    #expect(try JSONParser.parse(#""\u00ff\u00FF\u00Af\u0009""#) == .string("ÿÿ¯\t"))
  }

  // MARK: - Hostile input (issue 30)

  @Test func aByteOrderMarkIsNamedByItsCodePoint() {
    #expect(
      error("\u{FEFF}{}")
        == Report(
          line: 1, column: 1,
          problem: "expected a value but found U+FEFF, a byte order mark"))
    #expect(
      error("[1]\u{200B}")
        == Report(line: 1, column: 4, problem: "unexpected U+200B after the JSON value"))
    #expect(
      error("[\u{0}]") == Report(line: 1, column: 2, problem: "expected a value but found U+0000"))
  }

  @Test func aDuplicateKeyIsShownCutAndEscaped() {
    let key = String(repeating: "k", count: 100)
    #expect(
      error(#"{"\#(key)": 1, "\#(key)": 2}"#)?.problem
        == "duplicate key \"" + String(repeating: "k", count: 60) + "…\"")
    #expect(error(#"{"a\u001b": 1, "a\u001b": 2}"#)?.problem == #"duplicate key "a\u{1B}""#)
  }

  @Test func anObjectOfFiftyThousandKeysIsCheckedForDuplicatesInLinearTime() throws {
    // Each key was compared with every earlier one: 1.25 billion comparisons, 145 s in a debug
    // build; with a set, a fraction of a second (the bound leaves room for a loaded machine).
    let members = (0..<50_000).map { "\"k\($0)\": 0" }.joined(separator: ", ")
    let clock = ContinuousClock()
    var keys = 0
    let elapsed = try clock.measure { keys = try JSONParser.parse("{\(members)}").keys?.count ?? 0 }
    #expect(keys == 50_000)
    #expect(elapsed < .seconds(5), "took \(elapsed)")
  }

  @Test func aSummaryShowsThirtyCharactersOfAStringOrNumberWithControlsEscaped() {
    #expect(
      JSONValue.string(String(repeating: "a", count: 31)).summary == "\""
        + String(repeating: "a", count: 30) + "…\"")
    #expect(
      JSONValue.string(String(repeating: "a", count: 30)).summary == "\""
        + String(repeating: "a", count: 30) + "\"")
    #expect(
      JSONValue.number(String(repeating: "1", count: 40)).summary == String(
        repeating: "1", count: 30) + "…")
    #expect(JSONValue.string("a\u{0}\u{1B}[31m\n").summary == #""a\u{0}\u{1B}[31m\n""#)
    #expect(JSONValue.array(Array(repeating: .number("1"), count: 100_000)).summary == "an array")
  }
}
