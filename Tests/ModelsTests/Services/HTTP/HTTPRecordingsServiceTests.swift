import Foundation
import Models
import TestSupport
import Testing

@Suite struct HTTPRecordingsServiceTests {
  @Test func buildsXenoCantosRequestURL() throws {
    let url = try HTTPRecordingsService().requestURL(query: "parrot", page: 2).get()
    #expect(url.absoluteString == "https://xeno-canto.org/api/2/recordings?query=parrot&page=2")
  }

  @Test func escapesSpacesAmpersandsPlusesEqualsAndNonASCIIInTheQuery() throws {
    let url = try HTTPRecordingsService().requestURL(query: "grey parrot&a+b=c 鸚鵡 ñ", page: 1)
      .get()
    // 鸚 is E9 B8 9A and 鵡 is E9 B5 A1 in UTF-8; ñ is C3 B1.
    #expect(
      url.absoluteString
        == "https://xeno-canto.org/api/2/recordings?query=grey%20parrot%26a%2Bb%3Dc%20%E9%B8%9A%E9%B5%A1%20%C3%B1&page=1"
    )
  }

  @Test func joinsABaseURLWithOrWithoutATrailingSlash() throws {
    for base in ["http://127.0.0.1:8080/api/2", "http://127.0.0.1:8080/api/2/"] {
      let url = try HTTPRecordingsService(baseURL: base).requestURL(query: "owl", page: 1).get()
      #expect(url.absoluteString == "http://127.0.0.1:8080/api/2/recordings?query=owl&page=1")
    }
  }

  @Test func refusesAnEmptyQueryAPageBelowOneAndABaseThatIsNotHTTP() {
    #expect(
      HTTPRecordingsService().requestURL(query: " ", page: 1).failureMessage
        == "The request could not be made: the search query is empty")
    #expect(
      HTTPRecordingsService().requestURL(query: "owl", page: 0).failureMessage
        == "The request could not be made: page 0 does not exist; pages count from 1")
    #expect(
      HTTPRecordingsService(baseURL: "ftp://example.com/").requestURL(query: "owl", page: 1)
        .failureMessage
        == #"The request could not be made: the base URL "ftp://example.com/" is not an http or https URL"#
    )
  }

  @Test func fetchesAndDecodesAPageFromTheServer() async throws {
    let page = try await LoopbackServer.run { origin in
      try await HTTPRecordingsService(baseURL: "\(origin)/ok/api/2/", timeout: .seconds(5))
        .recordings(matching: "parrot", page: 3).get()
    }
    #expect(page == (try TestFixtures.decode(RecordingsPage.self, "recordings/parrot-page-3.json")))
  }

  @Test func theQueryReachesTheServerIntact() async throws {
    let query = "grey parrot&a+b=c 鸚鵡"
    let page = try await LoopbackServer.run { origin in
      try await HTTPRecordingsService(baseURL: "\(origin)/ok/api/2/", timeout: .seconds(5))
        .recordings(matching: query, page: 2).get()
    }
    // The echo endpoint answers the query as the server decoded it, and the raw query string.
    #expect(page.page == 2)
    #expect(page.recordings.first?.englishName == query)
    #expect(
      page.recordings.first?.locality
        == "query=grey%20parrot%26a%2Bb%3Dc%20%E9%B8%9A%E9%B5%A1&page=2")
  }

  @Test func aTruncatedBodyIsADecodingErrorNamingTheRequest() async throws {
    let (result, origin) = try await LoopbackServer.run { origin in
      (
        await HTTPRecordingsService(baseURL: "\(origin)/truncated/", timeout: .seconds(5))
          .recordings(matching: "parrot", page: 1), origin
      )
    }
    #expect(
      result.failureMessage
        == "truncated JSON: the data ends at line 100, column 25 before the value is complete"
        + " (in \(origin)/truncated/recordings?query=parrot&page=1)")
  }

  @Test func anHTMLPageWithStatus500IsAnHTTPStatusErrorWithASnippet() async throws {
    let result = try await LoopbackServer.run { origin in
      await HTTPRecordingsService(baseURL: "\(origin)/status/500/", timeout: .seconds(5))
        .recordings(matching: "parrot", page: 1)
    }
    #expect(
      result.failureMessage
        == "The server answered 500 Internal Server Error: 503 Service Unavailable Service"
        + " Unavailable xeno-canto is down for scheduled maintenance. Please try again in a few"
        + " minutes. nginx")
  }
}
