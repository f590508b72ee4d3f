import Foundation
import ListKit

/// How long ago something happened, in the short English form a feed row shows.
///
/// | elapsed | text |
/// |---|---|
/// | under a minute, or in the future | `just now` |
/// | under an hour | `5 min ago` |
/// | under a day | `3 h ago` |
/// | under a week | `2 d ago` |
/// | a week or more | the long date, e.g. `November 2, 2026` |
///
/// The units are English whatever the locale; only the long date follows the locale.
package enum RelativeTime {
  /// The text for `date` as seen from `environment.now()`.
  package static func text(for date: Date, in environment: FormatEnvironment) -> String {
    let seconds = environment.now().timeIntervalSince(date)
    switch seconds {
    case ..<60: return "just now"
    case ..<3_600: return "\(Int(seconds / 60)) min ago"
    case ..<86_400: return "\(Int(seconds / 3_600)) h ago"
    case ..<604_800: return "\(Int(seconds / 86_400)) d ago"
    default: return environment.longDate(date)
    }
  }
}
