import Foundation
import ListKit
import Models
import TestSupport
import Testing
import ViewModels

/// The Recordings screen against a real HTTP server on 127.0.0.1.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct RecordingsControllerHTTPTests {
  /// An HTTP recordings service that remembers what each call came back with.
  final class RecordingHTTPService: RecordingsService {
    let http: HTTPRecordingsService
    private let results = Results()

    init(origin: String) {
      http = HTTPRecordingsService(baseURL: origin + "/slow-queries/api/2/")
    }

    func recordings(matching query: String, page: Int) async -> Result<RecordingsPage, APIError> {
      let result = await http.recordings(matching: query, page: page)
      await results.append(query, result)
      return result
    }

    /// The result of every finished call, by query.
    func finished() async -> [String: Result<RecordingsPage, APIError>] {
      await results.byQuery
    }
  }

  actor Results {
    private(set) var byQuery: [String: Result<RecordingsPage, APIError>] = [:]

    func append(_ query: String, _ result: Result<RecordingsPage, APIError>) {
      byQuery[query] = result
    }
  }

  @Test func aNewSearchCancelsTheRequestOfTheSearchItSupersedes() async throws {
    try await LoopbackServer.run { origin in
      let service = RecordingHTTPService(origin: origin)
      let controller = RecordingsController(service: service)
      // The server holds any query with "slow" in it for 2 seconds before answering.
      let superseded = try #require(controller.searchSubmitted("slow owl"))
      let current = try #require(controller.searchSubmitted("wren"))
      await current.value
      await superseded.value

      let finished = await service.finished()
      #expect(finished["slow owl"].map(Self.summary) == "failure(cancelled)")
      #expect(finished["wren"].map(Self.summary) == "success(wren)")
      #expect(controller.state.query == "wren")
      #expect(controller.state.list.items.map(\.englishName) == ["wren"])
    }
  }

  private static func summary(_ result: Result<RecordingsPage, APIError>) -> String {
    switch result {
    case .success(let page): "success(\(page.recordings.map(\.englishName).joined()))"
    case .failure(let error): "failure(\(error))"
    }
  }
}
