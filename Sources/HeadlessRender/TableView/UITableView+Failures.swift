import Foundation

extension UITableView {
  /// Keeps `error`, something UIKit would have raised an exception for, so that the frame that
  /// draws the table reports it instead of drawing a screen that hides it.
  package func recordFailure(_ error: TableViewError) {
    failures.append(error)
  }

  /// Runs a call that UIKit would crash on when it fails: the failure is kept, and the table
  /// reloads its data so that what it shows matches its data source again.
  func recovering(_ call: () throws -> Void) {
    do {
      try call()
    } catch let error as TableViewError {
      recordFailure(error)
      if batchDepth == 0 { reloadData() }
    } catch {
      // The calls that come here throw only TableViewError.
    }
  }

  /// Whether a failure was kept since the failures were last taken.
  package var hasFailures: Bool { !failures.isEmpty }

  /// The first failure kept since the last time they were taken, and forgets them all: what
  /// a frame reports.
  package func takeFailures() -> [TableViewError] {
    defer { failures = [] }
    return failures
  }
}
