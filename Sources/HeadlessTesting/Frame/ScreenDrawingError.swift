import HeadlessRender
import ListKit

/// Why a screen could not be drawn for a golden: what a golden assertion reports as a test
/// failure instead of drawing a screen that hides the problem.
///
/// ```swift
/// print(ScreenDrawingError.updateRefused(error))
/// // the screen's store refused its last update: supplied item identifiers are not unique.
/// // Duplicate identifiers: 7 in the new sections at [0, 1] and [2, 0]
/// ```
/// (one line).
public enum ScreenDrawingError: Error, CustomStringConvertible {
  /// The screen could not show the controller's last sections (its store or its snapshot
  /// refused duplicate identifiers), so the table shows stale rows:
  /// ``ControlledScreen/updateFailure``.
  case updateRefused(any Error)
  /// A table's data source broke one of UIKit's rules, or a call on a table would have
  /// crashed, since the last frame.
  case tableViewFailed(TableViewError)
  /// A collection view's data source broke one of UIKit's rules, or a call on a collection
  /// view would have crashed, since the last frame.
  case collectionViewFailed(CollectionViewError)
  /// Activating a constraint would have crashed since the last frame.
  case autoLayoutFailed(AutoLayoutError)

  /// What failed, then the underlying error's message.
  public var description: String {
    switch self {
    case .updateRefused(let error): "the screen's store refused its last update: \(error)"
    case .tableViewFailed(let error): "the table view failed: \(error)"
    case .collectionViewFailed(let error): "the collection view failed: \(error)"
    case .autoLayoutFailed(let error): "Auto Layout failed: \(error)"
    }
  }
}
