/// Told what a ``ListDataModel`` request brought back: a class-bound delegate protocol, once
/// for every list.
@MainActor
public protocol ListDataModelDelegate<Query, Answer, Failure>: AnyObject {
  /// What a request asks for besides its page.
  associatedtype Query: Hashable & Sendable
  /// What the service answers for one page.
  associatedtype Answer: Sendable
  /// How the service fails.
  associatedtype Failure: Error

  /// `request` was answered with `answer`.
  func dataModel(
    _ dataModel: ListDataModel<Query, Answer, Failure>, didReceive answer: Answer,
    for request: PageRequest<Query>)

  /// `request` failed with `error`.
  func dataModel(
    _ dataModel: ListDataModel<Query, Answer, Failure>, didFailWith error: Failure,
    for request: PageRequest<Query>)
}
