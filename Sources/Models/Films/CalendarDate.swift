/// A day in the calendar with no time or zone, as APIs write `"1977-05-25"`.
public struct CalendarDate: Codable, Hashable, Sendable, Comparable {
  /// The year, e.g. 1977.
  public var year: Int
  /// The month, 1 to 12.
  public var month: Int
  /// The day of the month, 1 to 31.
  public var day: Int

  /// Creates a date from its parts.
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Orders dates by year, then month, then day.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
