import Foundation
import TestSupport
import Testing

@testable import Models

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How transport failures become ``APIError`` cases; the loopback tests cover the real ones.
@Suite struct HTTPClientTests {
  private let web = URLComponents(string: "https://swapi.dev/api/films/")?.url

  @Test(arguments: [
    (URLError.Code.notConnectedToInternet, APIError.offline),
    (.dataNotAllowed, .offline),
    (.internationalRoamingOff, .offline),
    (.timedOut, .timedOut(seconds: 2)),
    (.cancelled, .cancelled),
    (.cannotConnectToHost, .transport("could not connect to swapi.dev")),
    (.cannotFindHost, .transport("could not find the server swapi.dev")),
    (.dnsLookupFailed, .transport("could not find the server swapi.dev")),
    (
      .networkConnectionLost,
      .transport("the connection to swapi.dev was lost before the answer was complete")
    ),
    (.secureConnectionFailed, .transport("could not make a secure connection to swapi.dev")),
    (.serverCertificateUntrusted, .transport("could not make a secure connection to swapi.dev")),
    (.serverCertificateHasBadDate, .transport("could not make a secure connection to swapi.dev")),
    (
      .serverCertificateNotYetValid, .transport("could not make a secure connection to swapi.dev")
    ),
    (
      .serverCertificateHasUnknownRoot,
      .transport("could not make a secure connection to swapi.dev")
    ),
    (.badServerResponse, .transport("swapi.dev sent an answer that is not valid HTTP")),
  ])
  func mapsEachURLErrorToTheCaseAPersonCanActOn(code: URLError.Code, expected: APIError) throws {
    let url = try #require(web)
    #expect(HTTPClient.apiError(for: URLError(code), url: url, timeout: 2) == expected)
  }

  @Test func anyOtherURLErrorNamesTheHostAndKeepsTheSystemsWords() throws {
    let url = try #require(web)
    let error = URLError(.badURL)
    #expect(
      HTTPClient.apiError(for: error, url: url, timeout: 2)
        == .transport("the request to swapi.dev failed: \(error.localizedDescription)"))
  }

  @Test func everyRequestAsksForJSON() async throws {
    // The server answers 406 to a request that does not accept application/json.
    let todos = try await LoopbackServer.run { origin in
      try await HTTPTodosService(baseURL: "\(origin)/json-only/", timeout: .seconds(5)).todos()
        .get()
    }
    #expect(todos == (try TestFixtures.decode([Todo].self, "todos/todos.json")))
  }

  @Test func taskCancellationIsCancelled() throws {
    let url = try #require(web)
    #expect(HTTPClient.apiError(for: CancellationError(), url: url, timeout: 2) == .cancelled)
  }

  @Test func durationsBecomeSeconds() {
    #expect(Duration.milliseconds(500).seconds == 0.5)
    #expect(Duration.seconds(30).seconds == 30)
  }

  @Test func statusesFrom200To299AreDecodedAndAnyOtherIsAnHTTPError() async throws {
    // The loopback server answers both with an HTML page: decoding it fails, which shows
    // that 299 was taken as a success.
    let (last, first) = try await LoopbackServer.run { origin in
      let client = HTTPClient(timeout: .seconds(5))
      return (
        await client.get(try #require(URL(string: "\(origin)/status/299/")), as: [String].self),
        await client.get(try #require(URL(string: "\(origin)/status/300/")), as: [String].self)
      )
    }
    guard case .failure(.decoding) = last else {
      Issue.record("299: \(last)")
      return
    }
    guard case .failure(.httpStatus(code: 300, _)) = first else {
      Issue.record("300: \(first)")
      return
    }
  }
}
