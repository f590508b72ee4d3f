import Foundation
import Models
import TestSupport
import Testing

@Suite struct HTTPFeedServiceTests {
  @Test func fetchesTheFeedFromTheServer() async throws {
    let feed = try await LoopbackServer.run { origin in
      try await HTTPFeedService(baseURL: "\(origin)/ok/", timeout: .seconds(5)).feed().get()
    }
    #expect(feed == (try TestFixtures.decode(Feed.self, "feed/feed.json")))
  }
}
