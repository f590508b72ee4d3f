import HeadlessRender
import HeadlessScenarios
import ListKit
import PhotosExample

// The app's view controller as scenarios drive it: the events a scenario step can send, each
// through the same path as the user's action. A photo is tapped with the `tap` step every
// screen takes.
extension PhotosViewController: ScenarioScreen {
  /// Nothing the screen could not show is kept here: a snapshot UIKit would refuse is kept
  /// by the collection view, and the frame that draws it reports it.
  public var updateFailure: (any Error)? { nil }

  /// `{"load": true}` and `{"retry": true}` (the Retry button behind the empty grid).
  public nonisolated static var scenarioEvents: [ScenarioEvent<PhotosViewController>] {
    [.load, .retry]
  }
}
