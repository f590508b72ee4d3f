import Foundation
import Models
import Testing

@Suite struct FeedTests {
  private let ash = User(id: "u1", name: "Ash Ketchum", avatarName: "ash")
  private let misty = User(id: "u2", name: "Misty", avatarName: "misty")
  private let brock = User(id: "u3", name: "Brock", avatarName: "brock")

  @Test func decodesStatusesWithTheirUsersCommentsAndFavouriteFlags() throws {
    let feed = try TestFixtures.decode(Feed.self, "feed/feed.json")
    #expect(feed.statuses.map(\.id) == ["s101", "s102", "s103", "s104", "s105", "s106"])
    let first = try #require(feed.statuses.first)
    #expect(
      first
        == Status(
          id: "s101",
          text: "Caught a Pikachu in Viridian Forest this morning! It refuses to go in its ball.",
          user: ash,
          comments: [
            Comment(id: "c1", user: misty, text: "Good luck with that one."),
            Comment(id: "c2", user: brock, text: "Try some berries first."),
          ],
          isFavorite: true,
          createdAt: try TestFixtures.instant("2026-11-21T08:12:00Z")))
    #expect(feed.statuses.map(\.isFavorite) == [true, false, false, false, true, false])
  }

  @Test func decodesPhotosIncludingAnEmojiCaptionAndAMissingCaption() throws {
    let feed = try TestFixtures.decode(Feed.self, "feed/feed.json")
    #expect(
      feed.photos.map(\.imageName) == ["pikachu-beach", "cerulean-gym", "onix-lunch", "lab-garden"])
    #expect(feed.photos[0].caption == "Beach day with Pikachu ⚡️🏖️")
    #expect(feed.photos[0].user == ash)
    #expect(feed.photos[1].caption == "")
    #expect(feed.photos[3].caption == "研究所の庭で。Bulbasaur is thriving 🌱")
  }

  @Test func missingOptionalFieldsTakeTheirDefaults() throws {
    let feed = try TestFixtures.decode(Feed.self, "feed/feed.json")
    let soup = try #require(feed.statuses.first { $0.id == "s104" })
    #expect(soup.comments.isEmpty)
    let oak = try #require(feed.statuses.first { $0.id == "s105" }?.user)
    #expect(oak == User(id: "u6", name: "Professor Oak", avatarName: ""))
  }

  @Test func keepsChineseAndJapaneseText() throws {
    let feed = try TestFixtures.decode(Feed.self, "feed/feed.json")
    let satoshi = try #require(feed.statuses.first { $0.id == "s103" })
    #expect(satoshi.user.name == "サトシ")
    #expect(satoshi.text == "ピカチュウと一緒にマサラタウンへ帰ります。")
    #expect(satoshi.comments.first?.text == "一路顺风！")
  }

  @Test func readsTimestampsWithFractionsAndOffsets() throws {
    let feed = try TestFixtures.decode(Feed.self, "feed/feed.json")
    let gym = try #require(feed.statuses.first { $0.id == "s102" })
    #expect(gym.createdAt == (try TestFixtures.instant("2026-11-21T07:03:45Z")) + 0.25)
    let soup = try #require(feed.statuses.first { $0.id == "s104" })
    #expect(soup.createdAt == (try TestFixtures.instant("2026-11-20T11:00:00Z")))
    let lunch = try #require(feed.photos.first { $0.id == "p203" })
    #expect(lunch.createdAt == (try TestFixtures.instant("2026-11-19T12:30:10Z")) + 0.5)
  }

  @Test func spansTodayYesterdayAndOlderDaysRelativeToTheFixedDate() throws {
    let feed = try TestFixtures.decode(Feed.self, "feed/feed.json")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let now = try TestFixtures.instant("2026-11-21T09:41:00Z")
    let today = calendar.startOfDay(for: now)
    func daysAgo(_ date: Date) -> Int {
      calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: today).day ?? -1
    }
    #expect(feed.statuses.map { daysAgo($0.createdAt) } == [0, 0, 1, 1, 3, 21])
    #expect(feed.photos.map { daysAgo($0.createdAt) } == [0, 1, 2, 19])
    #expect(feed.statuses.allSatisfy { $0.createdAt < now })
    #expect(feed.photos.allSatisfy { $0.createdAt < now })
  }

  @Test func aDateThatIsNotISO8601IsADecodingErrorNamingThePath() {
    let json = #"""
      {"statuses": [{"id": "s1", "text": "Hi", "user": {"id": "u1", "name": "Ash"},
      "created_at": "yesterday"}], "photos": []}
      """#
    let result = AnswerDecoder().decode(Feed.self, from: Data(json.utf8), source: "feed")
    #expect(
      result.failureMessage
        == #"statuses[0].created_at: expected an ISO 8601 date like 2026-11-21T09:41:00Z, found the string "yesterday" (in feed)"#
    )
  }

  @Test func encodingThenDecodingGivesTheSameFeed() throws {
    let feed = try TestFixtures.decode(Feed.self, "feed/feed.json")
    let decoded = try JSONDecoder().decode(Feed.self, from: JSONEncoder().encode(feed))
    #expect(decoded == feed)
  }
}
