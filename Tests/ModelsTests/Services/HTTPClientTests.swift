import Foundation
import Testing

@testable import Models

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How transport failures become ``APIError`` cases; the loopback tests cover the real ones.
@Suite struct HTTPClientTests {
  private let web = URLComponents(string: "https://swapi.dev/api/films/")?.url

  @Test func mapsURLErrorsToTheCasesAPersonCanActOn() throws {
    let url = try #require(web)
    func mapped(_ code: URLError.Code) -> APIError {
      HTTPClient.apiError(for: URLError(code), url: url, timeout: 2)
    }
    #expect(mapped(.notConnectedToInternet) == .offline)
    #expect(mapped(.timedOut) == .timedOut(seconds: 2))
    #expect(mapped(.cancelled) == .cancelled)
    #expect(mapped(.cannotConnectToHost) == .transport("could not connect to swapi.dev"))
    #expect(mapped(.cannotFindHost) == .transport("could not find the server swapi.dev"))
    #expect(
      mapped(.networkConnectionLost)
        == .transport("the connection to swapi.dev was lost before the answer was complete"))
    #expect(
      mapped(.serverCertificateUntrusted)
        == .transport("could not make a secure connection to swapi.dev"))
  }

  @Test func taskCancellationIsCancelled() throws {
    let url = try #require(web)
    #expect(HTTPClient.apiError(for: CancellationError(), url: url, timeout: 2) == .cancelled)
  }

  @Test func aLongBodyIsCutToTwoHundredCharactersWithAnEllipsis() {
    let body = String(repeating: "word  \n ", count: 60)
    let snippet = BodySnippet.make(from: Data(body.utf8))
    // "word " repeats every 5 characters: 40 words fill 200, the last space is trimmed.
    #expect(snippet == String(repeating: "word ", count: 40).dropLast() + "…")
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

  @Test func durationsBecomeSeconds() {
    #expect(Duration.milliseconds(500).seconds == 0.5)
    #expect(Duration.seconds(30).seconds == 30)
  }
}
