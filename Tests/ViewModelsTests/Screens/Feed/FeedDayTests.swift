import ListKit
import Models
import Testing
import ViewModels

@Suite struct FeedDayTests {
  @Test func countsTodayAndYesterdayFromTheInjectedClock() throws {
    let environment = try Fixtures.environment(now: "2026-11-21T10:00:00Z")
    #expect(FeedDay(of: try Fixtures.date("2026-11-21T00:00:00Z"), in: environment) == .today)
    #expect(FeedDay(of: try Fixtures.date("2026-11-20T23:59:59Z"), in: environment) == .yesterday)
    #expect(FeedDay(of: try Fixtures.date("2026-11-20T00:00:00Z"), in: environment) == .yesterday)
    #expect(
      FeedDay(of: try Fixtures.date("2026-11-19T23:59:59Z"), in: environment)
        == .date(CalendarDate(year: 2026, month: 11, day: 19)))
  }

  @Test func daysStartAtMidnightInTheInjectedTimeZone() throws {
    let posted = try Fixtures.date("2026-11-20T23:30:00Z")
    #expect(FeedDay(of: posted, in: try Fixtures.environment(timeZone: "UTC")) == .yesterday)
    #expect(FeedDay(of: posted, in: try Fixtures.environment(timeZone: "Europe/Paris")) == .today)
  }

  @Test func titlesAreTodayYesterdayThenTheLongDateInTheLocale() throws {
    let day = FeedDay.date(CalendarDate(year: 2026, month: 11, day: 19))
    #expect(FeedDay.today.title(in: try Fixtures.environment()) == "Today")
    #expect(FeedDay.yesterday.title(in: try Fixtures.environment()) == "Yesterday")
    #expect(day.title(in: try Fixtures.environment(locale: "en_US")) == "November 19, 2026")
    #expect(day.title(in: try Fixtures.environment(locale: "en_GB")) == "19 November 2026")
    #expect(
      day.title(in: try Fixtures.environment(timeZone: "Pacific/Kiritimati"))
        == "November 19, 2026", "the date is the day itself, whatever the zone")
  }
}
