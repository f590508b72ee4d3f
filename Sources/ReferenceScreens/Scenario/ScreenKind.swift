import HeadlessRender
import ListKit
import Models
import ViewModels

/// The reference screen a scenario drives.
public enum ScreenKind: String, Hashable, Sendable, CaseIterable {
  /// Bird-call recordings: search, paging, stale answers dropped.
  case recordings
  /// Statuses and photos in sections by day.
  case feed
  /// Todos in not-completed and completed sections.
  case todos
  /// Star Wars films with decoding and server errors.
  case films
  /// Articles from a delegate-protocol data model.
  case articles
}
