import Foundation
import HeadlessRender
import ListKit

extension ScreenEventOutcome {
  /// What a controller's `EventOutcome` means for a scenario: the event was handled, or it
  /// names an item the screen does not show.
  ///
  /// ```swift
  /// .string("favorite") { screen, id in
  ///   ScreenEventOutcome(screen.controller.favoriteTapped(id: id))
  /// }
  /// ```
  public init(_ outcome: EventOutcome) {
    switch outcome {
    case .handled: self = .handled
    case .noSuchItem: self = .noSuchItem
    }
  }
}
