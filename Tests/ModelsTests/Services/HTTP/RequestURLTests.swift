import Foundation
import TestSupport
import Testing

@testable import Models

/// Request URLs from a base URL: only an http or https URL with a host is a base.
@Suite struct RequestURLTests {
  @Test(arguments: [
    "http://", "https:///api/2/", "http:api/2/", "https://:8080/", "example.com/api/",
    "ftp://example.com/", "",
  ])
  func refusesABaseThatIsNotAnHTTPOrHTTPSURLWithAHost(base: String) {
    #expect(
      RequestURL.make(base: base, path: "films").failureMessage
        == "The request could not be made: the base URL \"\(base)\" is not an http or https URL")
  }

  @Test(arguments: [
    ("http://h", "http://h/films"), ("HTTPS://example.com/", "HTTPS://example.com/films"),
    ("https://127.0.0.1:8080/api", "https://127.0.0.1:8080/api/films"),
  ])
  func acceptsAnHTTPOrHTTPSBaseWithAHostInAnyCase(base: String, expected: String) throws {
    #expect(try RequestURL.make(base: base, path: "films").get().absoluteString == expected)
  }
}
