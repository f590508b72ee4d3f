/// A change a ``ListState`` refuses because it cannot happen on a correct screen.
///
/// Controllers drop such an event (it is an answer nobody is waiting for) instead of letting it
/// corrupt the state.
public enum ListTransitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Page `page` arrived while the list, described by `state`, was not waiting for it.
  case unexpectedPage(Int, state: String)
  /// Loading page `page` failed while the list, described by `state`, was not loading it.
  case unexpectedFailure(page: Int, state: String)
  /// A retry was asked for while the list, described by `state`, showed no error.
  case nothingToRetry(state: String)

  /// The whole message, naming the event and the state it met.
  public var description: String {
    switch self {
    case .unexpectedPage(let page, let state):
      "page \(page) arrived while the list was \(state)"
    case .unexpectedFailure(let page, let state):
      "loading page \(page) failed while the list was \(state)"
    case .nothingToRetry(let state):
      "nothing to retry while the list was \(state)"
    }
  }
}
