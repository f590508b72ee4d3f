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
}
