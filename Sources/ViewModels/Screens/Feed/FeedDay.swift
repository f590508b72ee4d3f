import Foundation
import ListKit
import Models

/// The day a feed section gathers, relative to the environment's clock.
package enum FeedDay: Hashable, Sendable {
  /// The day the clock is in.
  case today
  /// The day before it.
  case yesterday
  /// Any other day.
  case date(CalendarDate)

  /// The day `date` falls on, as seen from `environment`.
  package init(of date: Date, in environment: FormatEnvironment) {
    let calendar = environment.calendar
    let today = calendar.startOfDay(for: environment.now())
    let day = calendar.startOfDay(for: date)
    switch calendar.dateComponents([.day], from: day, to: today).day {
    case 0: self = .today
    case 1: self = .yesterday
    default:
      let parts = calendar.dateComponents([.year, .month, .day], from: day)
      self = .date(
        CalendarDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0))
    }
  }

  /// The day of the month as the section index shows it, e.g. `21` for today on November 21
  /// in the environment's calendar and time zone; `17` for November 17.
  package func indexTitle(in environment: FormatEnvironment) -> String {
    let calendar = environment.calendar
    switch self {
    case .today:
      return String(calendar.component(.day, from: environment.now()))
    case .yesterday:
      let today = calendar.startOfDay(for: environment.now())
      let yesterday = calendar.date(byAdding: .day, value: -1, to: today) ?? today
      return String(calendar.component(.day, from: yesterday))
    case .date(let day):
      return String(day.day)
    }
  }

  /// `Today`, `Yesterday`, or the long date in the environment's locale, e.g.
  /// `November 17, 2026` in `en_US`.
  package func title(in environment: FormatEnvironment) -> String {
    switch self {
    case .today: return "Today"
    case .yesterday: return "Yesterday"
    case .date(let day):
      let parts = DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)
      guard let date = environment.calendar.date(from: parts) else {
        return "\(day.year)-\(day.month)-\(day.day)"
      }
      return environment.longDate(date)
    }
  }
}
