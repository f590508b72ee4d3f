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

  @Test func indexTitlesAreTheDayOfTheMonthInTheInjectedCalendar() throws {
    let environment = try Fixtures.environment(now: "2026-12-01T10:00:00Z")
    #expect(FeedDay.today.indexTitle(in: environment) == "1")
    #expect(FeedDay.yesterday.indexTitle(in: environment) == "30", "across the month's end")
    #expect(
      FeedDay.date(CalendarDate(year: 2026, month: 11, day: 17)).indexTitle(in: environment) == "17"
    )
    // 23:30 in UTC is already the next day in Paris: today is the 2nd there.
    let paris = try Fixtures.environment(now: "2026-12-01T23:30:00Z", timeZone: "Europe/Paris")
    #expect(FeedDay.today.indexTitle(in: paris) == "2")
    #expect(FeedDay.yesterday.indexTitle(in: paris) == "1")
    let newYear = try Fixtures.environment(now: "2027-01-01T08:00:00Z")
    #expect(FeedDay.yesterday.indexTitle(in: newYear) == "31", "across the year's end")
  }
}
