import Foundation
import Models
import TestSupport
import Testing

@Suite struct HTTPArticlesServiceTests {
  @Test func fetchesTheRawItemsFromTheServer() async throws {
    let items = try await LoopbackServer.run { origin in
      try await HTTPArticlesService(baseURL: "\(origin)/ok/", timeout: .seconds(5))
        .articleItems().get()
    }
    #expect(items.count == 8)
    #expect(items.first?["title"] == "Cells should configure themselves")
    #expect(items[6]["id"] == nil)
  }
}
