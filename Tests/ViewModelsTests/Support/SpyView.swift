import ListKit
import ViewModels

/// Records a line for every change a controller reports.
@MainActor
final class SpyView: ListObserver {
  /// Describes the controller's state at the moment of a change.
  var describe: @MainActor () -> String = { "" }
  /// One line per reported change, in order.
  private(set) var changes: [String] = []

  func listDidChange() {
    changes.append(describe())
  }
}
