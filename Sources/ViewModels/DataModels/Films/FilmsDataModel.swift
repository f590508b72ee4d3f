import ListKit
import Models

/// Fetches pages of films and reports each answer to its delegate.
///
/// Every answer, current or stale, reaches the delegate with the request it answers; the
/// delegate decides whether it still matters.
@MainActor
public final class FilmsDataModel {
  /// Told about every answer; held weakly.
  public weak var delegate: (any FilmsDataModelDelegate)?
  private let service: any FilmsService
  private let inFlight = InFlightRequests()

  /// Creates a data model that asks `service`.
  public init(service: any FilmsService) {
    self.service = service
  }

  /// Asks for the page of films `request` names; the returned task finishes once the delegate has been told.
  @discardableResult
  public func request(_ request: PageRequest) -> Task<Void, Never> {
    let service = service
    return inFlight.start(
      fetching: { await service.films(page: request.page) },
      then: { [weak self] result in self?.deliver(result, for: request) })
  }

  /// Returns when every request made so far has been answered and reported.
  public func settle() async {
    await inFlight.settle()
  }

  /// Returns once `count` answers in all, current or stale, have been reported since this data
  /// model was created.
  public func waitUntilAnswered(_ count: Int) async {
    await inFlight.waitUntilAnswered(count)
  }

  private func deliver(_ result: Result<FilmsPage, APIError>, for request: PageRequest) {
    switch result {
    case .success(let page): delegate?.filmsDataModel(self, didReceive: page, for: request)
    case .failure(let error): delegate?.filmsDataModel(self, didFailWith: error, for: request)
    }
  }
}
