import ListKit
import Models

/// Told what a FilmsDataModel request brought back.
@MainActor
public protocol FilmsDataModelDelegate: AnyObject {
  /// `request` was answered with a page of films.
  func filmsDataModel(
    _ dataModel: FilmsDataModel, didReceive page: FilmsPage, for request: PageRequest)
  /// `request` failed with `error`.
  func filmsDataModel(
    _ dataModel: FilmsDataModel, didFailWith error: APIError, for request: PageRequest)
}
