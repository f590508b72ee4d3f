import Foundation
import Models
import Testing

@Suite struct CalendarDateTests {
  @Test func ordersByYearThenMonthThenDay() {
    let newHope = CalendarDate(year: 1977, month: 5, day: 25)
    let empire = CalendarDate(year: 1980, month: 5, day: 17)
    let sameYearLater = CalendarDate(year: 1977, month: 12, day: 1)
    #expect(newHope < empire)
    #expect(newHope < sameYearLater)
    #expect(!(empire < newHope))
    // A date is not before itself, nor before one a day, a month or a year earlier.
    let again = CalendarDate(year: 1977, month: 5, day: 25)
    #expect(!(newHope < again))
    #expect(newHope <= again && newHope >= again)
    for earlier in [
      CalendarDate(year: 1977, month: 5, day: 24), CalendarDate(year: 1977, month: 4, day: 25),
      CalendarDate(year: 1976, month: 5, day: 25),
    ] {
      #expect(earlier < newHope)
      #expect(!(newHope < earlier))
    }
  }

  @Test func readsAndWritesTheYearMonthDayForm() {
    #expect(CalendarDate("1977-05-25") == CalendarDate(year: 1977, month: 5, day: 25))
    #expect(CalendarDate(year: 2005, month: 5, day: 9).description == "2005-05-09")
    #expect(CalendarDate(year: 33, month: 1, day: 2).description == "0033-01-02")
  }

  @Test func rejectsDaysThatDoNotExistAndOtherForms() {
    for text in [
      "1977-13-01", "1977-00-10", "1977-04-31", "1977-02-29", "1900-02-29", "1977-5-25",
      "77-05-25", "1977/05/25", "1977-05-25T00:00:00Z", "", "١٩٧٧-٠٥-٢٥",
      // An empty part is a part: an extra dash anywhere leaves four.
      "1977--05-25", "-1977-05-25", "1977-05-25-", "1977-05--25",
    ] {
      #expect(CalendarDate(text) == nil, "\(text)")
    }
  }

  @Test func acceptsTheFirstAndLastDayOfEveryMonth() {
    let lastDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    for (index, last) in lastDays.enumerated() {
      let month = index + 1
      let padded = month < 10 ? "0\(month)" : "\(month)"
      #expect(CalendarDate("1977-\(padded)-01") == CalendarDate(year: 1977, month: month, day: 1))
      #expect(
        CalendarDate("1977-\(padded)-\(last)") == CalendarDate(year: 1977, month: month, day: last))
      #expect(CalendarDate("1977-\(padded)-\(last + 1)") == nil, "day after the last of \(month)")
      #expect(CalendarDate("1977-\(padded)-00") == nil)
    }
  }

  @Test func aDecemberDateReadsAndWritesWithItsPadding() {
    #expect(CalendarDate("1999-12-31") == CalendarDate(year: 1999, month: 12, day: 31))
    #expect(CalendarDate(year: 1999, month: 12, day: 31).description == "1999-12-31")
    #expect(CalendarDate(year: 7, month: 1, day: 1).description == "0007-01-01")
    #expect(CalendarDate("1977-12-5") == nil)
    #expect(CalendarDate("1977-1-05") == nil)
  }

  @Test func acceptsTheTwentyNinthOfFebruaryInLeapYears() {
    #expect(CalendarDate("2000-02-29") == CalendarDate(year: 2000, month: 2, day: 29))
    #expect(CalendarDate("2024-02-29") == CalendarDate(year: 2024, month: 2, day: 29))
  }

  @Test func decodesFromAndEncodesToAJSONString() throws {
    let dates = try JSONDecoder().decode([CalendarDate].self, from: Data(#"["1999-05-19"]"#.utf8))
    #expect(dates == [CalendarDate(year: 1999, month: 5, day: 19)])
    let json = String(decoding: try JSONEncoder().encode(dates), as: UTF8.self)
    #expect(json == #"["1999-05-19"]"#)
  }

  @Test func aNumberIsNotADate() {
    let result = AnswerDecoder().decode(
      [CalendarDate].self, from: Data("[19990519]".utf8), source: "dates")
    #expect(
      result.failureMessage
        == "[0]: expected a date like 1977-05-25, found the number 19990519 (in dates)")
  }
}
