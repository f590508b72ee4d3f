/// Hands out generation-stamped requests and remembers the one whose answer is awaited.
///
/// Every request gets a generation higher than the last, so an answer to an older query or an
/// older page generation never matches the awaited request and is dropped. Holding one awaited
/// request is also what keeps a page from being requested twice.
package struct RequestLedger<Parameters: Hashable & Sendable> {
  package init() {}

  private var lastGeneration = 0
  /// The request whose answer the screen waits for, if any.
  package private(set) var awaited: Stamped<Parameters>?

  /// Stamps `parameters` with a new generation and awaits its answer from now on; any
  /// request awaited before is abandoned.
  package mutating func start(_ parameters: Parameters) -> Stamped<Parameters> {
    lastGeneration += 1
    let request = Stamped(generation: lastGeneration, parameters: parameters)
    awaited = request
    return request
  }

  /// Whether `request` is the awaited one; if so it is awaited no longer.
  package mutating func accept(_ request: Stamped<Parameters>) -> Bool {
    guard request == awaited else { return false }
    awaited = nil
    return true
  }

  /// Stops awaiting any answer, so whatever arrives later is dropped.
  package mutating func abandon() {
    awaited = nil
  }
}
