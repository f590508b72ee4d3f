import Foundation
import Models
import TestSupport
import Testing

@Suite struct HTTPFilmsServiceTests {
  @Test func buildsSWAPIsRequestURL() throws {
    #expect(
      try HTTPFilmsService().requestURL(page: 1).get().absoluteString
        == "https://swapi.dev/api/films/?page=1")
    #expect(
      try HTTPFilmsService().requestURL(page: 12).get().absoluteString
        == "https://swapi.dev/api/films/?page=12")
  }

  @Test func refusesAPageBelowOne() {
    #expect(
      HTTPFilmsService().requestURL(page: 0).failureMessage
        == "The request could not be made: page 0 does not exist; pages count from 1")
  }

  @Test func fetchesTheFilmsFromTheServer() async throws {
    let page = try await LoopbackServer.run { origin in
      try await HTTPFilmsService(baseURL: "\(origin)/ok/api/", timeout: .seconds(5))
        .films(page: 1).get()
    }
    #expect(page == (try TestFixtures.decode(FilmsPage.self, "films/films.json")))
  }

  @Test func aMissingPageIsA404WithSWAPIsBody() async throws {
    let result = try await LoopbackServer.run { origin in
      await HTTPFilmsService(baseURL: "\(origin)/ok/api/", timeout: .seconds(5)).films(page: 2)
    }
    #expect(result.failureMessage == #"The server answered 404 Not Found: {"detail": "Not found"}"#)
  }

  @Test func malformedJSONIsADecodingErrorWithTheLineAndColumn() async throws {
    let (result, origin) = try await LoopbackServer.run { origin in
      (
        await HTTPFilmsService(baseURL: "\(origin)/malformed/", timeout: .seconds(5)).films(
          page: 1), origin
      )
    }
    #expect(
      result.failureMessage
        == #"malformed JSON at line 1, column 26: unexpected "}" (in "# + origin
        + "/malformed/films/?page=1)")
  }

  @Test func aSlowServerTimesOut() async throws {
    let result = try await LoopbackServer.run { origin in
      await HTTPFilmsService(baseURL: "\(origin)/slow/", timeout: .milliseconds(500)).films(page: 1)
    }
    #expect(result.failureMessage == "The server did not answer within 0.5 seconds.")
  }

  @Test func aBodyShorterThanPromisedIsALostConnection() async throws {
    let result = try await LoopbackServer.run { origin in
      await HTTPFilmsService(baseURL: "\(origin)/short-body/", timeout: .seconds(5)).films(page: 1)
    }
    // Linux's URLSession passes libcurl's words on; Apple's names the lost connection.
    #if canImport(FoundationNetworking)
      #expect(
        result.failureMessage
          == "Could not reach the server: the request to 127.0.0.1 failed: transfer closed with"
          + " 483 bytes remaining to read")
    #else
      #expect(
        result.failureMessage
          == "Could not reach the server: the connection to 127.0.0.1 was lost before the"
          + " answer was complete")
    #endif
  }

  @Test func aServerThatIsNotThereCannotBeReached() async throws {
    // Port 1 (tcpmux) is privileged and unused, so connecting to it is refused at once.
    let result = await HTTPFilmsService(baseURL: "http://127.0.0.1:1/api/", timeout: .seconds(5))
      .films(page: 1)
    #expect(result.failureMessage == "Could not reach the server: could not connect to 127.0.0.1")
  }
}
