/// A day in the calendar with no time or zone, as APIs write `"1977-05-25"`.
package struct CalendarDate: Codable, Hashable, Sendable, Comparable {
  /// The year, e.g. 1977.
  package var year: Int
  /// The month, 1 to 12.
  package var month: Int
  /// The day of the month, 1 to 31.
  package var day: Int

  /// Creates a date from its parts.
  package init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Orders dates by year, then month, then day.
  package static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
