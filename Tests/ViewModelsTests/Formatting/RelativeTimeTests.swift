import ListKit
import Testing
import ViewModels

@Suite struct RelativeTimeTests {
  @Test(arguments: [
    ("2026-11-21T10:00:00Z", "just now"),
    ("2026-11-21T09:59:01Z", "just now"),
    ("2026-11-21T10:05:00Z", "just now"),
    ("2026-11-21T09:59:00Z", "1 min ago"),
    ("2026-11-21T09:00:01Z", "59 min ago"),
    ("2026-11-21T09:00:00Z", "1 h ago"),
    ("2026-11-20T10:00:01Z", "23 h ago"),
    ("2026-11-20T10:00:00Z", "1 d ago"),
    ("2026-11-14T10:00:01Z", "6 d ago"),
    ("2026-11-14T10:00:00Z", "November 14, 2026"),
  ])
  func describesHowLongAgoFromTheInjectedClock(posted: String, text: String) throws {
    let environment = try Fixtures.environment(now: "2026-11-21T10:00:00Z")
    #expect(RelativeTime.text(for: try Fixtures.date(posted), in: environment) == text)
  }

  @Test func olderDatesFollowTheLocale() throws {
    let environment = try Fixtures.environment(locale: "en_GB")
    let posted = try Fixtures.date("2026-10-02T10:00:00Z")
    #expect(RelativeTime.text(for: posted, in: environment) == "2 October 2026")
  }
}
