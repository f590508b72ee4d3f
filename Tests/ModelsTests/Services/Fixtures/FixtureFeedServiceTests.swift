import Foundation
import Models
import Testing

@Suite struct FixtureFeedServiceTests {
  @Test func theFeedServiceReadsFeedJSON() async throws {
    let feed = try await FixtureFeedService(directory: TestFixtures.directory).feed().get()
    #expect(feed.statuses.count == 6)
    #expect(feed.photos.count == 4)
  }

  @Test func anotherFileCanStandInForTheDefault() async {
    let feed = FixtureFeedService(
      directory: TestFixtures.directory, relativePath: "recordings/truncated.json")
    #expect(
      await feed.feed().failureMessage
        == "truncated JSON: the data ends at line 100, column 25 before the value is complete"
        + " (in Fixtures/API/recordings/truncated.json)")
  }
}
