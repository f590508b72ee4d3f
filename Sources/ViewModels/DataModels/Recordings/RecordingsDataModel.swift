import ListKit
import Models

/// Fetches pages of recordings and reports each answer to its delegate.
///
/// It decides nothing: every answer, current or stale, reaches the delegate with the request it
/// answers, and the delegate decides whether it still matters.
@MainActor
public final class RecordingsDataModel {
  /// Told about every answer; held weakly.
  public weak var delegate: (any RecordingsDataModelDelegate)?
  private let service: any RecordingsService
  private let inFlight = InFlightRequests()

  /// Creates a data model that asks `service`.
  public init(service: any RecordingsService) {
    self.service = service
  }

  /// Asks for `request`'s page; the returned task finishes once the delegate has been told.
  @discardableResult
  public func request(_ request: RecordingsRequest) -> Task<Void, Never> {
    let service = service
    let search = request.parameters
    return inFlight.start(
      fetching: { await service.recordings(matching: search.query, page: search.page) },
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

  private func deliver(_ result: Result<RecordingsPage, APIError>, for request: RecordingsRequest) {
    switch result {
    case .success(let page):
      delegate?.recordingsDataModel(self, didReceive: page, for: request)
    case .failure(let error):
      delegate?.recordingsDataModel(self, didFailWith: error, for: request)
    }
  }
}
