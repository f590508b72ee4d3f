import Foundation
import ListKit

/// The clock, calendar, time zone and locale that every date on screen is computed with.
///
/// Injected so that the same input renders the same text on every machine; nothing in the
/// view-models reads the current date, locale or time zone.
package struct FormatEnvironment: Sendable {
  /// Answers the current instant.
  package var now: @Sendable () -> Date
  /// The calendar days are counted in; its time zone is ``timeZone``.
  package var calendar: Calendar
  /// The zone days start and end in.
  package var timeZone: TimeZone
  /// The language and region dates are written for.
  package var locale: Locale

  /// Creates an environment; `calendar` is given `timeZone` and `locale`.
  package init(
    now: @escaping @Sendable () -> Date, calendar: Calendar, timeZone: TimeZone, locale: Locale
  ) {
    var calendar = calendar
    calendar.timeZone = timeZone
    calendar.locale = locale
    self.now = now
    self.calendar = calendar
    self.timeZone = timeZone
    self.locale = locale
  }

  /// An environment whose clock always answers `instant`, in the Gregorian calendar: what
  /// tests and scripted scenarios use.
  package static func fixed(at instant: Date, timeZone: TimeZone, locale: Locale) -> Self {
    FormatEnvironment(
      now: { instant }, calendar: Calendar(identifier: .gregorian), timeZone: timeZone,
      locale: locale)
  }

  /// `date` written in the long style of ``locale`` without a time, e.g. `November 19, 2026`
  /// in `en_US` or `19 November 2026` in `en_GB`.
  package func longDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = timeZone
    formatter.locale = locale
    formatter.dateStyle = .long
    formatter.timeStyle = .none
    return formatter.string(from: date)
  }
}
