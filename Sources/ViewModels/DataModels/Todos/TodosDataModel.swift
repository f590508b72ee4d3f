import ListKit
import Models

/// Fetches the todos and reports each answer to its delegate.
///
/// Every answer, current or stale, reaches the delegate with the request it answers; the
/// delegate decides whether it still matters.
@MainActor
public final class TodosDataModel {
  /// Told about every answer; held weakly.
  public weak var delegate: (any TodosDataModelDelegate)?
  private let service: any TodosService
  private let inFlight = InFlightRequests()

  /// Creates a data model that asks `service`.
  public init(service: any TodosService) {
    self.service = service
  }

  /// Asks for the todos; the returned task finishes once the delegate has been told.
  @discardableResult
  public func request(_ request: PageRequest) -> Task<Void, Never> {
    let service = service
    return inFlight.start(
      fetching: { await service.todos() },
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

  private func deliver(_ result: Result<[Todo], APIError>, for request: PageRequest) {
    switch result {
    case .success(let todos): delegate?.todosDataModel(self, didReceive: todos, for: request)
    case .failure(let error): delegate?.todosDataModel(self, didFailWith: error, for: request)
    }
  }
}
