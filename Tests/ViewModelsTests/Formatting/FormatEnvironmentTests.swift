import ListKit
import Testing
import ViewModels

@Suite struct FormatEnvironmentTests {
  @Test func theLongDateFollowsTheInjectedLocale() throws {
    let date = try Fixtures.date("2026-11-19T12:00:00Z")
    #expect(try Fixtures.environment(locale: "en_US").longDate(date) == "November 19, 2026")
    #expect(try Fixtures.environment(locale: "en_GB").longDate(date) == "19 November 2026")
  }

  @Test func theLongDateFollowsTheInjectedTimeZone() throws {
    let date = try Fixtures.date("2026-11-19T23:30:00Z")
    #expect(try Fixtures.environment(timeZone: "UTC").longDate(date) == "November 19, 2026")
    #expect(
      try Fixtures.environment(timeZone: "Europe/Paris").longDate(date) == "November 20, 2026")
  }

  @Test func theCalendarCountsDaysInTheInjectedTimeZone() throws {
    let environment = try Fixtures.environment(timeZone: "Asia/Tokyo")
    #expect(environment.calendar.timeZone.identifier == "Asia/Tokyo")
    #expect(environment.now() == (try Fixtures.date("2026-11-21T10:00:00Z")))
  }
}
