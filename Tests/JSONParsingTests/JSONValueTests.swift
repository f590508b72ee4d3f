import JSONParsing
import Testing

/// How error messages name a value they found: short ones as written, on both sides of the
/// 30-character limits, containers by kind.
@Suite struct JSONValueTests {
  @Test func scalarsAreShownAsWritten() {
    #expect(JSONValue.null.summary == "null")
    #expect(JSONValue.bool(true).summary == "true")
    #expect(JSONValue.bool(false).summary == "false")
    #expect(JSONValue.number("-1.5e3").summary == "-1.5e3")
  }

  @Test func aStringIsShownWholeUpToThirtyCharactersAndCutAfter() {
    let thirty = String(repeating: "é", count: 30)
    #expect(JSONValue.string(thirty).summary == "\"\(thirty)\"")
    #expect(JSONValue.string(thirty + "x").summary == "\"\(thirty)…\"")
  }

  @Test func anArrayOfScalarsIsShownWhileItsTextHasThirtyCharactersAndNamedAfter() {
    // Ten one-digit numbers: 30 characters with the brackets and separators.
    let thirty = JSONValue.array((0...9).map { .number("\($0)") })
    #expect(thirty.summary == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]")
    #expect(thirty.summary.count == 30)
    let longer = JSONValue.array((0...8).map { .number("\($0)") } + [.number("10")])
    #expect(longer.summary == "an array")
    #expect(JSONValue.array([]).summary == "[]")
  }

  @Test func containersInsideAnArrayOrAnObjectAreNamedByKind() {
    #expect(JSONValue.array([.array([])]).summary == "an array")
    #expect(JSONValue.array([.number("1"), .object([])]).summary == "an array")
    #expect(JSONValue.object([]).summary == "an object")
  }
}
