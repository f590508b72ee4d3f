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
    ] {
      #expect(CalendarDate(text) == nil, "\(text)")
    }
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
