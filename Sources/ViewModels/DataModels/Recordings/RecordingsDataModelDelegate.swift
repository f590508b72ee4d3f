import ListKit
import Models

/// Told what a ``RecordingsDataModel`` request brought back.
@MainActor
public protocol RecordingsDataModelDelegate: AnyObject {
  /// `request` was answered with `page`.
  func recordingsDataModel(
    _ dataModel: RecordingsDataModel, didReceive page: RecordingsPage,
    for request: RecordingsRequest)
  /// `request` failed with `error`.
  func recordingsDataModel(
    _ dataModel: RecordingsDataModel, didFailWith error: APIError, for request: RecordingsRequest)
}
