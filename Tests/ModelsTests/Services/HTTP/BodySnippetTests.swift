import Foundation
import Testing

@testable import Models

@Suite struct BodySnippetTests {
  @Test func aLongBodyIsCutToTwoHundredCharactersWithAnEllipsis() {
    let body = String(repeating: "word  \n ", count: 60)
    let snippet = BodySnippet.make(from: Data(body.utf8))
    // "word " repeats every 5 characters: 40 words fill 200, the last space is trimmed.
    #expect(snippet == String(repeating: "word ", count: 40).dropLast() + "…")
  }

  @Test func aBodyOfExactlyTwoHundredCharactersIsKeptWhole() {
    let exact = String(repeating: "a", count: 200)
    #expect(BodySnippet.make(from: Data(exact.utf8)) == exact)
    let over = exact + "b"
    #expect(BodySnippet.make(from: Data(over.utf8)) == exact + "…")
  }

  @Test func aShortPlainBodyIsKeptWithItsWhitespaceCollapsed() {
    #expect(
      BodySnippet.make(from: Data("  Rate\n\n limit\texceeded ".utf8)) == "Rate limit exceeded")
    #expect(BodySnippet.make(from: Data()) == "")
  }

  @Test func anHTMLBodyLosesItsTags() {
    let html = "<html><body><h1>Bad Gateway</h1><p>upstream <b>timed</b> out</p></body></html>"
    #expect(BodySnippet.make(from: Data(html.utf8)) == "Bad Gateway upstream timed out")
  }
}
